package balances

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// Config configures a Snapshotter or a Verifier.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Chains is the chain configuration; its signers are the accounts watched. Required.
	Chains *evm.Config
	// Logger receives drifts and failures.
	Logger zerolog.Logger
	// BatchSize bounds the snapshot pairs one Verifier pass checks. Default 500.
	BatchSize int
	// Meter exports the drift metrics (qtg_balance_drift, qtg_balance_drifts_total).
	Meter metric.MeterProvider
}

func (c *Config) validate() error {
	if c.Pool == nil || c.Chains == nil {
		return errors.New("balances: Pool and Chains are required")
	}
	c.BatchSize = cmp.Or(c.BatchSize, 500)
	return nil
}

func tokenKey(t *evm.Token) string {
	if t == nil {
		return evm.NativeToken
	}
	return "0x" + common.Bytes2Hex(t.Address.Bytes())
}

func addrKey(a common.Address) string { return "0x" + common.Bytes2Hex(a.Bytes()) }

// Snapshotter is the balance-snapshot worker.
type Snapshotter struct {
	cfg     Config
	clients *evm.Clients
	erc20   *contracts.ERC20
}

// NewSnapshotter validates cfg and returns a Snapshotter.
func NewSnapshotter(cfg Config) (*Snapshotter, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Snapshotter{cfg: cfg, clients: evm.NewClients(cfg.Chains), erc20: contracts.NewERC20()}, nil
}

// Close releases the RPC clients.
func (s *Snapshotter) Close() { s.clients.Close() }

// Batch snapshots every chain once and returns how many balances it recorded. A chain
// that cannot be read is skipped and reported; the others are still recorded.
func (s *Snapshotter) Batch(ctx context.Context) (int, error) {
	var rows []db.BalanceSnapshot
	var errs []error
	for i := range s.cfg.Chains.Chains {
		ch := &s.cfg.Chains.Chains[i]
		r, err := s.chain(ctx, ch)
		if err != nil {
			errs = append(errs, fmt.Errorf("chain %s: %w", ch.Name, evm.Redact(ch, err)))
			continue
		}
		rows = append(rows, r...)
	}
	if len(rows) > 0 {
		if _, err := s.cfg.Pool.Balances().InsertSnapshots(ctx, rows); err != nil {
			return 0, fmt.Errorf("insert snapshots: %w", err)
		}
	}
	return len(rows), errors.Join(errs...)
}

// chain reads every watched balance of one chain at one block.
func (s *Snapshotter) chain(ctx context.Context, ch *evm.Chain) ([]db.BalanceSnapshot, error) {
	cl, err := s.clients.Get(ctx, ch.Name)
	if err != nil {
		return nil, err
	}
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	at := new(big.Int).SetUint64(head)
	var rows []db.BalanceSnapshot
	for _, sc := range s.cfg.Chains.Signers {
		bal, err := cl.BalanceAt(ctx, sc.Address, at)
		if err != nil {
			return nil, fmt.Errorf("native balance of %s: %w", sc.Address.Hex(), err)
		}
		rows = append(rows, db.BalanceSnapshot{ChainID: int64(ch.ChainID), Token: evm.NativeToken,
			Address: addrKey(sc.Address), Balance: bal, BlockNumber: int64(head)})
		for i := range ch.Tokens {
			tok := &ch.Tokens[i]
			out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &tok.Address, Data: s.erc20.PackBalanceOf(sc.Address)}, at)
			if err != nil {
				return nil, fmt.Errorf("%s balance of %s: %w", tok.Symbol, sc.Address.Hex(), err)
			}
			bal, err := s.erc20.UnpackBalanceOf(out)
			if err != nil {
				return nil, fmt.Errorf("decode %s balance: %w", tok.Symbol, err)
			}
			rows = append(rows, db.BalanceSnapshot{ChainID: int64(ch.ChainID), Token: tokenKey(tok),
				Address: addrKey(sc.Address), Balance: bal, BlockNumber: int64(head)})
		}
	}
	return rows, nil
}

// Verifier is the verify-drift worker.
type Verifier struct {
	cfg   Config
	drift metric.Int64Counter
	last  metric.Float64Gauge
	// beforePair, when set (tests only), runs before each pair is judged.
	beforePair func(address string)
}

