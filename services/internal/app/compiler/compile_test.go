package compiler

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// oneNode is a definition with a single "pure" node of the given config.
func oneNode(config string) string {
	return `{"nodes":[{"key":"a","executor":"pure","config":` + config + `}]}`
}

func TestCompileSubstitution(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		config string
		params string
		want   string
	}{
		{
			name:   "whole string keeps a number a number",
			config: `{"v":"${n}"}`,
			params: `{"n":100}`,
			want:   `{"v":100}`,
		},
		{
			name:   "number literals are kept exactly",
			config: `{"a":"${a}","b":"${b}","c":"${c}","d":"${d}"}`,
			params: `{"a":1.50,"b":1e2,"c":123456789012345678901234567890123,"d":-0}`,
			want:   `{"a":1.50,"b":1e2,"c":123456789012345678901234567890123,"d":-0}`,
		},
		{
			name:   "whole string inserts an object, an array, a boolean, null",
			config: `{"o":"${o}","a":"${a}","b":"${b}","z":"${z}"}`,
			params: `{"o":{"y":1,"x":[2,{"k":"v"}]},"a":[3,"x"],"b":false,"z":null}`,
			want:   `{"a":[3,"x"],"b":false,"o":{"x":[2,{"k":"v"}],"y":1},"z":null}`,
		},
		{
			name:   "whole string keeps a string a string",
			config: `{"to":"${to}"}`,
			params: `{"to":"0xabc"}`,
			want:   `{"to":"0xabc"}`,
		},
		{
			name:   "embedded string and number",
			config: `{"memo":"send ${amount} to ${to}!"}`,
			params: `{"amount":2.50,"to":"bob"}`,
			want:   `{"memo":"send 2.50 to bob!"}`,
		},
		{
			name:   "placeholders side by side",
			config: `{"id":"${a}${b}${a}"}`,
			params: `{"a":"x","b":7}`,
			want:   `{"id":"x7x"}`,
		},
		{
			name:   "nested arrays and objects",
			config: `{"legs":[{"to":"${to}","hops":["${a}",["${to}-${a}"]]}],"meta":{"deep":{"v":"${a}"}}}`,
			params: `{"to":"bob","a":1}`,
			want:   `{"legs":[{"hops":[1,["bob-1"]],"to":"bob"}],"meta":{"deep":{"v":1}}}`,
		},
		{
			name:   "escape gives a literal ${",
			config: `{"a":"$${x}","b":"cost: $${x} is ${x}","c":"$$","d":"$","e":"$$${x}"}`,
			params: `{"x":"v"}`,
			want:   `{"a":"${x}","b":"cost: ${x} is v","c":"$$","d":"$","e":"$${x}"}`,
		},
		{
			name:   "keys are never substituted",
			config: `{"${x}":"${x}"}`,
			params: `{"x":"v"}`,
			want:   `{"${x}":"v"}`,
		},
		{
			name:   "substituted text is not substituted again",
			config: `{"a":"${x}","b":"<${x}>"}`,
			params: `{"x":"${y}"}`,
			want:   `{"a":"${y}","b":"<${y}>"}`,
		},
		{
			name:   "strings are escaped minimally",
			config: `{"s":"${s}"}`,
			params: `{"s":"<&> \"q\" \\ \u00e9 \n\t\u0001 \u2028"}`,
			want:   "{\"s\":\"<&> \\\"q\\\" \\\\ \u00e9 \\n\\t\\u0001 \u2028\"}",
		},
		{
			name:   "no params",
			config: `{"b":1,"a":{"d":[true,null],"c":"x"}}`,
			params: ``,
			want:   `{"a":{"c":"x","d":[true,null]},"b":1}`,
		},
		{
			name:   "null params",
			config: `{}`,
			params: `null`,
			want:   `{}`,
		},
		{
			name:   "empty params object with whitespace",
			config: `{}`,
			params: " \n{ }\t",
			want:   `{}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newTestCompiler(t, Limits{})
			plan := mustCompile(t, c, oneNode(tt.config), tt.params)
			require.Len(t, plan.Nodes, 1)
			require.Equal(t, tt.want, string(plan.Nodes[0].Config))
			require.True(t, json.Valid(plan.Nodes[0].Config))
		})
	}
}

func TestCompileRejects(t *testing.T) {
	t.Parallel()
	burnMint := `{"nodes":[
		{"key":"burn","executor":"test","config":{"amount":"${amount}","memo":"to ${to}"}},
		{"key":"mint","executor":"test","config":{"amount":"${amount}","legs":[{"memo":"${memo} via ${to}"}]},"depends_on":["burn"]}
	]}`
	tests := []struct {
		name   string
		def    string
		params string
		limits Limits
		want   string
		fields []string
	}{
		{
			name:   "missing params",
			def:    burnMint,
			params: `{"memo":"x"}`,
			want: `compile: invalid params: params.amount: missing: referenced by nodes "burn", "mint"; ` +
				`params.to: missing: referenced by nodes "burn", "mint"`,
			fields: []string{"params.amount", "params.to"},
		},
		{
			name:   "missing params, none given",
			def:    oneNode(`{"a":"${a}"}`),
			params: ``,
			want:   `compile: invalid params: params.a: missing: referenced by node "a"`,
		},
		{
			name:   "unknown params",
			def:    burnMint,
			params: `{"amount":"1","to":"b","memo":"m","amuont":"1","odd name":1}`,
			want: `compile: invalid params: params.amuont: not referenced by the template (it references: amount, memo, to); ` +
				`params["odd name"]: not referenced by the template (it references: amount, memo, to)`,
			fields: []string{"params.amuont", `params["odd name"]`},
		},
		{
			name:   "unknown params to a template without params",
			def:    oneNode(`{}`),
			params: `{"x":1}`,
			want:   `compile: invalid params: params.x: not referenced by the template (it takes no params)`,
		},
		{
			name:   "missing and unknown together",
			def:    oneNode(`{"a":"${amount}"}`),
			params: `{"amuont":"1"}`,
			want: `compile: invalid params: params.amount: missing: referenced by node "a"; ` +
				`params.amuont: not referenced by the template (it references: amount)`,
		},
		{
			name:   "params not an object",
			def:    oneNode(`{}`),
			params: `["x"]`,
			want:   `compile: invalid params: params: must be a JSON object, not an array`,
		},
		{
			name:   "params not JSON",
			def:    oneNode(`{}`),
			params: `{"x":}`,
			want:   `compile: invalid params: params: invalid JSON: invalid character '}' looking for beginning of value`,
		},
		{
			name:   "params with trailing data",
			def:    oneNode(`{}`),
			params: `{} {}`,
			want:   `compile: invalid params: params: invalid JSON: unexpected data after the value, which ends at byte offset 2`,
		},
		{
			name:   "params with a duplicate key",
			def:    oneNode(`{"a":"${a}"}`),
			params: `{"a":"1","a":"1000000"}`,
			want:   `compile: invalid params: params: invalid JSON: duplicate object key "a"`,
		},
		{
			name:   "params too big",
			def:    oneNode(`{"a":"${a}"}`),
			params: `{"a":"123456789"}`,
			limits: Limits{MaxParamsBytes: 10},
			want:   `compile: invalid params: params: 17 bytes, over the limit of 10`,
		},
		{
			name:   "non-scalar embedded",
			def:    burnMint,
			params: `{"amount":"1","to":{"addr":"0x1"},"memo":["m"]}`,
			want: `compile: invalid params: ` +
				`nodes[0].config.memo: node "burn": param "to" is an object; only a string or a number can be embedded in a longer string (use "${to}" as the whole string to insert any JSON value); ` +
				`nodes[1].config.legs[0].memo: node "mint": param "memo" is an array; only a string or a number can be embedded in a longer string (use "${memo}" as the whole string to insert any JSON value); ` +
				`nodes[1].config.legs[0].memo: node "mint": param "to" is an object; only a string or a number can be embedded in a longer string (use "${to}" as the whole string to insert any JSON value)`,
			fields: []string{"nodes[0].config.memo", "nodes[1].config.legs[0].memo", "nodes[1].config.legs[0].memo"},
		},
		{
			name:   "boolean and null embedded",
			def:    oneNode(`{"m":"${b}/${z}"}`),
			params: `{"b":true,"z":null}`,
			want: `compile: invalid params: ` +
				`nodes[0].config.m: node "a": param "b" is a boolean; only a string or a number can be embedded in a longer string (use "${b}" as the whole string to insert any JSON value); ` +
				`nodes[0].config.m: node "a": param "z" is null; only a string or a number can be embedded in a longer string (use "${z}" as the whole string to insert any JSON value)`,
		},
		{
			name:   "executor rejects the substituted config",
			def:    burnMint,
			params: `{"amount":1000000,"to":"bob","memo":"m"}`,
			want: `compile: invalid params: ` +
				`nodes[0].config: node "burn": executor "test" rejects the config: amount must be a string of decimal digits, not 1e+06; ` +
				`nodes[1].config: node "mint": executor "test" rejects the config: amount must be a string of decimal digits, not 1e+06`,
			fields: []string{"nodes[0].config", "nodes[1].config"},
		},
		{
			name:   "config too big after substitution",
			def:    oneNode(`{"a":"${a}"}`),
			params: `{"a":"` + strings.Repeat("x", 10) + `"}`,
			limits: Limits{MaxConfigBytes: 15},
			want:   `compile: invalid params: nodes[0].config: node "a": config is 18 bytes after substitution, over the limit of 15`,
		},
		{
			name:   "a param alone over the config limit",
			def:    oneNode(`{"a":"${a}"}`),
			params: `{"a":"` + strings.Repeat("x", 20) + `"}`,
			limits: Limits{MaxConfigBytes: 20},
			want:   `compile: invalid params: nodes[0].config: node "a": config is over the limit of 20 bytes after substitution`,
		},
		{
			// 20,000 references to a 64 KiB param would build 1.3 GB; the budget
			// stops substitution after the first one or two.
			name:   "a small template multiplying a big param",
			def:    oneNode(`{"a":["${a}"` + strings.Repeat(`,"${a}"`, 10_000) + `],"b":"` + strings.Repeat("${a}", 10_000) + `"}`),
			params: `{"a":"` + strings.Repeat("x", 64<<10-10) + `"}`,
			want:   `compile: invalid params: nodes[0].config: node "a": config is over the limit of 65536 bytes after substitution`,
		},
		{
			name:   "config nested too deep after substitution",
			def:    oneNode(strings.Repeat(`{"a":`, 60) + `"${a}"` + strings.Repeat(`}`, 60)),
			params: `{"a":` + strings.Repeat(`[`, 10) + strings.Repeat(`]`, 10) + `}`,
			want:   `compile: invalid params: nodes[0].config: node "a": config nests 70 levels deep after substitution, over the limit of 64`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newTestCompiler(t, tt.limits)
			plan, err := compileDef(t, c, tt.def, tt.params)
			require.Nil(t, plan)
			require.EqualError(t, err, tt.want)
			require.ErrorIs(t, err, ErrInvalidParams)
			require.NotErrorIs(t, err, ErrInvalidTemplate)
			if tt.fields != nil {
				var verr *ValidationError
				require.ErrorAs(t, err, &verr)
				var fields []string
				for _, v := range verr.Violations {
					fields = append(fields, v.Field)
				}
				require.Equal(t, tt.fields, fields)
			}
		})
	}
}

// A Template parsed by one compiler and compiled by another that lacks an executor,
// or has a smaller node limit, is refused as an invalid template.
func TestCompileWithAnotherCompiler(t *testing.T) {
	t.Parallel()
	tmpl, err := newTestCompiler(t, Limits{}).Parse([]byte(`{"nodes":[
		{"key":"a","executor":"test"},{"key":"b","executor":"pure"},{"key":"c","executor":"pure"}]}`))
	require.NoError(t, err)

	reg, err := executor.NewRegistry(testExecutor{key: "test"})
	require.NoError(t, err)
	other, err := New(reg, Limits{})
	require.NoError(t, err)
	_, err = other.Compile(tmpl, nil)
	require.ErrorIs(t, err, ErrInvalidTemplate)
	require.EqualError(t, err, `compile: invalid template: `+
		`nodes[1].executor: node "b": unknown executor "pure" (registered: test); `+
		`nodes[2].executor: node "c": unknown executor "pure" (registered: test)`)

	_, err = newTestCompiler(t, Limits{MaxNodes: 2}).Compile(tmpl, nil)
	require.EqualError(t, err, `compile: invalid template: nodes: 3 nodes, over the limit of 2`)
}

func TestCompileShapes(t *testing.T) {
	t.Parallel()
	type node struct {
		key     string
		parents []string
	}
	tests := []struct {
		name  string
		nodes string // "key:dep,dep key:dep …" in definition order
		want  []node // plan order
		edges []Edge
	}{
		{
			name:  "single",
			nodes: "a:",
			want:  []node{{"a", []string{}}},
		},
		{
			name:  "chain listed backwards",
			nodes: "c:b b:a a:",
			want:  []node{{"a", []string{}}, {"b", []string{"a"}}, {"c", []string{"b"}}},
			edges: []Edge{{"a", "b"}, {"b", "c"}},
		},
		{
			name:  "fan-out",
			nodes: "root: z:root m:root a:root",
			want:  []node{{"root", []string{}}, {"a", []string{"root"}}, {"m", []string{"root"}}, {"z", []string{"root"}}},
			edges: []Edge{{"root", "a"}, {"root", "m"}, {"root", "z"}},
		},
		{
			name:  "fan-in",
			nodes: "sink:z,a,m z: a: m:",
			want:  []node{{"a", []string{}}, {"m", []string{}}, {"z", []string{}}, {"sink", []string{"a", "m", "z"}}},
			edges: []Edge{{"a", "sink"}, {"m", "sink"}, {"z", "sink"}},
		},
		{
			name:  "diamond",
			nodes: "join:right,left right:top left:top top:",
			want:  []node{{"top", []string{}}, {"left", []string{"top"}}, {"right", []string{"top"}}, {"join", []string{"left", "right"}}},
			edges: []Edge{{"left", "join"}, {"right", "join"}, {"top", "left"}, {"top", "right"}},
		},
		{
			name: "ties are broken by key among the ready nodes only",
			// b is ready first; a waits for z, so b and z come before a.
			nodes: "a:z b: z:",
			want:  []node{{"b", []string{}}, {"z", []string{}}, {"a", []string{"z"}}},
			edges: []Edge{{"z", "a"}},
		},
		{
			name:  "two components",
			nodes: "y:x x: b:a a:",
			want:  []node{{"a", []string{}}, {"b", []string{"a"}}, {"x", []string{}}, {"y", []string{"x"}}},
			edges: []Edge{{"a", "b"}, {"x", "y"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var defs []string
			for _, spec := range strings.Fields(tt.nodes) {
				key, deps, _ := strings.Cut(spec, ":")
				quoted := []string{}
				for d := range strings.SplitSeq(deps, ",") {
					if d != "" {
						quoted = append(quoted, `"`+d+`"`)
					}
				}
				defs = append(defs, fmt.Sprintf(`{"key":%q,"executor":"test","depends_on":[%s]}`, key, strings.Join(quoted, ",")))
			}
			c := newTestCompiler(t, Limits{})
			plan := mustCompile(t, c, `{"nodes":[`+strings.Join(defs, ",")+`]}`, ``)
			var got []node
			for _, n := range plan.Nodes {
				got = append(got, node{n.Key, n.Parents})
			}
			require.Equal(t, tt.want, got)
			require.Equal(t, tt.edges, plan.Edges())
		})
	}
}

func TestCompileSideEffectAndAttempts(t *testing.T) {
	t.Parallel()
	c := newTestCompiler(t, Limits{})
	plan := mustCompile(t, c, `{"nodes":[
		{"key":"a","executor":"test","config":{"side_effect":"${se}"},"max_attempts":5},
		{"key":"b","executor":"test","depends_on":["a"]},
		{"key":"c","executor":"pure","depends_on":["a"]}
	]}`, `{"se":false}`)
	require.Equal(t, "a", plan.Nodes[0].Key)
	require.False(t, plan.Nodes[0].HasSideEffect)
	require.Equal(t, int32(5), plan.Nodes[0].MaxAttempts)
	require.True(t, plan.Nodes[1].HasSideEffect)
	require.Equal(t, int32(3), plan.Nodes[1].MaxAttempts)
	require.False(t, plan.Nodes[2].HasSideEffect)
}

// The hash covers the plan and only the plan: how the definition and the params
// are written does not matter, what would run does.
func TestCompileHash(t *testing.T) {
	t.Parallel()
	const (
		baseDef = `{"description":"d","nodes":[
			{"key":"burn","executor":"test","config":{"amount":"${amount}","memo":"to ${to}","x":{"b":1,"a":[1,2]}}},
			{"key":"mint","executor":"test","config":{"amount":"${amount}"},"depends_on":["burn"]},
			{"key":"notify","executor":"pure","config":{"n":"${n}"},"depends_on":["burn","mint"]}
		]}`
		baseParams = `{"amount":"100","to":"bob","n":1.0}`
	)
	c := newTestCompiler(t, Limits{})
	base := mustCompile(t, c, baseDef, baseParams)

	again := mustCompile(t, c, baseDef, baseParams)
	require.Equal(t, base.Hash, again.Hash, "same inputs")
	require.Equal(t, base, again)

	same := []struct{ name, def, params string }{
		{
			name: "nodes, config keys, depends_on reordered; whitespace; description; defaults spelled out",
			def: `{"nodes":[
				{"depends_on":["mint","burn"],"config":{"n":"${n}"},"executor":"pure","key":"notify","max_attempts":3},
				{"key":"mint","depends_on":["burn"],"executor":"test","config":{"amount":"${amount}"}},
				{"key":"burn","config":{"x":{"a":[1,2],"b":1},"memo":"to ${to}","amount":"${amount}"},"executor":"test","depends_on":null}
			],"description":"another description"}`,
			params: baseParams,
		},
		{
			name:   "params reordered",
			def:    baseDef,
			params: ` { "n" : 1.0 , "to" : "bob", "amount":"100" } `,
		},
		{
			name:   "params escaped differently",
			def:    baseDef,
			params: `{"amount":"\u0031\u0030\u0030","to":"b\u006fb","n":1.0}`,
		},
	}
	for _, s := range same {
		plan := mustCompile(t, c, s.def, s.params)
		require.Equal(t, base.Hash, plan.Hash, s.name)
		require.Equal(t, base, plan, s.name)
	}

	seen := map[[32]byte]string{base.Hash: "base"}
	different := []struct{ name, def, params string }{
		{"amount changed", baseDef, `{"amount":"101","to":"bob","n":1.0}`},
		{"to changed", baseDef, `{"amount":"100","to":"bob ","n":1.0}`},
		{"number literal changed, same value", baseDef, `{"amount":"100","to":"bob","n":1}`},
		{"number type changed", baseDef, `{"amount":"100","to":"bob","n":"1.0"}`},
		{"max_attempts changed", strings.Replace(baseDef, `"key":"mint",`, `"key":"mint","max_attempts":4,`, 1), baseParams},
		{"executor changed", strings.Replace(baseDef, `"executor":"pure"`, `"executor":"test"`, 1), baseParams},
		{"edge removed", strings.Replace(baseDef, `["burn","mint"]`, `["mint"]`, 1), baseParams},
		{"key renamed", strings.ReplaceAll(baseDef, `notify`, `notify2`), baseParams},
		{"config literal changed", strings.Replace(baseDef, `"b":1`, `"b":2`, 1), baseParams},
		{"config key added", strings.Replace(baseDef, `"b":1`, `"b":1,"c":null`, 1), baseParams},
		{"side effect changed", strings.Replace(baseDef, `{"amount":"${amount}"},"depends_on"`, `{"amount":"${amount}","side_effect":false},"depends_on"`, 1), baseParams},
	}
	for _, d := range different {
		plan := mustCompile(t, c, d.def, d.params)
		prev, dup := seen[plan.Hash]
		require.False(t, dup, "%s: same hash as %s", d.name, prev)
		seen[plan.Hash] = d.name
	}
}

// The hash of a fixed plan is pinned: approvals in flight echo hashes, so a change
// to the encoding must be deliberate (and rename planFormat).
func TestPlanHashGolden(t *testing.T) {
	t.Parallel()
	c := newTestCompiler(t, Limits{})
	plan := mustCompile(t, c, `{"nodes":[
		{"key":"mint","executor":"test","config":{"amount":"${amount}"},"depends_on":["burn"]},
		{"key":"burn","executor":"test","config":{"amount":"${amount}","memo":"to ${to}"},"max_attempts":5}
	]}`, `{"amount":"100","to":"bob"}`)

	wantCanonical := `{"format":"qtg.plan.v1","nodes":[` +
		`{"config":{"amount":"100","memo":"to bob"},"executor":"test","has_side_effect":true,"key":"burn","max_attempts":5,"parents":[]},` +
		`{"config":{"amount":"100"},"executor":"test","has_side_effect":true,"key":"mint","max_attempts":3,"parents":["burn"]}]}`
	require.Equal(t, wantCanonical, string(plan.canonical()))
	require.True(t, json.Valid(plan.canonical()))
	require.Equal(t, sha256.Sum256([]byte(wantCanonical)), plan.Hash)
	require.Equal(t, "de57ffa35473f36036a89afcbc3737e732d7311a864664a070e7ef244ca6ea06", hex.EncodeToString(plan.Hash[:]))
}

// BenchmarkCompile measures compiling a three-node movement, which the gateway does
// on every create.
func BenchmarkCompile(b *testing.B) {
	c := newTestCompiler(b, Limits{})
	tmpl, err := c.Parse([]byte(`{"nodes":[
		{"key":"burn","executor":"test","config":{"amount":"${amount}","memo":"to ${to}","chain":{"id":1,"rpc":"x"}}},
		{"key":"attest","executor":"pure","config":{"wait":"${wait}"},"depends_on":["burn"]},
		{"key":"mint","executor":"test","config":{"amount":"${amount}","to":"${to}"},"depends_on":["attest"]}
	]}`))
	require.NoError(b, err)
	params := json.RawMessage(`{"amount":"1000000","to":"0x00000000000000000000000000000000000000aa","wait":{"seconds":30}}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Compile(tmpl, params); err != nil {
			b.Fatal(err)
		}
	}
}
