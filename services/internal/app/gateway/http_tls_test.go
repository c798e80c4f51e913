package gateway_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"math/big"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// selfSigned is a certificate for 127.0.0.1 that is its own CA and serves as both
// the server's and the client's certificate.
func selfSigned(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "qtg-http-test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	leaf, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}

// With mTLS configured, the HTTP/JSON listener requires a client certificate as the
// gRPC one does (the same tls.Config), speaks HTTP/2 over it, and still requires a
// bearer token on top.
func TestHTTPServesTheGatewaysMutualTLS(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t, testfix.UseLoginPool())
	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, func(name string) string { return "token-" + name }))
	require.NoError(t, err)
	cert, pool := selfSigned(t)
	srv, err := gateway.New(gateway.Config{Pool: db.Wrap(f.GatewayLogin), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, Logger: zerolog.Nop(),
		TLS: &tls.Config{Certificates: []tls.Certificate{cert}, ClientCAs: pool, ClientAuth: tls.RequireAndVerifyClientCert, MinVersion: tls.VersionTLS12}})
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hl, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	serveCtx, stop := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- srv.ServeListeners(serveCtx, gateway.Listeners{GRPC: l, HTTP: hl}) }()
	t.Cleanup(func() {
		stop()
		require.NoError(t, <-served)
	})

	whoAmI := func(client *http.Client, token string) (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://"+hl.Addr().String()+"/qtg.v1.SessionService/WhoAmI", strings.NewReader("{}"))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		return client.Do(req)
	}
	client := func(certs ...tls.Certificate) *http.Client {
		tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: certs, MinVersion: tls.VersionTLS12}, ForceAttemptHTTP2: true}
		t.Cleanup(tr.CloseIdleConnections)
		return &http.Client{Transport: tr}
	}

	if resp, err := whoAmI(client(), "token-alice"); err == nil {
		_ = resp.Body.Close()
		t.Fatal("without a client certificate the handshake succeeded")
	}

	withCert := client(cert)
	resp, err := whoAmI(withCert, "")
	require.NoError(t, err)
	_ = resp.Body.Close()
	require.Equal(t, http.StatusUnauthorized, resp.StatusCode, "a certificate is no token")

	resp, err = whoAmI(withCert, "token-alice")
	require.NoError(t, err)
	defer func() { _ = resp.Body.Close() }()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, 2, resp.ProtoMajor, "HTTP/2 over TLS")
	var who map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&who))
	require.Equal(t, "alice", who["principal"], who)
}
