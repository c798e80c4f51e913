package compiler

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor"
)

func TestParseRejects(t *testing.T) {
	t.Parallel()

	// nodesDef builds a definition from node objects.
	nodesDef := func(nodes ...string) string { return `{"nodes":[` + strings.Join(nodes, ",") + `]}` }
	var many []string
	for i := range 3 {
		many = append(many, fmt.Sprintf(`{"key":"n%d","executor":"test"}`, i))
	}

	tests := []struct {
		name   string
		def    string
		limits Limits
		want   string
		// fields, when set, are the violations' fields in order.
		fields []string
	}{
		// The document.
		{
			name: "empty input",
			def:  ``,
			want: `compile: invalid template: invalid JSON: unexpected end of input`,
		},
		{
			name: "syntax error",
			def:  `{"nodes": [}`,
			want: `compile: invalid template: invalid JSON: invalid character '}' looking for beginning of value`,
		},
		{
			name: "truncated",
			def:  `{"nodes": [`,
			want: `compile: invalid template: invalid JSON: unexpected EOF`,
		},
		{
			name: "trailing object",
			def:  nodesDef(`{"key":"a","executor":"test"}`) + ` {}`,
			want: `compile: invalid template: invalid JSON: unexpected data after the value, which ends at byte offset 41`,
		},
		{
			name: "trailing garbage",
			def:  nodesDef(`{"key":"a","executor":"test"}`) + `x`,
			want: `compile: invalid template: invalid JSON: unexpected data after the value, which ends at byte offset 41`,
		},
		{
			name: "invalid UTF-8",
			def:  "{\"description\":\"\xff\",\"nodes\":[]}",
			want: `compile: invalid template: invalid JSON: not valid UTF-8`,
		},
		{
			name: "duplicate key in the document",
			def:  `{"nodes":[{"key":"a","executor":"test"}],"nodes":[{"key":"b","executor":"test"}]}`,
			want: `compile: invalid template: invalid JSON: duplicate object key "nodes"`,
		},
		{
			name: "duplicate key inside a config",
			def:  nodesDef(`{"key":"a","executor":"test","config":{"amount":"1","amount":"1000000"}}`),
			want: `compile: invalid template: invalid JSON: duplicate object key "amount"`,
		},
		{
			name: "nested too deep",
			def:  nodesDef(`{"key":"a","executor":"test","config":{"x":` + strings.Repeat("[", 70) + strings.Repeat("]", 70) + `}}`),
			want: `compile: invalid template: invalid JSON: nested deeper than 64 levels`,
		},
		{
			name: "not an object",
			def:  `[{"key":"a","executor":"test"}]`,
			want: `compile: invalid template: definition must be a JSON object, not an array`,
		},
		{
			name:   "definition too big",
			def:    nodesDef(`{"key":"a","executor":"test"}`),
			limits: Limits{MaxDefinitionBytes: 10},
			want:   `compile: invalid template: definition is 41 bytes, over the limit of 10`,
		},
		{
			name:   "unknown top-level field",
			def:    `{"nodes":[{"key":"a","executor":"test"}],"owner":"me"}`,
			want:   `compile: invalid template: owner: unknown field "owner" (known fields: description, nodes)`,
			fields: []string{"owner"},
		},
		{
			name: "field names are case-sensitive",
			def:  `{"Nodes":[{"key":"a","executor":"test"}]}`,
			want: `compile: invalid template: Nodes: unknown field "Nodes" (field names are case-sensitive: did you mean "nodes"?); ` +
				`nodes: required: a template has at least one node`,
		},
		{
			name: "description not a string",
			def:  `{"description":1,"nodes":[{"key":"a","executor":"test"}]}`,
			want: `compile: invalid template: description: must be a string, not a number`,
		},

		// The node list.
		{
			name: "nodes missing",
			def:  `{"description":"x"}`,
			want: `compile: invalid template: nodes: required: a template has at least one node`,
		},
		{
			name: "nodes null",
			def:  `{"nodes":null}`,
			want: `compile: invalid template: nodes: required: a template has at least one node`,
		},
		{
			name: "nodes empty",
			def:  `{"nodes":[]}`,
			want: `compile: invalid template: nodes: a template has at least one node`,
		},
		{
			name: "nodes not an array",
			def:  `{"nodes":{"a":{}}}`,
			want: `compile: invalid template: nodes: must be an array, not an object`,
		},
		{
			name:   "too many nodes",
			def:    nodesDef(many...),
			limits: Limits{MaxNodes: 2},
			want:   `compile: invalid template: nodes: 3 nodes, over the limit of 2`,
		},
		{
			name: "node not an object",
			def:  nodesDef(`"a"`),
			want: `compile: invalid template: nodes[0]: must be an object, not a string`,
		},

		// Node fields.
		{
			name:   "unknown node field",
			def:    nodesDef(`{"key":"a","executor":"test"}`, `{"key":"b","executor":"test","dependson":["a"]}`),
			want:   `compile: invalid template: nodes[1].dependson: node "b": unknown field "dependson" (known fields: key, executor, config, depends_on, max_attempts)`,
			fields: []string{"nodes[1].dependson"},
		},
		{
			name: "node field case",
			def:  nodesDef(`{"key":"a","Executor":"test"}`),
			want: `compile: invalid template: nodes[0].Executor: node "a": unknown field "Executor" (field names are case-sensitive: did you mean "executor"?); ` +
				`nodes[0].executor: node "a": required`,
		},
		{
			name:   "key missing",
			def:    nodesDef(`{"executor":"test"}`),
			want:   `compile: invalid template: nodes[0].key: required`,
			fields: []string{"nodes[0].key"},
		},
		{
			name: "key not a string",
			def:  nodesDef(`{"key":7,"executor":"test"}`),
			want: `compile: invalid template: nodes[0].key: must be a string, not a number`,
		},
		{
			name: "key with a space",
			def:  nodesDef(`{"key":"burn it","executor":"test"}`),
			want: `compile: invalid template: nodes[0].key: node "burn it": key must match ^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`,
		},
		{
			name: "key starting with a dash",
			def:  nodesDef(`{"key":"-a","executor":"test"}`),
			want: `compile: invalid template: nodes[0].key: node "-a": key must match ^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`,
		},
		{
			name: "key too long",
			def:  nodesDef(`{"key":"` + strings.Repeat("k", 65) + `","executor":"test"}`),
			want: `compile: invalid template: nodes[0].key: node "` + strings.Repeat("k", 65) + `": key must match ^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`,
		},
		{
			name:   "duplicate node key",
			def:    nodesDef(`{"key":"a","executor":"test"}`, `{"key":"b","executor":"test"}`, `{"key":"a","executor":"pure"}`),
			want:   `compile: invalid template: nodes[2].key: node "a": duplicate key (first used by nodes[0])`,
			fields: []string{"nodes[2].key"},
		},
		{
			name: "executor missing",
			def:  nodesDef(`{"key":"a"}`),
			want: `compile: invalid template: nodes[0].executor: node "a": required`,
		},
		{
			name: "executor not a string",
			def:  nodesDef(`{"key":"a","executor":null}`),
			want: `compile: invalid template: nodes[0].executor: node "a": required string, not null`,
		},
		{
			name:   "unknown executor",
			def:    nodesDef(`{"key":"a","executor":"tset"}`),
			want:   `compile: invalid template: nodes[0].executor: node "a": unknown executor "tset" (registered: pure, test)`,
			fields: []string{"nodes[0].executor"},
		},
		{
			name: "config not an object",
			def:  nodesDef(`{"key":"a","executor":"test","config":"${cfg}"}`),
			want: `compile: invalid template: nodes[0].config: node "a": must be an object, not a string`,
		},
		{
			name:   "config without placeholders rejected by its executor",
			def:    nodesDef(`{"key":"a","executor":"test","config":{"amount":12}}`),
			want:   `compile: invalid template: nodes[0].config: node "a": executor "test" rejects the config: amount must be a string of decimal digits, not 12`,
			fields: []string{"nodes[0].config"},
		},

		{
			name:   "config without placeholders over the size limit",
			def:    nodesDef(`{"key":"a","executor":"pure","config":{"memo":"` + strings.Repeat("m", 20) + `"}}`),
			limits: Limits{MaxConfigBytes: 20},
			want:   `compile: invalid template: nodes[0].config: node "a": config is 31 bytes, over the limit of 20`,
		},

		// depends_on.
		{
			name:   "depends_on unknown node",
			def:    nodesDef(`{"key":"burn","executor":"test"}`, `{"key":"mint","executor":"test","depends_on":["brun"]}`),
			want:   `compile: invalid template: nodes[1].depends_on[0]: node "mint": depends_on "brun": no such node`,
			fields: []string{"nodes[1].depends_on[0]"},
		},
		{
			name: "depends_on itself",
			def:  nodesDef(`{"key":"a","executor":"test","depends_on":["a"]}`),
			want: `compile: invalid template: nodes[0].depends_on[0]: node "a": depends on itself`,
		},
		{
			name: "depends_on listed twice",
			def:  nodesDef(`{"key":"a","executor":"test"}`, `{"key":"b","executor":"test","depends_on":["a","a"]}`),
			want: `compile: invalid template: nodes[1].depends_on[1]: node "b": depends_on "a" is listed twice`,
		},
		{
			name: "depends_on entry not a string",
			def:  nodesDef(`{"key":"a","executor":"test"}`, `{"key":"b","executor":"test","depends_on":[0]}`),
			want: `compile: invalid template: nodes[1].depends_on[0]: node "b": must be a node key string, not a number`,
		},
		{
			name: "depends_on not an array",
			def:  nodesDef(`{"key":"a","executor":"test"}`, `{"key":"b","executor":"test","depends_on":"a"}`),
			want: `compile: invalid template: nodes[1].depends_on: node "b": must be an array of node keys, not a string`,
		},
		{
			name: "two-node cycle",
			def:  nodesDef(`{"key":"b","executor":"test","depends_on":["a"]}`, `{"key":"a","executor":"test","depends_on":["b"]}`),
			want: `compile: invalid template: nodes[1].depends_on: cycle: a -> b -> a (each node depends on the next)`,
		},
		{
			name: "three-node cycle behind a valid root",
			def: nodesDef(
				`{"key":"root","executor":"test"}`,
				`{"key":"c","executor":"test","depends_on":["b"]}`,
				`{"key":"a","executor":"test","depends_on":["root","c"]}`,
				`{"key":"b","executor":"test","depends_on":["a"]}`,
				`{"key":"z","executor":"test","depends_on":["c"]}`,
			),
			want:   `compile: invalid template: nodes[2].depends_on: cycle: a -> c -> b -> a (each node depends on the next)`,
			fields: []string{"nodes[2].depends_on"},
		},

		// max_attempts.
		{
			name: "max_attempts zero",
			def:  nodesDef(`{"key":"a","executor":"test","max_attempts":0}`),
			want: `compile: invalid template: nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not 0`,
		},
		{
			name: "max_attempts over 100",
			def:  nodesDef(`{"key":"a","executor":"test","max_attempts":101}`),
			want: `compile: invalid template: nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not 101`,
		},
		{
			name: "max_attempts fractional",
			def:  nodesDef(`{"key":"a","executor":"test","max_attempts":2.0}`),
			want: `compile: invalid template: nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not 2.0`,
		},
		{
			name: "max_attempts huge",
			def:  nodesDef(`{"key":"a","executor":"test","max_attempts":99999999999999999999}`),
			want: `compile: invalid template: nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not 99999999999999999999`,
		},
		{
			name: "max_attempts a string",
			def:  nodesDef(`{"key":"a","executor":"test","max_attempts":"3"}`),
			want: `compile: invalid template: nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not a string`,
		},

		// Placeholders.
		{
			name:   "unterminated placeholder",
			def:    nodesDef(`{"key":"a","executor":"test","config":{"memo":"to ${to"}}`),
			want:   `compile: invalid template: nodes[0].config.memo: node "a": unterminated placeholder "${to" (write "$${" for a literal "${")`,
			fields: []string{"nodes[0].config.memo"},
		},
		{
			name: "empty placeholder",
			def:  nodesDef(`{"key":"a","executor":"test","config":{"memo":"${}"}}`),
			want: `compile: invalid template: nodes[0].config.memo: node "a": placeholder "${}": param name "" does not match ^[A-Za-z_][A-Za-z0-9_]{0,63}$ (write "$${" for a literal "${")`,
		},
		{
			name: "placeholder with spaces",
			def:  nodesDef(`{"key":"a","executor":"test","config":{"legs":[{"memo":"${ amount }"}]}}`),
			want: `compile: invalid template: nodes[0].config.legs[0].memo: node "a": placeholder "${ amount }": param name " amount " does not match ^[A-Za-z_][A-Za-z0-9_]{0,63}$ (write "$${" for a literal "${")`,
		},
		{
			name: "placeholder starting with a digit",
			def:  nodesDef(`{"key":"a","executor":"test","config":{"odd key":"${1st}"}}`),
			want: `compile: invalid template: nodes[0].config["odd key"]: node "a": placeholder "${1st}": param name "1st" does not match ^[A-Za-z_][A-Za-z0-9_]{0,63}$ (write "$${" for a literal "${")`,
		},

		// Several problems at once, in definition order, the cycle check skipped
		// because the graph is not well formed.
		{
			name: "several problems",
			def: nodesDef(
				`{"key":"a","executor":"nope","max_attempts":0}`,
				`{"key":"b","executor":"test","depends_on":["x","b"],"config":{"m":"${"}}`,
			),
			want: `compile: invalid template: ` +
				`nodes[0].executor: node "a": unknown executor "nope" (registered: pure, test); ` +
				`nodes[0].max_attempts: node "a": must be an integer from 1 to 100, not 0; ` +
				`nodes[1].depends_on[1]: node "b": depends on itself; ` +
				`nodes[1].config.m: node "b": unterminated placeholder "${" (write "$${" for a literal "${"); ` +
				`nodes[1].depends_on[0]: node "b": depends_on "x": no such node`,
			fields: []string{"nodes[0].executor", "nodes[0].max_attempts", "nodes[1].depends_on[1]", "nodes[1].config.m", "nodes[1].depends_on[0]"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newTestCompiler(t, tt.limits)
			tmpl, err := c.Parse([]byte(tt.def))
			require.Nil(t, tmpl)
			require.EqualError(t, err, tt.want)
			require.ErrorIs(t, err, ErrInvalidTemplate)
			require.NotErrorIs(t, err, ErrInvalidParams)
			var verr *ValidationError
			require.ErrorAs(t, err, &verr)
			require.NotEmpty(t, verr.Violations)
			if tt.fields != nil {
				var fields []string
				for _, v := range verr.Violations {
					fields = append(fields, v.Field)
				}
				require.Equal(t, tt.fields, fields)
			}
		})
	}
}

