package bybit

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// No proxy is taken from the environment (HTTPS_PROXY and friends): the client's
// transport has none, whether the client was given one or built its own.
func TestNoProxyFromTheEnvironment(t *testing.T) {
	t.Parallel()
	given := &http.Client{Transport: &http.Transport{Proxy: http.ProxyFromEnvironment}}
	for _, hc := range []*http.Client{nil, given} {
		c, err := New(Options{BaseURL: "https://api.bybit.example", HTTP: hc})
		require.NoError(t, err)
		tr, ok := c.o.HTTP.Transport.(*http.Transport)
		require.True(t, ok, "an *http.Transport")
		require.Nil(t, tr.Proxy)
		require.NotNil(t, c.o.HTTP.CheckRedirect)
	}
	require.NotNil(t, given.Transport.(*http.Transport).Proxy, "the caller's client is not modified")
}
