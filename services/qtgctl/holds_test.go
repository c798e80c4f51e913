package main

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// `holds place` takes the scope by its short name and the expected end from --for or
// --until, and refuses to place a hold with no expected end.
func TestHoldsPlaceNeedsAnExpectedEnd(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	req, err := (&holdsPlaceCmd{Scope: "lane", Target: "cctp_transfer:ethereum:fast", Reason: "attestation outage", For: 2 * time.Hour}).request(now)
	require.NoError(t, err)
	require.Equal(t, qtgv1.HoldScope_HOLD_SCOPE_LANE, req.GetScope())
	require.Equal(t, "cctp_transfer:ethereum:fast", req.GetTarget())
	require.Equal(t, now.Add(2*time.Hour), req.GetExpectedEndAt().AsTime())

	req, err = (&holdsPlaceCmd{Scope: "template", Target: "rebalance", Reason: "r", Until: "2026-01-02T05:00:00Z"}).request(now)
	require.NoError(t, err)
	require.Equal(t, qtgv1.HoldScope_HOLD_SCOPE_TEMPLATE, req.GetScope())
	require.Equal(t, time.Date(2026, 1, 2, 5, 0, 0, 0, time.UTC), req.GetExpectedEndAt().AsTime())

	_, err = (&holdsPlaceCmd{Scope: "executor", Target: "cctp_transfer", Reason: "r"}).request(now)
	require.ErrorContains(t, err, "--for or --until")
	_, err = (&holdsPlaceCmd{Scope: "executor", Target: "cctp_transfer", Reason: "r", Until: "tomorrow"}).request(now)
	require.ErrorContains(t, err, "--until")
}

// `holds list` shows who holds what, since when, until when and how many nodes wait, in
// every output format; -q prints the IDs only.
func TestHoldsListShowsWhoWhatAndWaitingNodes(t *testing.T) {
	t.Parallel()
	res := &qtgv1.ListHoldsResponse{Holds: []*qtgv1.Hold{{
		Id: "0190a5d0-0000-7000-8000-000000000001", Scope: qtgv1.HoldScope_HOLD_SCOPE_EXECUTOR, Target: "cctp_transfer",
		Reason: "Circle attestation outage", PlacedBy: "ops1", PlacedAt: timestamppb.Now(),
		ExpectedEndAt: timestamppb.New(time.Now().Add(time.Hour)), WaitingNodes: 7,
	}}}
	fetch := func(string) (*qtgv1.ListHoldsResponse, error) { return res, nil }
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.listHolds("", false, fetch))
	require.Regexp(t, `HOLD\s+SCOPE\s+TARGET\s+PLACED BY\s+SINCE\s+EXPECTED END\s+WAITING\s+RELEASED BY\s+REASON`, out.String())
	require.Regexp(t, `0190a5d0-0000-7000-8000-000000000001\s+executor\s+cctp_transfer\s+ops1\s+\S+\s+\S+\s+7\s+-\s+Circle attestation outage`, out.String())

	out.Reset()
	g.Output = "json"
	require.NoError(t, g.listHolds("", false, fetch))
	var parsed struct {
		Holds []struct {
			Scope string `json:"scope"`
		} `json:"holds"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &parsed), out.String())
	require.Len(t, parsed.Holds, 1)
	require.Equal(t, "HOLD_SCOPE_EXECUTOR", parsed.Holds[0].Scope)

	out.Reset()
	g.Output, g.Quiet = "table", true
	require.NoError(t, g.listHolds("", false, fetch))
	require.Equal(t, "0190a5d0-0000-7000-8000-000000000001\n", out.String())
}
