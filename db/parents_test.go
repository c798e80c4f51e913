package db_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// A node's parents are nodes of its own movement, other than itself, as an edge row's
// foreign keys and CHECK required (migration 00044): the database refuses any other at
// insert, whoever inserts it.
func TestANodesParentsAreOtherNodesOfItsMovement(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, gateway, p := gatewayPlan(ctx, t)

	self := newID(t)
	for _, tt := range []struct {
		name    string
		parents []uuid.UUID
	}{
		{"another movement's node", []uuid.UUID{p.node}},
		{"no node at all", []uuid.UUID{newID(t)}},
		{"itself", []uuid.UUID{self}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids)
				VALUES ($1, $2, 'x', 'noop', true, $3)`, self, p.pending, tt.parents)
			var pgErr *pgconn.PgError
			require.True(t, errors.As(err, &pgErr), "refused by the database, got %v", err)
			require.Equal(t, "23503", pgErr.Code, pgErr.Message)
		})
	}

	// Its siblings, inserted in the same statement, are parents it may name.
	parent, child := newID(t), newID(t)
	_, err := gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids, pending_parents)
		VALUES ($1, $3, 'a', 'noop', true, '{}', 0), ($2, $3, 'b', 'noop', true, ARRAY[$1::uuid], 1)`, parent, child, p.pending)
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{child}, children(ctx, t, admin, parent))
}

// gatewayPlan is seedPlan on a database of the test's own, with its owner's pool and
// a gateway login's.
func gatewayPlan(ctx context.Context, t *testing.T) (admin, gateway *pgxpool.Pool, p plan) {
	t.Helper()
	d := dbtest.New(t)
	admin = d.Pool(t, db.Testnet)
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	return admin, gateway, seedPlan(ctx, t, admin, gateway)
}

// children lists a node's children through the movement_plan_edges view.
func children(ctx context.Context, t *testing.T, q *pgxpool.Pool, parent uuid.UUID) []uuid.UUID {
	t.Helper()
	var out []uuid.UUID
	require.NoError(t, q.QueryRow(ctx, `SELECT coalesce(array_agg(child_node_id::uuid ORDER BY child_node_id), '{}')
		FROM movement_plan_edges WHERE parent_node_id = $1`, parent).Scan(&out))
	return out
}

