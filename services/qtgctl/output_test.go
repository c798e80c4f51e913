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

// 'movements get' shows an approver everything the plan hash covers: the callback URL,
// the deadline (UTC, to the microsecond, as hashed), each node's config and its pins.
func TestMovementGetShowsWhatTheApproverSigns(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.printMovement(&qtgv1.Movement{
		Id: "m1", PlanHash: "ab", PlanFormat: 2, ParamsJson: `{}`, CallbackUrl: "https://cb.example/qtg",
		ExpiresAt: timestamppb.New(time.Date(2026, 1, 2, 3, 4, 5, 123456000, time.UTC)),
		Nodes: []*qtgv1.Node{{Key: "burn", Executor: "cctp_transfer",
			ConfigJson: `{"amount":"1","pins":{"src.token_messenger":"0x0000000000000000000000000000000000000101","dst.cctp_domain":"6"}}`}},
	}))
	s := out.String()
	require.Contains(t, s, "callback   https://cb.example/qtg\n")
	require.Contains(t, s, "expires    2026-01-02T03:04:05.123456Z\n")
	require.Contains(t, s, "plan       format 2: the hash covers its nodes, configs, pins, edges, callback URL and deadline\n")
	require.Contains(t, s, `config of burn: {"amount":"1","pins":`)
	require.Regexp(t, `pins of burn:\n\s+PIN\s+VALUE\n\s+dst.cctp_domain\s+6\n\s+src.token_messenger\s+0x0000000000000000000000000000000000000101\n`, s)

	out.Reset()
	require.NoError(t, g.printMovement(&qtgv1.Movement{Id: "m2", Nodes: []*qtgv1.Node{{Key: "a", ConfigJson: `{}`}}}))
	require.Contains(t, out.String(), "callback   -\nexpires    -\n")
	require.NotContains(t, out.String(), "pins of")
}

// 'workers' shows each instance's status and build, in the table and in -o json, so
// a gated process and a rollout with mixed versions are visible; an instance of an
// older build, which records none, shows a dash.
func TestWorkersShowsStatusAndVersion(t *testing.T) {
	t.Parallel()
	res := &qtgv1.ListWorkersResponse{Workers: []*qtgv1.Worker{
		{Name: "dispatcher", InstanceId: "pod-a", Tier: "core", Status: "live", Version: "v1.3.0 (def456)"},
		{Name: "dispatcher", InstanceId: "pod-b", Tier: "core", Status: "gated", Version: "v1.2.0 (abc123)"},
		{Name: "observer", InstanceId: "pod-c", Tier: "core", Status: "live", Stalled: true},
	}}
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.printWorkers(res))
	s := out.String()
	require.Regexp(t, `WORKER\s+INSTANCE\s+TIER\s+STATUS\s+VERSION\s+LAST TICK\s+ERRORS`, s)
	require.Regexp(t, `dispatcher\s+pod-a\s+core\s+live\s+v1\.3\.0 \(def456\)\s`, s)
	require.Regexp(t, `dispatcher\s+pod-b\s+core\s+gated\s+v1\.2\.0 \(abc123\)\s`, s)
	require.Regexp(t, `observer\s+pod-c\s+core\s+live\s+-\s+-\s+0\s+STALLED`, s)

	out.Reset()
	g.Output = "json"
	require.NoError(t, g.printWorkers(res))
	var parsed struct {
		Workers []struct{ Status, Version string } `json:"workers"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &parsed))
	require.Len(t, parsed.Workers, 3)
	require.Equal(t, "gated", parsed.Workers[1].Status)
	require.Equal(t, "v1.2.0 (abc123)", parsed.Workers[1].Version)
}
