package gateway_test

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// Strings Postgres cannot store (U+0000 in text, the JSON escapes \u0000 and lone
// surrogates in jsonb) are refused at the edge as InvalidArgument naming the field,
// and nothing is written (before, they answered INTERNAL).
func TestGatewayRefusesUnstorableStrings(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"m"}`, IdempotencyKey: "k1"})
	require.NoError(t, err)
	id := c.GetMovement().GetId()
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", DefinitionJson: `{"nodes":[{"key":"b","executor":"noop","config":{}}]}`})
	require.NoError(t, err)
	proposed := p.GetTemplate().GetId()
	snapshot := func() int {
		return b.scalar(t, `SELECT ((SELECT count(*) FROM movements) + (SELECT count(*) FROM movement_templates) +
			(SELECT count(*) FROM audit_outbox_events) + (SELECT count(*) FROM movements WHERE movement_state <> 'PENDING_APPROVAL'))::int`)
	}
	before := snapshot()
	create := func(params, key string) error {
		_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: params, IdempotencyKey: key})
		return err
	}
	propose := func(def string) error {
		_, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", DefinitionJson: def})
		return err
	}
	tests := []struct {
		name  string
		call  func() error
		field string
	}{
		{"params NUL escape", func() error { return create(`{"memo":"a\u0000b"}`, "k2") }, "params_json"},
		{"params lone high surrogate", func() error { return create(`{"memo":"\ud800"}`, "k3") }, "params_json"},
		{"params lone low surrogate", func() error { return create(`{"memo":"x\udc00"}`, "k4") }, "params_json"},
		{"params high surrogate then no low", func() error { return create(`{"memo":"\ud800\u0041"}`, "k5") }, "params_json"},
		{"params NUL escape in a key", func() error { return create(`{"me\u0000mo":"m"}`, "k6") }, "params_json"},
		{"params raw NUL", func() error { return create("{\"memo\":\"a\x00\"}", "k7") }, "params_json"},
		{"idempotency key NUL", func() error { return create(`{"memo":"m"}`, "k\x00") }, "idempotency_key"},
		{"callback url NUL", func() error {
			_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"m"}`,
				IdempotencyKey: "k8", CallbackUrl: "https://example.com/\x00"})
			return err
		}, "callback_url"},
		{"cancel reason NUL", func() error {
			_, err := b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: id, Reason: "a\x00b"})
			return err
		}, "reason"},
		{"list created_by NUL", func() error {
			_, err := b.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{CreatedBy: "alice\x00"})
			return err
		}, "created_by"},
		{"list page token NUL", func() error {
			_, err := b.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{PageToken: "\x00"})
			return err
		}, "page_token"},
		{"definition NUL escape", func() error { return propose(`{"nodes":[{"key":"a\u0000","executor":"noop","config":{}}]}`) }, "definition_json"},
		{"definition lone surrogate", func() error {
			return propose(`{"nodes":[{"key":"a","executor":"noop","config":{"memo":"\udfff"}}]}`)
		}, "definition_json"},
		{"definition raw NUL", func() error { return propose("{\"nodes\":[{\"key\":\"a\x00\",\"executor\":\"noop\",\"config\":{}}]}") }, "definition_json"},
		{"template reject reason NUL", func() error {
			_, err := b.tpl.RejectTemplate(as("ops2"), &qtgv1.RejectTemplateRequest{Id: proposed, Reason: "no\x00"})
			return err
		}, "reason"},
		{"template name NUL", func() error {
			_, err := b.tpl.GetTemplate(as("vic"), &qtgv1.GetTemplateRequest{Name: "pay\x00"})
			return err
		}, "name"},
		{"movement id NUL", func() error {
			_, err := b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: id[:35] + "\x00"})
			return err
		}, "id"},
		{"watch after_cursor NUL", func() error {
			s, err := b.mov.WatchMovement(as("vic"), &qtgv1.WatchMovementRequest{Id: id, AfterCursor: "\x00"})
			if err != nil {
				return err
			}
			_, err = s.Recv()
			return err
		}, "after_cursor"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			requireFieldViolation(t, tt.call(), tt.field)
		})
	}
	require.Equal(t, before, snapshot(), "nothing written")

	// Well-formed escapes still pass: a surrogate pair, an escaped backslash before "u".
	require.NoError(t, create(`{"memo":"\ud83d\ude00 \\u0000"}`, "k9"))
}

// A database outage answers Unavailable, which standard gRPC retry policies retry,
// not Internal: a database that refuses connections, and a closed pool.
func TestGatewayDatabaseOutageIsUnavailable(t *testing.T) {
	t.Parallel()
	f := testfix.New(t)
	var lc net.ListenConfig
	l, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	deadAddr := l.Addr().String()
	require.NoError(t, l.Close()) // nothing listens there now: connection refused
	refused, err := pgxpool.New(context.Background(), "postgres://qtg@"+deadAddr+"/qtg?connect_timeout=2&sslmode=disable")
	require.NoError(t, err)
	t.Cleanup(refused.Close)
	closed := f.OpenLogin(t)
	closed.Close()

	for name, pool := range map[string]*pgxpool.Pool{"connection refused": refused, "closed pool": closed} {
		t.Run(name, func(t *testing.T) {
			mov := serveOn(t, pool, f)
			_, err := mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: "01890a5d-ac96-774b-bcce-b302099a8057"})
			require.Equal(t, codes.Unavailable, status.Code(err), "%v", err)
			_, err = mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k"})
			require.Equal(t, codes.Unavailable, status.Code(err), "%v", err)
		})
	}
}

// serveOn serves a gateway on pool over real gRPC and returns its movement client.
func serveOn(t *testing.T, pool *pgxpool.Pool, f *testfix.Fixture) qtgv1.MovementServiceClient {
	t.Helper()
	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, func(name string) string { return "token-" + name }))
	require.NoError(t, err)
	srv, err := gateway.New(gateway.Config{Pool: db.Wrap(pool), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, Logger: zerolog.Nop()})
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, l) }()
	conn, err := grpc.NewClient(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = conn.Close()
		stop()
		select {
		case err := <-served:
			require.NoError(t, err)
		case <-time.After(30 * time.Second):
			t.Fatal("gateway did not stop")
		}
	})
	return qtgv1.NewMovementServiceClient(conn)
}
