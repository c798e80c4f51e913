package compiler

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// fuzzLimits are small, so the fuzzer reaches the limits too.
var fuzzLimits = Limits{MaxNodes: 8, MaxParamsBytes: 4 << 10, MaxConfigBytes: 4 << 10, MaxDefinitionBytes: 16 << 10}

var fuzzDefinitions = []string{
	`{"nodes":[{"key":"a","executor":"test"}]}`,
	`{"description":"burn then mint","nodes":[
		{"key":"burn","executor":"test","config":{"amount":"${amount}","memo":"to ${to}"},"depends_on":[],"max_attempts":3},
		{"key":"mint","executor":"test","config":{},"depends_on":["burn"]}]}`,
	`{"nodes":[{"key":"top","executor":"pure"},{"key":"l","executor":"test","depends_on":["top"]},
		{"key":"r","executor":"pure","depends_on":["top"],"config":{"x":["${v}",{"y":"$${lit} ${v}"}]}},
		{"key":"j","executor":"test","depends_on":["l","r"],"max_attempts":100}]}`,
	`{"nodes":[{"key":"a","executor":"test","depends_on":["b"]},{"key":"b","executor":"test","depends_on":["a"]}]}`,
	`{"nodes":[{"key":"a","executor":"test","config":{"m":"${a"}}]}`,
	`{"nodes":[{"key":"a","executor":"pure","config":{"m":"${a}${b}$${c}$$${d}"}}]}`,
	`{"nodes":[{"key":"a","executor":"test","config":{"amount":"${amount}","side_effect":"${se}"}},{"key":"a","executor":"pure"}]}`,
	`{"nodes":[{"key":"a","executor":"nope","max_attempts":0,"depends_on":["a","x","x"]}],"extra":1}`,
	`{"nodes":[]}`,
	`[1,2]`,
	`{"nodes":[{"key":"a","executor":"pure","config":{"n":1.5e300,"s":"\u00e9\n","k":{"b":[],"a":{}}}}]} `,
}

var fuzzParams = []string{
	``,
	`null`,
	`{}`,
	`{"amount":"100","to":"bob"}`,
	`{"amount":100,"to":{"x":1}}`,
	`{"v":[1,{"b":2,"a":1}],"lit":"x"}`,
	`{"a":"x","b":2,"c":3,"d":4}`,
	`{"amount":"1","se":false}`,
	`{"amount":"1","amount":"2"}`,
	`[]`,
}

func FuzzParse(f *testing.F) {
	for _, def := range fuzzDefinitions {
		f.Add([]byte(def))
	}
	c := newTestCompiler(f, fuzzLimits)
	f.Fuzz(func(t *testing.T, definition []byte) {
		tmpl, err := c.Parse(definition)
		if err != nil {
			requireValidationError(t, err, ErrInvalidTemplate)
			return
		}
		require.NotEmpty(t, tmpl.nodes)
		require.LessOrEqual(t, len(tmpl.nodes), fuzzLimits.MaxNodes)
		params := tmpl.Params()
		require.True(t, slices.IsSorted(params))
		require.Len(t, slices.Compact(slices.Clone(params)), len(params))
		for _, p := range params {
			require.Regexp(t, paramNamePattern, p)
		}

		// Supply every param a value every test config accepts, then compile.
		values := make(map[string]string, len(params))
		for _, p := range params {
			values[p] = "1"
		}
		raw, err := json.Marshal(values)
		require.NoError(t, err)
		plan, err := c.Compile(tmpl, raw)
		if err != nil {
			requireValidationError(t, err, ErrInvalidParams)
			return
		}
		requirePlanInvariants(t, c, plan)
	})
}

