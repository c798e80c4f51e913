package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// nodeConfigs are the behaviours a fuzzed node can have.
var nodeConfigs = []string{
	`{}`,
	`{"outcome":"fail"}`,
	`{"outcome":"unknown_then_complete"}`,
	`{"outcome":"recoverable_not_sent"}`,
	`{"outcome":"submit_permanent"}`,
	`{"retryable_tries":1}`,
	`{"retryable_tries":9}`,
	`{"unknown_on_submit":true}`,
	`{"unknown_on_submit":true,"side_effect":false}`,
	`{"pending_polls":2}`,
}

// FuzzStateMachine builds a random DAG of noop nodes with random behaviours from the
// input, runs the three workers' batches in an order the input also chooses, and
// checks the state machine's invariants once the movement has finished:
//
//   - the movement finishes, COMPLETED exactly when every node completed;
//   - a FAILED movement has a failed node and nothing left running or waiting;
//   - a node with a side effect that completed did it exactly once, and no node with
//     a side effect did it more than once;
//   - no node did its side effect before all its parents completed.
func FuzzStateMachine(f *testing.F) {
	for _, seed := range []string{
		"\x03\x00\x00\x00\x00\x00\x00", "\x04\xff\x01\x02\x03\x04\x05\x06\x07", "\x05\x0f\x09\x08\x07\x00\x01\x02\x02\x01",
		"\x02\x01\x03\x02", "\x06\xaa\x55\x00\x05\x06\x07\x08\x09\x00\x01\x02", "\x04\x3c\x07\x07\x07\x07\x00\x01\x02",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		next := func() byte {
			if len(data) == 0 {
				return 0
			}
			b := data[0]
			data = data[1:]
			return b
		}
		n := 2 + int(next())%5 // 2..6 nodes
		edgeBits := next()
		var nodes []string
		parents := map[int][]int{}
		bit := 0
		for i := range n {
			var deps []string
			for j := range i {
				// Each possible edge j -> i (j < i, so the graph is acyclic) is taken when
				// its bit is set; bits wrap around the one input byte.
				if edgeBits&(1<<(bit%8)) != 0 {
					deps = append(deps, fmt.Sprintf("%q", fmt.Sprintf("n%d", j)))
					parents[i] = append(parents[i], j)
				}
				bit++
			}
			cfg := nodeConfigs[int(next())%len(nodeConfigs)]
			nodes = append(nodes, fmt.Sprintf(`{"key":"n%d","executor":"noop","config":%s,"depends_on":[%s]}`,
				i, cfg, strings.Join(deps, ",")))
		}
		b := setup(t)
		tmpl := b.template(t, `{"nodes":[`+strings.Join(nodes, ",")+`]}`)
		id := b.start(t, tmpl)

		ctx := context.Background()
		deadline := time.Now().Add(30 * time.Second)
		var state string
		for step := 0; ; step++ {
			// The input picks the order; once it is used up, round-robin.
			pick := step
			if len(data) > 0 {
				pick = int(next())
			}
			var err error
			switch pick % 3 {
			case 0:
				_, err = b.dispatcher.Batch(ctx)
			case 1:
				_, err = b.observer.Batch(ctx)
			case 2:
				_, err = b.recovery.Batch(ctx)
			}
			require.NoError(t, err)
			require.NoError(t, b.Pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
			if state == "COMPLETED" || state == "FAILED" {
				break
			}
			require.True(t, time.Now().Before(deadline), "movement stuck in %s", state)
		}

		rows, err := b.Pool.Query(ctx, `
			SELECT n.node_key, n.node_state, n.has_side_effect,
			       (SELECT count(*) FROM noop_side_effects s WHERE s.node_id = n.id AND NOT s.fenced)::int,
			       (SELECT min(s.performed_at) FROM noop_side_effects s WHERE s.node_id = n.id AND NOT s.fenced),
			       n.finished_at
			FROM movement_nodes n WHERE n.movement_id = $1 ORDER BY n.node_key`, id)
		require.NoError(t, err)
		type node struct {
			state     string
			effect    bool
			effects   int
			firstDone *time.Time
			finished  *time.Time
		}
		got := map[string]node{}
		for rows.Next() {
			var key string
			var nd node
			require.NoError(t, rows.Scan(&key, &nd.state, &nd.effect, &nd.effects, &nd.firstDone, &nd.finished))
			got[key] = nd
		}
		require.NoError(t, rows.Err())
		summary, _ := json.Marshal(fmt.Sprint(got))

		allCompleted, anyFailed := true, false
		for key, nd := range got {
			allCompleted = allCompleted && nd.state == "COMPLETED"
			anyFailed = anyFailed || nd.state == "FAILED"
			require.Contains(t, []string{"COMPLETED", "FAILED", "CANCELLED"}, nd.state, "%s: %s", key, summary)
			if nd.effect {
				require.LessOrEqual(t, nd.effects, 1, "%s did its side effect twice: %s", key, summary)
				if nd.state == "COMPLETED" {
					require.Equal(t, 1, nd.effects, "%s completed without its side effect: %s", key, summary)
				}
			}
		}
		require.Equal(t, allCompleted, state == "COMPLETED", summary)
		if state == "FAILED" {
			require.True(t, anyFailed, summary)
		}
		for child, ps := range parents {
			c := got[fmt.Sprintf("n%d", child)]
			if c.effects == 0 {
				continue
			}
			for _, p := range ps {
				pn := got[fmt.Sprintf("n%d", p)]
				require.Equal(t, "COMPLETED", pn.state, "n%d ran although its parent n%d is %s: %s", child, p, pn.state, summary)
				require.True(t, c.firstDone.After(*pn.finished), "n%d ran before its parent n%d completed: %s", child, p, summary)
			}
		}
	})
}
