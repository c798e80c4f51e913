package db_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// A drift pair (two snapshots of one account) is decided only once no transfer that
// could move the account's balance within it is in flight: an EVM transfer (or
// exchange deposit or withdrawal) from or to the account on its chain, a bridge's
// source leg from the account, or any bridge landing on the chain, each with an
// intent written before the later snapshot, wherever that intent is (on its node or
// a past row). Anything else leaves the pair to verify-drift.
func TestADriftPairWaitsForTheTransfersInFlightThatCanMoveIt(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	const (
		movement = "'00000002-0000-7000-8000-000000000001'"
		node     = "'00000003-0000-7000-8000-000000000001'"
		intentID = "'00000004-0000-7000-8000-000000000001'"
	)
	seedDriftMovement(t, pool, movement)
	const (
		holder = "0x00000000000000000000000000000000000000aa"
		other  = "0x00000000000000000000000000000000000000bb"
	)
	// Both snapshots of holder on dev-1, taken now; a node's intent is an hour before
	// them or an hour after.
	_, err := db.Wrap(pool).Balances().InsertSnapshots(ctx, []db.BalanceSnapshot{
		{ChainID: 31337, Token: "native", Address: holder, Balance: big.NewInt(10), BlockNumber: 100},
	})
	require.NoError(t, err)
	_, err = db.Wrap(pool).Balances().InsertSnapshots(ctx, []db.BalanceSnapshot{
		{ChainID: 31337, Token: "native", Address: holder, Balance: big.NewInt(10), BlockNumber: 200},
	})
	require.NoError(t, err)

	transfer := func(chain, from, to string) string {
		return fmt.Sprintf(`{"chain": %q, "from": %q, "to": %q}`, chain, from, to)
	}
	bridge := func(fromChain, from, toChain string) string {
		return fmt.Sprintf(`{"from_chain": %q, "from": %q, "to_chain": %q, "to": %q}`, fromChain, from, toChain, other)
	}
	const before, after = "now() - interval '1 hour'", "now() + interval '1 hour'"
	for _, c := range []struct {
		name     string
		executor string
		state    string
		progress bool
		config   string
		intent   string // when the node's intent was written; "" for none
		past     bool   // the intent is a row of node_intents_past, not on the node
		waits    bool
	}{
		{"a transfer from the holder", "evm_transfer", "SUBMITTED", false, transfer("dev-1", holder, other), before, false, true},
		{"a transfer to the holder", "evm_transfer", "OBSERVING", false, transfer("dev-1", other, holder), before, false, true},
		{"a transfer written as a past intent", "evm_transfer", "SUBMITTING", false, transfer("dev-1", holder, other), before, true, true},
		{"an exchange withdrawal to the holder", "cex_withdrawal", "UNKNOWN", false, transfer("dev-1", other, holder), before, false, true},
		{"an exchange deposit from the holder", "cex_deposit", "SUBMITTED", false, transfer("dev-1", holder, other), before, false, true},
		{"a transfer whose intent came after the snapshot", "evm_transfer", "SUBMITTED", false, transfer("dev-1", holder, other), after, false, false},
		{"a transfer without an intent", "evm_transfer", "SUBMITTED", false, transfer("dev-1", holder, other), "", false, false},
		{"a transfer on another chain", "evm_transfer", "SUBMITTED", false, transfer("dev-2", holder, other), before, false, false},
		{"a transfer of other accounts", "evm_transfer", "SUBMITTED", false, transfer("dev-1", other, other), before, false, false},
		{"a finished transfer", "evm_transfer", "COMPLETED", false, transfer("dev-1", holder, other), before, false, false},
		{"a transfer ready again", "evm_transfer", "READY", true, transfer("dev-1", holder, other), before, false, false},
		{"a bridge from the holder", "cctp_transfer", "SUBMITTED", false, bridge("dev-1", holder, "dev-2"), before, false, true},
		{"a bridge from the holder mid-step", "ccip_transfer", "READY", true, bridge("dev-1", holder, "dev-2"), before, false, true},
		{"a bridge from the holder not started", "ccip_transfer", "READY", false, bridge("dev-1", holder, "dev-2"), before, false, false},
		{"a bridge of another account landing on the chain", "oft_transfer", "UNKNOWN", false, bridge("dev-2", other, "dev-1"), before, false, true},
		{"a bridge from the holder waiting for a manual execution", "ccip_transfer", "NEEDS_MANUAL_EXECUTION", true, bridge("dev-1", holder, "dev-2"), before, false, true},
		{"a bridge landing on the chain waiting for a manual execution", "oft_transfer", "NEEDS_MANUAL_EXECUTION", true, bridge("dev-2", other, "dev-1"), before, false, true},
		{"a bridge of another account from the chain", "cctp_transfer", "SUBMITTED", false, bridge("dev-1", other, "dev-2"), before, false, false},
		{"a finished bridge landing on the chain", "cctp_transfer", "FAILED", false, bridge("dev-2", other, "dev-1"), before, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The node lives only in this transaction, which the query reads.
			tx, err := db.Wrap(pool).Begin(ctx)
			require.NoError(t, err)
			defer func() { require.NoError(t, tx.Rollback(ctx)) }()
			onNode := "NULL"
			if c.intent != "" && !c.past {
				onNode = c.intent
			}
			progress := "NULL"
			if c.progress {
				progress = `'{"next": "send"}'`
			}
			require.NoError(t, tx.ExecForTest(ctx, fmt.Sprintf(`INSERT INTO movement_nodes (id, movement_id, node_key,
					executor_key, node_state, has_side_effect, attempt, node_config, progress, next_observe_at, submitting_at, finished_at,
					intent_id, intent_attempt, intent_lane, intent_state, intent_created_at, intent_updated_at)
				VALUES (%[1]s, %[2]s, 'n', '%[3]s', '%[4]s', true, 1, '%[5]s', %[6]s, now(), now(),
					CASE WHEN '%[4]s' IN ('COMPLETED', 'FAILED') THEN now() END,
					CASE WHEN %[7]s IS NOT NULL THEN %[8]s::uuid END, CASE WHEN %[7]s IS NOT NULL THEN 1 END,
					CASE WHEN %[7]s IS NOT NULL THEN 'evm:1:0xaa' END, CASE WHEN %[7]s IS NOT NULL THEN 'SUBMITTED' END,
					%[7]s, %[7]s)`, node, movement, c.executor, c.state, c.config, progress, onNode, intentID)))
			if c.intent != "" && c.past {
				require.NoError(t, tx.ExecForTest(ctx, fmt.Sprintf(`INSERT INTO node_intents_past
						(id, node_id, attempt, lane, intent_state, created_at, updated_at)
					VALUES (%s, %s, 1, 'evm:1:0xaa', 'SUBMITTED', %s, %s)`, intentID, node, c.intent, c.intent)))
			}
			pairs, err := tx.Balances().UncheckedPairs(ctx, []int64{31337, 31338}, []string{"dev-1", "dev-2"}, 10)
			require.NoError(t, err)
			if c.waits {
				require.Empty(t, pairs, "the pair waits")
				return
			}
			require.Len(t, pairs, 1, "the pair is decided")
			require.Equal(t, holder, pairs[0].Address)
			require.Equal(t, []int64{100, 200}, []int64{pairs[0].FromBlock, pairs[0].ToBlock})
		})
	}
}

