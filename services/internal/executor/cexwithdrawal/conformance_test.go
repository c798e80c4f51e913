package cexwithdrawal_test

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble/bybitdoubletest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// cex_withdrawal passes the executor conformance suite: movement i withdraws its
// amount of USDC from the venue to an address of its own (in the venue's address
// book); the venue's withdrawals to it say how often value left the venue, the
// address's balance how often it arrived.
func TestConformance(t *testing.T) {
	t.Parallel()
	phases := []executortest.Phase{{Name: "withdraw", MovesValue: true}}
	v := bybitdoubletest.StartVenue(t, bybitdoubletest.VenueConfig{BlockInterval: devchaintest.BlockInterval})
	require.NoError(t, v.Double.SetBalance(bybitdoubletest.Account, "USDC", "100000"))
	for i := range executortest.Movements(len(phases)) {
		require.NoError(t, v.Double.Whitelist(bybitdoubletest.Account,
			bybitdouble.AddressEntry{Coin: "USDC", Chain: "DEV-1", Address: executortest.Recipient(i).Hex()}))
	}
	// A withdrawal refunded gave its amount back to the account; one finished is paid
	// or refunded.
	refunded := []string{bybitdouble.StatusReject, bybitdouble.StatusFail, bybitdouble.StatusCancelByUser}
	finished := append([]string{bybitdouble.StatusSuccess, bybitdouble.StatusBlockchainConfirmed}, refunded...)
	executortest.Exercise(t, executortest.Subject{
		Key: cexwithdrawal.Key,
		New: func(t *testing.T, pool *pgxpool.Pool) executor.Executor {
			e, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: v.Venues, Chains: v.Chains, Pool: db.Wrap(pool), RecordLag: time.Second})
			require.NoError(t, err)
			t.Cleanup(e.Close)
			return e
		},
		Template: `{"nodes":[{"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${to}","amount":"${amount}"}}]}`,
		Params: func(i int) json.RawMessage {
			raw, err := json.Marshal(map[string]string{"to": executortest.Recipient(i).Hex(), "amount": executortest.Amount(i).String()})
			require.NoError(t, err)
			return raw
		},
		Phases: phases,
		Moved: func(t *testing.T, m executortest.Movement) int {
			n := 0
			for _, r := range v.Double.Withdrawals(bybitdoubletest.Account, executortest.Recipient(m.I)) {
				if !slices.Contains(refunded, r.Status) {
					n++
				}
			}
			return n
		},
		Arrived: func(t *testing.T, m executortest.Movement) int {
			return executortest.Received(t, v.Devchain.Chain("dev-1"), m)
		},
		Settled: func(t *testing.T, m executortest.Movement) bool {
			for _, r := range v.Double.Withdrawals(bybitdoubletest.Account, executortest.Recipient(m.I)) {
				if !slices.Contains(finished, r.Status) {
					return false
				}
			}
			return true
		},
		LoseAnswer: func(*testing.T) { v.Double.SetFaults(bybitdouble.Faults{LoseNextCreate: 1}) },
	})
}
