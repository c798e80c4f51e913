package console

import (
	"cmp"
	"slices"
	"strings"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// Layout of the DAG drawing: nodes in columns by depth (the longest path from a
// root), left to right, each column sorted by key; edges from a parent's right side
// to a child's left side.
const (
	boxW, boxH = 190, 58
	gapX, gapY = 60, 22
	margin     = 10
)

// dagBox is one node as drawn.
type dagBox struct {
	Key, Executor, State string
	X, Y                 int
	// TextX and the two TextY are where the labels go.
	TextX, TextY1, TextY2 int
}

// dagEdge is one edge as drawn: a cubic curve from (X1,Y1) to (X2,Y2).
type dagEdge struct {
	X1, Y1, X2, Y2, C1, C2 int
	From, To               string
}

// dag is a movement's plan laid out for the SVG template.
type dag struct {
	Width, Height int
	Boxes         []dagBox
	Edges         []dagEdge
}

// layoutDAG places the nodes of m. Unknown edge ends (which the gateway never sends)
// are ignored rather than drawn.
func layoutDAG(m *qtgv1.Movement) dag {
	nodes := m.GetNodes()
	byKey := map[string]*qtgv1.Node{}
	for _, n := range nodes {
		byKey[n.GetKey()] = n
	}
	parents := map[string][]string{}
	for _, e := range m.GetEdges() {
		if byKey[e.GetParentKey()] != nil && byKey[e.GetChildKey()] != nil {
			parents[e.GetChildKey()] = append(parents[e.GetChildKey()], e.GetParentKey())
		}
	}
	depth := map[string]int{}
	var depthOf func(key string, seen map[string]bool) int
	depthOf = func(key string, seen map[string]bool) int {
		if d, ok := depth[key]; ok {
			return d
		}
		if seen[key] { // a cycle cannot be compiled; draw it flat rather than loop
			return 0
		}
		seen[key] = true
		d := 0
		for _, p := range parents[key] {
			d = max(d, depthOf(p, seen)+1)
		}
		depth[key] = d
		return d
	}
	columns := map[int][]*qtgv1.Node{}
	maxDepth, maxRows := 0, 0
	for _, n := range nodes {
		d := depthOf(n.GetKey(), map[string]bool{})
		columns[d] = append(columns[d], n)
		maxDepth = max(maxDepth, d)
	}
	out := dag{}
	pos := map[string][2]int{}
	for d := 0; d <= maxDepth; d++ {
		col := columns[d]
		slices.SortFunc(col, func(a, b *qtgv1.Node) int { return cmp.Compare(a.GetKey(), b.GetKey()) })
		maxRows = max(maxRows, len(col))
		for i, n := range col {
			x, y := margin+d*(boxW+gapX), margin+i*(boxH+gapY)
			pos[n.GetKey()] = [2]int{x, y}
			out.Boxes = append(out.Boxes, dagBox{
				Key: n.GetKey(), Executor: n.GetExecutor(), State: nodeState(n.GetState()),
				X: x, Y: y, TextX: x + 10, TextY1: y + 23, TextY2: y + 44,
			})
		}
	}
	for _, e := range m.GetEdges() {
		p, okP := pos[e.GetParentKey()]
		c, okC := pos[e.GetChildKey()]
		if !okP || !okC {
			continue
		}
		x1, y1, x2, y2 := p[0]+boxW, p[1]+boxH/2, c[0]-2, c[1]+boxH/2
		out.Edges = append(out.Edges, dagEdge{X1: x1, Y1: y1, X2: x2, Y2: y2, C1: x1 + gapX/2, C2: x2 - gapX/2,
			From: e.GetParentKey(), To: e.GetChildKey()})
	}
	out.Width = 2*margin + (maxDepth+1)*boxW + maxDepth*gapX
	out.Height = 2*margin + max(maxRows, 1)*boxH + max(maxRows-1, 0)*gapY
	return out
}

// nodeState is a node state without its enum prefix ("COMPLETED").
func nodeState(s qtgv1.NodeState) string { return strings.TrimPrefix(s.String(), "NODE_STATE_") }

// policyWaiting are a movement's READY nodes the treasury policy's dispatch gate
// keeps waiting, each shown with its reason (docs/policy-gate.md).
func policyWaiting(m *qtgv1.Movement) []*qtgv1.Node {
	var out []*qtgv1.Node
	for _, n := range m.GetNodes() {
		if n.GetState() == qtgv1.NodeState_NODE_STATE_READY && n.GetPolicyBlockedReason() != "" {
			out = append(out, n)
		}
	}
	return out
}

// movementState is a movement state without its enum prefix.
func movementState(s qtgv1.MovementState) string {
	return strings.TrimPrefix(s.String(), "MOVEMENT_STATE_")
}
