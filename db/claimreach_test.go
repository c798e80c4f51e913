package db_test

// Proves that a claim reads the due rows it needs and stops: its look for work is a
// nested loop under LIMIT over the state's index, not a window it reads whole before
// locking (docs/benchmarks.md, "Claims read past what other replicas hold").

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// nodesRead is how many movement_nodes rows the scans under n returned, in all loops.
func (n planNode) nodesRead() float64 {
	read := 0.0
	for _, s := range n.walk() {
		if s.RelationName == "movement_nodes" {
			read += s.ActualRows * s.ActualLoops
		}
	}
	return read
}

// lookRead is how many movement_nodes rows a claim's look for work read: every CTE
// of the statement but the dispatcher's claimable, which locks the held movements'
// nodes by movement_id (as the statement's last stage does for the other claims).
func (n planNode) lookRead() float64 {
	read := 0.0
	for _, c := range n.Plans {
		if strings.HasPrefix(c.SubplanName, "CTE ") && c.SubplanName != "CTE claimable" {
			read += c.nodesRead()
		}
	}
	return read
}

// TestAClaimReadsItsBatchNotAWindow: with a backlog in every claimable state (64 nodes
// each, one per movement), each core claim's look for work, planned as the core
// workers plan it (keyed, generic), reads the batch it holds and stops. The window it
// replaced read four batches on every claim, however few it needed, and no further
// however many other replicas held. Recovery's UNKNOWN claim is the exception: it
// takes nodes never scheduled (NULL) first, an order no index gives, so it reads the
// due UNKNOWN nodes whole, a set recovery keeps small.
func TestAClaimReadsItsBatchNotAWindow(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	// Every movement EXECUTING, so that each due node's movement is one the observer
	// may hold too.
	conn := seededConn(t, openKeyed(t, dbtest.New(t).URL), append(slices.Clone(liveWork), `UPDATE movements SET movement_state = 'EXECUTING'`))

	const batch = 8
	arr := func(states []string) string { return "'{" + strings.Join(states, ",") + "}'" }
	// Each claim's parameters as SQL literals, in its parameters' order.
	claims := []struct {
		name  string
		args  []string
		reads float64 // the most movement_nodes rows the look for work may read
	}{
		{"NodeClaimReady", []string{"NULL", arr(dbsqlc.HeldStates.ReadyMovements), arr(dbsqlc.HeldStates.ReadyNodes), fmt.Sprint(batch)}, batch},
		{"NodeClaimObservable", []string{arr(dbsqlc.HeldStates.ObservableNodes), "NULL", fmt.Sprint(batch), "NULL", arr(dbsqlc.HeldStates.ObservableMovements)}, batch},
		{"NodeClaimUnknown", []string{arr(dbsqlc.HeldStates.UnknownNodes), "NULL", fmt.Sprint(batch)}, 64},
		{"NodeClaimStaleSubmitting", []string{arr(dbsqlc.HeldStates.StaleSubmittingNodes), "now() - interval '1 minute'", fmt.Sprint(batch)}, batch},
	}
	for _, c := range claims {
		sql := dbsqlc.ClaimQueries[c.name]
		require.NotEmpty(t, sql, c.name)
		desc, err := conn.Conn().Prepare(ctx, "reach_"+c.name, sql)
		require.NoError(t, err, c.name)
		require.Len(t, desc.ParamOIDs, len(c.args), c.name)
		tx, err := conn.Begin(ctx)
		require.NoError(t, err)
		var raw []byte
		require.NoError(t, tx.QueryRow(ctx, fmt.Sprintf("EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE %s (%s)",
			pgx.Identifier{"reach_" + c.name}.Sanitize(), strings.Join(c.args, ", "))).Scan(&raw), c.name)
		require.NoError(t, tx.Rollback(ctx))
		var plans []struct {
			Plan planNode `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans), c.name)
		require.Len(t, plans, 1)
		assert.Equal(t, float64(batch), plans[0].Plan.ActualRows, "%s claims a whole batch:\n%s", c.name, indent(raw))
		assert.LessOrEqual(t, plans[0].Plan.lookRead(), c.reads,
			"%s read %v nodes to claim a batch of %d:\n%s", c.name, plans[0].Plan.lookRead(), batch, indent(raw))
	}
}

// indent is raw JSON made readable for a failure message.
func indent(raw []byte) string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	out, _ := json.MarshalIndent(v, "", "  ")
	return strings.TrimSpace(string(out))
}
