package bybit_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// The vectors were computed outside Go, from the documented formula
// sign = hex(HMAC_SHA256(secret, timestamp + apiKey + recvWindow + payload)):
//
//	python3 -c 'import hmac,hashlib;print(hmac.new(b"qtgTestSecret0123456789",b"1735787045123"+b"qtgTestKey01"+b"5000"+b"coin=USDC&withdrawID=42&withdrawType=2",hashlib.sha256).hexdigest())'
//	python3 -c 'import hmac,hashlib;print(hmac.new(b"qtgTestSecret0123456789",b"1735787045123"+b"qtgTestKey01"+b"5000"+b"{\"coin\":\"USDC\",\"chain\":\"DEV-1\",\"address\":\"0x70997970C51812dc3A010C7d01b50e0d17dc79C8\",\"amount\":\"1.5\",\"timestamp\":1735787045123,\"forceChain\":1,\"accountType\":\"FUND\",\"feeType\":0,\"requestId\":\"0193a1b2c3d47e8f9a0b1c2d3e4f5a6b\"}",hashlib.sha256).hexdigest())'
const (
	vecSecret  = "qtgTestSecret0123456789"
	vecKey     = "qtgTestKey01"
	vecTS      = "1735787045123"
	vecGetSign = "11a92aca38fce9c9b2364d1af02a499f1766c2b73130edaaf369948b69a8af62"
	vecPayload = `{"coin":"USDC","chain":"DEV-1","address":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","amount":"1.5","timestamp":1735787045123,"forceChain":1,"accountType":"FUND","feeType":0,"requestId":"0193a1b2c3d47e8f9a0b1c2d3e4f5a6b"}`
	vecPostSig = "523daf6c470eb857e12e15ffb8a66c63df8eaccd0a74a4cd791e125eaf787165"
)

var vecRequest = bybit.WithdrawRequest{
	Coin: "USDC", Chain: "DEV-1", Address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", Amount: "1.5",
	Timestamp: 1735787045123, ForceChain: 1, AccountType: "FUND", FeeType: 0, RequestID: "0193a1b2c3d47e8f9a0b1c2d3e4f5a6b",
}

func TestSignVectors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, payload, want string
	}{
		{"GET query string", "coin=USDC&withdrawID=42&withdrawType=2", vecGetSign},
		{"POST body", vecPayload, vecPostSig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, bybit.Sign([]byte(vecSecret), vecTS, vecKey, "5000", tt.payload))
		})
	}
}

// seen is one request as the server received it.
type seen struct {
	method, rawQuery, body string
	header                 http.Header
}

func fixedClock() time.Time { return time.UnixMilli(1735787045123) }

func newClient(t *testing.T, base string) *bybit.Client {
	t.Helper()
	c, err := bybit.New(bybit.Options{BaseURL: base, AllowInsecure: true, Credentials: &bybit.Credentials{APIKey: vecKey, Secret: bybit.Secret(vecSecret)},
		Now: fixedClock, MaxRateWait: 5 * time.Second})
	require.NoError(t, err)
	return c
}

// The bytes on the wire are exactly the signed ones: the GET's query string and the
// POST's body reproduce the vectors.
func TestWireBytesAreTheSignedOnes(t *testing.T) {
	t.Parallel()
	got := make(chan seen, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got <- seen{method: r.Method, rawQuery: r.URL.RawQuery, body: string(b), header: r.Header.Clone()}
		_, _ = w.Write([]byte(`{"retCode":0,"retMsg":"OK","result":{"id":"42","rows":[]},"time":1}`))
	}))
	defer srv.Close()
	c := newClient(t, srv.URL)

	_, err := c.WithdrawalByID(context.Background(), "42")
	require.ErrorIs(t, err, bybit.ErrNoRecord)
	g := <-got
	require.Equal(t, "withdrawID=42&withdrawType=2", g.rawQuery)
	q, _ := url.ParseQuery(g.rawQuery)
	q.Set("coin", "USDC")
	require.Equal(t, vecGetSign, bybit.Sign([]byte(vecSecret), vecTS, vecKey, "5000", q.Encode()), "the vector's query as the client encodes it")
	require.Equal(t, bybit.Sign([]byte(vecSecret), vecTS, vecKey, "5000", g.rawQuery), g.header.Get("X-BAPI-SIGN"))
	require.Equal(t, vecKey, g.header.Get("X-BAPI-API-KEY"))
	require.Equal(t, vecTS, g.header.Get("X-BAPI-TIMESTAMP"))
	require.Equal(t, "5000", g.header.Get("X-BAPI-RECV-WINDOW"))

	id, err := c.CreateWithdrawal(context.Background(), vecRequest)
	require.NoError(t, err)
	require.Equal(t, "42", id)
	g = <-got
	require.Equal(t, vecPayload, g.body)
	require.Equal(t, vecPostSig, g.header.Get("X-BAPI-SIGN"))
	require.Equal(t, "application/json", g.header.Get("Content-Type"))
	require.NotContains(t, g.header.Get("X-BAPI-SIGN"), vecSecret)
}

