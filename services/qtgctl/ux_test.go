package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/alecthomas/kong"
	"github.com/stretchr/testify/require"
	"github.com/willabides/kongplete"
	"go.yaml.in/yaml/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// -o yaml prints the same document as -o json, field for field and type for type: an
// amount stays a string even when it reads as a number.
func TestYAMLOutputIsTheJSONDocument(t *testing.T) {
	t.Parallel()
	m := &qtgv1.Movement{Id: "m-1", State: qtgv1.MovementState_MOVEMENT_STATE_EXECUTING, TemplateName: "payout", TemplateVersion: 3,
		ParamsJson: `{"amount":"2500000"}`, PlanHash: "0011", CallbackUrl: "https://hooks.example.com/qtg",
		Nodes: []*qtgv1.Node{{Key: "pay", ConfigJson: `{"amount":"12"}`, Tries: 1, MaxAttempts: 3}}}
	var js, ys bytes.Buffer
	require.NoError(t, (&globals{Output: "json", out: &js}).printMessage(m, true))
	require.NoError(t, (&globals{Output: "yaml", out: &ys}).printMessage(m, true))
	require.True(t, strings.HasPrefix(ys.String(), "---\n"), ys.String())
	require.Contains(t, ys.String(), "\nid: m-1\n", "block style, not flow style")
	var fromJSON, fromYAML any
	require.NoError(t, json.Unmarshal(js.Bytes(), &fromJSON))
	require.NoError(t, yaml.Unmarshal(ys.Bytes(), &fromYAML))
	require.Equal(t, fromJSON, normalize(fromYAML), ys.String())
}

// normalize turns a YAML value into what encoding/json decodes: float64 numbers and
// string-keyed maps.
func normalize(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			v[k] = normalize(e)
		}
		return v
	case []any:
		for i, e := range v {
			v[i] = normalize(e)
		}
		return v
	case int:
		return float64(v)
	}
	return v
}

