package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// shape is one kind of movement the harness creates.
type shape struct {
	name       string
	definition string
	// expect lists the terminal states the shape may end in when nothing goes wrong.
	expect []string
	evm    bool
}

// noopShapes are the noop templates: every outcome the noop executor can play.
var noopShapes = []shape{
	{name: "chaos-chain", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"latency_ms":20}},
		{"key":"b","executor":"noop","config":{"latency_ms":50},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{"latency_ms":20},"depends_on":["b"]}]}`},
	{name: "chaos-diamond", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"debit","executor":"noop","config":{"latency_ms":100}},
		{"key":"bridge","executor":"noop","config":{"latency_ms":150,"pending_polls":2},"depends_on":["debit"]},
		{"key":"notify","executor":"noop","config":{"latency_ms":50,"side_effect":false},"depends_on":["debit"]},
		{"key":"credit","executor":"noop","config":{"latency_ms":100},"depends_on":["bridge","notify"]}]}`},
	{name: "chaos-fail", expect: []string{"FAILED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{"outcome":"fail"},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{},"depends_on":["b"]}]}`},
	{name: "chaos-unknown", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"outcome":"unknown_then_complete"}}]}`},
	{name: "chaos-not-sent", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"outcome":"recoverable_not_sent"}}]}`},
	{name: "chaos-permanent", expect: []string{"FAILED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{"outcome":"submit_permanent"}}]}`},
	{name: "chaos-retryable", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"retryable_tries":2}}]}`},
	{name: "chaos-unknown-on-submit", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"unknown_on_submit":true}}]}`},
	{name: "chaos-slow", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"latency_ms":4000}},
		{"key":"b","executor":"noop","config":{"latency_ms":20},"depends_on":["a"]}]}`},
	{name: "chaos-wide", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{}},
		{"key":"c","executor":"noop","config":{}},{"key":"d","executor":"noop","config":{}},
		{"key":"e","executor":"noop","config":{},"depends_on":["a","b","c","d"]}]}`},
}

// evmShapes are the evm_transfer templates; a, b, c and amount are parameters.
var evmShapes = []shape{
	{name: "chaos-usdc", evm: true, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"t","executor":"evm_transfer","config":{"chain":"${chain}","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"}}]}`},
	{name: "chaos-usdc-three", evm: true, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a_to_b","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"}},
		{"key":"b_to_c","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${b}","to":"${c}","amount":"${amount}"},"depends_on":["a_to_b"]},
		{"key":"a_to_c","executor":"evm_transfer","config":{"chain":"dev-2","token":"USDC","from":"${a}","to":"${c}","amount":"${amount}"},"depends_on":["a_to_b"]}]}`},
}

// created is one movement the harness created, with what it meant to do with it.
type created struct {
	id     string
	shape  string
	intent string // approve, cancel, expire
}

// loader creates movements through the gateway.
type loader struct {
	conn      *grpc.ClientConn
	tokens    map[string]string
	callback  string
	chains    *evm.Config
	rng       *rand.Rand
	rngMu     sync.Mutex
	evmShare  float64
	mu        sync.Mutex
	movements []created
	errors    atomic.Int64
	lastErr   atomic.Value
}

func (l *loader) as(ctx context.Context, who string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+l.tokens[who])
}

func (l *loader) float() float64 {
	l.rngMu.Lock()
	defer l.rngMu.Unlock()
	return l.rng.Float64()
}

func (l *loader) intN(n int) int {
	l.rngMu.Lock()
	defer l.rngMu.Unlock()
	return l.rng.IntN(n)
}

// retryable reports whether a gateway error may go away (the gateway or the database
// was being killed or restarted).
func retryable(err error) bool {
	switch status.Code(err) {
	case codes.Unavailable, codes.DeadlineExceeded, codes.Internal, codes.Unknown, codes.Aborted, codes.ResourceExhausted:
		return true
	}
	return false
}

