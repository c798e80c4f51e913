package audit

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
)

// PromoterConfig configures a Promoter.
type PromoterConfig struct {
	// Pool is bound to the network whose chain this promoter extends. Required.
	Pool *db.Pool
	// Logger receives promotion logs.
	Logger zerolog.Logger
	// BatchSize bounds the audit_outbox rows one transaction promotes, and the events of
	// the audit_batches rows it starts (a batch is promoted whole). Default 500.
	BatchSize int
	// Meter receives qtg_audit_chain_head_seq and qtg_audit_chain_ok; nil: no metric.
	Meter metric.MeterProvider
	// VerifyInterval is how often the promoter walks the whole chain from genesis
	// (Verify) and, when it is intact, advances the checkpoint that VerifyIncremental
	// starts from. The first walk runs on the first batch. Default 1 h.
	VerifyInterval time.Duration
}

// Promoter moves audit_outbox rows and audit_batches events into the hash-chained audit_log; its Batch is the
// audit-outbox-promoter worker's. Several replicas are safe: one promotes at a time.
type Promoter struct {
	cfg PromoterConfig
	pub *publisher
	// lastWalk is when the last full walk started (zero: none yet); only Batch, which
	// the worker runtime never runs concurrently, touches it.
	lastWalk time.Time
}

// NewPromoter validates cfg and returns a Promoter.
func NewPromoter(cfg PromoterConfig) (*Promoter, error) {
	if cfg.Pool == nil {
		return nil, errors.New("audit promoter: pool is nil")
	}
	cfg.BatchSize = cmp.Or(cfg.BatchSize, 500)
	if cfg.BatchSize < 1 {
		return nil, fmt.Errorf("audit promoter: batch size %d is not positive", cfg.BatchSize)
	}
	cfg.VerifyInterval = cmp.Or(cfg.VerifyInterval, time.Hour)
	if cfg.VerifyInterval < 0 {
		return nil, fmt.Errorf("audit promoter: verify interval %s is negative", cfg.VerifyInterval)
	}
	pub, err := newPublisher(cfg.Logger, cfg.Meter)
	if err != nil {
		return nil, err
	}
	return &Promoter{cfg: cfg, pub: pub}, nil
}

// Batch promotes the oldest events in one transaction (up to BatchSize audit_outbox
// rows, and the audit_batches rows that start within BatchSize events, whole): it
// appends them to the chain and deletes them from the outbox, or does neither. It
// returns how many it promoted (0 when another replica holds the promotion lock).
// Once per VerifyInterval it then walks the whole chain (see walkAndCheckpoint).
func (p *Promoter) Batch(ctx context.Context) (int, error) {
	n, err := p.promote(ctx)
	if err != nil {
		return n, err
	}
	if p.lastWalk.IsZero() || time.Since(p.lastWalk) >= p.cfg.VerifyInterval {
		p.lastWalk = time.Now()
		if err := p.walkAndCheckpoint(ctx); err != nil {
			return n, err
		}
	}
	return n, nil
}

// walkAndCheckpoint walks the whole chain from genesis, outside any promotion
// transaction (appends go on meanwhile), exports the verdict as qtg_audit_chain_ok
// and, when the chain is intact, advances the checkpoint to the last row it checked
// (compare-and-set, never backwards). A broken chain is logged at error level and
// leaves the checkpoint where it was; it is not a batch error (the promoter keeps
// appending, and an operator reads the log, the gauge and VerifyAuditLog).
func (p *Promoter) walkAndCheckpoint(ctx context.Context) error {
	rep, err := Verify(ctx, p.cfg.Pool.Conn)
	if err != nil {
		return fmt.Errorf("audit verify: %w", err)
	}
	p.pub.verdict(ctx, rep.OK)
	if !rep.OK {
		p.cfg.Logger.Error().Int64("broken_seq", rep.BrokenSeq).Str("problem", string(rep.Problem)).Str("detail", rep.Detail).
			Int64("rows", rep.Rows).Msg("audit chain is broken")
		return nil
	}
	advanced, err := p.cfg.Pool.Audit().AdvanceCheckpoint(ctx, rep.HeadSeq, checkpointHash(rep.HeadHash))
	if err != nil {
		return fmt.Errorf("audit verify: %w", err)
	}
	p.cfg.Logger.Info().Int64("rows", rep.Rows).Int64("head_seq", rep.HeadSeq).Bool("checkpoint_advanced", advanced).
		Msg("audit chain verified from genesis")
	return nil
}

