package bybitdouble_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

func hmacHex(secret []byte, s string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(s))
	return hex.EncodeToString(m.Sum(nil))
}

// Sign matches vectors computed outside Go (openssl dgst -sha256 -hmac) from the
// documented formula timestamp + apiKey + recvWindow + payload.
func TestSignVectors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ ts, payload, want string }{
		{"1672196561407", `{"coin":"USDC"}`, "2ebfc9cb6246efad5667c4d3c854fc21836305f20cc898411f6136c8bfe8e81c"},
		{"1672194949557", "coin=USDT&withdrawType=2&limit=2", "531069e99f24317fb0914b661612e6b09d321d8de691ea403339fbbddc07c750"},
	} {
		require.Equal(t, tc.want, bybitdouble.Sign([]byte(testSecret), tc.ts, testKey, "5000", tc.payload))
		require.Equal(t, tc.want, hmacHex([]byte(testSecret), tc.ts+testKey+"5000"+tc.payload))
	}
}

// The double accepts exactly the documented signature and answers 10003, 10002 and
// 10004 for a wrong key, a timestamp outside the window and any other signature.
func TestSigning(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	const query = "coin=USDC&withdrawType=2"
	body := `{"id": "1"}`
	// Timestamps are taken when each request is sent, offset by ts; the margins to the
	// window's edges are seconds, so a slow machine cannot flip a case.
	const none = time.Duration(-1 << 62)
	for _, tc := range []struct {
		name              string
		method            string
		key, secret, recv string
		ts                time.Duration // offset from now; none sends no timestamp
		signed            string        // the payload signed; the request carries query/body
		sendRecv          string
		want              int
	}{
		{name: "GET signed over the raw query", method: "GET", key: testKey, secret: testSecret, recv: "5000", signed: query, want: 0},
		{name: "POST signed over the exact body", method: "POST", key: testKey, secret: testSecret, recv: "5000", signed: body, want: 0},
		{name: "no recv window header signs an empty one", method: "GET", key: testKey, secret: testSecret, recv: "", signed: query, want: 0},
		{name: "old timestamp inside a wider window", method: "GET", key: testKey, secret: testSecret, ts: -6 * time.Second, recv: "60000", signed: query, want: 0},
		{name: "unknown key", method: "GET", key: "otherkey0001", secret: testSecret, recv: "5000", signed: query, want: 10003},
		{name: "no key", method: "GET", key: "", secret: testSecret, recv: "5000", signed: query, want: 10003},
		{name: "wrong secret", method: "GET", key: testKey, secret: "wrong-secret-0123456789", recv: "5000", signed: query, want: 10004},
		{name: "GET signed over the sorted query", method: "GET", key: testKey, secret: testSecret, recv: "5000", signed: "withdrawType=2&coin=USDC", want: 10004},
		{name: "POST signed over a re-encoded body", method: "POST", key: testKey, secret: testSecret, recv: "5000", signed: `{"id":"1"}`, want: 10004},
		{name: "recv window changed after signing", method: "GET", key: testKey, secret: testSecret, recv: "5000", sendRecv: "6000", signed: query, want: 10004},
		{name: "timestamp older than the window", method: "GET", key: testKey, secret: testSecret, ts: -6 * time.Second, recv: "5000", signed: query, want: 10002},
		{name: "timestamp ahead of the server", method: "GET", key: testKey, secret: testSecret, ts: 5 * time.Second, recv: "5000", signed: query, want: 10002},
		{name: "no timestamp", method: "GET", key: testKey, secret: testSecret, ts: none, recv: "5000", signed: query, want: 10002},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ts := ""
			if tc.ts != none {
				ts = strconv.FormatInt(time.Now().Add(tc.ts).UnixMilli(), 10)
			}
			path, q, sendBody := "/v5/asset/withdraw/query-record", query, ""
			if tc.method == "POST" {
				path, q, sendBody = "/v5/asset/withdraw/cancel", "", body
			}
			recv := tc.recv
			if tc.sendRecv != "" {
				recv = tc.sendRecv
			}
			headers := map[string]string{"X-BAPI-API-KEY": tc.key, "X-BAPI-TIMESTAMP": ts,
				"X-BAPI-SIGN": hmacHex([]byte(tc.secret), ts+tc.key+tc.recv+tc.signed)}
			if recv != "" {
				headers["X-BAPI-RECV-WINDOW"] = recv
			}
			r, err := b.c.send(tc.method, path, q, sendBody, headers)
			require.NoError(t, err)
			require.Equal(t, http.StatusOK, r.status)
			want := tc.want
			if want == 0 && tc.method == "POST" {
				want = bybitdouble.CodeParams // authenticated: withdrawal 1 does not exist
			}
			require.Equal(t, want, r.env.RetCode, string(r.raw))
			require.NotZero(t, r.env.Time)
			if want != 0 {
				require.JSONEq(t, "{}", string(r.env.Result))
			}
		})
	}
}

