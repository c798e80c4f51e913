package dbops_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/db/dbtest"
)

// The benchmark's and the chaos harness's statements run on the current schema (no
// suite runs bench or chaos end to end): each answers on an empty database.
func TestOpsStatementsRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool := db.Wrap(d.Pool(t, db.Testnet))
	ops := dbops.Of(pool.Conn)
	ids := []uuid.UUID{uuid.New()}

	for name, f := range map[string]func() error{
		"CountCompleted":         func() error { _, err := ops.CountCompleted(ctx, ids); return err },
		"CountNoopSideEffects":   func() error { _, err := ops.CountNoopSideEffects(ctx); return err },
		"CountLiveHeartbeats":    func() error { _, err := ops.CountLiveHeartbeats(ctx); return err },
		"DrainTime":              func() error { _, err := ops.DrainTime(ctx, ids); return err },
		"ApprovalToSubmit":       func() error { _, err := ops.ApprovalToSubmitSeconds(ctx, ids); return err },
		"ParentToChild":          func() error { _, err := ops.ParentToChildSeconds(ctx, ids); return err },
		"ApprovalToSubmitStages": func() error { _, err := ops.ApprovalToSubmitStages(ctx, ids); return err },
		"RowsWritten":            func() error { _, err := ops.RowsWritten(ctx); return err },
		"BackendPIDs":            func() error { _, err := ops.BackendPIDs(ctx); return err },
		"Quiescence":             func() error { _, err := ops.Quiescence(ctx); return err },
		"MovementOutcomes":       func() error { _, err := ops.MovementOutcomes(ctx); return err },
		"NoopEffects": func() error {
			fenced, _, err := ops.NoopEffects(ctx)
			require.True(t, fenced, "the current schema has fence rows")
			return err
		},
		"ChaosNodes":            func() error { _, err := ops.ChaosNodes(ctx); return err },
		"ChaosTxs":              func() error { _, err := ops.ChaosTxs(ctx); return err },
		"ChaosLateIntents":      func() error { _, err := ops.ChaosLateIntents(ctx); return err },
		"ChaosLateStarts":       func() error { _, err := ops.ChaosLateStarts(ctx); return err },
		"ChaosVerdicts":         func() error { _, err := ops.ChaosVerdicts(ctx); return err },
		"ChaosCapitalTransfers": func() error { _, err := ops.ChaosCapitalTransfers(ctx); return err },
		"ChaosOpenNodes":        func() error { _, err := ops.ChaosOpenNodes(ctx); return err },
		"ChaosNoopPerformed":    func() error { _, err := ops.ChaosNoopPerformed(ctx, uuid.NewString(), 1); return err },
		"ChaosBridgeWork":       func() error { _, err := ops.ChaosBridgeWork(ctx); return err },
		"ChaosLaneNext":         func() error { _, err := ops.ChaosLaneNext(ctx); return err },
		"ChaosNonceHolders":     func() error { _, err := ops.ChaosNonceHolders(ctx, "evm:1:0x00", 0); return err },
		"TransferCheckCounts": func() error {
			present, _, _, err := ops.TransferCheckCounts(ctx)
			require.True(t, present)
			return err
		},
		"TerminalCallbacks": func() error { _, err := ops.TerminalCallbacks(ctx); return err },
		"CountAuditOutbox":  func() error { _, err := ops.CountAuditOutbox(ctx); return err },
		"DriftCounts":       func() error { _, _, _, err := ops.DriftCounts(ctx); return err },
		"TokenDrifts":       func() error { _, err := ops.TokenDrifts(ctx, 5); return err },
		"NativeDrifts":      func() error { _, err := ops.NativeDrifts(ctx, 5); return err },
		"NodeDossier":       func() error { _, err := ops.NodeDossier(ctx, uuid.NewString()); return err },
	} {
		require.NoError(t, f(), name)
	}
}
