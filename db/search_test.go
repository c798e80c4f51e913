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

// seedRefs adds, to seedHistory's 100,000 movements (whose idempotency keys the
// trigger of migration 00032 already recorded), a transaction hash, an external ID, a
// destination and an amount for each of their nodes, and an archive.
var seedRefs = []string{
	`INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
		SELECT k.kind, CASE k.kind WHEN 'tx_hash' THEN '0x' || lpad(to_hex(i), 64, '0') WHEN 'external_id' THEN 'w-' || i
		                           WHEN 'address' THEN '0x' || lpad(to_hex(i % 1000), 40, '0') ELSE (i * 1000)::text END,
		       pg_temp.v7(2, i), pg_temp.v7(3, i), 'config'
		FROM generate_series(1, 100000) i, (VALUES ('tx_hash'), ('external_id'), ('address'), ('amount')) k(kind)`,
	// As many archived movements (copies: the archive has a key of its own).
	`INSERT INTO movements_archive SELECT * FROM movements`,
	`INSERT INTO movement_nodes_archive SELECT * FROM movement_nodes`,
	`ANALYZE movement_refs`,
	`ANALYZE movements_archive`,
	`ANALYZE movement_nodes_archive`,
}

// Every filter of a search is served by an index: the statements' generic plans (the
// only plans the gateway's sessions use, db.ParseConfig), made over 100,000 movements,
// as many archived ones and 500,000 keys, read no large table sequentially, whichever filter drives them
// (migration 00032, sql/queries/movement_refs.sql).
func TestSearchIsServedByIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), append(append([]string{}, seedHistory...), seedRefs...))
	large := map[string]bool{"movement_refs": true, "movements_archive": true, "movement_nodes_archive": true}
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
			want = []string{"movement_refs_value", "movement_refs_amount", "movements_created_at"}
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