// A withdrawal goes SecurityCheck → Pending → success, and the venue really paid it:
// its txID is a transfer of exactly the amount from the hot wallet to the address, and
// the account paid amount plus fee.
func TestWithdrawPaysOnChain(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	before := tokenBalance(t, b.chain, b.dev.Address)
	hotBefore := tokenBalance(t, b.chain, b.double.HotWallet())

	id := b.c.createOK(b.dev.Address, "12.5", "pay1")
	seen := []string{}
	var row bybitdouble.WithdrawalRow
	require.Eventually(t, func() bool {
		row = b.c.record(id)
		if len(seen) == 0 || seen[len(seen)-1] != row.Status {
			seen = append(seen, row.Status)
		}
		return row.Status == bybitdouble.StatusSuccess
	}, 20*time.Second, 5*time.Millisecond)
	order := map[string]int{"SecurityCheck": 0, "Pending": 1, "success": 2}
	for i := 1; i < len(seen); i++ {
		require.Less(t, order[seen[i-1]], order[seen[i]], "statuses out of order: %v", seen)
	}
	require.Equal(t, "12.5", row.Amount)
	require.Equal(t, "0.5", row.WithdrawFee)
	require.Equal(t, "DEV-1", row.Chain)
	require.Equal(t, "USDC", row.Coin)
	require.Equal(t, b.dev.Address.Hex(), row.ToAddress)

	receipt, err := b.chain.Client().TransactionReceipt(t.Context(), common.HexToHash(row.TxID))
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	erc20 := contracts.NewERC20()
	var transfers int
	for _, l := range receipt.Logs {
		ev, err := erc20.UnpackTransferEvent(l)
		require.NoError(t, err)
		require.Equal(t, b.double.HotWallet(), ev.From)
		require.Equal(t, b.dev.Address, ev.To)
		require.Equal(t, big.NewInt(12_500_000), ev.Value)
		transfers++
	}
	require.Equal(t, 1, transfers)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(12_500_000)), tokenBalance(t, b.chain, b.dev.Address))
	require.Equal(t, new(big.Int).Sub(hotBefore, big.NewInt(12_500_000)), tokenBalance(t, b.chain, b.double.HotWallet()))
	require.Equal(t, "987", b.c.balance())

	// The same record is found by txID and by coin.
	var res withdrawals
	b.c.ok("GET", "/v5/asset/withdraw/query-record", "txID="+row.TxID, "", &res)
	require.Len(t, res.Rows, 1)
	require.Equal(t, id, res.Rows[0].WithdrawID)
}

// A requestId names one withdrawal: a replay (also after a lost response) answers its
// id and creates nothing; the same requestId with other parameters is refused.
func TestRequestIDIdempotency(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	before := tokenBalance(t, b.chain, b.dev.Address)

	id := b.c.createOK(b.dev.Address, "1", "idem1")
	require.Equal(t, id, b.c.createOK(b.dev.Address, "1", "idem1"))
	r, err := b.c.create(b.dev.Address, "2", "idem1")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeDuplicate, r.env.RetCode)
	require.Equal(t, 1, b.double.WithdrawalCount(account))

	// The response of the next create is lost after the withdrawal was created.
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"lose_next_create":1}`))
	_, err = b.c.create(b.dev.Address, "2", "lost1")
	require.Error(t, err, "the response must be lost")
	require.Equal(t, 2, b.double.WithdrawalCount(account), "the lost create did create")
	lost := b.c.createOK(b.dev.Address, "2", "lost1")
	require.NotEqual(t, id, lost)
	require.Equal(t, 2, b.double.WithdrawalCount(account))

	// A held loss: the withdrawal exists while the caller still waits for the answer,
	// which never comes; only the caller's own deadline (here a cancel) ends the wait.
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"lose_next_create":1,"lost_create_hold_ms":600000}`))
	ctx, cancel := context.WithCancel(context.Background())
	held := *b.c
	held.ctx = ctx
	answered := make(chan error, 1)
	go func() {
		_, err := held.create(b.dev.Address, "0.25", "held1")
		answered <- err
	}()
	require.Eventually(t, func() bool { return b.double.WithdrawalCount(account) == 3 }, time.Minute, 5*time.Millisecond)
	select {
	case err := <-answered:
		t.Fatalf("the held create was answered: %v", err)
	default:
	}
	cancel()
	require.Error(t, <-answered)
	require.Equal(t, 3, b.double.WithdrawalCount(account))

	b.c.waitStatus(id, bybitdouble.StatusSuccess)
	b.c.waitStatus(lost, bybitdouble.StatusSuccess)
	b.c.waitStatus(b.c.createOK(b.dev.Address, "0.25", "held1"), bybitdouble.StatusSuccess)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(3_250_000)), tokenBalance(t, b.chain, b.dev.Address), "paid once each")
	require.Equal(t, "995.25", b.c.balance()) // 1000 - (1+0.5) - (2+0.5) - (0.25+0.5)
	var res withdrawals
	b.c.ok("GET", "/v5/asset/withdraw/query-record", "coin=USDC", "", &res)
	require.Len(t, res.Rows, 3)
}

