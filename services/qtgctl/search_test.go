package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alecthomas/kong"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// searchGateway answers SearchMovements with two pages and keeps the requests.
type searchGateway struct {
	qtgv1.UnimplementedMovementServiceServer
	mu   sync.Mutex
	reqs []*qtgv1.SearchMovementsRequest
	auth []string
}

func (s *searchGateway) SearchMovements(ctx context.Context, req *qtgv1.SearchMovementsRequest) (*qtgv1.SearchMovementsResponse, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	s.mu.Lock()
	s.reqs = append(s.reqs, proto.Clone(req).(*qtgv1.SearchMovementsRequest))
	s.auth = append(s.auth, strings.Join(md.Get("authorization"), ","))
	s.mu.Unlock()
	hit := func(id, node string) *qtgv1.MovementHit {
		return &qtgv1.MovementHit{
			Movement: &qtgv1.Movement{Id: id, State: qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, TemplateName: "pay", TemplateVersion: 1},
			Matches:  []*qtgv1.MovementMatch{{Kind: "tx_hash", Value: "0xabc", NodeId: node, NodeKey: "send", Source: "intent"}},
		}
	}
	if req.GetPageToken() == "" {
		return &qtgv1.SearchMovementsResponse{Hits: []*qtgv1.MovementHit{hit("m-2", "n-2")}, NextPageToken: "p2"}, nil
	}
	return &qtgv1.SearchMovementsResponse{Hits: []*qtgv1.MovementHit{hit("m-1", "n-1")}}, nil
}

// runCLI runs qtgctl with args against addr and returns what it printed.
func runCLI(t *testing.T, addr string, args ...string) string {
	t.Helper()
	var c cli
	var out bytes.Buffer
	p := newParser(context.Background(), &c, kong.Writers(&out, &out), kong.Exit(func(code int) { t.Fatalf("exit %d: %s", code, out.String()) }))
	k, err := p.Parse(append([]string{"--addr", addr, "--insecure", "--token", "t0k"}, args...))
	require.NoError(t, err)
	c.out = &out
	require.NoError(t, k.Run(&c.globals))
	return out.String()
}

// movements search sends every key flag as its field, prints the node each hit matched,
// and follows --all, -q and -o json like the lists.
func TestSearchCommandSendsEveryKeyAndPrintsTheMatchedNode(t *testing.T) {
	t.Parallel()
	gw := &searchGateway{}
	l, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := grpc.NewServer()
	qtgv1.RegisterMovementServiceServer(srv, gw)
	go func() { _ = srv.Serve(l) }()
	t.Cleanup(srv.Stop)
	addr := l.Addr().String()

	before := time.Now()
	out := runCLI(t, addr, "movements", "search", "0xABC", "--tx-hash", "0xdef", "--external-id", "1234567890",
		"--idempotency-key", "k-1", "--to", "0x1111111111111111111111111111111111111111", "--amount-min", "5", "--amount-max", "10",
		"--created-after", "24h", "--created-before", "2030-01-02T03:04:05Z", "--page-size", "1")
	require.Len(t, gw.reqs, 1)
	got := gw.reqs[0]
	require.True(t, proto.Equal(&qtgv1.SearchMovementsRequest{Query: "0xABC", TxHash: "0xdef", ExternalId: "1234567890", IdempotencyKey: "k-1",
		ToAddress: "0x1111111111111111111111111111111111111111", AmountMin: "5", AmountMax: "10", PageSize: 1,
		CreatedAfter: got.GetCreatedAfter(), CreatedBefore: timestamppb.New(time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC))}, got), "%v", got)
	require.WithinRange(t, got.GetCreatedAfter().AsTime(), before.Add(-24*time.Hour-time.Second), time.Now().Add(-24*time.Hour))
	require.Equal(t, "Bearer t0k", gw.auth[0])
	require.Contains(t, out, "m-2")
	require.Contains(t, out, "node send (n-2) tx_hash=0xabc")
	require.Contains(t, out, "more: --page-token p2")

	require.Equal(t, "m-2\nm-1\n", runCLI(t, addr, "-q", "movements", "search", "--external-id", "1234567890", "--all"))
	js := runCLI(t, addr, "-o", "json", "movements", "search", "0xabc", "--all")
	var doc struct {
		Hits []struct {
			Movement struct{ ID string }
			Matches  []struct {
				NodeKey string `json:"node_key"`
			}
		}
		NextPageToken string `json:"next_page_token"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &doc), js)
	require.Len(t, doc.Hits, 2)
	require.Equal(t, "m-1", doc.Hits[1].Movement.ID)
	require.Equal(t, "send", doc.Hits[1].Matches[0].NodeKey)
	require.Empty(t, doc.NextPageToken)

	var c cli
	_, err = newParser(context.Background(), &c, kong.Writers(&bytes.Buffer{}, &bytes.Buffer{})).Parse([]string{"movements", "search", "--created-after", "yesterday"})
	require.NoError(t, err)
	require.ErrorContains(t, (&movSearchCmd{CreatedAfter: "yesterday"}).Run(context.Background(), &c.globals), "--created-after")
}