func TestParseCapsMessageLength(t *testing.T) {
	t.Parallel()
	c := newTestCompiler(t, Limits{})
	var nodes []string
	for i := range 12 {
		nodes = append(nodes, fmt.Sprintf(`{"key":"n%d","executor":"nope"}`, i))
	}
	_, err := c.Parse([]byte(`{"nodes":[` + strings.Join(nodes, ",") + `]}`))
	var verr *ValidationError
	require.ErrorAs(t, err, &verr)
	require.Len(t, verr.Violations, 12)
	require.True(t, strings.HasSuffix(err.Error(), `nodes[9].executor: node "n9": unknown executor "nope" (registered: pure, test); and 2 more`), err.Error())
}

func TestParseAccepts(t *testing.T) {
	t.Parallel()
	c := newTestCompiler(t, Limits{})

	tmpl, err := c.Parse([]byte(`
		{
			"description": "burn then mint",
			"nodes": [
				{"key": "mint", "executor": "test", "config": null, "depends_on": ["burn"], "max_attempts": null},
				{"key": "burn", "executor": "test", "config": {"amount": "${amount}", "memo": "to ${to} at $${x} ${to}"}, "depends_on": null, "max_attempts": 7},
				{"key": "Z.9_-z", "executor": "pure", "config": {"nested": [{"a": "${zeta}"}], "lit": "$${literal}"}}
			]
		}`))
	require.NoError(t, err)
	require.Equal(t, "burn then mint", tmpl.Description())
	require.Equal(t, []string{"amount", "to", "zeta"}, tmpl.Params())

	// Params returns a copy.
	tmpl.Params()[0] = "changed"
	require.Equal(t, []string{"amount", "to", "zeta"}, tmpl.Params())

	plan, err := c.Compile(tmpl, json.RawMessage(`{"amount":"5","to":"bob","zeta":true}`))
	require.NoError(t, err)
	require.Equal(t, []PlannedNode{
		{Key: "Z.9_-z", ExecutorKey: "pure", Config: json.RawMessage(`{"lit":"${literal}","nested":[{"a":true}]}`), MaxAttempts: 3, Parents: []string{}},
		{Key: "burn", ExecutorKey: "test", Config: json.RawMessage(`{"amount":"5","memo":"to bob at ${x} bob"}`), HasSideEffect: true, MaxAttempts: 7, Parents: []string{}},
		{Key: "mint", ExecutorKey: "test", Config: json.RawMessage(`{}`), HasSideEffect: true, MaxAttempts: 3, Parents: []string{"burn"}},
	}, plan.Nodes)
}

