package executor_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor"
)

type inner struct {
	Limit int `json:"limit"`
}

type strictConfig struct {
	Token  string            `json:"token"`
	Amount string            `json:"amount,omitempty"`
	Inner  *inner            `json:"inner,omitempty"`
	List   []inner           `json:"list,omitempty"`
	Labels map[string]string `json:"labels,omitempty"`
	Memo   any               `json:"memo,omitempty"`
	ByName map[string]inner  `json:"by_name,omitempty"`
	Plain  string
	hidden string //nolint:unused // proves unexported fields are not addressable
}

func TestDecodeStrict(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		raw     string
		want    strictConfig
		wantErr string
	}{
		{name: "exact keys", raw: `{"token":"USDC","amount":"5","inner":{"limit":3},"list":[{"limit":1}],"labels":{"Any":"x"},"memo":{"TOKEN":1}}`,
			want: strictConfig{Token: "USDC", Amount: "5", Inner: &inner{Limit: 3}, List: []inner{{Limit: 1}}, Labels: map[string]string{"Any": "x"}, Memo: map[string]any{"TOKEN": float64(1)}}},
		{name: "untagged field by its Go name", raw: `{"Plain":"p"}`, want: strictConfig{Plain: "p"}},
		// encoding/json would set Token from this key: U+212A KELVIN SIGN folds to k.
		{name: "kelvin sign", raw: "{\"token\":\"USDC\",\"to\u212Aen\":\"EVIL\"}", wantErr: "only matches \"token\" case-insensitively"},
		{name: "kelvin sign alone", raw: "{\"to\u212Aen\":\"EVIL\"}", wantErr: "case-insensitively"},
		{name: "upper case", raw: `{"TOKEN":"EVIL"}`, wantErr: "case-insensitively"},
		{name: "nested case", raw: `{"inner":{"LIMIT":1}}`, wantErr: `unknown field "inner.LIMIT"`},
		{name: "nested in list", raw: `{"list":[{"limit":1},{"Limit":2}]}`, wantErr: `unknown field "list[1].Limit"`},
		{name: "unknown", raw: `{"token":"a","memo2":1}`, wantErr: `unknown field "memo2"`},
		{name: "duplicate", raw: `{"token":"a","token":"b"}`, wantErr: "appears twice"},
		{name: "duplicate inside memo", raw: `{"memo":{"a":1,"a":2}}`, wantErr: "appears twice"},
		{name: "trailing data", raw: `{"token":"a"} {"token":"b"}`, wantErr: "trailing data"},
		{name: "trailing garbage", raw: `{"token":"a"}x`, wantErr: "trailing data"},
		{name: "unexported", raw: `{"hidden":"x"}`, wantErr: "unknown field"},
		{name: "struct in a map", raw: `{"by_name":{"a":{"limit":1}}}`, want: strictConfig{ByName: map[string]inner{"a": {Limit: 1}}}},
		{name: "struct in a map, case", raw: `{"by_name":{"a":{"Limit":1}}}`, wantErr: `unknown field "by_name.a.Limit"`},
		{name: "duplicate in a map", raw: `{"labels":{"a":"x","a":"y"}}`, wantErr: `field "labels.a" appears twice`},
		{name: "duplicate in a list in memo", raw: `{"memo":[1,{"k":1,"k":2}]}`, wantErr: `field "memo[1].k" appears twice`},
		{name: "white space after the value", raw: "{\"token\":\"a\"}\n\t ", want: strictConfig{Token: "a"}},
		{name: "empty", raw: "", wantErr: "EOF"},
		{name: "broken", raw: `{"token":}`, wantErr: "invalid character"},
		{name: "unclosed", raw: `{"token":"a"`, wantErr: "EOF"},
		{name: "wrong type", raw: `{"token":1}`, wantErr: "cannot unmarshal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var got strictConfig
			err := executor.DecodeStrict([]byte(tt.raw), &got)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}

// BenchmarkDecodeStrict measures one strict decode of a small config and of an empty
// one: executors decode their node's config in every call (HasSideEffect, Baseline,
// Submit, Observe), so it is paid several times per node-step.
func BenchmarkDecodeStrict(b *testing.B) {
	for _, bm := range []struct{ name, raw string }{
		{"empty", `{}`},
		{"fields", `{"token":"USDC","amount":"5","inner":{"limit":3},"list":[{"limit":1}],"labels":{"Any":"x"}}`},
	} {
		b.Run(bm.name, func(b *testing.B) {
			raw := []byte(bm.raw)
			b.ReportAllocs()
			for b.Loop() {
				var got strictConfig
				if err := executor.DecodeStrict(raw, &got); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
