package main

import (
	"testing"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The bridges' phase names follow what the node's result (or, unfinished, its
// progress) says ran: approve only with an approval, the manual step only when one ran.
func TestBridgePhaseNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		phases   func(*qtgv1.Node) []string
		result   string
		progress string
		want     []string
	}{
		{"ccip, no approval", ccipPhases, `{"send_tx":"0x1","manually_executed":false}`, "", []string{"send", "delivery"}},
		{"ccip, approved", ccipPhases, `{"approve_tx":"0xa","send_tx":"0x1"}`, "", []string{"approve", "send", "delivery"}},
		{"ccip, manually executed", ccipPhases, `{"approve_tx":"0xa","send_tx":"0x1","manual_execution_txs":["0xm"]}`, "",
			[]string{"approve", "send", "delivery", "manual execution"}},
		{"ccip, unfinished", ccipPhases, "", `{"next":"deliver","approve_tx":"0xa","send_tx":"0x1"}`, []string{"approve", "send", "delivery"}},
		{"oft, approved", oftPhases, `{"approve_tx":"0xa","send_tx":"0x1","payout":"delivered"}`, "", []string{"approve", "send", "delivery"}},
		{"oft, retried", oftPhases, `{"send_tx":"0x1","retry_tx":"0xr","payout":"retried"}`, "", []string{"send", "delivery", "retry"}},
		{"oft, bad json", oftPhases, `{`, "", []string{"send", "delivery"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, tc.phases(&qtgv1.Node{ResultJson: tc.result, ProgressJson: tc.progress}))
		})
	}
}

// A drill's amount must be a positive integer; how large it may be is the gateway's rule.
func TestTinyAmount(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		amount string
		err    string
	}{
		{"1000", ""},
		{"5000000000", ""}, // the gateway's drill limit refuses it, not the client
		{"0", "positive integer"},
		{"-5", "positive integer"},
		{"1.5", "positive integer"},
	} {
		got, err := tinyAmount(tc.amount)
		if tc.err == "" {
			require.NoError(t, err, tc.amount)
			require.Equal(t, tc.amount, got.String())
			continue
		}
		require.ErrorContains(t, err, tc.err, tc.amount)
	}
}
