package main

import (
	"context"
	"net"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qtgdev/qtg/api/client"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// flakyOps answers GetAuditHead with UNAVAILABLE until it has failed failures times.
type flakyOps struct {
	qtgv1.UnimplementedOpsServiceServer
	failures int32
	calls    atomic.Int32
}

func (f *flakyOps) GetAuditHead(context.Context, *qtgv1.GetAuditHeadRequest) (*qtgv1.GetAuditHeadResponse, error) {
	if f.calls.Add(1) <= f.failures {
		return nil, status.Error(codes.Unavailable, "restarting")
	}
	return &qtgv1.GetAuditHeadResponse{HeadSeq: 42}, nil
}

// qtgctl's connection retries UNAVAILABLE (a gateway restarting) with backoff, up to 4
// attempts, and no other code.
func TestConnRetriesUnavailable(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		failures  int32
		wantCode  codes.Code
		wantCalls int32
	}{
		{name: "two failures then OK", failures: 2, wantCode: codes.OK, wantCalls: 3},
		{name: "gives up after 4 attempts", failures: 10, wantCode: codes.Unavailable, wantCalls: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			l, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
			require.NoError(t, err)
			srv := grpc.NewServer()
			ops := &flakyOps{failures: tt.failures}
			qtgv1.RegisterOpsServiceServer(srv, ops)
			go func() { _ = srv.Serve(l) }()
			t.Cleanup(srv.Stop)

			g := &globals{Addr: l.Addr().String(), Insecure: true, Timeout: time.Minute}
			conn, err := g.conn()
			require.NoError(t, err)
			t.Cleanup(func() { _ = conn.Close() })
			ctx, cancel := g.call(context.Background(), false)
			defer cancel()
			res, err := qtgv1.NewOpsServiceClient(conn).GetAuditHead(ctx, &qtgv1.GetAuditHeadRequest{})
			require.Equal(t, tt.wantCode, status.Code(err), "%v", err)
			if tt.wantCode == codes.OK {
				require.EqualValues(t, 42, res.GetHeadSeq())
			}
			require.Equal(t, tt.wantCalls, ops.calls.Load())
		})
	}
}

// docs/api.md gives API clients the service config qtgctl (and package client) dials
// with, verbatim.
func TestAPIDocShowsTheRetryServiceConfig(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../docs/api.md")
	require.NoError(t, err)
	require.True(t, strings.Contains(string(readme), client.RetryServiceConfig), "docs/api.md must show client.RetryServiceConfig as api/client spells it")
}
