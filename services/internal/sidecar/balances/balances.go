package balances

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Config configures a Snapshotter or a Verifier.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Chains is the chain configuration; its signers are the accounts watched. Required.
	Chains *evm.Config
	// Executors are the process's executors: verify-drift asks each finished node's
	// executor what it moved (executor.LegReporter). Required by NewVerifier.
	Executors *executor.Registry
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
}

// NewSnapshotter validates cfg and returns a Snapshotter.
func NewSnapshotter(cfg Config) (*Snapshotter, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Snapshotter{cfg: cfg, clients: evm.NewClients(cfg.Chains)}, nil
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

// chain reads every watched balance of one chain at one block: the newest final one
// (evm.Chain.FinalBlock), so that no reorg the chain's finality depth allows can change
// a balance once it is recorded, nor move a transaction QTG recorded to the other side
// of it.
func (s *Snapshotter) chain(ctx context.Context, ch *evm.Chain) ([]db.BalanceSnapshot, error) {
	cl, err := s.clients.Get(ctx, ch.Name)
	if err != nil {
		return nil, err
	}
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	block := ch.FinalBlock(head)
	at := new(big.Int).SetUint64(block)
	var rows []db.BalanceSnapshot
	for _, sc := range s.cfg.Chains.Signers {
		bal, err := cl.BalanceAt(ctx, sc.Address, at)
		if err != nil {
			return nil, fmt.Errorf("native balance of %s: %w", sc.Address.Hex(), err)
		}
		rows = append(rows, db.BalanceSnapshot{ChainID: int64(ch.ChainID), Token: evm.NativeToken,
			Address: addrKey(sc.Address), Balance: bal, BlockNumber: int64(block)})
		for i := range ch.Tokens {
			tok := &ch.Tokens[i]
			bal, err := evm.TokenBalance(ctx, cl, tok.Address, sc.Address, at)
			if err != nil {
				return nil, fmt.Errorf("%s balance of %s: %w", tok.Symbol, sc.Address.Hex(), err)
			}
			rows = append(rows, db.BalanceSnapshot{ChainID: int64(ch.ChainID), Token: tokenKey(tok),
				Address: addrKey(sc.Address), Balance: bal, BlockNumber: int64(block)})
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
	if cfg.Executors == nil {
		return nil, errors.New("balances: Executors is required by the verifier")
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
	for i := range v.cfg.Chains.Chains {
		ch := &v.cfg.Chains.Chains[i]
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
		ch, ok := v.cfg.Chains.ChainByID(uint64(p.ChainID))
		if !ok {
			return checked, fmt.Errorf("pair of snapshots on chain %d, which is not configured", p.ChainID)
		}
		nodes, err := v.cfg.Pool.Balances().TransfersBetween(ctx, ch.Name, p.FromBlock, p.ToBlock, p.Address)
		if err != nil {
			return checked, fmt.Errorf("read transfers: %w", err)
		}
		bridges, err := v.cfg.Pool.Balances().BridgeNodesBetween(ctx, ch.Name, p.FromBlock, p.ToBlock)
		if err != nil {
			return checked, fmt.Errorf("read bridge nodes: %w", err)
		}
		legs, err := Legs(v.cfg.Executors, ch, append(nodes, bridges...))
		if err != nil {
			return checked, err
		}
		if p.Token == evm.NativeToken {
			spent, err := v.gasSpent(ctx, ch, p)
			if err != nil {
				return checked, err
			}
			legs = append(legs, spent...)
		}
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

// gasSpent is the native legs of the pair's account that no node reports: the gas of
// QTG's mined cancellations and nonce fills (evm_gas_spends), recorded before the pair
// is decided (BalanceSnapshotPairsUnchecked).
func (v *Verifier) gasSpent(ctx context.Context, ch *evm.Chain, p *db.SnapshotPair) ([]Leg, error) {
	spends, err := v.cfg.Pool.Balances().GasSpentBetween(ctx, p.ChainID, p.Address, p.FromBlock, p.ToBlock)
	if err != nil {
		return nil, fmt.Errorf("read gas spends: %w", err)
	}
	legs := make([]Leg, len(spends))
	for i, s := range spends {
		legs[i] = Leg{Chain: ch.Name, Token: evm.NativeToken, Address: p.Address, Block: s.BlockNumber, Delta: new(big.Int).Neg(s.GasCost)}
	}
	return legs, nil
}

// Leg is one change of one account's balance of one token on one chain, at the block
// of the receipt that made it (executor.Leg): verify-drift adds up the legs of an
// account in a snapshot pair's block range and compares the sum with the balances.
type Leg = executor.Leg

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

// Legs returns the legs on ch of finished nodes, each told by its executor
// (executor.LegReporter): verify-drift never reads an executor's records itself. A
// node whose executor is not registered, or reports no legs, is an error: a drift
// check cannot be judged without them.
func Legs(executors *executor.Registry, ch *evm.Chain, nodes []*db.BalanceNode) ([]Leg, error) {
	var out []Leg
	for _, n := range nodes {
		r, err := reporter(executors, n.ExecutorKey)
		if err != nil {
			return nil, err
		}
		legs, err := r.Legs(executor.Node{ExecutorKey: n.ExecutorKey, Config: n.NodeConfig, Progress: n.Progress},
			n.NodeState == "COMPLETED", n.Result)
		if err != nil {
			return nil, fmt.Errorf("%s legs: %w", n.ExecutorKey, err)
		}
		for _, l := range legs {
			if l.Chain == ch.Name {
				out = append(out, l)
			}
		}
	}
	return out, nil
}

// reporter is the registered executor key's leg reporter, looking through wrappers (the
// crash-test build's) to the executor they wrap.
func reporter(executors *executor.Registry, key string) (executor.LegReporter, error) {
	e, err := executors.Get(key)
	if err != nil {
		return nil, err
	}
	for {
		if r, ok := e.(executor.LegReporter); ok {
			return r, nil
		}
		w, ok := e.(interface{ Unwrap() executor.Executor })
		if !ok {
			return nil, fmt.Errorf("executor %q reports no balance legs", key)
		}
		e = w.Unwrap()
	}
}