// checkpointHash is the hash the checkpoint records for a head: genesis's for an
// empty chain.
func checkpointHash(h []byte) []byte {
	if len(h) == 0 {
		return genesis()
	}
	return h
}

// promote is one promotion transaction (see Batch).
func (p *Promoter) promote(ctx context.Context) (int, error) {
	tx, err := p.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("audit promote: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	// One promoter per network at a time, until this transaction ends (see
	// AuditPromotionTryLock). Another replica holding it is promoting right now: this one
	// has nothing to add and skips its turn rather than queue behind it.
	locked, err := tx.Audit().TryLockPromotion(ctx)
	if err != nil {
		return 0, fmt.Errorf("audit promote: lock: %w", err)
	}
	if !locked {
		return 0, nil
	}
	// Read under the lock, so it is the head the previous holder committed.
	seq, prev := int64(0), genesis()
	headSeq, headHash, ok, err := tx.Audit().Head(ctx)
	switch {
	case err != nil:
		return 0, fmt.Errorf("audit promote: read head: %w", err)
	case ok:
		seq, prev = headSeq, headHash
	}
	rows, err := tx.Audit().NextOutbox(ctx, p.cfg.BatchSize)
	if err != nil {
		return 0, fmt.Errorf("audit promote: read outbox: %w", err)
	}
	if len(rows) == 0 {
		// Nothing to add: still publish the head, so the anchor is fresh while idle.
		p.pub.publish(ctx, seq, prev)
		return 0, nil
	}
	entries := make([]*db.AuditLogEntry, 0, len(rows))
	var ids, batches []int64
	for _, r := range rows {
		seq++
		e := Entry{
			Version: HashVersion, OutboxID: r.ID, Seq: seq, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
			Action: r.Action, Detail: r.Detail, TraceID: r.TraceID,
		}
		h, err := Hash(prev, e)
		if err != nil {
			// jsonb always decodes; this would be a bug, and skipping the row would
			// break the promise that every transition is in the log.
			return 0, fmt.Errorf("audit promote: outbox row %d: %w", r.ID, err)
		}
		entries = append(entries, &db.AuditLogEntry{
			Seq: seq, OutboxID: r.ID, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType,
			EntityID: r.EntityID, Action: r.Action, Detail: r.Detail, TraceID: r.TraceID, PrevHash: prev, Hash: h,
			HashVersion: HashVersion,
		})
		switch {
		case r.BatchID == 0:
			ids = append(ids, r.ID)
		case len(batches) == 0 || batches[len(batches)-1] != r.BatchID:
			// A batch's events come together (AuditOutboxNext's order).
			batches = append(batches, r.BatchID)
		}
		prev = h
	}
	if _, err := tx.Audit().Append(ctx, entries); err != nil {
		return 0, fmt.Errorf("audit promote: append %d rows: %w", len(entries), err)
	}
	if len(ids) > 0 {
		deleted, err := tx.Audit().DeleteOutbox(ctx, ids)
		if err != nil {
			return 0, fmt.Errorf("audit promote: delete outbox rows: %w", err)
		}
		if deleted != int64(len(ids)) {
			return 0, fmt.Errorf("audit promote: deleted %d outbox rows, promoted %d: another writer deletes outbox rows", deleted, len(ids))
		}
	}
	if len(batches) > 0 {
		deleted, err := tx.Audit().DeleteBatches(ctx, batches)
		if err != nil {
			return 0, fmt.Errorf("audit promote: delete audit batches: %w", err)
		}
		if deleted != int64(len(batches)) {
			return 0, fmt.Errorf("audit promote: deleted %d audit batches, promoted %d: another writer deletes audit batches", deleted, len(batches))
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("audit promote: %w", err)
	}
	p.cfg.Logger.Debug().Int("rows", len(entries)).Int64("head_seq", seq).Msg("audit rows promoted")
	p.pub.publish(ctx, seq, prev)
	return len(entries), nil
}
