package policy_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The first policy docs/policy.md shows a treasury team validates, and decides what
// the page says it does: 2 approvers above 100k, 3 leads above 1M, a lead on weekend
// nights, the book for bridges, native transfers refused, the daily limit on USDC.
func TestDocumentedExamplePolicyValidatesAndDecides(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "docs", "policy.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(raw), "```json\n")
	require.True(t, ok, "docs/policy.md shows an example document")
	example, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	d, err := policy.Parse([]byte(example))
	require.NoError(t, err)

	tuesday := time.Date(2026, 12, 8, 12, 0, 0, 0, time.UTC)
	saturdayNight := time.Date(2026, 12, 5, 23, 30, 0, 0, time.UTC) // 00:30 Sunday in Zurich
	for _, tc := range []struct {
		name    string
		at      time.Time
		node    policy.NodeInput
		count   int
		groups  bool
		denied  string
		missing bool
	}{
		{name: "small", at: tuesday, node: pay("a", "USDC", "99999999999", "1", "0xaa"), count: 1},
		{name: "over 100k", at: tuesday, node: pay("a", "USDC", "100000000000", "1", "0xaa"), count: 2},
		{name: "over 1M", at: tuesday, node: pay("a", "USDC", "1000000000001", "1", "0xaa"), count: 3, groups: true},
		{name: "weekend night", at: saturdayNight, node: pay("a", "USDC", "5", "1", "0xaa"), count: 1, groups: true},
		{name: "native", at: tuesday, node: pay("a", "native", "5", "1", "0xaa"), count: 1, denied: "no-native-transfers"},
		{name: "bridge outside the book", at: tuesday, node: policy.NodeInput{Key: "b", Executor: "cctp_transfer",
			Payment: pay("b", "USDC", "5", "1", "0xbb").Payment}, count: 1, missing: true},
	} {
		dec := policy.Evaluate(d, 1, policy.Input{Template: "rebalance", Creator: "alice", CreatedAt: tc.at, Nodes: []policy.NodeInput{tc.node}})
		require.Equal(t, tc.count, dec.Approvals.Count, tc.name)
		require.Equal(t, tc.groups, dec.Approvals.Allowed != nil, tc.name)
		if tc.denied != "" {
			require.NotNil(t, dec.Denied, tc.name)
			require.Equal(t, tc.denied, dec.Denied.Rule, tc.name)
		} else {
			require.Nil(t, dec.Denied, tc.name)
		}
		require.Equal(t, tc.missing, len(dec.AddressErrors) > 0, tc.name)
		if tc.node.Payment.Asset == "USDC" {
			require.Equal(t, "daily-outflow", dec.Gates[tc.node.Key].Velocity[0].Rule, tc.name)
		}
	}
}