// NewVerifier validates cfg and returns a Verifier.
func NewVerifier(cfg Config) (*Verifier, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Verifier{cfg: cfg, drift: driftCounter(cfg.Meter), last: driftGauge(cfg.Meter)}, nil
}

// Batch checks every decided snapshot pair not checked yet (up to BatchSize) and
// returns how many it checked. A pair is decided once no transfer of the account that
// could have landed in its block range is in flight (see the query): from then on the
// evidence, transfers by the block their receipt names, does not change, so a pair's
// verdict never depends on when it is checked.
func (v *Verifier) Batch(ctx context.Context) (int, error) {
	ids := make([]int64, 0, len(v.cfg.Chains.Chains))
	names := make([]string, 0, len(v.cfg.Chains.Chains))
	byID := map[uint64]*evm.Chain{}
	for i := range v.cfg.Chains.Chains {
		ch := &v.cfg.Chains.Chains[i]
		byID[ch.ChainID] = ch
		ids = append(ids, int64(ch.ChainID))
		names = append(names, ch.Name)
	}
	pairs, err := v.cfg.Pool.Balances().UncheckedPairs(ctx, ids, names, int32(v.cfg.BatchSize))
	if err != nil {
		return 0, fmt.Errorf("list snapshot pairs: %w", err)
	}
	checked := 0
	for _, p := range pairs {
		if v.beforePair != nil {
			v.beforePair(p.Address)
		}
		ch := byID[uint64(p.ChainID)]
		transfers, err := v.cfg.Pool.Balances().TransfersBetween(ctx, ch.Name, p.FromBlock, p.ToBlock, p.Address)
		if err != nil {
			return checked, fmt.Errorf("read transfers: %w", err)
		}
		legs, err := TransferLegs(ch, transfers)
		if err != nil {
			return checked, err
		}
		bridged, err := v.cfg.Pool.Balances().CCTPNodesBetween(ctx, ch.Name, p.FromBlock, p.ToBlock)
		if err != nil {
			return checked, fmt.Errorf("read cctp_transfer nodes: %w", err)
		}
		cctpLegs, err := CCTPLegs(ch, bridged)
		if err != nil {
			return checked, err
		}
		bridges, err := v.cfg.Pool.Balances().BridgeNodesBetween(ctx, ch.Name, p.FromBlock, p.ToBlock)
		if err != nil {
			return checked, fmt.Errorf("read ccip_transfer and oft_transfer nodes: %w", err)
		}
		bridgeLegs, err := BridgeLegs(ch, bridges)
		if err != nil {
			return checked, err
		}
		legs = append(append(legs, cctpLegs...), bridgeLegs...)
		expected := ExpectedFromLegs(p.Token, p.Address, p.FromBlock, p.ToBlock, legs)
		actual := new(big.Int).Sub(p.ToBalance, p.FromBalance)
		drift := new(big.Int).Sub(actual, expected)
		if _, err := v.cfg.Pool.Balances().InsertCheck(ctx, db.BalanceCheck{
			Pair: p, ExpectedDelta: expected, ActualDelta: actual, Drift: drift,
		}); err != nil {
			return checked, fmt.Errorf("record check: %w", err)
		}
		checked++
		record(ctx, v.drift, v.last, "chain", ch.Name, p.Address, p.Token, drift)
		if drift.Sign() != 0 {
			v.cfg.Logger.Error().Str("chain", ch.Name).Str("token", p.Token).Str("address", p.Address).
				Int64("from_block", p.FromBlock).Int64("to_block", p.ToBlock).Str("expected_delta", expected.String()).
				Str("actual_delta", actual.String()).Str("drift", drift.String()).Msg("balance drift")
		}
	}
	return checked, nil
}

// transferResult is the part of an evm_transfer node's result verify-drift reads.
type transferResult struct {
	GasUsed      uint64 `json:"gas_used"`
	EffectiveGas string `json:"effective_gas_price"`
	BlockNumber  int64  `json:"block_number"`
}

