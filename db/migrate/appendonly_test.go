package migrate_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/migrate"
)

// manifest is the committed SHA-256 of every released migration (sha256sum format,
// # comments). How to add a migration is written at its top.
var manifest = filepath.Join("..", "..", "sql", "migrations.sha256")

// skippedVersions were never released; their numbers stay unused.
var skippedVersions = map[int]string{3: "skipped while the schema was young; kept as a gap, never renumbered"}

// readManifest returns file name → SHA-256 (hex) from the manifest.
func readManifest(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(manifest)
	require.NoError(t, err)
	defer func() { _ = f.Close() }()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		sum, name, ok := strings.Cut(line, "  ")
		require.True(t, ok, "manifest line %q: want `<sha256>  <file>`", line)
		_, dup := out[name]
		require.False(t, dup, "%s listed twice", name)
		out[name] = sum
	}
	require.NoError(t, sc.Err())
	return out
}

// Migrations are append-only: a released migration (one listed in
// sql/migrations.sha256) never changes and never disappears, and every embedded
// migration is listed. A schema change is a new file with the next version; add its
// line to the manifest with `cd sql/migrations && sha256sum 0000N_name.sql >>
// ../migrations.sha256`. Versions run from 1 without gaps, except the documented ones.
func TestMigrationsAreAppendOnly(t *testing.T) {
	t.Parallel()
	released := readManifest(t)
	files, err := fs.Glob(migrate.Sources(), "*.sql")
	require.NoError(t, err)
	require.NotEmpty(t, files)

	name := regexp.MustCompile(`^(\d{5})_[a-z0-9_]+\.sql$`)
	want := 1
	for _, f := range files {
		m := name.FindStringSubmatch(f)
		require.NotNil(t, m, "%s: name migrations NNNNN_snake_case.sql", f)
		v, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		for skippedVersions[want] != "" {
			want++
		}
		require.Equal(t, want, v, "%s: the next migration takes version %05d", f, want)
		want++

		data, err := fs.ReadFile(migrate.Sources(), f)
		require.NoError(t, err)
		sum := sha256.Sum256(data)
		got := hex.EncodeToString(sum[:])
		wantSum, ok := released[f]
		require.True(t, ok, "%s is not in sql/migrations.sha256: once it is final, add it with "+
			"`cd sql/migrations && sha256sum %s >> ../migrations.sha256`", f, f)
		require.Equal(t, wantSum, got, "%s changed after its release: migrations are append-only, "+
			"revert it and put the change in a new migration", f)
		delete(released, f)
	}
	require.Empty(t, released, "released migrations are missing from sql/migrations: never delete one")
}
