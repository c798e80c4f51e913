package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/google/uuid"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
)

// ticket is a created movement and the plan hash its approver approves.
type ticket struct {
	id      uuid.UUID
	hash    []byte // in-process service
	apiHash string // gateway
}

// client creates and approves movements: in process through movement.Service, or
// through the gateway over gRPC (--gateway). Either way it times every call.
type client interface {
	create(ctx context.Context) (ticket, error)
	approve(ctx context.Context, t ticket) error
	timings() *callTimes
}

// callTimes collects the duration of each create and approve call.
type callTimes struct {
	mu               sync.Mutex
	creates, approve []float64 // seconds
}

func (c *callTimes) add(create bool, d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if create {
		c.creates = append(c.creates, d.Seconds())
	} else {
		c.approve = append(c.approve, d.Seconds())
	}
}

// take returns the sorted durations collected since the last take, and forgets them.
func (c *callTimes) take() (creates, approves []float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	creates, approves = c.creates, c.approve
	c.creates, c.approve = nil, nil
	sort.Float64s(creates)
	sort.Float64s(approves)
	return creates, approves
}

// serviceClient calls movement.Service in this process.
type serviceClient struct {
	svc *movement.Service
	t   callTimes
}

func (s *serviceClient) timings() *callTimes { return &s.t }

func (s *serviceClient) create(ctx context.Context) (ticket, error) {
	start := time.Now()
	req, _, err := s.svc.Create(ctx, movement.CreateInput{
		TemplateName: "bench-chain", Params: json.RawMessage(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "bench-creator",
	})
	if err != nil {
		return ticket{}, err
	}
	s.t.add(true, time.Since(start))
	return ticket{id: req.ID, hash: req.PlanHash}, nil
}

func (s *serviceClient) approve(ctx context.Context, t ticket) error {
	start := time.Now()
	if _, err := s.svc.Approve(ctx, t.id, "bench-approver", t.hash); err != nil {
		return err
	}
	s.t.add(false, time.Since(start))
	return nil
}

// Principals of the gateway mode: four eyes, a creator and a different approver.
const (
	apiCreator  = "bench-creator"
	apiApprover = "bench-approver"
)

// gatewayClient calls a gateway process over gRPC, as the two principals.
type gatewayClient struct {
	conn   *grpc.ClientConn
	mov    qtgv1.MovementServiceClient
	tokens map[string]string
	t      callTimes
}

func (g *gatewayClient) timings() *callTimes { return &g.t }

func (g *gatewayClient) as(ctx context.Context, principal string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+g.tokens[principal])
}

func (g *gatewayClient) create(ctx context.Context) (ticket, error) {
	start := time.Now()
	resp, err := g.mov.CreateMovement(g.as(ctx, apiCreator), &qtgv1.CreateMovementRequest{
		TemplateName: "bench-chain", ParamsJson: `{}`, IdempotencyKey: uuid.NewString(),
	})
	if err != nil {
		return ticket{}, fmt.Errorf("CreateMovement: %w", err)
	}
	g.t.add(true, time.Since(start))
	id, err := uuid.Parse(resp.GetMovement().GetId())
	if err != nil {
		return ticket{}, fmt.Errorf("CreateMovement returned id %q: %w", resp.GetMovement().GetId(), err)
	}
	return ticket{id: id, apiHash: resp.GetMovement().GetPlanHash()}, nil
}

func (g *gatewayClient) approve(ctx context.Context, t ticket) error {
	start := time.Now()
	if _, err := g.mov.ApproveMovement(g.as(ctx, apiApprover), &qtgv1.ApproveMovementRequest{Id: t.id.String(), PlanHash: t.apiHash}); err != nil {
		return fmt.Errorf("ApproveMovement: %w", err)
	}
	g.t.add(false, time.Since(start))
	return nil
}

// startGateway runs the gateway binary on dbURL with a tokens file for the two
// principals, plaintext on loopback (MG_ALLOW_PLAINTEXT: the benchmark measures the
// API, not TLS), and returns a client once it answers.
func startGateway(ctx context.Context, bin, dbURL string) (*gatewayClient, *exec.Cmd, func(), error) {
	dir, err := os.MkdirTemp("", "qtg-bench-gw-")
	if err != nil {
		return nil, nil, nil, err
	}
	cleanup := func() { _ = os.RemoveAll(dir) }
	g := &gatewayClient{tokens: map[string]string{}}
	type principal struct {
		Name        string   `json:"name"`
		Roles       []string `json:"roles"`
		TokenSHA256 string   `json:"token_sha256"`
	}
	var file struct {
		Principals []principal `json:"principals"`
	}
	for name, role := range map[string]string{apiCreator: "creator", apiApprover: "approver"} {
		g.tokens[name] = "bench-token-" + name + "-" + uuid.NewString()
		sum := sha256.Sum256([]byte(g.tokens[name]))
		file.Principals = append(file.Principals, principal{Name: name, Roles: []string{role}, TokenSHA256: hex.EncodeToString(sum[:])})
	}
	raw, err := json.Marshal(file)
	if err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	tokensFile := filepath.Join(dir, "tokens.json")
	if err := os.WriteFile(tokensFile, raw, 0o600); err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	port, err := loopback.FreePort(ctx, nil)
	if err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(bin, "gateway"))
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "MG_NETWORK_MODE=testnet", "MG_LOG_LEVEL=warn", "MG_NOOP_EXECUTOR=true",
		"MG_AUTH_TOKENS_FILE="+tokensFile, "MG_GRPC_ADDR="+addr, "MG_ALLOW_PLAINTEXT=true",
		// The gateway's throughput, not its per-principal limiter, is measured here.
		"MG_RATE_PER_SECOND=1000000", "MG_RATE_BURST=1000000", "MG_GRPC_MAX_CONCURRENT_STREAMS=1024",
		"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	stop := func() {
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
		if g.conn != nil {
			_ = g.conn.Close()
		}
		cleanup()
	}
	g.conn, err = grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		stop()
		return nil, nil, nil, err
	}
	g.mov = qtgv1.NewMovementServiceClient(g.conn)
	// Ready when an authenticated call reaches the database: a Get of an unknown id.
	deadline := time.Now().Add(time.Minute)
	for {
		_, err := g.mov.GetMovement(g.as(ctx, apiCreator), &qtgv1.GetMovementRequest{Id: uuid.NewString()})
		if err == nil || isNotFound(err) {
			return g, cmd, stop, nil
		}
		if time.Now().After(deadline) {
			stop()
			return nil, nil, nil, fmt.Errorf("gateway did not answer within a minute: %w", err)
		}
		if err := retry.Sleep(ctx, 50*time.Millisecond); err != nil {
			stop()
			return nil, nil, nil, err
		}
	}
}

func isNotFound(err error) bool { return status.Code(err) == codes.NotFound }