// Refused withdrawals change nothing.
func TestWithdrawErrors(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	for _, tc := range []struct {
		name string
		body string
		want int
	}{
		{"not whitelisted", `{"coin":"USDC","chain":"DEV-1","address":"%s","amount":"1","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeNotWhitelisted},
		{"insufficient balance", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"999.6","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeInsufficientFund},
		{"fee deducted still insufficient", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1000.1","timestamp":1,"accountType":"FUND","feeType":1}`, bybitdouble.CodeInsufficientFund},
		{"too many decimals", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1.0000001","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeParams},
		{"negative amount", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"-1","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeParams},
		{"unknown chain", `{"coin":"USDC","chain":"ETH","address":"%[2]s","amount":"1","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeParams},
		{"no timestamp", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1","accountType":"FUND"}`, bybitdouble.CodeParams},
		{"no account type", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1","timestamp":1}`, bybitdouble.CodeParams},
		{"bad requestId", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1","timestamp":1,"accountType":"FUND","requestId":"a-b"}`, bybitdouble.CodeParams},
		{"requestId too long", `{"coin":"USDC","chain":"DEV-1","address":"%[2]s","amount":"1","timestamp":1,"accountType":"FUND","requestId":"` + strings.Repeat("a", 33) + `"}`, bybitdouble.CodeParams},
		{"address case differs from the book", `{"coin":"USDC","chain":"DEV-1","address":"%[3]s","amount":"1","timestamp":1,"accountType":"FUND"}`, bybitdouble.CodeNotWhitelisted},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := fmt.Sprintf(tc.body, b.other.Address.Hex(), b.dev.Address.Hex(), strings.ToLower(b.dev.Address.Hex()))
			r, err := b.c.do("POST", "/v5/asset/withdraw/create", "", body)
			require.NoError(t, err)
			require.Equal(t, tc.want, r.env.RetCode, string(r.raw))
		})
	}
	require.Equal(t, 0, b.double.WithdrawalCount(account))
	require.Equal(t, "1000", b.c.balance())
	// Exactly the balance (999.5 + 0.5 fee) is allowed.
	b.c.createOK(b.dev.Address, "999.5", "all")
	require.Equal(t, "0", b.c.balance())
}

// A withdrawal in SecurityCheck can be cancelled (refunded, no txID); later it cannot.
func TestCancel(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
	id := b.c.createOK(b.dev.Address, "10", "cancel1")
	require.Equal(t, "989.5", b.c.balance())
	var res struct {
		Status int `json:"status"`
	}
	b.c.ok("POST", "/v5/asset/withdraw/cancel", "", `{"id":"`+id+`"}`, &res)
	require.Equal(t, 1, res.Status)
	row := b.c.record(id)
	require.Equal(t, bybitdouble.StatusCancelByUser, row.Status)
	require.Empty(t, row.TxID)
	require.Equal(t, "1000", b.c.balance())
	b.c.ok("POST", "/v5/asset/withdraw/cancel", "", `{"id":"`+id+`"}`, &res)
	require.Equal(t, 0, res.Status, "a cancelled withdrawal cannot be cancelled again")

	paid := b.c.createOK(b.dev.Address, "1", "cancel2")
	b.c.waitStatus(paid, bybitdouble.StatusSuccess)
	b.c.ok("POST", "/v5/asset/withdraw/cancel", "", `{"id":"`+paid+`"}`, &res)
	require.Equal(t, 0, res.Status)
	require.Equal(t, bybitdouble.StatusSuccess, b.c.record(paid).Status)
}

// A held withdrawal stays in SecurityCheck while others are paid, until released over
// the control endpoint; another held one is rejected and refunded.
func TestStuckInSecurityCheck(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"hold_security_check":2}`))
	stuck := b.c.createOK(b.dev.Address, "1", "stuck1")
	rejected := b.c.createOK(b.dev.Address, "2", "stuck2")
	free := b.c.createOK(b.dev.Address, "3", "free1")
	b.c.waitStatus(free, bybitdouble.StatusSuccess)
	require.Equal(t, bybitdouble.StatusSecurityCheck, b.c.record(stuck).Status)
	require.Equal(t, bybitdouble.StatusSecurityCheck, b.c.record(rejected).Status)

	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/withdrawals/"+rejected+"/reject", ""))
	row := b.c.record(rejected)
	require.Equal(t, bybitdouble.StatusReject, row.Status)
	require.Empty(t, row.TxID)
	require.Equal(t, http.StatusConflict, controlPost(t, b.double.URL(), "/control/withdrawals/"+free+"/reject", ""))

	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/withdrawals/"+stuck+"/release", ""))
	row = b.c.waitStatus(stuck, bybitdouble.StatusSuccess)
	require.NotEmpty(t, row.TxID)
	require.Equal(t, "995", b.c.balance()) // 1000 - 1.5 - 3.5; the rejected 2.5 refunded
}

// A 5xx burst answers the next requests with a server error page and does nothing.
func TestErrorBurst(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"error_burst":2,"error_status":502}`))
	for range 2 {
		r, err := b.c.create(b.dev.Address, "1", "burst1")
		require.NoError(t, err)
		require.Equal(t, http.StatusBadGateway, r.status)
		require.Contains(t, string(r.raw), "502")
	}
	require.Equal(t, 0, b.double.WithdrawalCount(account))
	require.Equal(t, bybitdouble.Faults{ErrorStatus: 502}, b.double.Faults())
	b.c.createOK(b.dev.Address, "1", "burst1")
	require.Equal(t, 1, b.double.WithdrawalCount(account))
}

