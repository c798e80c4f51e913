package client_test

import (
	"context"
	"fmt"
	"net"
	"sync/atomic"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"github.com/qtgdev/qtg/api/client"
	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// restartingGateway stands in for a gateway in a rolling restart: its first answer is
// UNAVAILABLE, as a load balancer with no ready backend gives.
type restartingGateway struct {
	qtgv1.UnimplementedMovementServiceServer
	calls atomic.Int32
}

func (g *restartingGateway) GetMovement(_ context.Context, req *qtgv1.GetMovementRequest) (*qtgv1.GetMovementResponse, error) {
	if g.calls.Add(1) == 1 {
		return nil, status.Error(codes.Unavailable, "gateway restarting")
	}
	return &qtgv1.GetMovementResponse{Movement: &qtgv1.Movement{Id: req.GetId(), State: qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL}}, nil
}

// A Go service calls QTG through a connection from client.New: a call that meets
// UNAVAILABLE is retried with backoff, so the caller sees the answer, not the restart.
// Each call carries the caller's bearer token and a deadline.
func ExampleNew() {
	var lc net.ListenConfig
	l, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println(err)
		return
	}
	srv := grpc.NewServer()
	gw := &restartingGateway{}
	qtgv1.RegisterMovementServiceServer(srv, gw)
	go func() { _ = srv.Serve(l) }()
	defer srv.Stop()

	// In production: grpc.WithTransportCredentials(credentials.NewTLS(…)).
	conn, err := client.New(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer func() { _ = conn.Close() }()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+"<token>")
	res, err := qtgv1.NewMovementServiceClient(conn).GetMovement(ctx, &qtgv1.GetMovementRequest{Id: "0193f0e4-7c1a-7000-8000-000000000001"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.GetMovement().GetState(), "after", gw.calls.Load(), "calls")
	// Output: MOVEMENT_STATE_PENDING_APPROVAL after 2 calls
}
