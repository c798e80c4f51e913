package cctptransfer_test

import (
	"encoding/json"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// cctp_transfer passes the executor conformance suite: movement i burns its amount of
// a holder of its own on dev-1 (standard speed, no fee) and mints it to an address of
// its own on dev-2; a third party (the last dev account) can relay the attested
// message before the executor does.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "approve"}, {Name: "burn", MovesValue: true}, {Name: "receive"}}
	n := executortest.Movements(len(phases))
	dc, chains, signers, _ := devchaintest.StartCCTP(t, executortest.Chains(n+1, true), iris.Config{FastFeeBps: fastFeeBps})
	dst := dc.Chain("dev-2")
	s := executortest.NewHolders(t, dc, dc.Chain("dev-1"), n).Subject(t, dst)
	s.Key, s.Phases = cctptransfer.Key, phases
	s.New = func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
		x, err := cctptransfer.New(cctptransfer.Options{Config: chains, Signers: signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		return x
	}
	s.Template = `{"nodes":[{"key":"bridge","executor":"cctp_transfer","config":{"from_chain":"dev-1","to_chain":"dev-2",
		"from":"${from}","to":"${to}","amount":"${amount}","max_fee":"0","speed":"standard"}}]}`
	s.Elsewhere = &executortest.Elsewhere{Phase: "receive", Do: func(t *testing.T, _ executortest.Movement, node executor.Node) {
		var p struct{ Message, Attestation string }
		require.NoError(t, json.Unmarshal(node.Progress, &p))
		relayAs(t, dst, dc.Accounts()[n+1], p.Message, p.Attestation)
	}}
	executortest.Exercise(t, s)
}
