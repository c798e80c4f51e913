package capitalfollowup

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/exchange/payment"
)

// A withdrawal the venue calls failed but whose txID the chain shows is not FAILED
// unseen: paid on chain is a mismatch for an operator, reverted and final is failed,
// and anything the chain cannot tell yet waits.
func TestVenueFailureWithATxIDIsJudgedByTheChain(t *testing.T) {
	t.Parallel()
	paid := payment.Proof{TxHash: "0xabc", BlockNumber: 7}
	reverted := payment.Proof{TxHash: "0xabc", BlockNumber: 7, Reverted: true}
	for _, tc := range []struct {
		name          string
		failedAtVenue bool
		pv            payment.Verdict
		proof         payment.Proof
		err           error
		want          string
	}{
		{"paid", false, payment.Paid, paid, nil, db.ReconcileReconciled},
		{"failed at the venue, paid on chain", true, payment.Paid, paid, nil, db.ReconcileMismatch},
		{"failed at the venue, reverted on chain", true, payment.Mismatch, reverted, nil, db.ReconcileFailed},
		{"failed at the venue, not final yet", true, payment.Pending, paid, nil, db.ReconcilePending},
		{"failed at the venue, chain unreadable", true, 0, paid, errors.New("rpc down"), db.ReconcilePending},
		{"failed at the venue, wrong transfer", true, payment.Mismatch, paid, nil, db.ReconcileMismatch},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, _ := judgeWithdrawal(tc.failedAtVenue, "Fail", tc.pv, tc.proof, "reason", tc.err)
			require.Equal(t, tc.want, got)
		})
	}
}
