package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// plan is a movement with two nodes and their edge, created and approved through a
// gateway login as the gateway does it, and an ACTIVE and a RETIRED template.
type plan struct {
	template, retired, pending, approved, node, child uuid.UUID
}

func seedPlan(ctx context.Context, t *testing.T, admin, gateway *pgxpool.Pool) plan {
	t.Helper()
	p := plan{template: newID(t), retired: newID(t), pending: newID(t), approved: newID(t), node: newID(t), child: newID(t)}
	hash := make([]byte, 32)
	// Templates are proposed and approved by the gateway; retiring is an update of state.
	for i, id := range []uuid.UUID{p.template, p.retired} {
		_, err := gateway.Exec(ctx, `INSERT INTO movement_templates (id, name, version, definition, definition_hash, proposed_by)
			VALUES ($1, 'authority', $2, '{}', $3, 'alice')`, id, i+1, hash)
		require.NoError(t, err)
		_, err = gateway.Exec(ctx, `UPDATE movement_templates SET template_state = 'ACTIVE', approved_by = 'bob' WHERE id = $1`, id)
		require.NoError(t, err)
	}
	_, err := admin.Exec(ctx, `UPDATE movement_templates SET template_state = 'RETIRED' WHERE id = $1`, p.retired)
	require.NoError(t, err)
	for _, id := range []uuid.UUID{p.pending, p.approved} {
		_, err := gateway.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES ($1, $2, $3, $4, $3, 'alice')`, id, id.String(), hash, p.template)
		require.NoError(t, err)
	}
	_, err = gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids, pending_parents)
		VALUES ($1, $3, 'a', 'noop', true, '{}', 0), ($2, $3, 'b', 'noop', true, ARRAY[$1::uuid], 1)`, p.node, p.child, p.approved)
	require.NoError(t, err)
	_, err = gateway.Exec(ctx, `UPDATE movements SET movement_state = 'APPROVED', approved_by = 'bob', approved_at = now() WHERE id = $1`, p.approved)
	require.NoError(t, err)
	return p
}

// refused asserts err is the database refusing: a missing privilege or a trigger
// (insufficient_privilege, 42501) or a constraint (class 23).
func refused(t *testing.T, err error, what string) {
	t.Helper()
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "%s: must be refused by the database, got %v", what, err)
	require.True(t, pgErr.Code == "42501" || pgErr.Code[:2] == "23", "%s: refused with %s %s", what, pgErr.Code, pgErr.Message)
}

// A compromised worker or sidecar holds its deployable's login (here the engine
// workers', which may write the most). With it nobody can write or approve a plan: every statement that
// would add a node to an approved movement, approve a pending one, or change a
// template is refused by the database, not by the gateway's code.
func TestOnlyTheGatewayLoginWritesOrApprovesPlans(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	worker, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(worker.Close)
	p := seedPlan(ctx, t, admin, gateway)
	hash := make([]byte, 32)

	for _, tt := range []struct {
		name string
		sql  string
		args []any
	}{
		{"insert a movement", `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES ($1, 'worker-made', $2, $3, $2, 'mallory')`, []any{newID(t), hash, p.template}},
		{"insert a node into an approved movement", `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect)
			VALUES ($1, $2, 'extra', 'noop', 'READY', true)`, []any{newID(t), p.approved}},
		{"insert a node into a pending movement", `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect)
			VALUES ($1, $2, 'extra', 'noop', true)`, []any{newID(t), p.pending}},
		{"insert an edge", `INSERT INTO movement_plan_edges (movement_id, parent_node_id, child_node_id) VALUES ($1, $2, $3)`,
			[]any{p.approved, p.child, p.node}},
		{"rewire a node's parents", `UPDATE movement_nodes SET parent_node_ids = '{}' WHERE id = $1`, []any{p.child}},
		{"approve as nobody", `UPDATE movements SET movement_state = 'APPROVED', approved_by = 'nobody', approved_at = now() WHERE id = $1`, []any{p.pending}},
		{"approve without an approver", `UPDATE movements SET movement_state = 'APPROVED' WHERE id = $1`, []any{p.pending}},
		{"start without approval", `UPDATE movements SET movement_state = 'EXECUTING', started_at = now() WHERE id = $1`, []any{p.pending}},
		{"rewrite the plan hash", `UPDATE movements SET plan_hash = $2 WHERE id = $1`, []any{p.pending, make([]byte, 32)}},
		{"move the deadline", `UPDATE movements SET expires_at = now() + interval '1 year' WHERE id = $1`, []any{p.pending}},
		{"redirect the callback", `UPDATE movements SET callback_url = 'https://mallory.example/cb' WHERE id = $1`, []any{p.pending}},
		{"rewrite a node's config", `UPDATE movement_nodes SET node_config = '{"to":"mallory"}' WHERE id = $1`, []any{p.node}},
		{"delete a node", `DELETE FROM movement_nodes WHERE id = $1`, []any{p.child}},
		{"propose a template", `INSERT INTO movement_templates (id, name, version, definition, definition_hash, proposed_by)
			VALUES ($1, 'worker-made', 1, '{}', $2, 'mallory')`, []any{newID(t), hash}},
		{"rewrite an active template", `UPDATE movement_templates SET definition = '{"nodes":[]}' WHERE id = $1`, []any{p.template}},
		{"approve a template", `UPDATE movement_templates SET approved_by = 'nobody' WHERE id = $1`, []any{p.template}},
		{"delete a movement", `DELETE FROM movements WHERE id = $1`, []any{p.pending}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := worker.Exec(ctx, tt.sql, tt.args...)
			refused(t, err, tt.name)
		})
	}
	var state string
	require.NoError(t, admin.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, p.pending).Scan(&state))
	require.Equal(t, "PENDING_APPROVAL", state)
	require.Equal(t, 2, countRows(ctx, t, admin, `SELECT count(*) FROM movement_nodes WHERE movement_id = $1`, p.approved))
}

