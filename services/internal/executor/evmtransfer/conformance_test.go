package evmtransfer_test

import (
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// evm_transfer passes the executor conformance suite: movement i sends its amount of
// USDC from a holder of its own to an address of its own.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "transfer", MovesValue: true}}
	n := executortest.Movements(len(phases))
	dc, cfg, signers := devchaintest.Start(t, executortest.Chains(n, false))
	chain := dc.Chain("dev-1")
	s := executortest.NewHolders(t, dc, chain, n).Subject(t, chain)
	s.Key, s.Phases = evmtransfer.Key, phases
	s.New = func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
		e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(e.Close)
		return e
	}
	s.Template = `{"nodes":[{"key":"t","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${from}","to":"${to}","amount":"${amount}"}}]}`
	executortest.Exercise(t, s)
}
