package evmtransfer_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// withToken returns a copy of cfg whose chain dev-1 has symbol's contract at addr: what
// a changed chain configuration (an edited file, a compromised ConfigMap) would say.
func withToken(cfg *evm.Config, symbol string, addr common.Address) *evm.Config {
	out := *cfg
	out.Chains = slices.Clone(cfg.Chains)
	for i := range out.Chains {
		out.Chains[i].Tokens = slices.Clone(out.Chains[i].Tokens)
		for j := range out.Chains[i].Tokens {
			if out.Chains[i].Tokens[j].Symbol == symbol {
				out.Chains[i].Tokens[j].Address = addr
			}
		}
	}
	return &out
}

var decoyToken = common.HexToAddress("0x00000000000000000000000000000000000dEaD1")

// An evm_transfer pins the chain ID it signs for and the token contract it calls
// ("native" for the chain's currency), as the configuration resolves them; the pins
// member the compiler adds is accepted and not read.
func TestEVMTransferPinsChainIDAndTokenContract(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	moved := b.executor(t, withToken(b.cfg, "USDC", decoyToken))
	native := b.usdc(0, 1, "5")
	native["token"] = evm.NativeToken
	pinned := b.usdc(0, 1, "5")
	pinned["pins"] = map[string]string{"chain.chain_id": "1", "token.address": "0x01"}
	for _, tt := range []struct {
		name string
		exec *evmtransfer.Executor
		cfg  map[string]any
		want map[string]string
		err  string
	}{
		{name: "USDC", exec: b.exec, cfg: b.usdc(0, 1, "5"),
			want: map[string]string{"chain.chain_id": "31337", "token.address": b.chain.USDC.Hex()}},
		{name: "native", exec: b.exec, cfg: native,
			want: map[string]string{"chain.chain_id": "31337", "token.address": "native"}},
		{name: "stored pins are not read", exec: b.exec, cfg: pinned,
			want: map[string]string{"chain.chain_id": "31337", "token.address": b.chain.USDC.Hex()}},
		{name: "another token contract configured", exec: moved, cfg: b.usdc(0, 1, "5"),
			want: map[string]string{"chain.chain_id": "31337", "token.address": decoyToken.Hex()}},
		{name: "chain not configured", exec: b.exec, cfg: map[string]any{"chain": "mainnet", "token": "USDC", "from": b.accts[0].Address.Hex(),
			"to": b.accts[1].Address.Hex(), "amount": "5"}, err: `chain "mainnet" is not configured`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			raw, err := json.Marshal(tt.cfg)
			require.NoError(t, err)
			got, err := tt.exec.Pins(raw)
			if tt.err != "" {
				require.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			require.NoError(t, tt.exec.ValidateConfig(raw))
			require.Equal(t, tt.want, got)
		})
	}
}

// A movement approved for one token contract never calls another: the gateway
// compiled it against the chain configuration as it was, the dispatcher runs with one
// whose USDC is another contract (an edited file, a compromised ConfigMap). The node's
// pins no longer match what its config resolves to, so the dispatcher holds it
// (PINS_MISMATCH, READY for an hour) before Preflight, and nothing is signed or sent;
// a dispatcher with the configuration the approver approved runs it.
func TestChangedChainConfigHoldsTheNode(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t, 1)
	f := testfix.New(t, testfix.OnDatabase(b.db), testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		return []executor.Executor{b.exec}
	}))
	f.Template(t, "send", `{"nodes":[{"key":"t","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${from}","to":"${to}","amount":"1000"}}]}`)
	m := f.Movement(t, movement.CreateInput{TemplateName: "send",
		Params: json.RawMessage(fmt.Sprintf(`{"from":%q,"to":%q}`, b.accts[1].Address.Hex(), b.accts[2].Address.Hex()))})

	reg, err := executor.NewRegistry(b.executor(t, withToken(b.cfg, "USDC", decoyToken)))
	require.NoError(t, err)
	cfg := f.EngineConfig()
	cfg.Registry = reg
	disp, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	nonce, balance := b.nonce(t, 1), b.balance(t, 1)
	for range 3 {
		_, err := disp.Batch(ctx)
		require.NoError(t, err)
	}
	disp.Wait()
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = $1 AND node_state = 'READY'
		AND last_error = $2 AND next_try_at > now() + interval '50 minutes'`, m.ID, nodeconfig.MismatchMessage), "held for long")
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text
		WHERE n.movement_id = $1 AND o.action = 'PINS_MISMATCH'`, m.ID))
	require.Zero(t, f.Count(t, `SELECT count(*) FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1`, m.ID),
		"nothing prepared, signed or sent")
	require.Equal(t, nonce, b.nonce(t, 1), "the sender sent nothing")
	require.Zero(t, balance.Cmp(b.balance(t, 1)), "and holds all its USDC")

	// The configuration the approver approved runs it.
	_, err = f.Pool.Exec(ctx, `UPDATE movement_nodes SET next_try_at = now() WHERE movement_id = $1`, m.ID)
	require.NoError(t, err)
	cfg.Registry = f.Registry
	approved, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	_, err = approved.Batch(ctx)
	require.NoError(t, err)
	approved.Wait()
	testfix.WaitFor(t, "the approved transfer is sent", func() bool {
		return f.Count(t, `SELECT count(*) FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1`, m.ID) == 1
	})
}

