package db_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// A production URL with sslmode=verify-full (docs/security.md) keeps its meaning through
// QTG's parsing: every connection is TLS, the server's certificate must chain to the
// given root and name the host, and there is no fallback to plaintext.
func TestVerifyFullURLsVerifyTheServer(t *testing.T) {
	t.Parallel()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "qtg test CA"}, IsCA: true,
		BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign, NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	root := filepath.Join(t.TempDir(), "root.pem")
	require.NoError(t, os.WriteFile(root, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))

	url := "postgres://qtg_testnet_app:secret@db.internal.example:5432/qtg?sslmode=verify-full&sslrootcert=" + root
	for name, parse := range map[string]func() (any, error){
		"ParseConnConfig": func() (any, error) { return db.ParseConnConfig(url) },
		"ParseConfig":     func() (any, error) { return db.ParseConfig(url, db.Testnet) },
	} {
		t.Run(name, func(t *testing.T) {
			got, err := parse()
			require.NoError(t, err)
			c := connConfigOf(t, got)
			require.NotNil(t, c.TLSConfig, "TLS on every connection")
			require.False(t, c.TLSConfig.InsecureSkipVerify, "the certificate is verified")
			require.Equal(t, "db.internal.example", c.TLSConfig.ServerName, "the certificate must name the host")
			require.NotNil(t, c.TLSConfig.RootCAs, "against the given root")
			require.Empty(t, c.Fallbacks, "no fallback to plaintext")
		})
	}
}

func connConfigOf(t *testing.T, v any) *pgx.ConnConfig {
	t.Helper()
	switch c := v.(type) {
	case *pgx.ConnConfig:
		return c
	case *pgxpool.Config:
		return c.ConnConfig
	}
	t.Fatalf("unexpected config %T", v)
	return nil
}
