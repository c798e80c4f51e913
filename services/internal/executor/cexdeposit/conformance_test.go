package cexdeposit_test

import (
	"encoding/json"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble/bybitdoubletest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexdeposit"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// cex_deposit passes the executor conformance suite: movement i deposits its amount of
// USDC from a holder of its own to the venue's deposit address; the holder's balance
// says how often value left, the venue's credits from the holder how often it arrived.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "deposit", MovesValue: true}}
	n := executortest.Movements(len(phases))
	v := bybitdoubletest.StartVenue(t, bybitdoubletest.VenueConfig{Accounts: n + 1, BlockInterval: devchaintest.BlockInterval})
	chain := v.Devchain.Chain("dev-1")
	h := executortest.NewHolders(t, v.Devchain, chain, n)
	s := h.Subject(t, chain)
	s.Key, s.Phases = cexdeposit.Key, phases
	s.New = func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
		e, err := evmtransfer.New(evmtransfer.Options{Config: v.Chains, Signers: v.Signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(e.Close)
		d, err := cexdeposit.New(cexdeposit.Options{Venues: v.Venues, Chains: v.Chains, EVM: e})
		require.NoError(t, err)
		return d
	}
	// Every movement deposits to the venue's one address: the venue's credits from the
	// holder count the arrivals.
	s.Template = `{"nodes":[{"key":"deposit","executor":"cex_deposit","config":{"venue":"` + bybitdoubletest.VenueName + `",
		"chain":"dev-1","token":"USDC","from":"${from}","to":"` + v.Deposit.Hex() + `","amount":"${amount}"}}]}`
	s.Params = func(i int) json.RawMessage {
		raw, err := json.Marshal(map[string]string{"from": h.Holder(i).Hex(), "amount": executortest.Amount(i).String()})
		require.NoError(t, err)
		return raw
	}
	s.Arrived = func(t *testing.T, m executortest.Movement) int {
		return v.Double.Credited(bybitdoubletest.Account, h.Holder(m.I))
	}
	executortest.Exercise(t, s)
}