// What four eyes approved stays as it was approved, whoever asks: the gateway's login
// and the schema owner are refused too (migration 00026's triggers).
func TestApprovedPlanIsImmutableWhoeverAsks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	p := seedPlan(ctx, t, admin, gateway)

	for _, who := range []struct {
		name string
		pool *pgxpool.Pool
	}{{"gateway", gateway}, {"owner", admin}} {
		for _, tt := range []struct {
			name string
			sql  string
			args []any
		}{
			{"insert a node into an approved movement", `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect)
				VALUES ($1, $2, 'extra', 'noop', 'READY', true)`, []any{newID(t), p.approved}},
			{"insert an edge into an approved movement", `INSERT INTO movement_plan_edges (movement_id, parent_node_id, child_node_id) VALUES ($1, $2, $3)`,
				[]any{p.approved, p.child, p.node}},
			{"change an approver", `UPDATE movements SET approved_by = 'carol' WHERE id = $1`, []any{p.approved}},
			{"rewrite the plan hash", `UPDATE movements SET plan_hash = $2 WHERE id = $1`, []any{p.approved, []byte("0123456789abcdef0123456789abcdef")}},
			{"change the creator", `UPDATE movements SET created_by = 'mallory' WHERE id = $1`, []any{p.pending}},
			{"change the params", `UPDATE movements SET params = '{"to":"mallory"}' WHERE id = $1`, []any{p.pending}},
			{"rewrite a node's config", `UPDATE movement_nodes SET node_config = '{"to":"mallory"}' WHERE id = $1`, []any{p.node}},
			{"change a node's executor", `UPDATE movement_nodes SET executor_key = 'evm_transfer' WHERE id = $1`, []any{p.node}},
			{"move a node to another movement", `UPDATE movement_nodes SET movement_id = $2 WHERE id = $1`, []any{p.node, p.pending}},
			{"rewire an edge", `UPDATE movement_nodes SET parent_node_ids = ARRAY[$2::uuid] WHERE id = $1`, []any{p.node, p.child}},
			{"delete a live movement's edge", `UPDATE movement_nodes SET parent_node_ids = '{}' WHERE id = $1`, []any{p.child}},
			{"delete a live movement's node", `DELETE FROM movement_nodes WHERE id = $1`, []any{p.child}},
			{"rewrite an active template", `UPDATE movement_templates SET definition = '{"nodes":[]}' WHERE id = $1`, []any{p.template}},
			{"change a template's approver", `UPDATE movement_templates SET approved_by = 'carol' WHERE id = $1`, []any{p.template}},
			{"revive a retired template", `UPDATE movement_templates SET template_state = 'ACTIVE' WHERE id = $1`, []any{p.retired}},
		} {
			t.Run(who.name+"/"+tt.name, func(t *testing.T) {
				_, err := who.pool.Exec(ctx, tt.sql, tt.args...)
				refused(t, err, tt.name)
			})
		}
	}

	// What the plan's life needs still works: the workers' state columns move, and a
	// finished movement's plan is archived.
	worker, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(worker.Close)
	_, err = worker.Exec(ctx, `UPDATE movement_nodes SET node_state = 'READY' WHERE movement_id = $1`, p.approved)
	require.NoError(t, err)
	_, err = worker.Exec(ctx, `UPDATE movements SET movement_state = 'CANCELLED', finished_at = now(), cancelled_by = 'carol' WHERE id = $1`, p.approved)
	require.NoError(t, err)
	_, err = worker.Exec(ctx, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE movement_id = $1`, p.approved)
	require.NoError(t, err)
	archiver, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(archiver.Close)
	var moved int
	require.NoError(t, archiver.QueryRow(ctx, `SELECT count(*) FROM archive_movements($1)`, []uuid.UUID{p.approved}).Scan(&moved))
	require.Equal(t, 1, moved)
}

func countRows(ctx context.Context, t *testing.T, q *pgxpool.Pool, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, q.QueryRow(ctx, sql, args...).Scan(&n))
	return n
}
