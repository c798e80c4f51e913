package devpg_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db/devpg"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestStartStop(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	root := t.TempDir()
	if os.Geteuid() == 0 {
		// The server runs as user postgres, which must be able to reach the folder.
		require.NoError(t, os.Chmod(filepath.Dir(root), 0o755))
		require.NoError(t, os.Chmod(root, 0o755))
	}
	// A folder left behind by a killed run (no server, owner gone) is cleaned up.
	stale := filepath.Join(root, "cluster-stale")
	require.NoError(t, os.MkdirAll(filepath.Join(stale, "data"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(stale, "owner.pid"), []byte("999999999"), 0o644))

	c, err := devpg.Start(ctx, devpg.Options{Root: root})
	require.NoError(t, err)
	require.NoDirExists(t, stale)

	conn, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	var fsync, listen, user string
	require.NoError(t, conn.QueryRow(ctx, `SELECT current_setting('fsync'), current_setting('listen_addresses'), current_user`).Scan(&fsync, &listen, &user))
	require.NoError(t, conn.Close(ctx))
	require.Equal(t, "off", fsync)
	require.Equal(t, "127.0.0.1", listen, "loopback only")

	// Password authentication: the URL without its password is refused.
	cfg, err := pgx.ParseConfig(c.URL)
	require.NoError(t, err)
	cfg.Password = ""
	_, err = pgx.ConnectConfig(ctx, cfg)
	require.Error(t, err)

	require.NoError(t, c.Stop())
	require.NoDirExists(t, c.Dir)
	_, err = pgx.Connect(ctx, c.URL)
	require.Error(t, err, "the server must be gone after Stop")
}

func TestFindBinDir(t *testing.T) {
	t.Parallel()
	dir, err := devpg.FindBinDir()
	if err != nil {
		require.ErrorIs(t, err, devpg.ErrNoServer)
		require.Contains(t, err.Error(), "DATABASE_URL")
		return
	}
	require.FileExists(t, filepath.Join(dir, "initdb"))
	require.FileExists(t, filepath.Join(dir, "postgres"))
}

// Restart keeps the data and the URL; sessions open before it are disconnected.
func TestRestart(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	root := t.TempDir()
	if os.Geteuid() == 0 {
		require.NoError(t, os.Chmod(filepath.Dir(root), 0o755))
		require.NoError(t, os.Chmod(root, 0o755))
	}
	c, err := devpg.Start(ctx, devpg.Options{Root: root})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, c.Stop()) })
	before, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = before.Close(ctx) })
	_, err = before.Exec(ctx, `CREATE TABLE kept (v int); INSERT INTO kept VALUES (7)`)
	require.NoError(t, err)

	require.NoError(t, c.Restart(ctx))
	_, err = before.Exec(ctx, `SELECT 1`)
	require.Error(t, err, "the old session was disconnected")
	after, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	var v int
	require.NoError(t, after.QueryRow(ctx, `SELECT v FROM kept`).Scan(&v))
	require.NoError(t, after.Close(ctx))
	require.Equal(t, 7, v)
}

// TestStartUnderPrivateFolder: a clone under root's home (mode 0700) cannot be entered by
// the postgres user the server runs as; the cluster then lives under the system temp dir
// and is still deleted when it stops.
func TestStartUnderPrivateFolder(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root runs the server as another user")
	}
	t.Parallel()
	ctx := context.Background()
	private := t.TempDir()
	require.NoError(t, os.Chmod(private, 0o700))
	root := filepath.Join(private, "clone", ".tmp", "pg")

	c, err := devpg.Start(ctx, devpg.Options{Root: root})
	require.NoError(t, err)
	require.Equal(t, filepath.Join(os.TempDir(), "qtg-devpg"), filepath.Dir(c.Dir))
	conn, err := pgx.Connect(ctx, c.URL)
	require.NoError(t, err)
	require.NoError(t, conn.Ping(ctx))
	require.NoError(t, conn.Close(ctx))
	require.NoError(t, c.Stop())
	require.NoDirExists(t, c.Dir)
}