// While a rolling upgrade runs, the previous release's gateway still inserts a
// movement's edges into movement_plan_edges, in the statement that inserts its nodes.
// Each edge becomes its child's parent when the create commits (migration 00044), and
// an edge that names another movement's node fails the create.
func TestThePreviousGatewaysEdgesBecomeTheChildsParents(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, gateway, p := gatewayPlan(ctx, t)

	// The shape of the previous release's MovementInsert: movement, nodes and edges in
	// sibling CTEs of one statement.
	// stranger is the child of a's second edge (c, or another movement's node), and
	// pendingC what c counts: its parents among the edges.
	create := func(movement, a, b, c, stranger uuid.UUID, pendingC int) error {
		_, err := gateway.Exec(ctx, `
			WITH created AS (
			    INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			    VALUES ($1, $8, $6, $7, $6, 'alice')
			    RETURNING *
			), nodes AS (
			    INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, pending_parents)
			    SELECT unnest(ARRAY[$2, $3, $4]::uuid[]), created.id, unnest(ARRAY['a', 'b', 'c']), 'noop', true, unnest(ARRAY[0, 1, $9::int])
			    FROM created
			), edges AS (
			    INSERT INTO movement_plan_edges (movement_id, parent_node_id, child_node_id)
			    SELECT created.id, unnest(ARRAY[$2, $2, $3]::uuid[]), unnest(ARRAY[$3, $5, $4]::uuid[])
			    FROM created
			)
			SELECT id FROM created`, movement, a, b, c, stranger, make([]byte, 32), p.template, movement.String(), pendingC)
		return err
	}

	movement, a, b, c := newID(t), newID(t), newID(t), newID(t)
	require.NoError(t, create(movement, a, b, c, c, 2))
	var parents map[string][]string
	require.NoError(t, admin.QueryRow(ctx, `SELECT jsonb_object_agg(node_key, parent_node_ids) FROM movement_nodes WHERE movement_id = $1`,
		movement).Scan(&parents))
	require.Equal(t, map[string][]string{"a": {}, "b": {a.String()}, "c": sortedIDs(a, b)}, parents)
	require.Equal(t, 0, countRows(ctx, t, admin, `SELECT count(*)::int FROM movement_plan_edges_inserted`))
	require.Equal(t, sortedUUIDs(b, c), children(ctx, t, admin, a))

	// An edge to a node of another movement: refused when the create commits, and
	// nothing of it stays.
	movement2 := newID(t)
	err := create(movement2, newID(t), newID(t), newID(t), p.node, 1)
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "refused by the database, got %v", err)
	require.Equal(t, "23503", pgErr.Code, pgErr.Message)
	require.Equal(t, 0, countRows(ctx, t, admin, `SELECT count(*)::int FROM movements WHERE id = $1`, movement2))

	// A node that counts more parents than its edges name would never run: refused.
	movement3 := newID(t)
	a3, b3, c3 := newID(t), newID(t), newID(t)
	err = create(movement3, a3, b3, c3, c3, 3)
	require.True(t, errors.As(err, &pgErr), "refused by the database, got %v", err)
	require.Equal(t, "23514", pgErr.Code, pgErr.Message)
	require.Equal(t, 0, countRows(ctx, t, admin, `SELECT count(*)::int FROM movements WHERE id = $1`, movement3))
}