// Over the limit the answer is 10006 with the X-Bapi-Limit-* headers, and nothing is done.
func TestRateLimit(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) {
		c.RateWindow = time.Minute
		c.RateLimits = map[string]int{"/v5/asset/withdraw/create": 2}
		c.DefaultRateLimit = 50
	})
	for i, left := range []string{"1", "0"} {
		r, err := b.c.create(b.dev.Address, "1", fmt.Sprintf("rl%d", i))
		require.NoError(t, err)
		require.Equal(t, 0, r.env.RetCode, string(r.raw))
		require.Equal(t, "2", r.header.Get("X-Bapi-Limit"))
		require.Equal(t, left, r.header.Get("X-Bapi-Limit-Status"))
	}
	r, err := b.c.create(b.dev.Address, "1", "rl2")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeRateLimit, r.env.RetCode)
	require.Equal(t, "0", r.header.Get("X-Bapi-Limit-Status"))
	reset, err := strconv.ParseInt(r.header.Get("X-Bapi-Limit-Reset-Timestamp"), 10, 64)
	require.NoError(t, err)
	require.Greater(t, reset, time.Now().UnixMilli())
	require.Equal(t, 2, b.double.WithdrawalCount(account))
	// Other paths have their own budget (default 50).
	r = b.c.ok("GET", "/v5/asset/coin/query-info", "coin=USDC", "", nil)
	require.Equal(t, "50", r.header.Get("X-Bapi-Limit"))
}

