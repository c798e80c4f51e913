package notify

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// queriesDir holds the sqlc query files, relative to this package.
const queriesDir = "../../../../sql/queries"

// statements maps each named query (-- name: X) to its text.
func statements(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(queriesDir, "*.sql"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	name := regexp.MustCompile(`(?m)^-- name: (\w+)`)
	out := map[string]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		text := string(raw)
		idx := name.FindAllStringSubmatchIndex(text, -1)
		for i, m := range idx {
			end := len(text)
			if i+1 < len(idx) {
				end = idx[i+1][0]
			}
			out[text[m[2]:m[3]]] = text[m[0]:end]
		}
	}
	return out
}

// hintsAfterCommit lists the statements that notify after their transaction commits
// instead (db.Pool.Hint; the caller hints when the statement says it queued one), so
// that the commit does not hold pg_notify's lock through its WAL flush (docs/design.md §6).
var hintsAfterCommit = map[string]bool{"MovementApprove": true, "MovementApproveCounted": true}

// Every statement that queues a callback (or makes a dead one due again) notifies the
// callback topic in the same statement, and reads the notifying CTE in its final
// SELECT: Postgres skips a CTE nobody reads, so an unread one would never notify. A
// new callback then does not wait for the dispatcher's poll.
func TestEveryCallbackWriterNotifies(t *testing.T) {
	t.Parallel()
	queues := regexp.MustCompile(`(?i)INSERT INTO callback_outbox|UPDATE callback_outbox[^;]*SET\s+callback_state\s*=\s*'PENDING'`)
	sends := "pg_notify('qtg_' || current_schema() || '_" + Callbacks + "', '')"
	var writers []string
	for name, sql := range statements(t) {
		if !queues.MatchString(sql) {
			continue
		}
		writers = append(writers, name)
		if hintsAfterCommit[name] {
			continue
		}
		require.Contains(t, sql, "callback_wake AS (", "%s queues a callback: it must notify %q in a callback_wake CTE", name, Callbacks)
		require.Contains(t, sql, sends, "%s: callback_wake must send on the callbacks channel", name)
		last := sql[strings.LastIndex(sql, "\n)\n"):]
		require.Contains(t, last, "FROM callback_wake", "%s: the final SELECT must read callback_wake, or it never runs", name)
	}
	// The statements known today; a new one is checked above without being listed.
	require.Subset(t, writers, []string{"MovementApprove", "MovementCancel", "DispatchStart", "MovementFinish",
		"MovementExpire", "CallbackRetryDead"})
}
