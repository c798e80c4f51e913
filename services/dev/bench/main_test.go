package main

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbops"
)

// Savepoint names differ by depth (sp_1, sp_2, …): folding them into one text must
// not count the shallower ones again for every deeper one.
func TestFoldStatementsCountsEachCallOnce(t *testing.T) {
	s := foldStatements([]dbops.StatementStat{
		{Query: "savepoint sp_1", Calls: 100},
		{Query: "savepoint sp_2", Calls: 50},
		{Query: "savepoint sp_3", Calls: 25},
		{Query: "commit", Calls: 10},
		{Query: "begin", Calls: 10},
	})
	require.InDelta(t, 195, s.workerCalls, 0)
	require.InDelta(t, 10, s.workerCommits, 0)
	require.InDelta(t, 175, s.byQuery["savepoint sp_N"].calls, 0)
}

// A COMMIT pipelined with its hints (db.Tx.Commit) is not in pg_stat_statements: the
// transactions that began and neither committed visibly nor rolled back are counted as
// committed, one statement each.
func TestFoldStatementsCountsPipelinedCommits(t *testing.T) {
	s := foldStatements([]dbops.StatementStat{
		{Query: "begin", Calls: 10},
		{Query: "commit", Calls: 4},
		{Query: "rollback", Calls: 1},
		{Query: "-- name: NodeClaimReady :many", Calls: 10},
	})
	require.InDelta(t, 9, s.workerCommits, 0, "4 seen, 5 pipelined")
	require.InDelta(t, 30, s.workerCalls, 0, "25 seen, 5 pipelined COMMITs")
}

// The idle run attributes statements to workers by login and subtracts the counts
// taken before the window; heartbeats are counted apart.
func TestIdleCostsPerWorker(t *testing.T) {
	before := []dbops.RoleStatementStat{
		{Role: idleRole("dispatcher"), Query: "begin", Calls: 10},
		{Role: idleRole("dispatcher"), Query: "-- name: HeartbeatUpsert :exec INSERT", Calls: 10},
	}
	after := []dbops.RoleStatementStat{
		{Role: idleRole("dispatcher"), Query: "begin", Calls: 70},
		{Role: idleRole("dispatcher"), Query: "-- name: HeartbeatUpsert :exec INSERT", Calls: 70},
		{Role: idleRole("dispatcher"), Query: "DISCARD PLANS", Calls: 4},
		{Role: idleRole("observer"), Query: "savepoint sp_1", Calls: 3},
		{Role: idleRole("observer"), Query: "savepoint sp_2", Calls: 1},
		{Role: "someone_else", Query: "begin", Calls: 1000},
	}
	costs := idleCosts([]string{"dispatcher", "observer"}, before, after, 2)
	require.Len(t, costs, 2)
	require.InDelta(t, 62, costs[0].perMinute, 1e-9)
	require.InDelta(t, 30, costs[0].heartbeats, 1e-9)
	require.InDelta(t, 2, costs[0].replans, 1e-9)
	require.InDelta(t, 2, costs[0].perPass(), 1e-9, "replans are left out of a pass")
	require.InDelta(t, 2, costs[1].perMinute, 1e-9)
	require.Equal(t, "savepoint sp_N", costs[1].byQuery[0].query)
}

// A pass may be a heartbeat and one poll in a transaction (four statements); the
// connections' scheduled replans do not count against it.
func TestIdleMorePerPass(t *testing.T) {
	for _, tc := range []struct {
		name string
		cost idleCost
		want bool
	}{
		{"heartbeat and a poll in a transaction", idleCost{perMinute: 240, heartbeats: 60}, false},
		{"the same with replans", idleCost{perMinute: 246, heartbeats: 60, replans: 6}, false},
		{"two polls in a transaction", idleCost{perMinute: 300, heartbeats: 60, replans: 0}, true},
		{"an extra read every few passes", idleCost{perMinute: 263, heartbeats: 60, replans: 5}, true},
		{"no heartbeat seen", idleCost{perMinute: 4}, false},
	} {
		t.Run(tc.name, func(t *testing.T) { require.Equal(t, tc.want, tc.cost.morePerPass()) })
	}
}