// A movement hashed before plan format 2 (format 1: no terms, no pins, stored as
// creates stored it then) still runs: the dispatcher hashes its plan as it was
// approved, and its evm_transfer node, which carries no pins, is not held.
func TestFormat1MovementStillRuns(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t, 1)
	f := testfix.New(t, testfix.OnDatabase(b.db), testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		return []executor.Executor{b.exec}
	}))
	def := `{"nodes":[{"key":"t","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${from}","to":"${to}","amount":"1000"}}]}`
	tmpl := f.Template(t, "send", def)
	parsed, err := f.Compiler.Parse([]byte(def))
	require.NoError(t, err)
	params := json.RawMessage(fmt.Sprintf(`{"from":%q,"to":%q}`, b.accts[1].Address.Hex(), b.accts[2].Address.Hex()))
	plan, err := f.Compiler.Compile(parsed, params)
	require.NoError(t, err)
	require.Equal(t, compiler.FormatV1, plan.Format)
	n := plan.Nodes[0]
	require.NotContains(t, string(n.Config), "pins")
	sum := sha256.Sum256(n.Config)
	id := uuid.Must(uuid.NewV7())
	_, err = db.Wrap(f.Pool).Movements().Insert(ctx, db.NewMovement{
		ID: id, IdempotencyKey: "format-1", RequestHash: make([]byte, 32), TemplateID: tmpl.ID, Params: params,
		PlanHash: plan.Hash[:], CreatedBy: testfix.Creator,
		Nodes: []db.NewNode{{ID: uuid.Must(uuid.NewV7()), Key: n.Key, Executor: n.ExecutorKey, Config: n.Config,
			HasSideEffect: n.HasSideEffect, MaxTries: n.MaxAttempts, ApprovedConfig: n.Config, ApprovedConfigSha256: sum[:]}},
	})
	require.NoError(t, err)
	require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND plan_format = 1`, id))
	_, err = f.Svc.Approve(ctx, id, testfix.Approver, plan.Hash[:])
	require.NoError(t, err)

	disp, err := engine.NewDispatcher(f.EngineConfig())
	require.NoError(t, err)
	_, err = disp.Batch(ctx)
	require.NoError(t, err)
	disp.Wait()
	testfix.WaitFor(t, "the format 1 transfer is sent", func() bool {
		return f.Count(t, `SELECT count(*) FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1`, id) == 1
	})
	require.Zero(t, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE action LIKE '%MISMATCH'`))
}

// Recovery does not act on a node whose pins the configuration it runs with no longer
// resolves to: it neither reads evidence at nor re-sends to addresses nobody approved.
// The node stays UNKNOWN for an hour, audited as PINS_MISMATCH, whatever happened to
// its transaction.
func TestChangedChainConfigHoldsRecovery(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t, 1)
	f := testfix.New(t, testfix.OnDatabase(b.db), testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		return []executor.Executor{b.exec}
	}))
	f.Template(t, "send", `{"nodes":[{"key":"t","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${from}","to":"${to}","amount":"1000"}}]}`)
	m := f.Movement(t, movement.CreateInput{TemplateName: "send",
		Params: json.RawMessage(fmt.Sprintf(`{"from":%q,"to":%q}`, b.accts[1].Address.Hex(), b.accts[2].Address.Hex()))})
	disp, err := engine.NewDispatcher(f.EngineConfig())
	require.NoError(t, err)
	_, err = disp.Batch(ctx)
	require.NoError(t, err)
	disp.Wait()
	testfix.WaitFor(t, "the transfer is submitted", func() bool {
		return f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'SUBMITTED'`, m.ID) == 1
	})
	// Its outcome is lost (as when an observer's answer is ambiguous): recovery's turn.
	_, err = f.Pool.Exec(ctx, `UPDATE movement_nodes SET node_state = 'UNKNOWN', next_observe_at = now() WHERE movement_id = $1`, m.ID)
	require.NoError(t, err)

	reg, err := executor.NewRegistry(b.executor(t, withToken(b.cfg, "USDC", decoyToken)))
	require.NoError(t, err)
	cfg := f.EngineConfig()
	cfg.Registry = reg
	rec, err := engine.NewRecovery(cfg)
	require.NoError(t, err)
	n, err := rec.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'UNKNOWN'
		AND next_observe_at > now() + interval '50 minutes'`, m.ID), "held in UNKNOWN for long")
	require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text
		WHERE n.movement_id = $1 AND o.action = 'PINS_MISMATCH'`, m.ID))
}