// A deposit to the account's deposit address is seen at once and credited only at
// the configured depth.
func TestDepositCreditedAfterConfirmations(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) { c.DepositConfirmations = 3 })
	var addr struct {
		Coin   string `json:"coin"`
		Chains []struct {
			AddressDeposit string `json:"addressDeposit"`
			Chain          string `json:"chain"`
		} `json:"chains"`
	}
	b.c.ok("GET", "/v5/asset/deposit/query-address", "coin=USDC&chainType=DEV-1", "", &addr)
	require.Len(t, addr.Chains, 1)
	require.Equal(t, "DEV-1", addr.Chains[0].Chain)
	to := common.HexToAddress(addr.Chains[0].AddressDeposit)
	want, _ := b.double.DepositAddress(account, "dev-1")
	require.Equal(t, want, to)

	receipt := transferUSDC(t, b.chain, b.other, to, 7_250_000)
	type deposits struct {
		Rows []bybitdouble.DepositRow `json:"rows"`
	}
	waitDeposit := func(pred func(bybitdouble.DepositRow) bool) bybitdouble.DepositRow {
		var row bybitdouble.DepositRow
		require.Eventually(t, func() bool {
			var res deposits
			b.c.ok("GET", "/v5/asset/deposit/query-record", "coin=USDC", "", &res)
			if len(res.Rows) != 1 {
				return false
			}
			row = res.Rows[0]
			return pred(row)
		}, 20*time.Second, 10*time.Millisecond)
		return row
	}
	row := waitDeposit(func(r bybitdouble.DepositRow) bool { return r.Confirmations == "1" })
	require.Equal(t, 1, row.Status)
	require.Equal(t, receipt.TxHash.Hex(), row.TxID)
	require.Equal(t, "7.25", row.Amount)
	require.Equal(t, b.other.Address.Hex(), row.FromAddress)
	require.Equal(t, "1000", b.c.balance())

	b.chain.Mine()
	waitDeposit(func(r bybitdouble.DepositRow) bool { return r.Confirmations == "2" })
	require.Equal(t, "1000", b.c.balance(), "credited too early")

	b.chain.Mine()
	row = waitDeposit(func(r bybitdouble.DepositRow) bool { return r.Status == 3 })
	require.Equal(t, "3", row.Confirmations)
	require.NotEmpty(t, row.SuccessAt)
	require.Equal(t, "1007.25", b.c.balance())

	// Found by txID too, and a transfer to another address is no deposit.
	transferUSDC(t, b.chain, b.other, b.dev.Address, 1)
	b.chain.Mine()
	b.chain.Mine()
	var res deposits
	b.c.ok("GET", "/v5/asset/deposit/query-record", "txID="+receipt.TxHash.Hex(), "", &res)
	require.Len(t, res.Rows, 1)
	require.Equal(t, "1007.25", b.c.balance())
}

// Records page newest first with a cursor until an empty page; the time range is
// bounded to 30 days.
func TestRecordPaging(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 5})
	var ids []string
	for i := range 5 {
		ids = append(ids, b.c.createOK(b.dev.Address, "1", fmt.Sprintf("page%d", i)))
	}
	var got []string
	cursor := ""
	for pages := 0; ; pages++ {
		require.Less(t, pages, 10)
		q := "coin=USDC&limit=2"
		if cursor != "" {
			q += "&cursor=" + cursor
		}
		var res withdrawals
		b.c.ok("GET", "/v5/asset/withdraw/query-record", q, "", &res)
		if len(res.Rows) == 0 {
			require.Empty(t, res.NextPageCursor)
			break
		}
		require.LessOrEqual(t, len(res.Rows), 2)
		for _, r := range res.Rows {
			got = append(got, r.WithdrawID)
		}
		cursor = res.NextPageCursor
		require.NotEmpty(t, cursor)
	}
	require.Equal(t, []string{ids[4], ids[3], ids[2], ids[1], ids[0]}, got)

	now := time.Now()
	var res withdrawals
	b.c.ok("GET", "/v5/asset/withdraw/query-record", fmt.Sprintf("startTime=%d&endTime=%d", now.Add(-time.Hour).UnixMilli(), now.Add(-time.Minute).UnixMilli()), "", &res)
	require.Empty(t, res.Rows, "created after the range")
	r, err := b.c.do("GET", "/v5/asset/withdraw/query-record", fmt.Sprintf("startTime=%d&endTime=%d", now.Add(-31*24*time.Hour).UnixMilli(), now.UnixMilli()), "")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeParams, r.env.RetCode)
	r, err = b.c.do("GET", "/v5/asset/withdraw/query-record", "limit=51", "")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeParams, r.env.RetCode)

	var info struct {
		Rows []struct {
			Coin   string `json:"coin"`
			Chains []struct {
				Chain, WithdrawFee, ContractAddress string
			} `json:"chains"`
		} `json:"rows"`
	}
	b.c.ok("GET", "/v5/asset/coin/query-info", "", "", &info)
	require.Len(t, info.Rows, 1)
	require.Equal(t, "USDC", info.Rows[0].Coin)
	require.Equal(t, "DEV-1", info.Rows[0].Chains[0].Chain)
	require.Equal(t, "0.5", info.Rows[0].Chains[0].WithdrawFee)
	require.Equal(t, strings.ToLower(b.chain.USDC.Hex()), info.Rows[0].Chains[0].ContractAddress)
	raw, err := json.Marshal(bybitdouble.Secret("x"))
	require.NoError(t, err)
	require.Equal(t, `"[redacted]"`, string(raw))
}

