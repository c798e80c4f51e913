package db_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// seedRefs adds, to seedHistory's 100,000 movements (whose idempotency keys the search
// reads from the movements themselves), a destination and an amount for each of their
// nodes in movement_refs (seedHistory gives each node an intent with a transaction
// hash and an external ID), and an archive of all of it.
var seedRefs = []string{
	`INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
		SELECT k.kind, CASE k.kind WHEN 'address' THEN '0x' || lpad(to_hex(i % 1000), 40, '0') ELSE (i * 1000)::text END,
		       pg_temp.v7(2, i), pg_temp.v7(3, i), 'config'
		FROM generate_series(1, 100000) i, (VALUES ('address'), ('amount')) k(kind)`,
	// As many archived movements (copies: the archive has a key of its own).
	`INSERT INTO movements_archive SELECT * FROM movements`,
	`INSERT INTO movement_nodes_archive SELECT * FROM movement_nodes`,
	`INSERT INTO node_intents_archive SELECT * FROM node_intents`,
	`ANALYZE movement_refs`,
	`ANALYZE node_intents_past`,
	`ANALYZE movements_archive`,
	`ANALYZE movement_nodes_archive`,
	`ANALYZE node_intents_archive`,
}

// Every filter of a search is served by an index: the statements' generic plans (the
// only plans the gateway's sessions use, db.ParseConfig), made over 100,000 movements,
// as many archived ones and 800,000 keys, read no large table sequentially, whichever
// filter drives them (migrations 00032 and 00043, sql/queries/movement_refs.sql).
func TestSearchIsServedByIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), append(append([]string{}, seedHistory...), seedRefs...))
	large := map[string]bool{"movement_refs": true, "movements_archive": true, "movement_nodes_archive": true,
		"node_intents": true, "node_intents_archive": true}
	for k := range largeTables {
		large[k] = true
	}
	for name, sql := range dbsqlc.SearchQueries {
		desc, err := conn.Conn().Prepare(ctx, "plan_"+name, sql)
		require.NoError(t, err, name)
		nulls := strings.TrimSuffix(strings.Repeat("NULL, ", len(desc.ParamOIDs)), ", ")
		var raw []byte
		require.NoError(t, conn.QueryRow(ctx,
			fmt.Sprintf("EXPLAIN (FORMAT JSON) EXECUTE %s (%s)", pgx.Identifier{"plan_" + name}.Sanitize(), nulls)).Scan(&raw), name)
		var plans []struct {
			Plan planNode `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans), name)
		require.Len(t, plans, 1)
		indexes := map[string]bool{}
		for _, n := range plans[0].Plan.walk() {
			if n.NodeType == "Seq Scan" && large[n.RelationName] {
				t.Errorf("%s scans %s sequentially:\n%s", name, n.RelationName, raw)
			}
			indexes[n.IndexName] = true
		}
		want := []string{"movement_refs_movement"}
		if name == "MovementSearch" {
			want = []string{"movement_refs_value", "movement_refs_amount", "movements_created_at",
				"movements_idempotency_key_search", "movements_archive_idempotency_key_search",
				"node_intents_tx_hash_key", "node_intents_external_id_key",
				"movement_nodes_intent_tx_hash_key", "movement_nodes_intent_external_id_key",
				"node_intents_archive_tx_hash_key", "node_intents_archive_external_id_key"}
		}
		for _, idx := range want {
			require.True(t, indexes[idx], "%s does not use %s:\n%s", name, idx, raw)
		}
	}
}

// The search's matches use the same normalisation as the triggers: a hex key in any
// case, and a transaction hash without its 0x, find the movement; a search without
// a filter is refused.
func TestSearchNormalisesHexKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	conn := seededConn(t, admin, []string{seedHistory[1], seedHistory[2],
		`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES (pg_temp.v7(2, 7), 'k-7', decode(repeat('00', 32), 'hex'), pg_temp.v7(1, 1), decode(repeat('00', 32), 'hex'), 'alice')`})
	_, err := conn.Exec(ctx, `INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
		VALUES ('tx_hash', movement_ref_norm('0xABCDEF' || repeat('0', 58)), pg_temp.v7(2, 7), pg_temp.v7(3, 7), 'intent')`)
	require.NoError(t, err)
	pool := db.Wrap(admin)
	for _, key := range []string{"0xabcdef" + strings.Repeat("0", 58), "0XABCDEF" + strings.Repeat("0", 58), "ABCDEF" + strings.Repeat("0", 58)} {
		found, matches, err := pool.Movements().Search(ctx, db.MovementSearch{TxHash: &key, Size: 10})
		require.NoError(t, err, key)
		require.Len(t, found, 1, key)
		require.Len(t, matches, 1, key)
		require.Equal(t, "0xabcdef"+strings.Repeat("0", 58), matches[0].Value)
	}
	_, _, err = pool.Movements().Search(ctx, db.MovementSearch{Size: 10})
	require.ErrorIs(t, err, db.ErrNoSearchFilter)
}

// A movement's idempotency key and its intents' keys are found where they are recorded,
// without a copy in movement_refs (migration 00043); a key an update of the intent
// replaces stays found, and a result or a venue's transfer repeating an intent's key
// adds no copy of it, while a key of their own is copied as before.
func TestSearchReadsIntentAndMovementKeysInPlace(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	hash := func(c string) string { return "0x" + strings.Repeat(c, 64) }
	conn := seededConn(t, admin, []string{seedHistory[0], seedHistory[1], seedHistory[2],
		`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES (pg_temp.v7(2, 7), 'k-7', decode(repeat('00', 32), 'hex'), pg_temp.v7(1, 1), decode(repeat('00', 32), 'hex'), 'alice')`,
		`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect)
			VALUES (pg_temp.v7(3, 7), pg_temp.v7(2, 7), 'send', 'noop', true)`,
		dbtest.HistoryLoadEnd,
		// Submit's tx hash in mixed case, as evmcall writes it, and a placeholder ID.
		`INSERT INTO node_intents (id, node_id, attempt, lane, tx_hash, external_id)
			VALUES (pg_temp.v7(9, 7), pg_temp.v7(3, 7), 1, 'evm:1:0xabc', '0xABCD` + strings.Repeat("1", 60) + `', 'before')`,
		`UPDATE node_intents SET external_id = 'after' WHERE id = pg_temp.v7(9, 7)`,
		`UPDATE movement_nodes SET result = jsonb_build_object('tx_hash', '` + strings.ToLower("0xABCD"+strings.Repeat("1", 60)) + `', 'send_tx', '` + hash("2") + `')
			WHERE id = pg_temp.v7(3, 7)`,
	})
	rows, err := conn.Query(ctx, `SELECT kind || '/' || value || '/' || source FROM movement_refs WHERE movement_id = pg_temp.v7(2, 7) ORDER BY 1`)
	require.NoError(t, err)
	copies, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	require.Equal(t, []string{"external_id/before/intent", "tx_hash/" + hash("2") + "/result"}, copies)

	pool := db.Wrap(admin)
	for _, tc := range []struct {
		name   string
		search db.MovementSearch
		match  string
	}{
		{"idempotency key", db.MovementSearch{IdempotencyKey: ptr("k-7")}, "idempotency_key/k-7/movement"},
		{"idempotency key as any key", db.MovementSearch{Query: ptr("k-7")}, "idempotency_key/k-7/movement"},
		{"intent tx hash", db.MovementSearch{TxHash: ptr("abcd" + strings.Repeat("1", 60))}, "tx_hash/0xabcd" + strings.Repeat("1", 60) + "/intent"},
		{"intent external ID", db.MovementSearch{ExternalID: ptr("after")}, "external_id/after/intent"},
		{"replaced external ID", db.MovementSearch{ExternalID: ptr("before")}, "external_id/before/intent"},
		{"result's own key", db.MovementSearch{TxHash: ptr(hash("2"))}, "tx_hash/" + hash("2") + "/result"},
	} {
		tc.search.Size = 10
		found, matches, err := pool.Movements().Search(ctx, tc.search)
		require.NoError(t, err, tc.name)
		require.Len(t, found, 1, tc.name)
		require.Len(t, matches, 1, tc.name)
		require.Equal(t, tc.match, matches[0].Kind+"/"+matches[0].Value+"/"+matches[0].Source, tc.name)
	}
}

func ptr[T any](v T) *T { return &v }
