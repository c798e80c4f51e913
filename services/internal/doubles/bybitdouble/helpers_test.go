package bybitdouble_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

const (
	testKey    = "testkey0001"
	testSecret = "testsecret-0123456789"
	account    = "treasury"
)

// bundle is what setup starts: one chain, a double on it, and a client of the double.
type bundle struct {
	dc     *devchain.Devchain
	chain  *devchain.Chain
	double *bybitdouble.Double
	c      *client
	// dev is a dev account the address book lists on DEV-1; other is one it does not.
	dev, other devchain.Account
}

// setup starts devchain (one chain, dev-1, mining only when a transaction arrives or a
// test calls Mine) and a double whose hot wallet is dev account 4, with account
// "treasury" holding 1000 USDC and dev1 in its address book. edit adjusts the config.
func setup(t *testing.T, edit func(*bybitdouble.Config, []devchain.Account)) *bundle {
	t.Helper()
	dc, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 4, BlockInterval: time.Hour,
	})
	accts := dc.Accounts()
	cfg := bybitdouble.Config{
		Chains: chains, HotWallet: accts[4].Key, Tick: 20 * time.Millisecond, SecurityCheckDelay: 50 * time.Millisecond,
		// The tests poll far faster than a client would, and a loaded machine bunches the
		// polls together: no limit gets in their way unless a test sets one
		// (TestRateLimit, the withdrawal interval's tests).
		RateLimits: map[string]int{}, DefaultRateLimit: 1_000_000, WithdrawInterval: -1,
		ChainOptions: []bybitdouble.ChainOptions{{Name: "dev-1", WithdrawFee: "0.5"}},
		Accounts: []bybitdouble.Account{{
			Name: account, APIKey: testKey, Secret: bybitdouble.Secret(testSecret), Balances: map[string]string{"USDC": "1000"},
			AddressBook: []bybitdouble.AddressEntry{{Coin: "USDC", Chain: "DEV-1", Address: accts[1].Address.Hex()}},
		}},
	}
	if edit != nil {
		edit(&cfg, accts)
	}
	d, err := bybitdouble.Start(context.Background(), cfg, zerolog.New(zerolog.NewTestWriter(t)))
	require.NoError(t, err)
	t.Cleanup(d.Close)
	return &bundle{dc: dc, chain: dc.Chain("dev-1"), double: d, dev: accts[1], other: accts[2],
		c: &client{t: t, base: d.URL(), key: testKey, secret: []byte(testSecret)}}
}

// client signs v5 requests the documented way, computing the signature itself (not
// with the package's Sign), so the double is checked against the formula.
type client struct {
	t      *testing.T
	base   string
	key    string
	secret []byte
	// ctx bounds the requests; nil: context.Background.
	ctx context.Context
}

// response is one answer: the HTTP status, headers and the decoded envelope (when JSON).
type response struct {
	status int
	header http.Header
	env    bybitdouble.Envelope
	raw    []byte
}

// do sends a signed request; err is a transport error (a dropped connection).
func (c *client) do(method, path, query, body string) (response, error) {
	ts := strconv.FormatInt(time.Now().UnixMilli(), 10)
	payload := query
	if method == http.MethodPost {
		payload = body
	}
	return c.send(method, path, query, body, map[string]string{
		"X-BAPI-API-KEY": c.key, "X-BAPI-TIMESTAMP": ts, "X-BAPI-RECV-WINDOW": "5000",
		"X-BAPI-SIGN": hmacHex(c.secret, ts+c.key+"5000"+payload),
	})
}

func (c *client) send(method, path, query, body string, headers map[string]string) (response, error) {
	u := c.base + path
	if query != "" {
		u += "?" + query
	}
	ctx := c.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	req, err := http.NewRequestWithContext(ctx, method, u, bytes.NewBufferString(body))
	require.NoError(c.t, err)
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return response{}, err
	}
	defer func() { _ = resp.Body.Close() }()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return response{}, err
	}
	r := response{status: resp.StatusCode, header: resp.Header, raw: raw}
	_ = json.Unmarshal(raw, &r.env)
	return r, nil
}

// ok sends a signed request and requires retCode 0, decoding result into out.
func (c *client) ok(method, path, query, body string, out any) response {
	c.t.Helper()
	r, err := c.do(method, path, query, body)
	require.NoError(c.t, err)
	require.Equal(c.t, http.StatusOK, r.status, string(r.raw))
	require.Equal(c.t, 0, r.env.RetCode, string(r.raw))
	if out != nil {
		require.NoError(c.t, json.Unmarshal(r.env.Result, out))
	}
	return r
}