// call retries fn for up to a minute while the error is retryable.
func call(ctx context.Context, fn func(context.Context) error) error {
	deadline := time.Now().Add(time.Minute)
	for {
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := fn(cctx)
		cancel()
		if err == nil || !retryable(err) || time.Now().After(deadline) || ctx.Err() != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// loadTemplates proposes each shape as one operator and approves it as the other.
func (l *loader) loadTemplates(ctx context.Context) error {
	client := qtgv1.NewTemplateServiceClient(l.conn)
	for _, s := range append(append([]shape{}, noopShapes...), evmShapes...) {
		var p *qtgv1.ProposeTemplateResponse
		if err := call(ctx, func(ctx context.Context) (err error) {
			p, err = client.ProposeTemplate(l.as(ctx, "ops-1"), &qtgv1.ProposeTemplateRequest{Name: s.name, DefinitionJson: s.definition})
			return err
		}); err != nil {
			return fmt.Errorf("propose %s: %w", s.name, err)
		}
		if err := call(ctx, func(ctx context.Context) error {
			_, err := client.ApproveTemplate(l.as(ctx, "ops-2"), &qtgv1.ApproveTemplateRequest{
				Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
			return err
		}); err != nil {
			return fmt.Errorf("approve %s: %w", s.name, err)
		}
	}
	return nil
}

// evmParams picks three different dev accounts (signers 1..n; signer 0 is the
// deployer) and a small amount.
func (l *loader) evmParams(s shape) string {
	n := len(l.chains.Signers) - 1
	i := 1 + l.intN(n)
	j := 1 + (i-1+1+l.intN(n-1))%n
	k := 1 + l.intN(n)
	for k == i || k == j {
		k = 1 + l.intN(n)
	}
	addr := func(x int) string { return strings.ToLower(l.chains.Signers[x].Address.Hex()) }
	chain := l.chains.Chains[l.intN(len(l.chains.Chains))].Name
	params := map[string]string{"a": addr(i), "b": addr(j), "amount": fmt.Sprint(1 + l.intN(1000))}
	if strings.Contains(s.definition, "${c}") {
		params["c"] = addr(k)
	}
	if strings.Contains(s.definition, "${chain}") {
		params["chain"] = chain
	}
	raw, _ := json.Marshal(params)
	return string(raw)
}

// one creates a movement and approves it (90 %), cancels it before approval (5 %), or
// lets it expire unapproved (5 %).
func (l *loader) one(ctx context.Context) {
	var s shape
	params := "{}"
	if l.float() < l.evmShare {
		s = evmShapes[l.intN(len(evmShapes))]
		params = l.evmParams(s)
	} else {
		s = noopShapes[l.intN(len(noopShapes))]
	}
	intent := "approve"
	switch r := l.float(); {
	case r < 0.05:
		intent = "cancel"
	case r < 0.10:
		intent = "expire"
	}
	req := &qtgv1.CreateMovementRequest{TemplateName: s.name, ParamsJson: params, IdempotencyKey: uuid.NewString()}
	if l.float() < 0.9 {
		req.CallbackUrl = l.callback
	}
	if intent == "expire" {
		req.ExpiresAt = timestamppb.New(time.Now().Add(3 * time.Second))
	}
	client := qtgv1.NewMovementServiceClient(l.conn)
	var m *qtgv1.Movement
	err := call(ctx, func(ctx context.Context) error {
		r, err := client.CreateMovement(l.as(ctx, "alice"), req)
		m = r.GetMovement()
		return err
	})
	if err != nil {
		l.fail(fmt.Errorf("create %s: %w", s.name, err))
		return
	}
	l.mu.Lock()
	l.movements = append(l.movements, created{id: m.GetId(), shape: s.name, intent: intent})
	l.mu.Unlock()
	switch intent {
	case "approve":
		err = call(ctx, func(ctx context.Context) error {
			_, err := client.ApproveMovement(l.as(ctx, "bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
			return err
		})
		if status.Code(err) == codes.FailedPrecondition {
			err = nil // approved by the attempt whose answer was lost; the checks see the state
		}
	case "cancel":
		err = call(ctx, func(ctx context.Context) error {
			_, err := client.CancelMovement(l.as(ctx, "alice"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "chaos: cancelled before approval"})
			return err
		})
		if status.Code(err) == codes.FailedPrecondition {
			err = nil
		}
	}
	if err != nil {
		l.fail(fmt.Errorf("%s %s: %w", intent, m.GetId(), err))
	}
}

func (l *loader) fail(err error) {
	if errors.Is(err, context.Canceled) {
		return
	}
	l.errors.Add(1)
	l.lastErr.Store(err.Error())
}

// run creates movements at rate per second until ctx ends, at most 32 at a time.
func (l *loader) run(ctx context.Context, rate float64) {
	sem := make(chan struct{}, 32)
	var wg sync.WaitGroup
	defer wg.Wait()
	tick := time.NewTicker(time.Duration(float64(time.Second) / rate))
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		select {
		case sem <- struct{}{}:
		default:
			continue // the gateway is down or slow: do not pile up
		}
		wg.Go(func() {
			defer func() { <-sem }()
			// The requests of a movement outlive the creation phase: an approval must
			// not be cut off by the end of the run.
			l.one(context.WithoutCancel(ctx))
		})
	}
}
