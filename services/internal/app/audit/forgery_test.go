package audit_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/audit"
)

// Audit forgery: the network role (every service but the promoter) can
// neither append to the chain nor take rows out of the outbox; the promoter's login can.
func TestOnlyThePromoterAppends(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	b.outbox(t, 3)
	_, err := b.app.Exec(ctx, `INSERT INTO audit_log (seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, prev_hash, hash)
		VALUES (1, 1, now(), 'mallory', 'movement', 'x', 'APPROVED', '{}', sha256(''), sha256('x'))`)
	require.ErrorContains(t, err, "permission denied", "a service cannot forge a chain row")
	for _, stmt := range []string{`DELETE FROM audit_outbox`, `UPDATE audit_outbox SET actor = 'mallory'`} {
		_, err = b.app.Exec(ctx, stmt)
		require.ErrorContains(t, err, "permission denied", "a service cannot drop or edit an event before promotion: %s", stmt)
	}
	// With the network role's pool the promoter fails; with its own login it works.
	wrong, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(b.app), Logger: zerolog.Nop()})
	require.NoError(t, err)
	_, err = wrong.Batch(ctx)
	require.ErrorContains(t, err, "permission denied")
	require.Equal(t, 3, drain(t, b.promoter(t, 10)))
}

// outbox_id is covered by the hash: moving an event's identity breaks the chain there.
func TestOutboxIDIsCovered(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	b.outbox(t, 6)
	drain(t, b.promoter(t, 10))
	_, err := b.admin.Exec(ctx, `UPDATE audit_log SET outbox_id = outbox_id + 1000000 WHERE seq = 4`)
	require.NoError(t, err)
	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.False(t, rep.OK, "an edited outbox_id went unnoticed")
	require.Equal(t, int64(4), rep.BrokenSeq)
	require.Equal(t, audit.ProblemContent, rep.Problem)
}

// Rows hashed before migration 00010 (hash_version 1, outbox_id not covered) still
// verify, and the chain continues from them at version 2.
func TestLegacyRowsVerify(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	prev := make([]byte, audit.HashSize)
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for seq := int64(1); seq <= 3; seq++ {
		e := audit.Entry{Version: 1, Seq: seq, OccurredAt: at, Actor: "old", EntityType: "node", EntityID: "n", Action: "A", Detail: json.RawMessage(`{}`)}
		h, err := audit.Hash(prev, e)
		require.NoError(t, err)
		_, err = b.admin.Exec(ctx, `INSERT INTO audit_log (seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, prev_hash, hash)
			VALUES ($1, $5, $2, 'old', 'node', 'n', 'A', '{}', $3, $4)`, seq, at, prev, h, seq+100000)
		require.NoError(t, err)
		prev = h
	}
	b.outbox(t, 2)
	require.Equal(t, 2, drain(t, b.promoter(t, 10)))
	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)
	require.Equal(t, int64(5), rep.HeadSeq)
	require.Equal(t, int64(3), rep.LegacyRows)
	require.Equal(t, int64(2), b.scalar(t, `SELECT count(*) FROM audit_log WHERE hash_version = 2`))
}

// The promoter publishes the head (gauge and log line), and ReadHead returns the same
// anchor, so a truncated tail shows against what was published.
func TestHeadIsPublished(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	var logs bytes.Buffer
	p, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(b.promoterPool), Logger: zerolog.New(&logs), BatchSize: 100, Meter: mp})
	require.NoError(t, err)

	head, err := audit.ReadHead(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.Equal(t, audit.Head{}, head, "an empty log has the zero head")

	b.outbox(t, 7)
	require.Equal(t, 7, drain(t, p))
	head, err = audit.ReadHead(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.Equal(t, rep.HeadSeq, head.Seq)
	require.Equal(t, rep.HeadHash, head.Hash)
	require.False(t, head.RecordedAt.IsZero())

	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(ctx, &rm))
	var gauge *metricdata.Gauge[int64]
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if m.Name == "qtg_audit_chain_head_seq" {
				g, ok := m.Data.(metricdata.Gauge[int64])
				require.True(t, ok)
				gauge = &g
			}
		}
	}
	require.NotNil(t, gauge, "qtg_audit_chain_head_seq is exported")
	require.Equal(t, int64(7), gauge.DataPoints[0].Value)

	var line struct {
		Message string `json:"message"`
		Seq     int64  `json:"head_seq"`
		Hash    string `json:"head_hash"`
	}
	for _, l := range bytes.Split(bytes.TrimSpace(logs.Bytes()), []byte("\n")) {
		require.NoError(t, json.Unmarshal(l, &line))
		if line.Message == "audit chain head" {
			break
		}
	}
	require.Equal(t, "audit chain head", line.Message, logs.String())
	require.Equal(t, int64(7), line.Seq)
	require.Equal(t, hex.EncodeToString(head.Hash), line.Hash)
}
