package compiler

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// The dispatcher's check of a stored plan hashes what the gateway stored, in whatever
// order the database returns it, to the hash the approver approved; any change to what
// would run (a config byte, an executor, an edge, a node more or less, a try limit)
// gives another hash, and a graph no compile could produce is refused.
func TestHashStoredIsTheApprovedHashOfTheSamePlanOnly(t *testing.T) {
	t.Parallel()
	c := newTestCompiler(t, Limits{})
	tmpl, err := c.Parse([]byte(`{"nodes":[
		{"key":"d","executor":"test","config":{"to":"0xabc","amount":"${amount}"},"depends_on":["b","c"]},
		{"key":"b","executor":"test","depends_on":["a"]},
		{"key":"c","executor":"pure","depends_on":["a"]},
		{"key":"a","executor":"test","config":{"amount":"${amount}"}}]}`))
	require.NoError(t, err)
	plan, err := c.Compile(tmpl, json.RawMessage(`{"amount":"10"}`))
	require.NoError(t, err)

	stored := slices.Clone(plan.Nodes)
	slices.Reverse(stored) // the database returns rows in no particular order
	got, err := HashStored(FormatV1, Terms{}, stored)
	require.NoError(t, err)
	require.Equal(t, plan.Hash, got)

	changed := func(edit func(n []PlannedNode) []PlannedNode) []PlannedNode {
		n := make([]PlannedNode, len(plan.Nodes))
		for i, p := range plan.Nodes {
			p.Parents = slices.Clone(p.Parents)
			p.Config = slices.Clone(p.Config)
			n[i] = p
		}
		return edit(n)
	}
	for name, nodes := range map[string][]PlannedNode{
		"a config byte": changed(func(n []PlannedNode) []PlannedNode { n[0].Config = json.RawMessage(`{"amount":"11"}`); return n }),
		"an executor":   changed(func(n []PlannedNode) []PlannedNode { n[1].ExecutorKey = "pure"; return n }),
		"a try limit":   changed(func(n []PlannedNode) []PlannedNode { n[1].MaxAttempts++; return n }),
		"a side effect": changed(func(n []PlannedNode) []PlannedNode { n[1].HasSideEffect = !n[1].HasSideEffect; return n }),
		"an edge less":  changed(func(n []PlannedNode) []PlannedNode { n[3].Parents = n[3].Parents[:1]; return n }),
		"a node less":   changed(func(n []PlannedNode) []PlannedNode { return n[:3] }),
		"a node more": changed(func(n []PlannedNode) []PlannedNode {
			return append(n, PlannedNode{Key: "e", ExecutorKey: "test", Config: json.RawMessage(`{}`), MaxAttempts: 3, Parents: []string{"d"}})
		}),
	} {
		h, err := HashStored(FormatV1, Terms{}, nodes)
		require.NoError(t, err, name)
		require.NotEqual(t, plan.Hash, h, name)
	}

	for name, nodes := range map[string][]PlannedNode{
		"a cycle":          changed(func(n []PlannedNode) []PlannedNode { n[0].Parents = []string{"d"}; return n }),
		"a missing parent": changed(func(n []PlannedNode) []PlannedNode { n[0].Parents = []string{"z"}; return n }),
		"a key twice":      changed(func(n []PlannedNode) []PlannedNode { n[1].Key = "a"; return n }),
	} {
		_, err := HashStored(FormatV1, Terms{}, nodes)
		require.ErrorIs(t, err, ErrStoredPlan, name)
	}
}
