package audit

import (
	"context"
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
)

// Head is the chain's last row: the anchor to keep outside the database. A later head
// with a lower Seq, or another Hash at a Seq published before, means the tail was
// truncated or rewritten (Verify cannot see that from inside).
type Head struct {
	Seq        int64
	Hash       []byte
	RecordedAt time.Time
}

// ReadHead returns this network's chain head; the zero Head for an empty log.
func ReadHead(ctx context.Context, c db.Conn) (Head, error) {
	h, ok, err := c.Audit().HeadInfo(ctx)
	if err != nil || !ok {
		return Head{}, err
	}
	return Head{Seq: h.Seq, Hash: h.Hash, RecordedAt: h.RecordedAt}, nil
}

// headLogEvery bounds how often the promoter logs the head while it keeps moving.
const headLogEvery = time.Minute

// publisher publishes the head the promoter just committed: a gauge always, a log line
// at most once per headLogEvery (and on the first batch), so an external log store
// keeps a trail of anchors.
type publisher struct {
	logger zerolog.Logger
	gauge  metric.Int64Gauge
	ok     metric.Int64Gauge

	mu      sync.Mutex
	logged  time.Time
	lastSeq int64
}

func newPublisher(logger zerolog.Logger, mp metric.MeterProvider) (*publisher, error) {
	p := &publisher{logger: logger}
	if mp == nil {
		return p, nil
	}
	g, err := mp.Meter("github.com/qtgdev/qtg/services/internal/app/audit").Int64Gauge("qtg_audit_chain_head_seq",
		metric.WithDescription("seq of the audit chain's head as the promoter last committed it; it never goes down (a drop means a truncated log)."))
	if err != nil {
		return nil, fmt.Errorf("audit promoter: metric: %w", err)
	}
	p.gauge = g
	ok, err := mp.Meter("github.com/qtgdev/qtg/services/internal/app/audit").Int64Gauge("qtg_audit_chain_ok",
		metric.WithDescription("1 when the promoter's last full walk of the audit chain (every MG_AUDIT_VERIFY_INTERVAL) found it intact, 0 when it found it broken."))
	if err != nil {
		return nil, fmt.Errorf("audit promoter: metric: %w", err)
	}
	p.ok = ok
	return p, nil
}

// verdict exports the last full walk's verdict.
func (p *publisher) verdict(ctx context.Context, intact bool) {
	if p.ok == nil {
		return
	}
	v := int64(0)
	if intact {
		v = 1
	}
	p.ok.Record(ctx, v)
}

func (p *publisher) publish(ctx context.Context, seq int64, hash []byte) {
	if p.gauge != nil {
		p.gauge.Record(ctx, seq)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if seq == p.lastSeq || (!p.logged.IsZero() && now.Sub(p.logged) < headLogEvery) {
		return
	}
	p.logged, p.lastSeq = now, seq
	p.logger.Info().Int64("head_seq", seq).Str("head_hash", hex.EncodeToString(hash)).Msg("audit chain head")
}
