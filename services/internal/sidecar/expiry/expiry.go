// Package expiry holds the two deadline sidecars: expiration-checker (movements not
// started before expires_at become EXPIRED) and template-proposal-expiration
// (template proposals not approved before proposal_expires_at become EXPIRED).
//
// Each batch is one transaction: claim due rows with SKIP LOCKED, apply the
// compare-and-set transition (with its audit row, and for movements the
// movement.expired callback and the cancellation of nodes that never started), commit.
// A movement is never expired once it started: the dispatcher's claim locks the request
// row and moves it APPROVED → EXECUTING before it commits, so the expiration claim
// either skips the locked row or, once it is committed, no longer matches it.
package expiry

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
)

// Config is shared by both expirers.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Instance identifies this process in audit rows. Required.
	Instance string
	// Logger receives a line per expired movement or proposal.
	Logger zerolog.Logger
	// BatchSize bounds the rows one batch claims. Default 64.
	BatchSize int
}

func (c *Config) setDefaults() error {
	if c.Pool == nil || c.Instance == "" {
		return errors.New("expiry: Pool and Instance are required")
	}
	c.BatchSize = cmp.Or(c.BatchSize, 64)
	if c.BatchSize < 1 {
		return fmt.Errorf("expiry: batch size %d is not positive", c.BatchSize)
	}
	return nil
}

// Movements expires movements past expires_at; its Batch is the expiration-checker
// worker's.
type Movements struct {
	cfg Config
}

// NewMovements validates cfg and returns the movement expirer.
func NewMovements(cfg Config) (*Movements, error) {
	if err := cfg.setDefaults(); err != nil {
		return nil, err
	}
	return &Movements{cfg: cfg}, nil
}

// Batch expires up to BatchSize due movements that no other transaction holds, and
// returns how many it claimed.
func (m *Movements) Batch(ctx context.Context) (int, error) {
	tx, err := m.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("expire movements: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	// Locks the due request rows (SKIP LOCKED) until this transaction commits the
	// expiry; a row a dispatcher holds is skipped, and is EXECUTING once it is free.
	due, err := tx.Movements().ClaimExpired(ctx, m.cfg.BatchSize)
	if err != nil {
		return 0, fmt.Errorf("expire movements: %w", err)
	}
	if len(due) == 0 {
		return 0, nil
	}
	ids := make([]uuid.UUID, len(due))
	for i, r := range due {
		ids[i] = r.ID
	}
	expired, err := tx.Movements().Expire(ctx, ids, "expiration-checker/"+m.cfg.Instance)
	if err != nil {
		return 0, fmt.Errorf("expire movements: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("expire movements: %w", err)
	}
	for _, e := range expired {
		m.cfg.Logger.Info().Str("movement_id", e.ID.String()).Str("from_state", e.FromState).Msg("movement expired")
	}
	return len(due), nil
}

// Proposals expires template proposals past proposal_expires_at; its Batch is the
// template-proposal-expiration worker's.
type Proposals struct {
	cfg Config
}

// NewProposals validates cfg and returns the proposal expirer.
func NewProposals(cfg Config) (*Proposals, error) {
	if err := cfg.setDefaults(); err != nil {
		return nil, err
	}
	return &Proposals{cfg: cfg}, nil
}

// Batch expires up to BatchSize due proposals that no other transaction holds (an
// approval in progress, say), and returns how many it claimed.
func (p *Proposals) Batch(ctx context.Context) (int, error) {
	tx, err := p.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("expire proposals: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	// Locks the due template rows (SKIP LOCKED) until this transaction commits.
	due, err := tx.Templates().ClaimExpiredProposals(ctx, p.cfg.BatchSize)
	if err != nil {
		return 0, fmt.Errorf("expire proposals: %w", err)
	}
	if len(due) == 0 {
		return 0, nil
	}
	ids := make([]uuid.UUID, len(due))
	for i, r := range due {
		ids[i] = r.ID
	}
	expired, err := tx.Templates().ExpireProposals(ctx, ids, "template-proposal-expiration/"+p.cfg.Instance)
	if err != nil {
		return 0, fmt.Errorf("expire proposals: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("expire proposals: %w", err)
	}
	for _, e := range expired {
		p.cfg.Logger.Info().Str("template_id", e.ID.String()).Str("name", e.Name).Int32("version", e.Version).Msg("template proposal expired")
	}
	return len(due), nil
}
