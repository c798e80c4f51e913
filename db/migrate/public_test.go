package migrate_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/migrate"
)

// A cluster upgraded from PostgreSQL 14 or older still lets every role CREATE in
// schema public. Migrating revokes it (migration 00013), so a network role cannot put
// objects outside its schema (docs/security.md).
func TestNoCreateOnPublic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	admin := connect(t, d.URL)
	// What an older cluster's database starts with.
	_, err := admin.Exec(ctx, `GRANT CREATE ON SCHEMA public TO PUBLIC`)
	require.NoError(t, err)

	_, err = migrate.Up(ctx, d.URL)
	require.NoError(t, err)

	for _, network := range db.Networks {
		login := connect(t, d.LoginURL(t, network))
		_, err = login.Exec(ctx, `CREATE TABLE public.stash (x int)`)
		require.ErrorContains(t, err, "permission denied", network)
		var may bool
		require.NoError(t, admin.QueryRow(ctx, `SELECT has_schema_privilege($1, 'public', 'CREATE')`, network.Role()).Scan(&may))
		require.False(t, may, network)
	}
}
