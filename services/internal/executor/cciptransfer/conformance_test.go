package cciptransfer_test

import (
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// ccip_transfer passes the executor conformance suite: movement i sends its amount of
// USDC of a holder of its own from dev-1 (the fee paid natively) to an address of its
// own on dev-2, where the relay (the DON's stand-in) executes it, possibly before the
// executor starts watching for it.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "approve"}, {Name: "send", MovesValue: true}, {Name: "deliver", Waits: true}}
	n := executortest.Movements(len(phases))
	dc, chains, signers, _ := devchaintest.StartCCIP(t, executortest.Chains(n, true), cciprelay.Config{ExecuteDelay: 100 * time.Millisecond})
	dst := dc.Chain("dev-2")
	s := executortest.NewHolders(t, dc, dc.Chain("dev-1"), n).Subject(t, dst)
	s.Key, s.Phases = cciptransfer.Key, phases
	s.New = func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
		x, err := cciptransfer.New(cciptransfer.Options{Config: chains, Signers: signers, Pool: db.Wrap(pool), UntouchedAfter: time.Hour})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		return x
	}
	s.Template = `{"nodes":[{"key":"bridge","executor":"ccip_transfer","config":{"from_chain":"dev-1","to_chain":"dev-2",
		"from":"${from}","to":"${to}","amount":"${amount}","fee_token":"native","max_fee":"2000000000000000"}}]}`
	s.Elsewhere = executortest.Delivery("deliver", dst)
	executortest.Exercise(t, s)
}