// --all follows every page and prints them as one list; without it the first page ends
// with the way to the next; -q prints the IDs alone.
func TestListAllFollowsEveryPage(t *testing.T) {
	t.Parallel()
	pages := map[string]*qtgv1.ListMovementsResponse{
		"":   {Movements: []*qtgv1.Movement{{Id: "a"}, {Id: "b"}}, NextPageToken: "p2"},
		"p2": {Movements: []*qtgv1.Movement{{Id: "c"}}, NextPageToken: "p3"},
		"p3": {Movements: []*qtgv1.Movement{{Id: "d"}}},
	}
	run := func(g *globals, all bool) string {
		var out bytes.Buffer
		g.out = &out
		var fetched []string
		fetch := func(token string) (*qtgv1.ListMovementsResponse, error) {
			fetched = append(fetched, token)
			p, ok := pages[token]
			if !ok {
				return nil, fmt.Errorf("no page %q", token)
			}
			return &qtgv1.ListMovementsResponse{Movements: p.GetMovements(), NextPageToken: p.GetNextPageToken()}, nil
		}
		merge := func(into, p *qtgv1.ListMovementsResponse) {
			into.Movements, into.NextPageToken = append(into.Movements, p.GetMovements()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.ListMovementsResponse) []string {
			var out []string
			for _, m := range r.GetMovements() {
				out = append(out, m.GetId())
			}
			return out
		}
		table := func(r *qtgv1.ListMovementsResponse) ([]string, [][]string) {
			var rows [][]string
			for _, id := range ids(r) {
				rows = append(rows, []string{id})
			}
			return []string{"ID"}, rows
		}
		require.NoError(t, list(g, "", all, fetch, merge, ids, table))
		if all {
			require.Equal(t, []string{"", "p2", "p3"}, fetched)
		} else {
			require.Equal(t, []string{""}, fetched)
		}
		return out.String()
	}
	require.Equal(t, "a\nb\nc\nd\n", run(&globals{Output: "table", Quiet: true}, true))
	require.Equal(t, "a\nb\n", run(&globals{Output: "table", Quiet: true}, false))
	require.Contains(t, run(&globals{Output: "table"}, false), "more: --page-token p2")
	require.NotContains(t, run(&globals{Output: "table"}, true), "more:")
	all := run(&globals{Output: "json"}, true)
	require.Contains(t, all, `"d"`)
	require.NotContains(t, all, "next_page_token")
}

// A client and a gateway that disagree on TLS get a hint that says which way round.
func TestTransportHintNamesTheTLSMismatch(t *testing.T) {
	t.Parallel()
	serve := func(t *testing.T, opts ...grpc.ServerOption) string {
		l, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
		require.NoError(t, err)
		srv := grpc.NewServer(opts...)
		qtgv1.RegisterOpsServiceServer(srv, &flakyOps{})
		go func() { _ = srv.Serve(l) }()
		t.Cleanup(srv.Stop)
		return l.Addr().String()
	}
	call := func(t *testing.T, g *globals) *status.Status {
		g.out = &bytes.Buffer{}
		err := g.withClients(context.Background(), false, func(ctx context.Context, cl *clients) error {
			_, err := cl.ops.GetAuditHead(ctx, &qtgv1.GetAuditHeadRequest{})
			return err
		})
		st, ok := status.FromError(err)
		require.True(t, ok, "%v", err)
		return st
	}
	t.Run("TLS client, plaintext gateway", func(t *testing.T) {
		t.Parallel()
		g := &globals{Addr: serve(t), Timeout: timeoutForTest}
		require.Contains(t, g.transportHint(call(t, g)), "--insecure")
	})
	t.Run("plaintext client, TLS gateway", func(t *testing.T) {
		t.Parallel()
		cert := selfSigned(t)
		g := &globals{Addr: serve(t, grpc.Creds(credentials.NewTLS(&tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}))),
			Insecure: true, Timeout: timeoutForTest}
		require.Contains(t, g.transportHint(call(t, g)), "drop --insecure")
	})
	t.Run("TLS client, certificate from an unknown CA", func(t *testing.T) {
		t.Parallel()
		cert := selfSigned(t)
		g := &globals{Addr: serve(t, grpc.Creds(credentials.NewTLS(&tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}))),
			Timeout: timeoutForTest}
		require.Contains(t, g.transportHint(call(t, g)), "--ca-file")
	})
}

// timeoutForTest bounds a call that fails at once; the bound only keeps a broken test
// from hanging.
const timeoutForTest = 30 * time.Second

// selfSigned returns a certificate for 127.0.0.1 that no CA vouches for.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "gateway"},
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// A bare qtgctl says how to get help in two lines instead of printing every command.
func TestBareInvocationPrintsShortUsage(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	code := -1
	var c cli
	p := newParser(context.Background(), &c, kong.Writers(&out, &out), kong.Exit(func(c int) { code = c }))
	_, err := p.Parse(nil)
	require.Error(t, err)
	p.FatalIfErrorf(err)
	require.NotEqual(t, 0, code)
	require.Contains(t, out.String(), `Run "qtgctl --help"`)
	require.NotContains(t, out.String(), "movements create", "no command list")
	require.LessOrEqual(t, strings.Count(out.String(), "\n"), 4, out.String())
}

// The shell's completion request (COMP_LINE, as `complete -C` sends it) gets qtgctl's
// commands and flags.
func TestCompletionAnswersTheShell(t *testing.T) {
	for line, want := range map[string]string{
		"qtgctl mov":                  "movements",
		"qtgctl movements l":          "list",
		"qtgctl movements list --al":  "--all",
		"qtgctl templates list -o ya": "yaml",
	} {
		t.Setenv("COMP_LINE", line)
		var out bytes.Buffer
		exited := false
		var c cli
		p := newParser(context.Background(), &c, kong.Writers(&out, &out), kong.Exit(func(int) { exited = true }))
		kongplete.Complete(p)
		require.True(t, exited, line)
		require.Contains(t, strings.Fields(out.String()), want, "%s → %q", line, out.String())
	}
}
