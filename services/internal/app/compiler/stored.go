package compiler

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrStoredPlan means a stored plan cannot be a compiled one: a parent that is not one
// of its nodes, a key twice, or a cycle.
var ErrStoredPlan = errors.New("stored plan is not a plan")

// HashStored recomputes the plan hash of nodes as they are stored (each with the
// canonical config bytes the compiler produced and its parents' keys), in any order,
// in the movement's plan format (FormatV1 or FormatV2, which also covers terms). It is
// Compile's (or CompileMovement's) Hash for the same plan, so the dispatcher can
// check, before it runs a node, that the movement's stored nodes, edges and terms are
// still the plan its approver approved (docs/security.md).
func HashStored(format int, terms Terms, nodes []PlannedNode) ([32]byte, error) {
	if _, ok := planFormat[format]; !ok {
		return [32]byte{}, fmt.Errorf("%w: unknown plan format %d", ErrStoredPlan, format)
	}
	if format == FormatV1 {
		terms = Terms{}
	}
	byKey := make(map[string]*templateNode, len(nodes))
	graph := make([]*templateNode, len(nodes))
	for i, n := range nodes {
		if _, dup := byKey[n.Key]; dup {
			return [32]byte{}, fmt.Errorf("%w: node %q twice", ErrStoredPlan, n.Key)
		}
		parents := slices.Clone(n.Parents)
		slices.Sort(parents)
		graph[i] = &templateNode{index: i, key: n.Key, parents: parents}
		byKey[n.Key] = graph[i]
	}
	for _, n := range graph {
		for _, p := range n.parents {
			if _, ok := byKey[p]; !ok {
				return [32]byte{}, fmt.Errorf("%w: node %q waits for %q, which is not in the plan", ErrStoredPlan, n.key, p)
			}
		}
	}
	order, cycle := topoSort(graph)
	if cycle != nil {
		return [32]byte{}, fmt.Errorf("%w: cycle %s", ErrStoredPlan, strings.Join(cycle, " -> "))
	}
	plan := Plan{Format: format, Terms: terms, Nodes: make([]PlannedNode, len(order))}
	for i, j := range order {
		plan.Nodes[i] = nodes[j]
		plan.Nodes[i].Parents = graph[j].parents
	}
	return sha256.Sum256(plan.canonical()), nil
}
