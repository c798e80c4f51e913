package ofttransfer_test

import (
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/lzexec"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// oft_transfer passes the executor conformance suite: movement i sends its amount of
// USDC of a holder of its own through the Stargate pool on dev-1 to an address of its
// own on dev-2, where the LayerZero executor's stand-in delivers it, possibly before
// the executor starts watching for it.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "approve"}, {Name: "send", MovesValue: true}, {Name: "deliver", Waits: true}}
	n := executortest.Movements(len(phases))
	dc, chains, signers, _ := devchaintest.StartLZ(t, executortest.Chains(n, true), lzexec.Config{Interval: devchaintest.BlockInterval})
	dst := dc.Chain("dev-2")
	s := executortest.NewHolders(t, dc, dc.Chain("dev-1"), n).Subject(t, dst)
	s.Key, s.Phases = ofttransfer.Key, phases
	s.New = func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
		x, err := ofttransfer.New(ofttransfer.Options{Config: chains, Signers: signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		return x
	}
	s.Template = `{"nodes":[{"key":"bridge","executor":"oft_transfer","config":{"from_chain":"dev-1","to_chain":"dev-2",
		"from":"${from}","to":"${to}","amount":"${amount}","max_fee":"200000000000000"}}]}`
	s.Elsewhere = executortest.Delivery("deliver", dst)
	executortest.Exercise(t, s)
}
