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
)

// created is one movement the harness created, with what it meant to do with it.
type created struct {
	id     string
	shape  string
	rail   string
	intent string
}

// Intents: what the harness does with a movement after creating it.
const (
	intentApprove = "approve"
	// intentCancel cancels it before approval.
	intentCancel = "cancel"
	// intentExpire leaves it unapproved past its deadline.
	intentExpire = "expire"
	// intentCancelRunning approves it and has an operator cancel it at a random moment
	// while it runs.
	intentCancelRunning = "cancel-running"
	// intentExpireHeld approves it with a short deadline and parameters that hold its
	// first node back, so that it expires while held.
	intentExpireHeld = "expire-held"
)

// loader creates movements through the gateway.
type loader struct {
	conn     *grpc.ClientConn
	tokens   map[string]string
	callback string
	pick     *picker
	rng      *rand.Rand
	rngMu    sync.Mutex
	// weights are the rails' cumulative shares (railWeights).
	weights     []float64
	cancelShare float64
	heldShare   float64
	// heldTTL is the deadline of an expire-held movement, from its creation.
	heldTTL time.Duration

	mu        sync.Mutex
	movements []created
	// cancels counts what the operators' cancels of running movements met.
	cancels map[string]int
	errors  atomic.Int64
	lastErr atomic.Value
	// later are the cancels still to come.
	later sync.WaitGroup
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
	for _, s := range allShapes() {
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

// choose draws the next movement: its shape, parameters and intent. A heldShare of
// the movements are expire-held ones; of the others 5 % are cancelled before
// approval, 5 % left to expire unapproved and cancelShare cancelled while they run.
func (l *loader) choose() (shape, string, string) {
	if l.float() < l.heldShare {
		var held []shape
		for _, s := range moneyShapes {
			if s.held != nil {
				held = append(held, s)
			}
		}
		s := held[l.intN(len(held))]
		return s, encodeParams(s.held(l.pick)), intentExpireHeld
	}
	shapes := shapesOf(railAt(l.weights, l.float()))
	s := shapes[l.intN(len(shapes))]
	params := "{}"
	if s.params != nil {
		params = encodeParams(s.params(l.pick))
	}
	intent := intentApprove
	switch r := l.float(); {
	case r < 0.05:
		intent = intentCancel
	case r < 0.10:
		intent = intentExpire
	case r < 0.10+l.cancelShare:
		intent = intentCancelRunning
	}
	return s, params, intent
}

func encodeParams(p map[string]string) string {
	raw, _ := json.Marshal(p)
	return string(raw)
}

// one creates a movement and does with it what its intent says.
func (l *loader) one(ctx context.Context) {
	s, params, intent := l.choose()
	req := &qtgv1.CreateMovementRequest{TemplateName: s.name, ParamsJson: params, IdempotencyKey: uuid.NewString()}
	if l.float() < 0.9 {
		req.CallbackUrl = l.callback
	}
	switch intent {
	case intentExpire:
		req.ExpiresAt = timestamppb.New(time.Now().Add(3 * time.Second))
	case intentExpireHeld:
		req.ExpiresAt = timestamppb.New(time.Now().Add(l.heldTTL))
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
	l.movements = append(l.movements, created{id: m.GetId(), shape: s.name, rail: s.rail, intent: intent})
	l.mu.Unlock()
	switch intent {
	case intentApprove, intentCancelRunning, intentExpireHeld:
		err = call(ctx, func(ctx context.Context) error {
			_, err := client.ApproveMovement(l.as(ctx, "bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
			return err
		})
		if status.Code(err) == codes.FailedPrecondition {
			err = nil // approved by the attempt whose answer was lost (or expired meanwhile); the checks see the state
		}
		if err == nil && intent == intentCancelRunning {
			delay := time.Duration(100+l.intN(6_000)) * time.Millisecond
			l.later.Go(func() { l.cancelRunning(ctx, m.GetId(), delay) })
		}
	case intentCancel:
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

// cancelRunning waits delay, then has an operator cancel the movement, and counts
// what the cancel met: a movement that had not started (cancelled at once), a running
// one (a cancel request), or one already finished (refused).
func (l *loader) cancelRunning(ctx context.Context, id string, delay time.Duration) {
	if !wait(ctx, delay) {
		return
	}
	client := qtgv1.NewMovementServiceClient(l.conn)
	var state qtgv1.MovementState
	err := call(ctx, func(ctx context.Context) error {
		r, err := client.CancelMovement(l.as(ctx, "ops-1"), &qtgv1.CancelMovementRequest{Id: id, Reason: "chaos: cancelled while running"})
		state = r.GetMovement().GetState()
		return err
	})
	outcome := "error"
	switch {
	case err == nil && state == qtgv1.MovementState_MOVEMENT_STATE_EXECUTING:
		outcome = "requested"
	case err == nil:
		outcome = strings.ToLower(strings.TrimPrefix(state.String(), "MOVEMENT_STATE_"))
	case status.Code(err) == codes.FailedPrecondition:
		outcome = "too_late"
	default:
		l.fail(fmt.Errorf("cancel running %s: %w", id, err))
	}
	l.mu.Lock()
	l.cancels[outcome]++
	l.mu.Unlock()
}

func (l *loader) fail(err error) {
	if errors.Is(err, context.Canceled) {
		return
	}
	l.errors.Add(1)
	l.lastErr.Store(err.Error())
}

// run creates movements at rate per second until ctx ends, at most 32 at a time, then
// waits for the cancels still to come.
func (l *loader) run(ctx context.Context, rate float64) {
	defer l.later.Wait()
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

// count counts the movements created by a key of theirs (rail, intent).
func (l *loader) count(by func(created) string) map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := map[string]int{}
	for _, m := range l.movements {
		out[by(m)]++
	}
	return out
}

// made returns the movements created so far.
func (l *loader) made() []created {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]created(nil), l.movements...)
}
