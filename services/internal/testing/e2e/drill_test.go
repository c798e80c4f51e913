package e2e_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

// drillApproved runs `qtgctl <args>` (a drill) as principal and, once it prints the
// approve command, approves the movement as approver with approver's own qtgctl, as a
// second person would; it returns the drill's output and exit code.
func (a *api) drillApproved(principal, approver string, args ...string) (string, int) {
	t := a.e.t
	t.Helper()
	cmd := exec.CommandContext(context.Background(), filepath.Join(bins, "qtgctl"), args...)
	cmd.Env = append(cmd.Environ(), "QTG_ADDR="+a.addr, "QTG_TOKEN="+a.tokens[principal], "QTG_INSECURE=true")
	out := &syncbuf.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	approveRE := regexp.MustCompile(`qtgctl movements approve (\S+) --plan-hash (\S+)`)
	approved := false
	for {
		select {
		case err := <-done:
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				return out.String(), exit.ExitCode()
			}
			require.NoError(t, err)
			return out.String(), 0
		case <-time.After(50 * time.Millisecond):
		}
		if m := approveRE.FindStringSubmatch(out.String()); m != nil && !approved {
			o, code := a.qtgctl(approver, "movements", "approve", m[1], "--plan-hash", m[2])
			require.Equal(t, 0, code, o)
			approved = true
		}
	}
}

