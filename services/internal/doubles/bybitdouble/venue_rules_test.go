package bybitdouble_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
)

// Bybit accepts one withdrawal per chain and coin every 10 seconds (here 3): a second
// create within the interval is refused (10006, Bybit documents no code for it) and
// creates nothing and debits nothing; a repeat of the first requestId is still answered
// its ID; once the interval has passed, the next create goes through.
func TestSecondWithdrawalWithinTheIntervalIsRefused(t *testing.T) {
	t.Parallel()
	const interval = 3 * time.Second
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) { c.WithdrawInterval = interval })
	first := b.c.createOK(b.dev.Address, "1", "pace1")
	r, err := b.c.create(b.dev.Address, "2", "pace2")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeRateLimit, r.env.RetCode, string(r.raw))
	require.Equal(t, 1, b.double.WithdrawalCount(account), "the refused create created nothing")
	require.Equal(t, 1, b.double.IntervalRefusals(account))
	require.Equal(t, "998.5", b.c.balance(), "only the first withdrawal (1 + 0.5 fee) is debited")
	require.Equal(t, first, b.c.createOK(b.dev.Address, "1", "pace1"), "a repeat creates nothing and is answered its ID")

	require.Eventually(t, func() bool {
		r, err := b.c.create(b.dev.Address, "2", "pace2")
		return err == nil && r.env.RetCode == 0
	}, time.Minute, 200*time.Millisecond)
	require.Equal(t, 2, b.double.WithdrawalCount(account))
	ws, ok := b.double.WithdrawalsOf(account)
	require.True(t, ok)
	require.GreaterOrEqual(t, ws[1].Created.Sub(ws[0].Created), interval)
}

// MoreInformationRequired and Unknown (Bybit's withdrawStatus list) hold a withdrawal
// until it is released; then it goes on and is paid.
func TestWithdrawalHeldInMoreInformationRequiredOrUnknown(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	for i, status := range []string{bybitdouble.StatusMoreInformationRequired, bybitdouble.StatusUnknown} {
		b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
		id := b.c.createOK(b.dev.Address, "1", fmt.Sprintf("held%d", i))
		action := map[string]string{bybitdouble.StatusMoreInformationRequired: "more-information", bybitdouble.StatusUnknown: "unknown"}[status]
		require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/withdrawals/"+id+"/"+action, ""))
		require.Equal(t, status, b.c.record(id).Status)
		require.Equal(t, http.StatusConflict, controlPost(t, b.double.URL(), "/control/withdrawals/"+id+"/"+action, ""), "not in SecurityCheck any more")
		require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/withdrawals/"+id+"/release", ""))
		require.NotEmpty(t, b.c.waitStatus(id, bybitdouble.StatusSuccess).TxID)
	}
}

// The funding (FUND) and unified (UNIFIED) wallets are separate: the balance query
// reports each, withdraw/create's accountType FUND draws on the first, UTA on the
// second, and FUND,UTA on the funding wallet first and the rest from the unified one;
// a failed withdrawal is refunded where it was drawn from.
func TestFundAndUnifiedWalletsAreSeparate(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) {
		c.Accounts[0].Balances = map[string]string{"USDC": "10"}
		c.Accounts[0].UnifiedBalances = map[string]string{"USDC": "100"}
	})
	wallet := func(accountType string) string {
		var res struct {
			AccountType string `json:"accountType"`
			Balance     []struct {
				Coin          string `json:"coin"`
				WalletBalance string `json:"walletBalance"`
			} `json:"balance"`
		}
		b.c.ok(http.MethodGet, "/v5/asset/transfer/query-account-coins-balance", "accountType="+accountType+"&coin=USDC", "", &res)
		require.Equal(t, accountType, res.AccountType)
		require.Len(t, res.Balance, 1)
		return res.Balance[0].WalletBalance
	}
	create := func(accountType, amount, requestID string) int {
		body := fmt.Sprintf(`{"coin":"USDC","chain":"DEV-1","address":%q,"amount":%q,"timestamp":%d,"forceChain":1,"accountType":%q,"requestId":%q}`,
			b.dev.Address.Hex(), amount, time.Now().UnixMilli(), accountType, requestID)
		r, err := b.c.do(http.MethodPost, "/v5/asset/withdraw/create", "", body)
		require.NoError(t, err)
		return r.env.RetCode
	}
	require.Equal(t, "10", wallet("FUND"))
	require.Equal(t, "100", wallet("UNIFIED"))
	r, err := b.c.do(http.MethodGet, "/v5/asset/transfer/query-account-coins-balance", "accountType=UNIFIED", "")
	require.NoError(t, err)
	require.Equal(t, 10001, r.env.RetCode, "coin is mandatory for UNIFIED")

	require.Equal(t, bybitdouble.CodeInsufficientFund, create("FUND", "20", "w1"), "FUND alone holds 10")
	require.Equal(t, 0, create("UTA", "20", "w2"))
	require.Equal(t, "10", wallet("FUND"))
	require.Equal(t, "79.5", wallet("UNIFIED"))
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1}) // so that it can be failed below
	require.Equal(t, 0, create("FUND,UTA", "20", "w3"))
	require.Equal(t, "0", wallet("FUND"), "the funding wallet first")
	require.Equal(t, "69", wallet("UNIFIED"), "the remaining 10.5")
	require.Equal(t, "0", b.double.Balance(account, "USDC"))
	require.Equal(t, "69", b.double.UnifiedBalance(account, "USDC"))

	list, ok := b.double.WithdrawalsOf(account)
	require.True(t, ok)
	require.Len(t, list, 2)
	require.Equal(t, "w3", list[1].RequestID)
	require.NoError(t, b.double.Fail(list[1].ID))
	require.Equal(t, "10", wallet("FUND"), "refunded where it was drawn from")
	require.Equal(t, "79.5", wallet("UNIFIED"))
}
