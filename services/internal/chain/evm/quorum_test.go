package evm_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// chainIDServer is a provider on loopback that answers eth_chainId with 0x1 and nothing
// else: enough to be dialled; what it "reads" comes from the test's Check.
func chainIDServer(t *testing.T) string {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		if strings.Contains(string(body), "eth_chainId") {
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x1"}`))
			return
		}
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"not served"}}`))
	}))
	t.Cleanup(s.Close)
	return s.URL
}

// A "not sent" holds only when the chain's not_sent_quorum of providers (the primary
// counting as one) confirm its fact and none refutes it: a refutation vetoes it
// whatever the quorum, and a provider that is down or cannot tell counts against it.
func TestNotSentQuorumNeedsEnoughConfirmationsAndNoRefutation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		findings []evm.Finding // of providers 2, 3, …; 0: down (nothing listens)
		quorum   int
		ok       bool
		want     string
	}{
		{name: "one provider: the primary alone", quorum: 0, ok: true},
		{name: "every provider confirms", findings: []evm.Finding{evm.Confirms, evm.Confirms}, ok: true},
		{name: "one refutes", findings: []evm.Finding{evm.Confirms, evm.Refutes}, want: "<rpc 3 of a> refutes"},
		{name: "one refutes while quorum 2 of 3 is met", findings: []evm.Finding{evm.Confirms, evm.Refutes}, quorum: 2, want: "<rpc 3 of a> refutes"},
		{name: "one cannot tell", findings: []evm.Finding{evm.CannotTell, evm.Confirms}, want: "2 of 3 providers confirm it, 3 needed; <rpc 2 of a> cannot"},
		{name: "one cannot tell, quorum 2 of 3", findings: []evm.Finding{evm.CannotTell, evm.Confirms}, quorum: 2, ok: true},
		{name: "one down", findings: []evm.Finding{0, evm.Confirms}, want: "<rpc 2 of a> is down"},
		{name: "one down, quorum 2 of 3", findings: []evm.Finding{0, evm.Confirms}, quorum: 2, ok: true},
		{name: "two down, quorum 2 of 3", findings: []evm.Finding{0, 0}, quorum: 2, want: "1 of 3 providers confirm it, 2 needed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ch := evm.Chain{Name: "a", ChainID: 1, RPCURL: chainIDServer(t), NotSentQuorum: tt.quorum}
			byURL := map[string]evm.Finding{}
			for _, f := range tt.findings {
				u := "http://127.0.0.1:1" // nothing listens on port 1: down
				if f != 0 {
					u = chainIDServer(t)
				}
				ch.RPCURLs = append(ch.RPCURLs, u)
				byURL[u] = f
			}
			cfg := &evm.Config{Chains: []evm.Chain{ch}}
			clients := evm.NewClients(cfg)
			t.Cleanup(clients.Close)
			// Each check learns which provider it reads from the order of the URLs.
			ok, why := clients.Quorum(&cfg.Chains[0]).Confirm(context.Background(), func(ctx context.Context, cl *ethclient.Client) (evm.Finding, string, error) {
				for i := 1; i < len(cfg.Chains[0].Providers()); i++ {
					if c, err := clients.Provider(ctx, "a", i); err == nil && c == cl {
						f := byURL[cfg.Chains[0].Providers()[i]]
						return f, map[evm.Finding]string{evm.Confirms: "confirms", evm.Refutes: "refutes", evm.CannotTell: "cannot"}[f], nil
					}
				}
				t.Error("a check on a client that is no provider")
				return evm.CannotTell, "", nil
			})
			require.Equal(t, tt.ok, ok, why)
			if tt.want != "" {
				require.Contains(t, why, tt.want)
			}
		})
	}
}