// A withdrawal the hot wallet cannot pay fails, is refunded and reports no txID.
func TestWithdrawFailsWhenTheHotWalletCannotPay(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *bybitdouble.Config, accts []devchain.Account) {
		c.HotWallet = accts[0].Key // the deployer: ether, but no USDC
	})
	id := b.c.createOK(b.dev.Address, "5", "broke1")
	row := b.c.waitStatus(id, bybitdouble.StatusFail)
	require.Empty(t, row.TxID)
	require.Equal(t, "1000", b.c.balance())
}

// A withdrawal failed on command before its broadcast is never paid, and one paid
// cannot be failed; with final status BlockchainConfirmed and two confirmations, a
// paid withdrawal reports its txID while Pending and turns final one block later.
func TestFailOnCommandAndConfirmationDepth(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) {
		c.FinalStatus, c.WithdrawConfirmations = bybitdouble.StatusBlockchainConfirmed, 2
	})
	before := tokenBalance(t, b.chain, b.dev.Address)
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
	failed := b.c.createOK(b.dev.Address, "5", "fail1")
	require.NoError(t, b.double.Fail(failed))
	require.Equal(t, bybitdouble.StatusFail, b.c.record(failed).Status)
	require.Error(t, b.double.Release("999"))

	paid := b.c.createOK(b.dev.Address, "1", "deep1")
	var row bybitdouble.WithdrawalRow
	require.Eventually(t, func() bool {
		row = b.c.record(paid)
		return row.TxID != ""
	}, 20*time.Second, 10*time.Millisecond)
	require.Equal(t, bybitdouble.StatusPending, row.Status)
	_, err := b.chain.WaitMined(t.Context(), common.HexToHash(row.TxID))
	require.NoError(t, err)
	require.Error(t, b.double.Fail(paid), "a broadcast withdrawal cannot be failed")
	require.Equal(t, bybitdouble.StatusPending, b.c.record(paid).Status, "one confirmation is not enough")
	b.chain.Mine()
	b.c.waitStatus(paid, bybitdouble.StatusBlockchainConfirmed)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(1_000_000)), tokenBalance(t, b.chain, b.dev.Address))
	require.Equal(t, "998.5", b.c.balance())
}

// A deposit whose block is reorged out is not credited from that block: dropped with
// its transaction, it is never credited; mined again in another block, it is credited
// once, from there.
func TestDepositReorg(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		dropTxs bool
		balance string
	}{
		{"transaction dropped", true, "1000"},
		{"transaction mined again", false, "1002"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) { c.DepositConfirmations = 3 })
			to, _ := b.double.DepositAddress(account, "dev-1")
			receipt := transferUSDC(t, b.chain, b.other, to, 2_000_000)
			type deposits struct {
				Rows []bybitdouble.DepositRow `json:"rows"`
			}
			list := func() []bybitdouble.DepositRow {
				var res deposits
				b.c.ok("GET", "/v5/asset/deposit/query-record", "", "", &res)
				return res.Rows
			}
			require.Eventually(t, func() bool { return len(list()) == 1 }, 20*time.Second, 10*time.Millisecond)
			require.NoError(t, b.chain.Reorg(receipt.BlockNumber.Uint64()-1, tc.dropTxs))
			b.chain.Mine()
			b.chain.Mine()
			b.chain.Mine()
			b.chain.Mine()
			require.Eventually(t, func() bool {
				rows := list()
				if tc.dropTxs {
					return len(rows) == 0
				}
				return len(rows) == 1 && rows[0].Status == 3
			}, 20*time.Second, 10*time.Millisecond)
			rows := list()
			if !tc.dropTxs {
				require.NotEqual(t, receipt.BlockHash.Hex(), rows[0].BlockHash, "credited from the new block")
			}
			require.Equal(t, tc.balance, b.c.balance())
		})
	}
}