// A venue refusal is an APIError with its code and message; a POST answered 5xx or
// not at all is ambiguous and never re-sent; a GET is retried; 10006 waits for the
// reset the venue named, then goes again.
func TestErrorsAndRetries(t *testing.T) {
	t.Parallel()
	type step struct {
		status int
		body   string
		reset  time.Duration
	}
	tests := []struct {
		name      string
		post      bool
		steps     []step
		wantCalls int32
		check     func(t *testing.T, err error)
	}{
		{name: "refused", post: true, steps: []step{{200, `{"retCode":131093,"retMsg":"The withdrawal address is not in the whitelist."}`, 0}},
			wantCalls: 1, check: func(t *testing.T, err error) {
				var ae *bybit.APIError
				require.ErrorAs(t, err, &ae)
				require.Equal(t, 131093, ae.Code)
				require.EqualError(t, err, "retCode 131093: The withdrawal address is not in the whitelist.")
				require.NotErrorIs(t, err, bybit.ErrAmbiguous)
			}},
		{name: "post 5xx not resent", post: true, steps: []step{{503, "<html>", 0}, {200, `{"retCode":0,"result":{"id":"1"}}`, 0}},
			wantCalls: 1, check: func(t *testing.T, err error) { require.ErrorIs(t, err, bybit.ErrAmbiguous) }},
		{name: "post 10016 ambiguous", post: true, steps: []step{{200, `{"retCode":10016,"retMsg":"Internal System Error."}`, 0}},
			wantCalls: 1, check: func(t *testing.T, err error) { require.ErrorIs(t, err, bybit.ErrAmbiguous) }},
		{name: "post 10000 ambiguous", post: true, steps: []step{{200, `{"retCode":10000,"retMsg":"Server Timeout"}`, 0}},
			wantCalls: 1, check: func(t *testing.T, err error) {
				require.ErrorIs(t, err, bybit.ErrAmbiguous)
				require.Equal(t, bybit.CreateAmbiguous, bybit.ClassifyCreate(err).Class)
			}},
		{name: "post rate limited then done", post: true, steps: []step{{200, `{"retCode":10006,"retMsg":"Too many visits."}`, 300 * time.Millisecond}, {200, `{"retCode":0,"result":{"id":"7"}}`, 0}},
			wantCalls: 2, check: func(t *testing.T, err error) { require.NoError(t, err) }},
		{name: "get 5xx retried", steps: []step{{502, "<html>", 0}, {200, `{"retCode":0,"result":{"rows":[{"withdrawId":"42","status":"Pending"}]}}`, 0}},
			wantCalls: 2, check: func(t *testing.T, err error) { require.NoError(t, err) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var calls atomic.Int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				n := int(calls.Add(1)) - 1
				s := tt.steps[min(n, len(tt.steps)-1)]
				if s.reset > 0 {
					w.Header().Set("X-Bapi-Limit-Reset-Timestamp", strconv.FormatInt(time.Now().Add(s.reset).UnixMilli(), 10))
				}
				w.WriteHeader(s.status)
				_, _ = w.Write([]byte(s.body))
			}))
			defer srv.Close()
			c := newClient(t, srv.URL)
			var err error
			if tt.post {
				_, err = c.CreateWithdrawal(context.Background(), vecRequest)
			} else {
				_, err = c.WithdrawalByID(context.Background(), "42")
			}
			tt.check(t, err)
			require.Equal(t, tt.wantCalls, calls.Load())
		})
	}
}

func TestAmounts(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want string
		ok   bool
	}{{"1.5", "1500000", true}, {"0.000001", "1", true}, {"12", "12000000", true}, {"1.0000001", "", false}, {"-1", "", false}, {"1e3", "", false}, {".5", "", false}} {
		v, err := bybit.ParseAmount(tt.in, 6)
		if !tt.ok {
			require.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, tt.want, v.String())
		require.Equal(t, tt.in, bybit.FormatAmount(v, 6))
	}
}