// create asks for a withdrawal of amount USDC on DEV-1 and returns the answer.
func (c *client) create(to common.Address, amount, requestID string) (response, error) {
	body := fmt.Sprintf(`{"coin":"USDC","chain":"DEV-1","address":%q,"amount":%q,"timestamp":%d,"forceChain":0,"accountType":"FUND","requestId":%q}`,
		to.Hex(), amount, time.Now().UnixMilli(), requestID)
	return c.do(http.MethodPost, "/v5/asset/withdraw/create", "", body)
}

// createOK creates a withdrawal and returns its id.
func (c *client) createOK(to common.Address, amount, requestID string) string {
	c.t.Helper()
	r, err := c.create(to, amount, requestID)
	require.NoError(c.t, err)
	require.Equal(c.t, 0, r.env.RetCode, string(r.raw))
	var res struct {
		ID string `json:"id"`
	}
	require.NoError(c.t, json.Unmarshal(r.env.Result, &res))
	require.NotEmpty(c.t, res.ID)
	return res.ID
}

type withdrawals struct {
	Rows           []bybitdouble.WithdrawalRow `json:"rows"`
	NextPageCursor string                      `json:"nextPageCursor"`
}

// record reads one withdrawal by its id.
func (c *client) record(id string) bybitdouble.WithdrawalRow {
	c.t.Helper()
	var res withdrawals
	c.ok(http.MethodGet, "/v5/asset/withdraw/query-record", "withdrawID="+id, "", &res)
	require.Len(c.t, res.Rows, 1)
	return res.Rows[0]
}

// waitStatus polls the withdrawal until it has status and returns it. It polls at
// 20 a second, under the double's default limit of 50, and takes a rate-limited or
// failed read as "not yet" (a loaded machine bunches polls together), so only the
// status decides.
func (c *client) waitStatus(id, status string) bybitdouble.WithdrawalRow {
	c.t.Helper()
	var row bybitdouble.WithdrawalRow
	require.Eventually(c.t, func() bool {
		r, err := c.do(http.MethodGet, "/v5/asset/withdraw/query-record", "withdrawID="+id, "")
		if err != nil || r.status != http.StatusOK || r.env.RetCode != 0 {
			return false
		}
		var res withdrawals
		if json.Unmarshal(r.env.Result, &res) != nil || len(res.Rows) != 1 {
			return false
		}
		row = res.Rows[0]
		return row.Status == status
	}, 60*time.Second, 50*time.Millisecond, "withdrawal %s never reached %s", id, status)
	return row
}

func (c *client) balance() string {
	c.t.Helper()
	var res struct {
		Balance []struct {
			Coin          string `json:"coin"`
			WalletBalance string `json:"walletBalance"`
		} `json:"balance"`
	}
	c.ok(http.MethodGet, "/v5/asset/transfer/query-account-coins-balance", "accountType=FUND&coin=USDC", "", &res)
	require.Len(c.t, res.Balance, 1)
	return res.Balance[0].WalletBalance
}

// tokenBalance is addr's USDC on the chain, in base units.
func tokenBalance(t *testing.T, ch *devchain.Chain, addr common.Address) *big.Int {
	t.Helper()
	usdc := contracts.NewUSDC()
	bal, err := bind.Call(usdc.Instance(ch.Client(), ch.USDC), nil, usdc.PackBalanceOf(addr), usdc.UnpackBalanceOf)
	require.NoError(t, err)
	return bal
}

// transferUSDC sends amount base units of USDC from a dev account and waits for it.
func transferUSDC(t *testing.T, ch *devchain.Chain, from devchain.Account, to common.Address, amount int64) *types.Receipt {
	t.Helper()
	usdc := contracts.NewUSDC()
	opts := bind.NewKeyedTransactor(from.Key, new(big.Int).SetUint64(ch.ChainID))
	tx, err := bind.Transact(usdc.Instance(ch.Client(), ch.USDC), opts, usdc.PackTransfer(to, big.NewInt(amount)))
	require.NoError(t, err)
	r, err := ch.WaitMined(context.Background(), tx.Hash())
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return r
}

// controlPost posts a JSON body to the double's control endpoint.
func controlPost(t *testing.T, base, path, body string) int {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, base+path, bytes.NewBufferString(body))
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	_ = resp.Body.Close()
	return resp.StatusCode
}
