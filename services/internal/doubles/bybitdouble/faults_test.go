package bybitdouble_test

import (
	"errors"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
)

// create_error_next answers withdraw/create with a chosen retCode: before anything is
// looked at (nothing is created, a known requestId is refused too), or after the venue
// acted (the withdrawal is created, or a repeat answered, and the answer is the error).
func TestCreateErrorFaults(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)

	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"create_error_next":1,"create_error_code":131212}`))
	r, err := b.c.create(b.dev.Address, "1", "cef1")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, r.status)
	require.Equal(t, 131212, r.env.RetCode)
	require.Equal(t, "Insufficient balance", r.env.RetMsg)
	require.Equal(t, 0, b.double.WithdrawalCount(account))

	id := b.c.createOK(b.dev.Address, "1", "cef1")
	b.double.SetFaults(bybitdouble.Faults{CreateErrorNext: 1})
	r, err = b.c.create(b.dev.Address, "1", "cef1")
	require.NoError(t, err)
	require.Equal(t, 10000, r.env.RetCode, "a known requestId is refused before it is looked at")
	require.Equal(t, "Server Timeout", r.env.RetMsg)
	require.Equal(t, 1, b.double.WithdrawalCount(account))

	b.double.SetFaults(bybitdouble.Faults{CreateErrorNext: 1, CreateErrorAfterCreate: true})
	r, err = b.c.create(b.dev.Address, "2", "cef2")
	require.NoError(t, err)
	require.Equal(t, 10000, r.env.RetCode)
	require.JSONEq(t, `{}`, string(r.env.Result))
	require.Equal(t, 2, b.double.WithdrawalCount(account), "the venue created it before answering the timeout")
	created := b.c.createOK(b.dev.Address, "2", "cef2")
	require.NotEqual(t, id, created)
	require.Equal(t, 2, b.double.WithdrawalCount(account))
	require.Equal(t, bybitdouble.Faults{CreateErrorAfterCreate: true}, b.double.Faults())
}

// duplicate_on_replay answers a repeat of a known requestId 10014 instead of its ID,
// and creates nothing.
func TestDuplicateOnReplay(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	id := b.c.createOK(b.dev.Address, "1", "dup1")
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"duplicate_on_replay":1}`))
	r, err := b.c.create(b.dev.Address, "1", "dup1")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeDuplicate, r.env.RetCode)
	require.Equal(t, "Invalid duplicate request.", r.env.RetMsg)
	require.Equal(t, id, b.c.createOK(b.dev.Address, "1", "dup1"), "used up: the repeat is answered its ID again")
	require.Equal(t, 1, b.double.WithdrawalCount(account))
}

// record_lag_ms hides new withdrawals from withdraw/query-record (by ID and in a
// listing); pad_record_amounts and lower_record_chains change how records write amounts
// and chains, not what they say.
func TestRecordFaults(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	id := b.c.createOK(b.dev.Address, "1.5", "rec1")

	b.double.SetFaults(bybitdouble.Faults{RecordLagMS: 60_000})
	var res withdrawals
	b.c.ok(http.MethodGet, "/v5/asset/withdraw/query-record", "withdrawID="+id, "", &res)
	require.Empty(t, res.Rows)
	b.c.ok(http.MethodGet, "/v5/asset/withdraw/query-record", "coin=USDC", "", &res)
	require.Empty(t, res.Rows)

	b.double.SetFaults(bybitdouble.Faults{PadRecordAmounts: true, LowerRecordChains: true})
	row := b.c.record(id)
	require.Equal(t, "1.500000", row.Amount)
	require.Equal(t, "0.500000", row.WithdrawFee)
	require.Equal(t, "dev-1", row.Chain)

	b.double.SetFaults(bybitdouble.Faults{})
	row = b.c.record(id)
	require.Equal(t, "1.5", row.Amount)
	require.Equal(t, "DEV-1", row.Chain)
}

// fail_with_txid turns the next paid withdrawal Fail (refunded) while it keeps its
// txID: never broadcast with fail_unbroadcast (the chain does not know it), or
// broadcast and mined (the payment lands all the same).
func TestFailWithTxID(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	before := tokenBalance(t, b.chain, b.dev.Address)

	b.double.SetFaults(bybitdouble.Faults{FailWithTxID: 1, FailUnbroadcast: true})
	unsent := b.c.createOK(b.dev.Address, "1", "fwt1")
	row := b.c.waitStatus(unsent, bybitdouble.StatusFail)
	require.NotEmpty(t, row.TxID)
	require.Equal(t, "1000", b.c.balance(), "refunded")
	_, err := b.chain.Client().TransactionReceipt(t.Context(), common.HexToHash(row.TxID))
	require.True(t, errors.Is(err, ethereum.NotFound), "%v", err)

	b.double.SetFaults(bybitdouble.Faults{FailWithTxID: 1})
	sent := b.c.createOK(b.dev.Address, "2", "fwt2")
	row = b.c.waitStatus(sent, bybitdouble.StatusFail)
	require.NotEmpty(t, row.TxID)
	r, err := b.chain.WaitMined(t.Context(), common.HexToHash(row.TxID))
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(2_000_000)), tokenBalance(t, b.chain, b.dev.Address))
	require.Equal(t, "1000", b.c.balance(), "refunded, and paid")

	// The next withdrawal is paid as usual, at the nonce the unsent one never used.
	b.c.waitStatus(b.c.createOK(b.dev.Address, "3", "fwt3"), bybitdouble.StatusSuccess)
	require.Eventually(t, func() bool {
		return tokenBalance(t, b.chain, b.dev.Address).Cmp(new(big.Int).Add(before, big.NewInt(5_000_000))) == 0
	}, 20*time.Second, 20*time.Millisecond)
}
