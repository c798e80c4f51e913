package db_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// A compromised sidecar pod holds its own login only, and with it cannot move money:
// each statement below is one a job's login makes (it succeeds there, in a transaction
// rolled back: the engine workers', or balance-snapshot's for a balance), and every job's login that the authority matrix does not
// give it is refused by the database itself (42501: a missing privilege, or migration
// 00029's state-writer trigger), not by the sidecar's code.
func TestSidecarLoginsCannotMoveMoney(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	p := seedPlan(ctx, t, admin, gateway)
	const lane = "0x00000000000000000000000000000000000000aa"
	_, err = admin.Exec(ctx, `INSERT INTO evm_sender_nonces (chain_id, address, next_nonce) VALUES (1, $1, 7)`, lane)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'SUBMITTED', attempt = 1 WHERE id = $1`, p.node)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `UPDATE movements SET movement_state = 'EXECUTING', started_at = now() WHERE id = $1`, p.approved)
	require.NoError(t, err)

	statements := []struct {
		name string
		sql  string
		args []any
		// allowed are the non-engine jobs whose own transitions make this statement; the
		// first makes it below when the engine does not.
		allowed []string
		engine  bool
	}{
		{name: "set a node COMPLETED", engine: true, sql: `UPDATE movement_nodes SET node_state = 'COMPLETED', finished_at = now() WHERE id = $1`,
			args: []any{p.node}, allowed: []string{db.JobGateway}},
		{name: "set a node READY", engine: true, sql: `UPDATE movement_nodes SET node_state = 'READY' WHERE id = $1`,
			args: []any{p.child}, allowed: []string{db.JobGateway}},
		{name: "set a movement COMPLETED", engine: true, sql: `UPDATE movements SET movement_state = 'COMPLETED', finished_at = now() WHERE id = $1`,
			args: []any{p.approved}, allowed: []string{db.JobGateway}},
		{name: "insert an intent", engine: true, sql: `INSERT INTO node_intents (node_id, attempt, lane, nonce) VALUES ($1, 1, $2, 7)`,
			args: []any{p.node, "1:" + lane}},
		{name: "bump a sender nonce", engine: true, sql: `UPDATE evm_sender_nonces SET next_nonce = next_nonce + 1 WHERE chain_id = 1 AND address = $1`,
			args: []any{lane}},
		{name: "open a sender lane", engine: true, sql: `INSERT INTO evm_sender_nonces (chain_id, address) VALUES (2, $1)`, args: []any{lane}},
		{name: "write a balance", sql: `INSERT INTO balance_snapshots (chain_id, token, address, balance, block_number) VALUES (1, 'native', $1, 1, 1)`,
			args: []any{lane}, allowed: []string{db.JobBalanceSnapshot}},
		{name: "insert an audit_outbox row", engine: true, sql: `INSERT INTO audit_outbox (actor, entity_type, entity_id, action) VALUES ('mallory', 'node', 'x', 'SUCCEEDED')`,
			allowed: []string{db.JobGateway, db.JobCallbackDispatcher, db.JobExpirationChecker, db.JobTemplateProposalExpiration,
				db.JobStrandedReaper, db.JobEVMNonceReaper, db.JobMovementArchiver, db.JobCapitalTransferFollowup}},
		// Deleting a spend loosens a velocity limit: movement-archiver's prune alone may.
		{name: "delete a velocity spend", sql: `DELETE FROM policy_velocity_spend`, allowed: []string{db.JobMovementArchiver}},
	}
	run := func(t *testing.T, url, sql string, args []any) error {
		pool, err := db.OpenPGX(ctx, url, db.Testnet)
		require.NoError(t, err)
		defer pool.Close()
		tx, err := pool.Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(context.Background()) }()
		_, err = tx.Exec(ctx, sql, args...)
		return err
	}
	engine := d.LoginURL(t, db.Testnet)
	for _, s := range statements {
		maker := engine
		if !s.engine {
			maker = d.LoginURL(t, db.Testnet, s.allowed[0])
		}
		require.NoError(t, run(t, maker, s.sql, s.args), "%q is a statement a login makes", s.name)
	}
	// The observer signs nothing: it may not write an intent or take a nonce either.
	observer := d.LoginURL(t, db.Testnet, db.JobObserver)
	for _, s := range statements[3:6] {
		err := run(t, observer, s.sql, s.args)
		var pgErr *pgconn.PgError
		require.True(t, errors.As(err, &pgErr), "observer: %s must be refused, got %v", s.name, err)
		require.Equal(t, "42501", pgErr.Code, "observer: %s: %s", s.name, pgErr.Message)
	}
	for _, job := range db.Jobs() {
		if slices.Contains(db.EngineJobs(), job) {
			continue
		}
		t.Run(job, func(t *testing.T) {
			login := d.LoginURL(t, db.Testnet, job)
			for _, s := range statements {
				if slices.Contains(s.allowed, job) {
					continue
				}
				err := run(t, login, s.sql, s.args)
				var pgErr *pgconn.PgError
				require.True(t, errors.As(err, &pgErr), "%s: %s must be refused, got %v", job, s.name, err)
				require.Equal(t, "42501", pgErr.Code, "%s: %s: %s", job, s.name, pgErr.Message)
			}
		})
	}
}

// Each state-writing sidecar makes its own transitions and no other: expiration-checker
// cancels a node and expires a movement, stranded-reaper parks a node for manual
// execution and resumes it (migration 00029), each with its own login.
func TestStateWritingSidecarsMakeOnlyTheirTransitions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	p := seedPlan(ctx, t, admin, gateway)
	exec := func(job, sql string, args ...any) error {
		pool, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, job), db.Testnet)
		require.NoError(t, err)
		defer pool.Close()
		_, err = pool.Exec(ctx, sql, args...)
		return err
	}
	require.NoError(t, exec(db.JobExpirationChecker, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now(), updated_at = now() WHERE id = $1`, p.child))
	require.NoError(t, exec(db.JobExpirationChecker, `UPDATE movements SET movement_state = 'EXPIRED', failure_reason = 'late', finished_at = now() WHERE id = $1`, p.pending))
	refused(t, exec(db.JobExpirationChecker, `UPDATE movement_nodes SET node_state = 'READY' WHERE id = $1`, p.node), "expiration-checker: a node READY")

	_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'SUBMITTED', attempt = 1 WHERE id = $1`, p.node)
	require.NoError(t, err)
	require.NoError(t, exec(db.JobStrandedReaper, `UPDATE movement_nodes SET node_state = 'NEEDS_MANUAL_EXECUTION', last_error = 'stranded' WHERE id = $1`, p.node))
	require.NoError(t, exec(db.JobStrandedReaper, `UPDATE movement_nodes SET node_state = 'OBSERVING', next_observe_at = now() WHERE id = $1`, p.node))
	refused(t, exec(db.JobStrandedReaper, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE id = $1`, p.node), "stranded-reaper: a node CANCELLED")
	refused(t, exec(db.JobStrandedReaper, `UPDATE movement_nodes SET result = '{}' WHERE id = $1`, p.node), "stranded-reaper: a node's result")
	// The engine's fast path reads the session's schema: another search_path only sends
	// a sidecar to the full check, which still refuses it.
	checker, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobExpirationChecker), db.Testnet)
	require.NoError(t, err)
	defer checker.Close()
	for _, path := range []string{"mainnet, testnet", "pg_catalog", "nosuchschema"} {
		conn, err := checker.Acquire(ctx)
		require.NoError(t, err)
		_, err = conn.Exec(ctx, `SELECT set_config('search_path', $1, false)`, path)
		require.NoError(t, err)
		_, err = conn.Exec(ctx, `UPDATE testnet.movement_nodes SET node_state = 'SUCCEEDED' WHERE id = $1`, p.node)
		conn.Release()
		refused(t, err, "expiration-checker with search_path "+path+": a node SUCCEEDED")
	}
}