// Leg is one change of one account's balance of one token on one chain, at the block
// of the receipt that made it: what QTG's records say happened. verify-drift adds up
// the legs of an account in a snapshot pair's block range and compares the sum with
// the balances.
type Leg struct {
	// Token is "native" or the token's lower-case address.
	Token string
	// Address is the account, lower-case hex.
	Address string
	Block   int64
	Delta   *big.Int
}

// ExpectedFromLegs is the change of address's balance of token that the legs imply
// in the blocks (fromBlock, toBlock].
func ExpectedFromLegs(token, address string, fromBlock, toBlock int64, legs []Leg) *big.Int {
	sum := new(big.Int)
	for _, l := range legs {
		if l.Token == token && l.Address == address && l.Block > fromBlock && l.Block <= toBlock {
			sum.Add(sum, l.Delta)
		}
	}
	return sum
}

// TransferLegs turns evm_transfer nodes on ch into legs: a completed transfer moves its
// amount from its sender to its recipient, and every mined one (completed or
// reverted) cost its sender gas_used × effective_gas_price of the native token.
func TransferLegs(ch *evm.Chain, transfers []*db.BalanceTransfer) ([]Leg, error) {
	var legs []Leg
	for _, t := range transfers {
		var c evmtransfer.Config
		if err := json.Unmarshal(t.NodeConfig, &c); err != nil {
			return nil, fmt.Errorf("decode transfer config: %w", err)
		}
		var r transferResult
		if err := json.Unmarshal(t.Result, &r); err != nil {
			return nil, fmt.Errorf("decode transfer result: %w", err)
		}
		from, to := strings.ToLower(c.From), strings.ToLower(c.To)
		moved := evm.NativeToken
		if c.Token != evm.NativeToken {
			tok, ok := ch.Token(c.Token)
			if !ok {
				return nil, fmt.Errorf("transfer of token %q not configured on chain %s", c.Token, ch.Name)
			}
			moved = tokenKey(tok)
		}
		if t.NodeState == "COMPLETED" {
			amount, ok := new(big.Int).SetString(c.Amount, 10)
			if !ok {
				return nil, fmt.Errorf("transfer amount %q", c.Amount)
			}
			legs = append(legs, Leg{Token: moved, Address: to, Block: r.BlockNumber, Delta: amount},
				Leg{Token: moved, Address: from, Block: r.BlockNumber, Delta: new(big.Int).Neg(amount)})
		}
		price, ok := new(big.Int).SetString(cmp.Or(r.EffectiveGas, "0"), 10)
		if !ok {
			return nil, fmt.Errorf("effective gas price %q", r.EffectiveGas)
		}
		legs = append(legs, Leg{Token: evm.NativeToken, Address: from, Block: r.BlockNumber,
			Delta: new(big.Int).Neg(new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed)))})
	}
	return legs, nil
}

// Expected is the change of one account's balance of token ("native" or a lower-case
// token address) on ch that the given transfers imply, whatever their blocks (the
// caller selected them by block).
func Expected(ch *evm.Chain, token, address string, transfers []*db.BalanceTransfer) (*big.Int, error) {
	legs, err := TransferLegs(ch, transfers)
	if err != nil {
		return nil, err
	}
	return ExpectedFromLegs(token, address, -1<<62, 1<<62, legs), nil
}

// cctpProgress and cctpResult are the parts of a cctp_transfer node's progress and
// result that name its legs (see package cctptransfer).
type cctpProgress struct {
	ApproveBlock   int64  `json:"approve_block"`
	ApproveGasCost string `json:"approve_gas_cost"`
	BurnBlock      int64  `json:"burn_block"`
	BurnGasCost    string `json:"burn_gas_cost"`
}

type cctpResult struct {
	Relayer        string `json:"relayer"`
	ReceiveBlock   int64  `json:"receive_block"`
	ReceiveGasCost string `json:"receive_gas_cost"`
	MintBlock      int64  `json:"mint_block"`
	Minted         string `json:"minted"`
	FeeExecuted    string `json:"fee_executed"`
	FeeRecipient   string `json:"fee_recipient"`
	// A phase that reverted: its chain, sender, block and gas.
	Status      string `json:"status"`
	Chain       string `json:"chain"`
	From        string `json:"from"`
	BlockNumber int64  `json:"block_number"`
	GasCost     string `json:"gas_cost"`
}