func TestParseLimitsAtTheBoundary(t *testing.T) {
	t.Parallel()
	var nodes []string
	for i := range 64 {
		deps := `[]`
		if i > 0 {
			deps = fmt.Sprintf(`["n%02d"]`, i-1)
		}
		nodes = append(nodes, fmt.Sprintf(`{"key":"n%02d","executor":"test","depends_on":%s,"max_attempts":100}`, i, deps))
	}
	def := `{"nodes":[` + strings.Join(nodes, ",") + `]}`
	c := newTestCompiler(t, Limits{MaxDefinitionBytes: len(def)})
	plan := mustCompile(t, c, def, ``)
	require.Len(t, plan.Nodes, 64)
	require.Equal(t, "n63", plan.Nodes[63].Key)
	require.Equal(t, int32(100), plan.Nodes[63].MaxAttempts)

	key64 := strings.Repeat("k", 64)
	plan = mustCompile(t, c, `{"nodes":[{"key":"`+key64+`","executor":"test","max_attempts":1}]}`, ``)
	require.Equal(t, key64, plan.Nodes[0].Key)
	require.Equal(t, int32(1), plan.Nodes[0].MaxAttempts)
}

func TestNew(t *testing.T) {
	t.Parallel()
	reg, err := executor.NewRegistry(testExecutor{key: "test"})
	require.NoError(t, err)

	_, err = New(nil, Limits{})
	require.EqualError(t, err, "compile: nil executor registry")

	_, err = New(reg, Limits{MaxNodes: -1, MaxConfigBytes: -2})
	require.EqualError(t, err, "compile: limits: MaxNodes is -1; it must be positive, or zero for the default\n"+
		"MaxConfigBytes is -2; it must be positive, or zero for the default")

	c, err := New(reg, Limits{MaxNodes: 5})
	require.NoError(t, err)
	require.Equal(t, Limits{MaxNodes: 5, MaxDefinitionBytes: 1 << 20, MaxParamsBytes: 64 << 10, MaxConfigBytes: 64 << 10}, c.Limits())

	_, err = c.Compile(nil, nil)
	require.EqualError(t, err, "compile: nil template")
	require.False(t, errors.Is(err, ErrInvalidTemplate))
}