// A nonce gap fill pays gas that evm-nonce-reaper records (evm_gas_spends) only once its
// nonce is used, so a signed fill holds back its sender's native pairs on its chain whose
// later snapshot was taken after it was signed; a request not signed yet was never
// broadcast, and the sender's token balances are not moved by a fill.
func TestANativeDriftPairWaitsForASignedFillOfItsSender(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	const (
		holder = "0x00000000000000000000000000000000000000aa"
		other  = "0x00000000000000000000000000000000000000bb"
		token  = "0x00000000000000000000000000000000000000cc"
	)
	for _, block := range []int64{100, 200} {
		_, err := db.Wrap(pool).Balances().InsertSnapshots(ctx, []db.BalanceSnapshot{
			{ChainID: 31337, Token: "native", Address: holder, Balance: big.NewInt(10), BlockNumber: block},
			{ChainID: 31337, Token: token, Address: holder, Balance: big.NewInt(10), BlockNumber: block},
		})
		require.NoError(t, err)
	}
	const before, after = "now() - interval '1 hour'", "now() + interval '1 hour'"
	for _, c := range []struct {
		name    string
		chainID int64
		address string
		signed  string // when the fill was signed; "" for a request not signed yet
		waits   bool   // the native pair waits (the token pair never does)
	}{
		{"a signed fill of the holder", 31337, holder, before, true},
		{"a fill requested, not signed", 31337, holder, "", false},
		{"a fill signed after the snapshot", 31337, holder, after, false},
		{"a signed fill of another sender", 31337, other, before, false},
		{"a signed fill on another chain", 31338, holder, before, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			tx, err := db.Wrap(pool).Begin(ctx)
			require.NoError(t, err)
			defer func() { require.NoError(t, tx.Rollback(ctx)) }()
			signed := "NULL, NULL, NULL, NULL"
			if c.signed != "" {
				signed = fmt.Sprintf(`'0x01', '\x01', 'recovery', %s`, c.signed)
			}
			require.NoError(t, tx.ExecForTest(ctx, fmt.Sprintf(`INSERT INTO evm_nonce_fills
					(lane, nonce, chain_id, address, requested_by, tx_hash, signed_tx, signed_by, signed_at)
				VALUES ('evm:%[1]d:%[2]s', 7, %[1]d, '%[2]s', 'reaper', %[3]s)`, c.chainID, c.address, signed)))
			pairs, err := tx.Balances().UncheckedPairs(ctx, []int64{31337, 31338}, []string{"dev-1", "dev-2"}, 10)
			require.NoError(t, err)
			var tokens []string
			for _, p := range pairs {
				tokens = append(tokens, p.Token)
			}
			if c.waits {
				require.Equal(t, []string{token}, tokens, "the native pair waits")
				return
			}
			require.ElementsMatch(t, []string{"native", token}, tokens, "both pairs are decided")
		})
	}
}