// CCTPLegs turns finished cctp_transfer nodes into their legs on ch. On the source
// chain: the holder's approve gas, burn gas and burned amount (from the progress,
// which keeps them whatever happened next). On the destination, for a completed node:
// the relayer's receive gas when QTG relayed, the minted amount to the recipient and
// the fee to the fee recipient at the mint's block (found by the message's nonce when
// someone else relayed). A reverted phase's gas, on its chain. A node that failed
// after its burn minted nothing that QTG knows of: a mint relayed by hand later shows
// as drift, which is what an operator must look at.
func CCTPLegs(ch *evm.Chain, nodes []*db.BalanceCCTPNode) ([]Leg, error) {
	var legs []Leg
	num := func(what, s string) (*big.Int, error) {
		v, ok := new(big.Int).SetString(cmp.Or(s, "0"), 10)
		if !ok {
			return nil, fmt.Errorf("cctp_transfer %s %q", what, s)
		}
		return v, nil
	}
	for _, n := range nodes {
		var c cctptransfer.Config
		if err := json.Unmarshal(n.NodeConfig, &c); err != nil {
			return nil, fmt.Errorf("decode cctp_transfer config: %w", err)
		}
		var p cctpProgress
		if len(n.Progress) > 0 {
			if err := json.Unmarshal(n.Progress, &p); err != nil {
				return nil, fmt.Errorf("decode cctp_transfer progress: %w", err)
			}
		}
		var r cctpResult
		if len(n.Result) > 0 {
			if err := json.Unmarshal(n.Result, &r); err != nil {
				return nil, fmt.Errorf("decode cctp_transfer result: %w", err)
			}
		}
		usdc, ok := ch.Token("USDC")
		if !ok {
			return nil, fmt.Errorf("chain %s has no USDC token configured", ch.Name)
		}
		token := tokenKey(usdc)
		holder := strings.ToLower(c.From)
		if c.FromChain == ch.Name {
			if p.ApproveBlock > 0 {
				gas, err := num("approve gas cost", p.ApproveGasCost)
				if err != nil {
					return nil, err
				}
				legs = append(legs, Leg{Token: evm.NativeToken, Address: holder, Block: p.ApproveBlock, Delta: gas.Neg(gas)})
			}
			if p.BurnBlock > 0 {
				gas, err := num("burn gas cost", p.BurnGasCost)
				if err != nil {
					return nil, err
				}
				amount, err := num("amount", c.Amount)
				if err != nil {
					return nil, err
				}
				legs = append(legs, Leg{Token: evm.NativeToken, Address: holder, Block: p.BurnBlock, Delta: gas.Neg(gas)},
					Leg{Token: token, Address: holder, Block: p.BurnBlock, Delta: amount.Neg(amount)})
			}
		}
		if r.Status == "reverted" && r.Chain == ch.Name && r.BlockNumber > 0 {
			gas, err := num("reverted gas cost", r.GasCost)
			if err != nil {
				return nil, err
			}
			legs = append(legs, Leg{Token: evm.NativeToken, Address: strings.ToLower(r.From), Block: r.BlockNumber, Delta: gas.Neg(gas)})
		}
		if n.NodeState != "COMPLETED" || c.ToChain != ch.Name {
			continue
		}
		if r.ReceiveBlock > 0 {
			gas, err := num("receive gas cost", r.ReceiveGasCost)
			if err != nil {
				return nil, err
			}
			legs = append(legs, Leg{Token: evm.NativeToken, Address: strings.ToLower(r.Relayer), Block: r.ReceiveBlock, Delta: gas.Neg(gas)})
		}
		if r.MintBlock > 0 {
			minted, err := num("minted", r.Minted)
			if err != nil {
				return nil, err
			}
			fee, err := num("fee", r.FeeExecuted)
			if err != nil {
				return nil, err
			}
			legs = append(legs, Leg{Token: token, Address: strings.ToLower(c.To), Block: r.MintBlock, Delta: minted})
			if fee.Sign() > 0 && r.FeeRecipient != "" {
				legs = append(legs, Leg{Token: token, Address: strings.ToLower(r.FeeRecipient), Block: r.MintBlock, Delta: fee})
			}
		}
	}
	return legs, nil
}
