package migrate_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/migrate"
)

// Every table of every network schema is in the authority matrix or deliberately
// read-only (the archives, the version table), and every column of a table some job
// updates is updatable by a job or deliberately kept (the plan's columns, a row's
// identity): a new migration's table or column cannot silently be writable by everyone
// or by no one. The database's grants are exactly the matrix's: no job role may write a
// table the matrix does not name.
func TestEveryTableAndColumnIsInTheMatrix(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := connect(t, d.URL)
	matrix, readOnly := migrate.Matrix()
	for _, network := range db.Networks {
		rows, err := conn.Query(ctx, `
			SELECT c.relname::text, a.attname::text
			FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
			WHERE c.relnamespace = $1::text::regnamespace AND c.relkind IN ('r', 'p')
			ORDER BY 1, a.attnum`, network.Schema())
		require.NoError(t, err)
		columns := map[string][]string{}
		for rows.Next() {
			var table, column string
			require.NoError(t, rows.Scan(&table, &column))
			columns[table] = append(columns[table], column)
		}
		require.NoError(t, rows.Err())
		for table, cols := range columns {
			if strings.HasSuffix(table, "_archive") || slices.Contains(readOnly, table) {
				continue
			}
			m, ok := matrix[table]
			if !ok {
				t.Errorf("%s.%s is in neither the authority matrix nor readOnlyTables (db/migrate/authority.go)", network, table)
				continue
			}
			if len(m.Updatable) == 0 && !m.AllColumns {
				continue // insert-only (and delete): every column is written once
			}
			for _, c := range cols {
				if m.AllColumns || slices.Contains(m.Updatable, c) || slices.Contains(m.NotForWorkers, c) || slices.Contains(m.InsertOnly, c) {
					continue
				}
				t.Errorf("%s.%s.%s: no job updates it and it is not listed as kept (insertOnlyColumns in db/migrate/authority.go)", network, table, c)
			}
		}
		// A view the matrix names is written through its triggers (movement_plan_edges,
		// migration 00044).
		var views []string
		require.NoError(t, conn.QueryRow(ctx, `SELECT coalesce(array_agg(relname::text), '{}') FROM pg_class
			WHERE relnamespace = $1::text::regnamespace AND relkind = 'v'`, network.Schema()).Scan(&views))
		for table := range matrix {
			if _, ok := columns[table]; !ok && !slices.Contains(views, table) &&
				table != "noop_side_effects" && table != "noop_observations" && table != "noop_markers" {
				t.Errorf("the matrix names %s, which %s does not have", table, network)
			}
		}
		// The grants are the matrix: no role of the network writes a table it does not name.
		var stray []string
		require.NoError(t, conn.QueryRow(ctx, `
			SELECT coalesce(array_agg(DISTINCT g.grantee || ' ' || g.privilege_type || ' ' || g.table_name ORDER BY g.grantee || ' ' || g.privilege_type || ' ' || g.table_name), '{}')
			FROM information_schema.role_table_grants g
			WHERE g.table_schema = $1 AND g.grantee LIKE 'qtg\_%' AND g.privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE')
			  AND NOT (g.table_name = ANY($2::text[]))`, network.Schema(), tableNames(matrix)).Scan(&stray))
		require.Empty(t, stray, "%s: grants outside the authority matrix", network)
	}
}

func tableNames(m map[string]*migrate.MatrixTable) []string {
	var out []string
	for t := range m {
		out = append(out, t)
	}
	return out
}
