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
		expected, err := Expected(ch, p.Token, p.Address, transfers)
		if err != nil {
			return checked, err
		}
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
}

// Expected is the change of one account's balance of token ("native" or a lower-case
// token address) on ch that the given transfers imply.
func Expected(ch *evm.Chain, token, address string, transfers []*db.BalanceTransfer) (*big.Int, error) {
	sum := new(big.Int)
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
		if t.NodeState == "COMPLETED" && moved == token {
			amount, ok := new(big.Int).SetString(c.Amount, 10)
			if !ok {
				return nil, fmt.Errorf("transfer amount %q", c.Amount)
			}
			if to == address {
				sum.Add(sum, amount)
			}
			if from == address {
				sum.Sub(sum, amount)
			}
		}
		if token == evm.NativeToken && from == address {
			price, ok := new(big.Int).SetString(cmp.Or(r.EffectiveGas, "0"), 10)
			if !ok {
				return nil, fmt.Errorf("effective gas price %q", r.EffectiveGas)
			}
			sum.Sub(sum, new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed)))
		}
	}
	return sum, nil
}
