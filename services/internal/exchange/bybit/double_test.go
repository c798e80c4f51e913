package bybit_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
)

// The double accepts what the client signs, and rejects (10004) a request signed any
// other way: a query signed in another order than sent, a body re-encoded after
// signing, another secret, the payload left out.
func TestDoubleRejectsOtherSigning(t *testing.T) {
	t.Parallel()
	_, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 2, BlockInterval: time.Hour,
	})
	dc := chains
	key, secret := "doubleKey0001", "doubleSecret-0123456789"
	d, err := bybitdouble.Start(context.Background(), bybitdouble.Config{
		Chains: dc, HotWallet: mustKey(t), Accounts: []bybitdouble.Account{{
			Name: "treasury", APIKey: key, Secret: bybitdouble.Secret(secret), Balances: map[string]string{"USDC": "10"},
			ReadKeys: []bybitdouble.ReadKey{{APIKey: "doubleRead0001", Secret: bybitdouble.Secret("doubleRead-0123456789")}},
		}},
	}, zerolog.New(zerolog.NewTestWriter(t)))
	require.NoError(t, err)
	t.Cleanup(d.Close)

	c, err := bybit.New(bybit.Options{BaseURL: d.URL(), AllowInsecure: true, Credentials: &bybit.Credentials{APIKey: key, Secret: bybit.Secret(secret)}})
	require.NoError(t, err)
	bal, _, err := c.Balance(context.Background(), "FUND", "USDC")
	require.NoError(t, err)
	require.Equal(t, "10", bal)

	send := func(method, path, query, body, signed, signSecret string) int {
		ts := strconv.FormatInt(time.Now().UnixMilli(), 10)
		u := d.URL() + path
		if query != "" {
			u += "?" + query
		}
		req, err := http.NewRequestWithContext(context.Background(), method, u, bytes.NewBufferString(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-BAPI-API-KEY", key)
		req.Header.Set("X-BAPI-TIMESTAMP", ts)
		req.Header.Set("X-BAPI-RECV-WINDOW", "5000")
		req.Header.Set("X-BAPI-SIGN", bybit.Sign([]byte(signSecret), ts, key, "5000", signed))
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { _ = resp.Body.Close() }()
		var env bybit.Envelope
		require.NoError(t, jsonDecode(resp, &env))
		return env.RetCode
	}
	q := "accountType=FUND&coin=USDC"
	body := `{"coin":"USDC","chain":"DEV-1","address":"0x0000000000000000000000000000000000000001","amount":"1","timestamp":1,"forceChain":1,"accountType":"FUND","requestId":"x1"}`
	tests := []struct {
		name                      string
		method, path, query, body string
		signed, secret            string
		want                      int
	}{
		{"as documented", http.MethodGet, bybit.PathCoinsBalance, q, "", q, secret, 0},
		{"query signed in another order", http.MethodGet, bybit.PathCoinsBalance, q, "", "coin=USDC&accountType=FUND", secret, bybit.CodeSign},
		{"query left out", http.MethodGet, bybit.PathCoinsBalance, q, "", "", secret, bybit.CodeSign},
		{"another secret", http.MethodGet, bybit.PathCoinsBalance, q, "", q, secret + "x", bybit.CodeSign},
		{"body re-encoded after signing", http.MethodPost, bybit.PathWithdrawCreate, "", body, " " + body, secret, bybit.CodeSign},
		{"body signed as a query", http.MethodPost, bybit.PathWithdrawCreate, "a=b", body, "a=b", secret, bybit.CodeSign},
	}
	for _, tt := range tests {
		require.Equal(t, tt.want, send(tt.method, tt.path, tt.query, tt.body, tt.signed, tt.secret), tt.name)
	}

	// A read-only key reads, and may not withdraw.
	ro, err := bybit.New(bybit.Options{BaseURL: d.URL(), AllowInsecure: true, Credentials: &bybit.Credentials{APIKey: "doubleRead0001", Secret: bybit.Secret("doubleRead-0123456789")}})
	require.NoError(t, err)
	_, _, err = ro.Balance(context.Background(), "FUND", "USDC")
	require.NoError(t, err)
	_, err = ro.CreateWithdrawal(context.Background(), bybit.WithdrawRequest{Coin: "USDC", Chain: "DEV-1", Address: "0x0000000000000000000000000000000000000001",
		Amount: "1", Timestamp: time.Now().UnixMilli(), ForceChain: 1, AccountType: "FUND", RequestID: "ro1"})
	require.True(t, bybit.IsCode(err, bybit.CodePermission), "%v", err)
	require.Equal(t, 0, d.WithdrawalCount("treasury"))
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k
}

func jsonDecode(resp *http.Response, v any) error { return json.NewDecoder(resp.Body).Decode(v) }

// The client syncs with the venue's clock (/v5/market/time) when its own is off: a
// request the double refuses for its timestamp (10002) is sent again with the venue's
// time; an offset beyond MaxClockOffset is refused, not corrected.
func TestClockIsSyncedWithTheVenueWithinABound(t *testing.T) {
	t.Parallel()
	_, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 2, BlockInterval: time.Hour,
	})
	key, secret := "doubleKey0001", "doubleSecret-0123456789"
	var skew atomic.Int64
	d, err := bybitdouble.Start(context.Background(), bybitdouble.Config{
		Chains: chains, HotWallet: mustKey(t), Now: func() time.Time { return time.Now().Add(time.Duration(skew.Load())) },
		Accounts: []bybitdouble.Account{{
			Name: "treasury", APIKey: key, Secret: bybitdouble.Secret(secret), Balances: map[string]string{"USDC": "10"},
		}},
	}, zerolog.New(zerolog.NewTestWriter(t)))
	require.NoError(t, err)
	t.Cleanup(d.Close)
	c, err := bybit.New(bybit.Options{BaseURL: d.URL(), AllowInsecure: true, Credentials: &bybit.Credentials{APIKey: key, Secret: bybit.Secret(secret)},
		MaxClockOffset: time.Minute})
	require.NoError(t, err)

	skew.Store(int64(20 * time.Second)) // the local clock is 20 s behind the venue's
	bal, _, err := c.Balance(context.Background(), "FUND", "USDC")
	require.NoError(t, err)
	require.Equal(t, "10", bal)
	require.Greater(t, c.ClockOffset(), 10*time.Second, "the offset was measured")

	skew.Store(int64(-2 * time.Minute)) // now 2 minutes ahead: beyond the bound
	_, _, err = c.Balance(context.Background(), "FUND", "USDC")
	require.ErrorIs(t, err, bybit.ErrClockOff)
	require.True(t, bybit.IsCode(err, bybit.CodeTimestamp))
	require.Greater(t, c.ClockOffset(), 10*time.Second, "an offset beyond the bound is not kept")
}