func FuzzCompile(f *testing.F) {
	for _, def := range fuzzDefinitions {
		for _, params := range fuzzParams {
			f.Add(def, params)
		}
	}
	c := newTestCompiler(f, fuzzLimits)
	f.Fuzz(func(t *testing.T, definition, params string) {
		tmpl, err := c.Parse([]byte(definition))
		if err != nil {
			requireValidationError(t, err, ErrInvalidTemplate)
			return
		}
		plan, err := c.Compile(tmpl, json.RawMessage(params))
		if err != nil {
			requireValidationError(t, err, ErrInvalidParams)
			return
		}
		requirePlanInvariants(t, c, plan)

		again, err := c.Compile(tmpl, json.RawMessage(params))
		require.NoError(t, err)
		require.Equal(t, plan, again, "compiling twice")

		// The same definition with its nodes listed backwards, its object keys
		// sorted and its whitespace gone is the same plan.
		root, err := decodeStrict([]byte(definition))
		require.NoError(t, err)
		reversed := reverseNodes(root)
		tmpl2, err := c.Parse(appendCanonical(nil, reversed))
		require.NoError(t, err)
		plan2, err := c.Compile(tmpl2, json.RawMessage(params))
		require.NoError(t, err)
		require.Equal(t, plan, plan2, "nodes reordered")
	})
}

// requireValidationError checks that a refusal is a well-formed ValidationError.
func requireValidationError(t *testing.T, err error, kind error) {
	t.Helper()
	require.ErrorIs(t, err, kind)
	var verr *ValidationError
	require.True(t, errors.As(err, &verr), "%T: %v", err, err)
	require.NotEmpty(t, verr.Violations)
	for _, v := range verr.Violations {
		require.NotEmpty(t, v.Description)
	}
	require.True(t, strings.HasPrefix(err.Error(), "compile: "))
}

// requirePlanInvariants checks what every compiled plan must satisfy.
func requirePlanInvariants(t *testing.T, c *Compiler, plan *Plan) {
	t.Helper()
	require.NotEmpty(t, plan.Nodes)
	require.LessOrEqual(t, len(plan.Nodes), c.Limits().MaxNodes)

	pos := make(map[string]int, len(plan.Nodes))
	edges := 0
	for i, n := range plan.Nodes {
		require.Regexp(t, nodeKeyPattern, n.Key)
		_, dup := pos[n.Key]
		require.False(t, dup, "duplicate key %q", n.Key)
		require.NotNil(t, n.Parents)
		require.True(t, slices.IsSorted(n.Parents))
		require.Len(t, slices.Compact(slices.Clone(n.Parents)), len(n.Parents))
		for _, p := range n.Parents {
			j, ok := pos[p] // only nodes before this one are in pos: no cycles
			require.True(t, ok, "node %q: parent %q does not come before it", n.Key, p)
			require.Less(t, j, i)
		}
		pos[n.Key] = i
		edges += len(n.Parents)

		require.GreaterOrEqual(t, n.MaxAttempts, int32(MinMaxAttempts))
		require.LessOrEqual(t, n.MaxAttempts, int32(MaxMaxAttempts))
		require.LessOrEqual(t, len(n.Config), c.Limits().MaxConfigBytes)
		require.True(t, json.Valid(n.Config), "config %s", n.Config)
		var obj map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(n.Config, &obj), "config is an object")
		canon, err := decodeStrict(n.Config)
		require.NoError(t, err)
		require.Equal(t, string(n.Config), string(appendCanonical(nil, canon)), "config is canonical")
	}

	got := plan.Edges()
	require.Len(t, got, edges)
	require.True(t, slices.IsSortedFunc(got, func(a, b Edge) int {
		return strings.Compare(a.Parent+"\x00"+a.Child, b.Parent+"\x00"+b.Child)
	}))

	require.True(t, json.Valid(plan.canonical()))
	require.Equal(t, sha256.Sum256(plan.canonical()), plan.Hash)
}

// reverseNodes returns the definition root with its nodes in reverse order (the
// canonical encoding it is parsed back from also reorders every object's keys).
func reverseNodes(root *value) *value {
	out := &value{kind: kindObject}
	for _, m := range root.obj {
		if m.key == "nodes" && m.val.kind == kindArray {
			m.val = &value{kind: kindArray, arr: slices.Clone(m.val.arr)}
			slices.Reverse(m.val.arr)
		}
		out.obj = append(out.obj, m)
	}
	return out
}