// Start refuses configurations it could not serve safely.
func TestConfigValidation(t *testing.T) {
	t.Parallel()
	dc, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 1, BlockInterval: time.Hour,
	})
	good := func() bybitdouble.Config {
		return bybitdouble.Config{Chains: chains, HotWallet: dc.Accounts()[1].Key, Accounts: []bybitdouble.Account{
			{Name: "a", APIKey: "apikey0001", Secret: bybitdouble.Secret(testSecret)},
		}}
	}
	for _, tc := range []struct {
		name string
		edit func(*bybitdouble.Config)
		want string
	}{
		{"not loopback", func(c *bybitdouble.Config) { c.Listen = "0.0.0.0:0" }, "loopback"},
		{"no hot wallet", func(c *bybitdouble.Config) { c.HotWallet = nil }, "hot wallet"},
		{"bad final status", func(c *bybitdouble.Config) { c.FinalStatus = "Done" }, "final_status"},
		{"short secret", func(c *bybitdouble.Config) { c.Accounts[0].Secret = bybitdouble.Secret("short") }, "secret"},
		{"duplicate key", func(c *bybitdouble.Config) {
			c.Accounts = append(c.Accounts, bybitdouble.Account{Name: "b", APIKey: "apikey0001", Secret: bybitdouble.Secret(testSecret)})
		}, "api key"},
		{"unknown coin balance", func(c *bybitdouble.Config) { c.Accounts[0].Balances = map[string]string{"BTC": "1"} }, "unknown coin"},
		{"book entry on an unknown chain", func(c *bybitdouble.Config) {
			c.Accounts[0].AddressBook = []bybitdouble.AddressEntry{{Coin: "USDC", Chain: "ETH", Address: dc.Accounts()[1].Address.Hex()}}
		}, "not handled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := good()
			tc.edit(&cfg)
			_, err := bybitdouble.Start(t.Context(), cfg, zerolog.Nop())
			require.ErrorContains(t, err, tc.want)
			require.NotContains(t, err.Error(), testSecret)
		})
	}
	d, err := bybitdouble.Start(t.Context(), good(), zerolog.Nop())
	require.NoError(t, err)
	d.Close()
}

// Concurrent creates with one requestId make one withdrawal, and every answer names it.
func TestRequestIDConcurrent(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
	ids := make(chan string, 10)
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() {
			r, err := b.c.create(b.dev.Address, "1", "race1")
			if err == nil && r.env.RetCode == 0 {
				var res struct{ ID string }
				if json.Unmarshal(r.env.Result, &res) == nil {
					ids <- res.ID
				}
			}
		})
	}
	wg.Wait()
	close(ids)
	var got []string
	for id := range ids {
		got = append(got, id)
	}
	require.Len(t, got, 10)
	for _, id := range got {
		require.Equal(t, got[0], id)
	}
	require.Equal(t, 1, b.double.WithdrawalCount(account))
	require.Equal(t, "998.5", b.c.balance())
}

// The venue pays exactly once through an unreliable RPC node: a swallowed broadcast is
// re-broadcast, receipts that cannot be told yet are asked again.
func TestPaysOnceThroughRPCFaults(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	before := tokenBalance(t, b.chain, b.dev.Address)
	nonce, err := b.chain.Client().NonceAt(t.Context(), b.double.HotWallet(), nil)
	require.NoError(t, err)
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_sendRawTransaction"}, Times: 1, Action: rpcfault.ActionSwallow},
		{Methods: []string{"eth_getTransactionReceipt"}, Times: 3, Action: rpcfault.ActionError},
	}}))
	id := b.c.createOK(b.dev.Address, "2", "flaky1")
	row := b.c.waitStatus(id, bybitdouble.StatusSuccess)
	after, err := b.chain.Client().NonceAt(t.Context(), b.double.HotWallet(), nil)
	require.NoError(t, err)
	require.Equal(t, nonce+1, after, "one transaction from the hot wallet")
	require.Equal(t, new(big.Int).Add(before, big.NewInt(2_000_000)), tokenBalance(t, b.chain, b.dev.Address))
	receipt, err := b.chain.Client().TransactionReceipt(t.Context(), common.HexToHash(row.TxID))
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	require.Equal(t, int64(1), b.chain.Faults().Stats().Faulted["swallow"])
}

// The receive window's edges, on a frozen server clock: server − recvWindow ≤ timestamp
// < server + 1000.
func TestTimestampWindowEdges(t *testing.T) {
	t.Parallel()
	server := time.UnixMilli(1_800_000_000_000)
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) { c.Now = func() time.Time { return server } })
	const query = "coin=USDC"
	for _, tc := range []struct {
		offsetMS int64
		recv     string
		want     int
	}{
		{-5000, "5000", 0},
		{-5001, "5000", bybitdouble.CodeTimestamp},
		{-20000, "20000", 0},
		{999, "5000", 0},
		{1000, "5000", bybitdouble.CodeTimestamp},
	} {
		t.Run(fmt.Sprintf("%+dms_recv%s", tc.offsetMS, tc.recv), func(t *testing.T) {
			ts := strconv.FormatInt(server.UnixMilli()+tc.offsetMS, 10)
			r, err := b.c.send("GET", "/v5/asset/coin/query-info", query, "", map[string]string{
				"X-BAPI-API-KEY": testKey, "X-BAPI-TIMESTAMP": ts, "X-BAPI-RECV-WINDOW": tc.recv,
				"X-BAPI-SIGN": hmacHex([]byte(testSecret), ts+testKey+tc.recv+query),
			})
			require.NoError(t, err)
			require.Equal(t, tc.want, r.env.RetCode, string(r.raw))
			require.Equal(t, server.UnixMilli(), r.env.Time)
		})
	}
}

