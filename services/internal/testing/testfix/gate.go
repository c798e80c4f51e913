package testfix

import (
	"context"
	"encoding/json"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Gate wraps an executor so that its Preflight waits for the test: a dispatcher inside
// it holds its claim transaction (the node and request row locks) open until the test
// sends on (or closes) Release. Entered receives once per Preflight that started
// waiting, without blocking when nobody reads it.
type Gate struct {
	executor.Executor
	Entered chan struct{}
	Release chan struct{}
}

// NewGate wraps e.
func NewGate(e executor.Executor) *Gate {
	return &Gate{Executor: e, Entered: make(chan struct{}, 1), Release: make(chan struct{})}
}

// Preflight signals Entered, waits for Release (or ctx), then defers to the wrapped
// executor.
func (g *Gate) Preflight(ctx context.Context, node executor.Node) error {
	select {
	case g.Entered <- struct{}{}:
	default:
	}
	select {
	case <-g.Release:
		return g.Executor.Preflight(ctx, node)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Pins implements executor.Pinner for the wrapped executor: its pins, or none.
func (g *Gate) Pins(config json.RawMessage) (map[string]string, error) {
	if p, ok := g.Executor.(executor.Pinner); ok {
		return p.Pins(config)
	}
	return nil, nil
}

// Pays implements executor.Payer for the wrapped executor: what it pays, or nothing.
func (g *Gate) Pays(config json.RawMessage) (executor.Payment, bool, error) {
	if p, ok := g.Executor.(executor.Payer); ok {
		return p.Pays(config)
	}
	return executor.Payment{}, false, nil
}
