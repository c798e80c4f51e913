package bybit_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
)

// A redirect is never followed: the signed headers of a withdrawal reach no URL but
// the venue's, and the call fails.
func TestRedirectsAreNeverFollowed(t *testing.T) {
	t.Parallel()
	var elsewhere atomic.Int64
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		elsewhere.Add(1)
		_, _ = w.Write([]byte(`{"retCode":0,"retMsg":"OK","result":{"id":"1"},"time":1}`))
	}))
	t.Cleanup(other.Close)
	for _, code := range []int{http.StatusMovedPermanently, http.StatusFound, http.StatusTemporaryRedirect, http.StatusPermanentRedirect} {
		venue := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, other.URL+r.URL.Path, code)
		}))
		c := newClient(t, venue.URL)
		_, err := c.Post(context.Background(), bybit.PathWithdrawCreate, map[string]string{"coin": "USDC"})
		require.ErrorIs(t, err, bybit.ErrRedirect, "POST answered %d", code)
		_, err = c.Get(context.Background(), bybit.PathWithdrawRecords, url.Values{"coin": {"USDC"}})
		require.ErrorIs(t, err, bybit.ErrRedirect, "GET answered %d", code)
		venue.Close()
	}
	require.Zero(t, elsewhere.Load(), "no request reached the redirect's target")
}

// Only https is spoken to a venue; http needs AllowInsecure (the double).
func TestVenueURLsAreHTTPSOnly(t *testing.T) {
	t.Parallel()
	for _, u := range []string{"http://api.bybit.example", "ftp://api.bybit.example", "//api.bybit.example", "https://"} {
		_, err := bybit.New(bybit.Options{BaseURL: u})
		require.Error(t, err, u)
	}
	_, err := bybit.New(bybit.Options{BaseURL: "https://api.bybit.example"})
	require.NoError(t, err)
	_, err = bybit.New(bybit.Options{BaseURL: "http://127.0.0.1:1", AllowInsecure: true})
	require.NoError(t, err)
}

// recv_window is bounded: a config above bybit.MaxRecvWindow is refused.
func TestRecvWindowIsBounded(t *testing.T) {
	t.Parallel()
	for _, w := range []time.Duration{bybit.MaxRecvWindow + time.Millisecond, time.Hour, -time.Second} {
		_, err := bybit.New(bybit.Options{BaseURL: "https://api.bybit.example", RecvWindow: w})
		require.Error(t, err, w)
	}
	c, err := bybit.New(bybit.Options{BaseURL: "https://api.bybit.example", RecvWindow: bybit.MaxRecvWindow})
	require.NoError(t, err)
	require.Equal(t, bybit.MaxRecvWindow, c.RecvWindow())
}