// Accounts are separate: their own balances, records and withdrawals, and deposit
// addresses.
func TestAccountsAreSeparate(t *testing.T) {
	t.Parallel()
	const otherKey, otherSecret = "otherkey0001", "other-secret-0123456789"
	b := setup(t, func(c *bybitdouble.Config, _ []devchain.Account) {
		c.Accounts = append(c.Accounts, bybitdouble.Account{Name: "other", APIKey: otherKey, Secret: bybitdouble.Secret(otherSecret),
			Balances: map[string]string{"USDC": "5"}})
	})
	other := &client{t: t, base: b.c.base, key: otherKey, secret: []byte(otherSecret)}
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
	id := b.c.createOK(b.dev.Address, "1", "sep1")

	require.Equal(t, "5", other.balance())
	var res withdrawals
	other.ok("GET", "/v5/asset/withdraw/query-record", "", "", &res)
	require.Empty(t, res.Rows)
	r, err := other.do("POST", "/v5/asset/withdraw/cancel", "", `{"id":"`+id+`"}`)
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeParams, r.env.RetCode, "another account's withdrawal is not found")
	r, err = other.create(b.dev.Address, "1", "sep1")
	require.NoError(t, err)
	require.Equal(t, bybitdouble.CodeNotWhitelisted, r.env.RetCode, "address books are per account; so are requestIds")
	require.Equal(t, bybitdouble.StatusSecurityCheck, b.c.record(id).Status)
	a, _ := b.double.DepositAddress(account, "dev-1")
	o, _ := b.double.DepositAddress("other", "dev-1")
	require.NotEqual(t, a, o)
}

// Lagging records: a withdrawal answered with an ID and a deposit already seen are
// missing from query-record until the lag is cleared, while the balance already shows
// them and the control listing (requestId included) has them at once.
func TestRecordsLag(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{"record_lag_ms":3600000,"deposit_record_lag_ms":3600000}`))
	id := b.c.createOK(b.dev.Address, "1", "lag1")
	to, _ := b.double.DepositAddress(account, "dev-1")
	deposit := transferUSDC(t, b.chain, b.other, to, 2_000_000)

	listed := func(path string, out any) {
		t.Helper()
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, b.double.URL()+path, nil)
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { _ = resp.Body.Close() }()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		require.NoError(t, json.NewDecoder(resp.Body).Decode(out))
	}
	var ws []bybitdouble.WithdrawalInfo
	listed("/control/accounts/"+account+"/withdrawals", &ws)
	require.Len(t, ws, 1)
	require.Equal(t, bybitdouble.WithdrawalInfo{ID: id, RequestID: "lag1", Coin: "USDC", Chain: "DEV-1", To: b.dev.Address.Hex(),
		Amount: "1", Fee: "0.5", Status: ws[0].Status, TxID: ws[0].TxID, Created: ws[0].Created, Signed: ws[0].Signed}, ws[0])
	require.False(t, ws[0].Created.IsZero())
	require.WithinDuration(t, ws[0].Created, ws[0].Signed, time.Minute, "the create's own timestamp")
	require.Eventually(t, func() bool {
		var ds []bybitdouble.DepositInfo
		listed("/control/accounts/"+account+"/deposits", &ds)
		return len(ds) == 1 && ds[0].TxID == deposit.TxHash.Hex() && ds[0].Amount == "2"
	}, 20*time.Second, 10*time.Millisecond)

	var res withdrawals
	b.c.ok(http.MethodGet, "/v5/asset/withdraw/query-record", "withdrawID="+id, "", &res)
	require.Empty(t, res.Rows, "the record lags")
	var deps struct {
		Rows []bybitdouble.DepositRow `json:"rows"`
	}
	b.c.ok(http.MethodGet, "/v5/asset/deposit/query-record", "txID="+deposit.TxHash.Hex(), "", &deps)
	require.Empty(t, deps.Rows, "the record lags")
	require.Equal(t, "998.5", b.c.balance(), "the balance does not lag")

	require.Equal(t, http.StatusOK, controlPost(t, b.double.URL(), "/control/faults", `{}`))
	b.c.waitStatus(id, bybitdouble.StatusSuccess)
	b.c.ok(http.MethodGet, "/v5/asset/deposit/query-record", "txID="+deposit.TxHash.Hex(), "", &deps)
	require.Len(t, deps.Rows, 1)
}
