package noop_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Keys are exact: a key that encoding/json would match case-insensitively (or by
// Unicode folding, like the Kelvin sign U+212A for k) is refused, not applied.
func TestParseConfigStrictKeys(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		raw     string
		wantErr string
	}{
		{"exact", `{"outcome":"fail","track_observations":true}`, ""},
		{"empty", ``, ""},
		{"upper case key", `{"Outcome":"fail"}`, "case-insensitively"},
		{"kelvin sign overrides after review", "{\"track_observations\":false,\"trac\u212A_observations\":true}", "case-insensitively"},
		{"duplicate key", `{"outcome":"complete","outcome":"fail"}`, "appears twice"},
		{"trailing data", `{"outcome":"fail"}{}`, "trailing data"},
		{"unknown", `{"colour":"red"}`, "unknown field"},
		{"sync", `{"sync":true,"outcome":"fail"}`, ""},
		{"sync with a later outcome", `{"sync":true,"pending_polls":2}`, "sync steps have their outcome at submit"},
		{"sync with unknown_then_complete", `{"sync":true,"outcome":"unknown_then_complete"}`, "sync steps have their outcome at submit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := noop.ParseConfig([]byte(tt.raw))
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.wantErr)
		})
	}
}