// A CCTP drill through the real CLI, gateway and worker processes: refused (nothing
// written) while the operator gate is off, or when it moves too much or pays an
// address that is not a signer (the gateway's limits); with the workers running, alice
// starts it, bob approves it with his own qtgctl (the plan hash echoed), and it moves a
// tiny amount dev-1 -> dev-2, printing each phase's timing from the server's timestamps.
func TestCCTPDrill(t *testing.T) {
	t.Parallel()
	e := newCCTPEnv(t)
	a := e.startAPI()
	def, err := os.ReadFile(filepath.Join("..", "..", "..", "dev", "devrun", "templates", "drill-cctp.json"))
	require.NoError(t, err)
	a.template("drill-cctp", string(def))
	drill := []string{"drill", "cctp", "--from", "dev-1", "--to", "dev-2", "--amount", "1000", "--sender", e.a.Hex(), "--recipient", e.c.Hex()}

	// The gate is off: no worker runs.
	out, code := a.qtgctl("vic", "drill", "gate")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "operator gate: OFF")
	require.Contains(t, out, "dispatcher: no heartbeat ever")
	out, code = a.qtgctl("alice", drill...)
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "FailedPrecondition")
	require.Contains(t, out, "operator gate is off")
	require.Zero(t, e.scalar(`SELECT count(*)::int FROM movements`), "a refused drill writes nothing")

	e.start("qtg") // dispatcher, observer and recovery
	require.Eventually(t, func() bool {
		out, _ := a.qtgctl("vic", "drill", "gate")
		return strings.Contains(out, "operator gate: ON")
	}, time.Minute, 50*time.Millisecond)

	// Too much for a drill, or to an address that is not a signer: refused by the
	// gateway, whatever the client asks, and nothing written.
	out, code = a.qtgctl("alice", "drill", "cctp", "--from", "dev-1", "--to", "dev-2", "--amount", "5000000", "--sender", e.a.Hex())
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "above the drill limit")
	out, code = a.qtgctl("alice", "drill", "cctp", "--from", "dev-1", "--to", "dev-2", "--amount", "1000", "--sender", e.a.Hex(),
		"--recipient", "0x2222222222222222222222222222222222222222")
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "not one of the configured signers")
	require.Zero(t, e.scalar(`SELECT count(*)::int FROM movements`), "a refused drill writes nothing")

	srcBefore, dstBefore := e.balance("dev-1", e.a), e.balance("dev-2", e.c)
	out, code = a.drillApproved("alice", "bob", drill...)
	require.Equal(t, 0, code, out)
	t.Logf("drill output:\n%s", out)
	require.Contains(t, out, "waiting for a second principal to approve it")
	require.Regexp(t, `drill movement \S+ COMPLETED in \d`, out)
	for _, phase := range []string{"approval", "queue", "approve", "burn \\+ attestation", "receive"} {
		require.Regexp(t, regexp.MustCompile(`(?m)^\S+\s+`+phase+`\s+\d+(\.\d+)?(ms|s|µs)\s+\d\d:\d\d:\d\d\.\d{3}\s+\d\d:\d\d:\d\d\.\d{3}$`), out,
			"phase %s has a timing line", phase)
	}
	fee := int64(1) // 1 bps of 1000, at least 1
	require.Equal(t, add(srcBefore, -1000), e.balance("dev-1", e.a))
	require.Equal(t, add(dstBefore, 1000-fee), e.balance("dev-2", e.c))
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM movements m JOIN movement_templates t ON t.id = m.template_id
		WHERE t.name = 'drill-cctp' AND m.movement_state = 'COMPLETED' AND m.created_by = 'alice' AND m.approved_by = 'bob'`))
}

// Lanes through the CLI: listed and shown to viewers, set by operators only, refused
// with the bad field named, compare-and-set on the updated_at that 'lanes get' shows,
// and audited with the old and new values.
func TestQtgctlLanes(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	const lane = "cctp_transfer:dev-1:fast"

	out, code := a.qtgctl("vic", "lanes", "list", "--prefix", "cctp_transfer:dev-")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, lane)
	require.NotContains(t, out, "cctp_transfer:ethereum")
	out, code = a.qtgctl("vic", "-o", "json", "lanes", "get", lane)
	require.Equal(t, 0, code, out)
	var got struct {
		UpdatedAt string  `json:"updated_at"`
		Baseline  float64 `json:"baseline_seconds"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.InDelta(t, 2.0, got.Baseline, 1e-9, "migration 00009's devchain baseline")

	set := []string{"lanes", "set", lane, "--baseline", "3s", "--fatal-after", "5m", "--pre-poll", "1s", "--at-poll", "500ms",
		"--over-poll", "2s", "--reason", "slower attester", "--expected-updated-at", got.UpdatedAt}
	out, code = a.qtgctl("vic", set...)
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "PermissionDenied")
	out, code = a.qtgctl("ops1", "lanes", "set", lane, "--baseline", "10m", "--fatal-after", "5m", "--pre-poll", "1s",
		"--at-poll", "0s", "--over-poll", "2s")
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "InvalidArgument")
	require.Contains(t, out, "lane.fatal_after_seconds")
	require.Contains(t, out, "lane.at_baseline_poll_seconds")

	out, code = a.qtgctl("ops1", set...)
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "lane "+lane+" changed")
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM observation_lanes WHERE lane_key = $1 AND baseline_seconds = 3
		AND fatal_after_seconds = 300 AND at_baseline_poll_seconds = 0.5`, lane))
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = 'LANE_SET' AND entity_type = 'lane'
		AND entity_id = $1 AND actor = 'ops1' AND (detail->'old'->>'baseline_seconds')::float = 2
		AND (detail->'new'->>'baseline_seconds')::float = 3 AND detail->>'reason' = 'slower attester'`, lane))

	// The same expected_updated_at again is stale now: refused, nothing written.
	out, code = a.qtgctl("ops2", set...)
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "FailedPrecondition")
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = 'LANE_SET'`))

	// A new lane, created without a compare-and-set.
	out, code = a.qtgctl("ops2", "lanes", "set", "cctp_transfer:dev-9:fast", "--baseline", "1s", "--fatal-after", "1m",
		"--pre-poll", "1s", "--at-poll", "1s", "--over-poll", "1s")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "created")
}

// verify-drift counts every leg of a cctp_transfer: with the movement completed (an
// approve, a burn, a relayed mint with a fee) and the balance sidecars as their own
// processes, the pairs around the legs on both chains are checked and none drifts.
func TestCCTPVerifyDrift(t *testing.T) {
	t.Parallel()
	e := newCCTPEnv(t)
	sidecar := []string{"MG_EVM_SIDECAR_INTERVAL=200ms"}
	e.start("qtg")
	e.start("balance-snapshot", sidecar...)
	e.start("verify-drift", sidecar...)
	id, hash := e.create(e.cctpTemplate(""), map[string]any{})
	e.approve(id, hash)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))

	var last time.Time
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT max(taken_at) FROM balance_snapshots`).Scan(&last))
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM balance_snapshots s WHERE s.taken_at > $1
			AND EXISTS (SELECT 1 FROM balance_checks c WHERE c.to_snapshot_id = s.id)`, last) >= 2*16
	}, 2*time.Minute, 20*time.Millisecond)
	for _, chainID := range []int{31337, 31338} {
		require.Positive(t, e.scalar(`SELECT count(*)::int FROM balance_checks WHERE chain_id = $1 AND token <> 'native'
			AND actual_delta <> 0`, chainID), "the transfer's USDC legs on chain %d were among the checked pairs", chainID)
	}
	var drifts []string
	rows, err := e.pool.Query(context.Background(), `SELECT chain_id || ' ' || token || ' ' || address || ' (' || from_block || ',' || to_block || '] '
		|| expected_delta || ' vs ' || actual_delta FROM balance_checks WHERE drift <> 0`)
	require.NoError(t, err)
	for rows.Next() {
		var s string
		require.NoError(t, rows.Scan(&s))
		drifts = append(drifts, s)
	}
	require.NoError(t, rows.Err())
	require.Empty(t, drifts, "no drift")
}
