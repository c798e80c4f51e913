package e2e_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// selfSigned writes a certificate for 127.0.0.1 and its key; it returns their paths.
func selfSigned(t *testing.T) (certFile, keyFile string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "qtg-test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalECPrivateKey(key)
	require.NoError(t, err)
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "tls.crt"), filepath.Join(dir, "tls.key")
	require.NoError(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	require.NoError(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600))
	return certFile, keyFile
}

// tokensFileFor writes a tokens file for principals with token "tls-<name>".
func tokensFileFor(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tokens.json")
	require.NoError(t, os.WriteFile(path, testfix.TokensFile(t, principals, func(n string) string { return "tls-" + n }), 0o600))
	return path
}

// Without TLS the gateway refuses to start unless plaintext is explicitly allowed
// (docs/security.md); allowed, it warns.
func TestGatewayRefusesPlaintextByDefault(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	p := e.start("gateway", "MG_AUTH_TOKENS_FILE="+tokensFileFor(t), "MG_GRPC_ADDR="+freeAddr(t))
	select {
	case <-p.done:
	case <-time.After(60 * time.Second):
		t.Fatal("the gateway started without TLS")
	}
	require.Error(t, p.err)
	require.Contains(t, p.out.String(), "MG_ALLOW_PLAINTEXT")

	a := e.startAPI() // MG_ALLOW_PLAINTEXT=true
	require.Contains(t, a.proc.out.String(), "PLAINTEXT")
	// qtgctl speaks TLS unless told --insecure: against a plaintext gateway it fails.
	cmd := exec.CommandContext(context.Background(), filepath.Join(bins, "qtgctl"), "workers", "--timeout=5s")
	cmd.Env = append(cmd.Environ(), "QTG_ADDR="+a.addr, "QTG_TOKEN="+a.tokens["ops1"])
	out, err := cmd.CombinedOutput()
	require.Error(t, err, "%s", out)
	text, code := a.qtgctl("ops1", "workers") // QTG_INSECURE=true
	require.Zero(t, code, text)
}

// With a certificate the gateway serves TLS only: a TLS client (and qtgctl by
// default) works, a plaintext one does not.
func TestGatewayServesTLS(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	certFile, keyFile := selfSigned(t)
	addr := freeAddr(t)
	e.start("gateway", "MG_AUTH_TOKENS_FILE="+tokensFileFor(t), "MG_GRPC_ADDR="+addr,
		"MG_TLS_CERT_FILE="+certFile, "MG_TLS_KEY_FILE="+keyFile)

	pemBytes, err := os.ReadFile(certFile)
	require.NoError(t, err)
	roots := x509.NewCertPool()
	require.True(t, roots.AppendCertsFromPEM(pemBytes))
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(credentials.NewTLS(&tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12})))
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	require.Eventually(t, func() bool {
		_, err := healthpb.NewHealthClient(conn).Check(context.Background(), &healthpb.HealthCheckRequest{})
		return err == nil
	}, 60*time.Second, 20*time.Millisecond)

	plain, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() { _ = plain.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	_, err = healthpb.NewHealthClient(plain).Check(ctx, &healthpb.HealthCheckRequest{})
	require.Error(t, err)

	cmd := exec.CommandContext(context.Background(), filepath.Join(bins, "qtgctl"), "workers")
	cmd.Env = append(cmd.Environ(), "QTG_ADDR="+addr, "QTG_TOKEN=tls-ops1", "QTG_CA_FILE="+certFile)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
}