// Repeated runs are grouped by replica count in the order the counts first ran, each
// reduced to min, median and max (the mean of the middle two for an even count).
func TestMediansPerReplicaCount(t *testing.T) {
	rs := []result{
		{replicas: 1, stepsPerSec: 500, drainPerSec: 700, backlogPerSec: 800},
		{replicas: 2, stepsPerSec: 300, drainPerSec: 400, backlogPerSec: 1000},
		{replicas: 1, stepsPerSec: 600, drainPerSec: 300, backlogPerSec: 900},
		{replicas: 2, stepsPerSec: 450, drainPerSec: 900, backlogPerSec: 700},
		{replicas: 1, stepsPerSec: 550, drainPerSec: 650, backlogPerSec: 850},
	}
	require.Equal(t, []replicaMedian{
		{replicas: 1, runs: 3, steps: [3]float64{500, 550, 600}, drain: [3]float64{300, 650, 700}, backlog: [3]float64{800, 850, 900}},
		{replicas: 2, runs: 2, steps: [3]float64{300, 375, 450}, drain: [3]float64{400, 650, 900}, backlog: [3]float64{700, 850, 1000}},
	}, medians(rs))
}

// The wait summary averages the active sessions over the samples and gives each state
// its share of all the sessions seen, largest first (ties by name), cut at top.
func TestWaitSummary(t *testing.T) {
	tests := []struct {
		name string
		w    waitSamples
		top  int
		want string
	}{
		{"nothing sampled", waitSamples{}, 3, "no samples"},
		{"all shown", waitSamples{samples: 4, by: map[string]int{"CPU": 2, "LWLock:WALWrite": 6}}, 3,
			"2.0 active (4 samples): LWLock:WALWrite 75%, CPU 25%"},
		{"cut at top, ties by name", waitSamples{samples: 2, by: map[string]int{"CPU": 1, "IO:WALSync": 1, "Lock:extend": 2}}, 2,
			"2.0 active (2 samples): Lock:extend 50%, CPU 25%, …"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, tt.w.summary(tt.top))
		})
	}
}

// The backlog's work per node-step is the difference of two snapshots; printed, it
// shows server time per statement next to the work, and says when it was not measured.
func TestWorkBetweenSnapshots(t *testing.T) {
	before := dbStats{workerCalls: 100, workerExecMs: 500, workerBufs: 20000}
	after := dbStats{workerCalls: 1300, workerExecMs: 6500, workerBufs: 1.9e6}
	tests := []struct {
		name string
		work workPerStep
		want string
	}{
		{"measured", workBetween(before, after, 9000), "statements 0.13  buffer pages 208.9  server ms 0.667 (5.00 ms per statement)"},
		{"no statements", workBetween(before, before, 9000), "statements 0.00  buffer pages 0.0  server ms 0.000"},
		{"not measured", workPerStep{math.NaN(), math.NaN(), math.NaN()}, "not measured (needs pg_stat_statements)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, tt.work.String())
		})
	}
}

func TestCheckWorkerEnv(t *testing.T) {
	tests := []struct {
		env     []string
		wantErr string
	}{
		{env: nil},
		{env: []string{"GOMAXPROCS=1", "GOGC=400"}},
		{env: []string{"GODEBUG="}},
		{env: []string{"GOMAXPROCS"}, wantErr: `"GOMAXPROCS": want KEY=VALUE`},
		{env: []string{"=1"}, wantErr: "want KEY=VALUE"},
	}
	for _, tt := range tests {
		err := checkWorkerEnv(tt.env)
		if tt.wantErr == "" {
			require.NoError(t, err, tt.env)
			continue
		}
		require.ErrorContains(t, err, tt.wantErr)
	}
	require.Empty(t, workerEnvNote(nil))
	require.Equal(t, "; workers' environment adds GOMAXPROCS=1 GOGC=400", workerEnvNote([]string{"GOMAXPROCS=1", "GOGC=400"}))
}
