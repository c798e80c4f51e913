package db_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// gateTerm is the policy gate's condition in NodeClaimReady, once in the candidates
// and once for the held movements' siblings (sql/queries/nodes.sql).
const gateTerm = "AND (n.policy_gate IS NULL OR n.policy_passed_at IS NOT NULL)"

// The default path (no policy: every policy_gate NULL) keeps the claim's plan: with
// and without the gate's condition, NodeClaimReady plans to the same tree of the same
// scans through the same indexes over a database with history, at the same estimated
// cost give or take the condition's own per-row test (docs/policy-gate.md).
func TestClaimReadyDefaultPathKeepsItsPlan(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), seedHistory)

	withGate := dbsqlc.ClaimQueries["NodeClaimReady"]
	require.Equal(t, 2, strings.Count(withGate, gateTerm), "the gate's condition as NodeClaimReady writes it")
	without := strings.ReplaceAll(withGate, gateTerm, "")
	args := []any{(*time.Time)(nil), dbsqlc.HeldStates.ReadyMovements, dbsqlc.HeldStates.ReadyNodes, int32(100)}

	plan := func(sql string) (planShape, float64) {
		var raw []byte
		require.NoError(t, conn.QueryRow(ctx, "EXPLAIN (FORMAT JSON) "+sql, args...).Scan(&raw))
		var plans []struct {
			Plan struct {
				planNode
				TotalCost float64 `json:"Total Cost"`
			} `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans))
		require.Len(t, plans, 1)
		return shapeOf(plans[0].Plan.planNode), plans[0].Plan.TotalCost
	}
	gatedShape, gatedCost := plan(withGate)
	baseShape, baseCost := plan(without)
	require.Equal(t, baseShape, gatedShape, "the gate's condition changed the claim's plan")
	require.InEpsilon(t, baseCost, gatedCost, 0.01, "the gate's condition changed the claim's estimated cost")
}

// planShape is a plan without its estimates: node types, relations and indexes.
type planShape struct {
	Node     string
	Children []planShape
}

func shapeOf(n planNode) planShape {
	s := planShape{Node: n.NodeType + " " + n.RelationName + " " + n.IndexName}
	for _, c := range n.Plans {
		s.Children = append(s.Children, shapeOf(c))
	}
	return s
}