// A node waits for each of its parents once: its count of parents still to complete
// is, at insert, the number of parents it names, none named twice (migration 00045).
// One that counts fewer would be readied or released before its other parents
// completed; one that counts more, or names a parent twice, would never run.
func TestANodeCountsEachOfItsParentsOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, gateway, p := gatewayPlan(ctx, t)
	parent, other := newID(t), newID(t)
	_, err := gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids)
		VALUES ($1, $3, 'p', 'noop', true, '{}'), ($2, $3, 'q', 'noop', true, '{}')`, parent, other, p.pending)
	require.NoError(t, err)
	for _, tt := range []struct {
		name    string
		pending int
		parents []uuid.UUID
	}{
		{"fewer than its parents", 1, []uuid.UUID{parent, other}},
		{"a root that counts one", 1, nil},
		{"more than its parents", 2, []uuid.UUID{parent}},
		{"a parent named twice", 2, []uuid.UUID{parent, parent}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			parents := tt.parents
			if parents == nil {
				parents = []uuid.UUID{}
			}
			_, err := gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids, pending_parents)
				VALUES ($1, $2, 'x', 'noop', true, $3, $4)`, newID(t), p.pending, parents, tt.pending)
			var pgErr *pgconn.PgError
			require.True(t, errors.As(err, &pgErr), "refused by the database, got %v", err)
			require.Equal(t, "23514", pgErr.Code, pgErr.Message)
		})
	}
	_, err = gateway.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect, parent_node_ids, pending_parents)
		VALUES ($1, $2, 'x', 'noop', true, $3, 2)`, newID(t), p.pending, []uuid.UUID{parent, other})
	require.NoError(t, err, "a node that counts each of its parents once")
}

func sortedIDs(ids ...uuid.UUID) []string {
	out := make([]string, 0, len(ids))
	for _, id := range sortedUUIDs(ids...) {
		out = append(out, id.String())
	}
	return out
}

// sortedUUIDs sorts as PostgreSQL orders uuid: byte by byte.
func sortedUUIDs(ids ...uuid.UUID) []uuid.UUID {
	out := slices.Clone(ids)
	slices.SortFunc(out, func(a, b uuid.UUID) int { return bytes.Compare(a[:], b[:]) })
	return out
}

// The previous release's engine finds a completed node's children by joining
// movement_plan_edges on parent_node_id, and the stored plan's parents by
// child_node_id. Over the view of the nodes' parents each is an index lookup, not a
// scan of every live node (the generic plans, on a table of many movements).
func TestThePreviousEnginesEdgeReadsAreIndexLookups(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	template := newID(t)
	for _, stmt := range []string{
		dbtest.HistoryLoadStart,
		`CREATE OR REPLACE FUNCTION pg_temp.v7(prefix int, i int) RETURNS uuid LANGUAGE sql IMMUTABLE RETURN
			(lpad(to_hex(prefix), 8, '0') || '-' || lpad(to_hex(i >> 16), 4, '0') || '-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`,
		fmt.Sprintf(`INSERT INTO movement_templates (id, name, version, definition, definition_hash, proposed_by, approved_by, template_state)
			VALUES ('%s', 'edges', 1, '{}', decode(repeat('00', 32), 'hex'), 'alice', 'bob', 'ACTIVE')`, template),
		fmt.Sprintf(`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state, created_by, approved_by, approved_at, started_at)
			SELECT pg_temp.v7(2, i), 'edges-' || i, decode(repeat('00', 32), 'hex'), '%s', decode(repeat('00', 32), 'hex'),
			       'EXECUTING', 'alice', 'bob', now(), now()
			FROM generate_series(1, 20000) i`, template),
		`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect, parent_node_ids)
			SELECT pg_temp.v7(3 + k, i), pg_temp.v7(2, i), 'n' || k, 'noop', 'READY', true,
			       CASE k WHEN 0 THEN '{}' WHEN 1 THEN ARRAY[pg_temp.v7(3, i)] ELSE ARRAY[pg_temp.v7(3, i), pg_temp.v7(4, i)] END
			FROM generate_series(1, 20000) i, generate_series(0, 2) k`,
		dbtest.HistoryLoadEnd,
		`ANALYZE movement_nodes`,
		`SET plan_cache_mode = force_generic_plan`,
	} {
		_, err := pool.Exec(ctx, stmt)
		require.NoError(t, err, stmt)
	}
	for name, query := range map[string]string{
		"children of completed parents": `SELECT e.child_node_id, count(*) FROM movement_plan_edges e
			JOIN (SELECT unnest($1::uuid[]) AS id) moved ON moved.id = e.parent_node_id GROUP BY e.child_node_id`,
		"parents of a node": `SELECT p.node_key FROM movement_nodes n
			LEFT JOIN movement_plan_edges e ON e.child_node_id = n.id
			LEFT JOIN movement_nodes p ON p.id = e.parent_node_id
			WHERE n.movement_id = ANY($1::uuid[])`,
		"edges of a movement": `SELECT * FROM movement_plan_edges WHERE movement_id = ($1::uuid[])[1]`,
	} {
		t.Run(name, func(t *testing.T) {
			conn, err := pool.Acquire(ctx)
			require.NoError(t, err)
			defer conn.Release()
			_, err = conn.Exec(ctx, `SET plan_cache_mode = force_generic_plan`)
			require.NoError(t, err)
			_, err = conn.Exec(ctx, `PREPARE q(uuid[]) AS `+query)
			require.NoError(t, err)
			defer func() { _, _ = conn.Exec(ctx, `DEALLOCATE q`) }()
			var plan strings.Builder
			rows, err := conn.Query(ctx, `EXPLAIN EXECUTE q('{}')`)
			require.NoError(t, err)
			for rows.Next() {
				var line string
				require.NoError(t, rows.Scan(&line))
				plan.WriteString(line + "\n")
			}
			require.NoError(t, rows.Err())
			require.NotContains(t, plan.String(), "Seq Scan on movement_nodes", plan.String())
		})
	}
}