// verify-drift reads a bridge node for a pair when any of its legs is in the pair's
// range, once the node is finished, however it finished: a node CANCELLED between phases
// (its movement cancelled or expired) keeps what its approvals cost, and a phase done
// again is a leg at its own block. A node still live is in flight, and its accounts'
// pairs wait (BalanceSnapshotPairsUnchecked).
func TestVerifyDriftReadsEveryFinishedBridgeWithALegInTheRange(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	const movement = "'00000002-0000-7000-8000-000000000001'"
	seedDriftMovement(t, pool, movement)
	for _, c := range []struct {
		state string
		read  bool
	}{
		{"COMPLETED", true}, {"FAILED", true}, {"CANCELLED", true}, {"READY", false}, {"SUBMITTED", false},
	} {
		t.Run(c.state, func(t *testing.T) {
			tx, err := db.Wrap(pool).Begin(ctx)
			require.NoError(t, err)
			defer func() { require.NoError(t, tx.Rollback(ctx)) }()
			require.NoError(t, tx.ExecForTest(ctx, fmt.Sprintf(`INSERT INTO movement_nodes (id, movement_id, node_key,
					executor_key, node_state, has_side_effect, attempt, node_config, progress, next_observe_at, submitting_at, finished_at)
				VALUES ('00000003-0000-7000-8000-000000000001', %s, 'n', 'cctp_transfer', '%[2]s', true, 1,
					'{"from_chain": "dev-1", "to_chain": "dev-2"}', '{"next": "burn", "approve_block": 150, "approve_gas_cost": "7"}',
					now(), now(), CASE WHEN '%[2]s' IN ('COMPLETED', 'FAILED', 'CANCELLED') THEN now() END)`, movement, c.state)))
			nodes, err := tx.Balances().BridgeNodesBetween(ctx, "dev-1", 100, 200)
			require.NoError(t, err)
			if !c.read {
				require.Empty(t, nodes)
				return
			}
			require.Len(t, nodes, 1)
			require.Equal(t, c.state, nodes[0].NodeState)
		})
	}

	// A phase done again (a reverted burn, an approval made again) is a leg at its own
	// block, which may be the node's only one in a pair's range.
	t.Run("a redone phase", func(t *testing.T) {
		tx, err := db.Wrap(pool).Begin(ctx)
		require.NoError(t, err)
		defer func() { require.NoError(t, tx.Rollback(ctx)) }()
		require.NoError(t, tx.ExecForTest(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key,
				executor_key, node_state, has_side_effect, attempt, node_config, progress, next_observe_at, submitting_at, finished_at)
			VALUES ('00000003-0000-7000-8000-000000000001', `+movement+`, 'n', 'cctp_transfer', 'COMPLETED', true, 1,
				'{"from_chain": "dev-1", "to_chain": "dev-2"}', '{"next": "receive", "approve_block": 250, "burn_block": 260,
				"redone": [{"phase": "approve", "reverted": false, "chain": "dev-1", "block_number": 150, "gas_cost": "7"}]}',
				now(), now(), now())`))
		nodes, err := tx.Balances().BridgeNodesBetween(ctx, "dev-1", 100, 200)
		require.NoError(t, err)
		require.Len(t, nodes, 1)
		nodes, err = tx.Balances().BridgeNodesBetween(ctx, "dev-1", 150, 200)
		require.NoError(t, err)
		require.Empty(t, nodes, "(from, to]: block 150 is out")
	})
}

// seedDriftMovement inserts an approved, executing movement with the given ID (an SQL
// literal) for the drift tests' nodes, under the history-load setting that lets rows be
// written as they would have been.
func seedDriftMovement(t *testing.T, pool *pgxpool.Pool, movement string) {
	t.Helper()
	seededConn(t, pool, []string{
		dbtest.HistoryLoadStart,
		`INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state, proposed_by, approved_by)
			VALUES ('00000001-0000-7000-8000-000000000001', 'drift', 1, '{}', decode(repeat('00', 32), 'hex'), 'ACTIVE', 'alice', 'bob')`,
		`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state, created_by, approved_by)
			VALUES (` + movement + `, 'drift', decode(repeat('00', 32), 'hex'),
				'00000001-0000-7000-8000-000000000001', decode(repeat('00', 32), 'hex'), 'EXECUTING', 'alice', 'bob')`,
	}).Release()
}
