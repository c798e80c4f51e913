package audit_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type bundle struct {
	// admin bypasses the grants: tampering goes through it.
	admin *pgxpool.Pool
	// app is a member of the network role, as a deployment connects.
	app *pgxpool.Pool
	// promoterPool is the promoter's login: also a member of the network's audit role.
	promoterPool *pgxpool.Pool
}

func setup(t *testing.T) *bundle {
	t.Helper()
	f := testfix.New(t)
	promoter, err := db.OpenPGX(context.Background(), f.DB.AuditLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(promoter.Close)
	return &bundle{admin: f.Pool, app: f.OpenLogin(t), promoterPool: promoter}
}

// outbox writes n audit_outbox rows as transitions would, with varied details.
func (b *bundle) outbox(t *testing.T, n int) {
	t.Helper()
	_, err := b.app.Exec(context.Background(), `
		INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail, trace_id)
		SELECT 'dispatcher/i' || (g % 3), 'node', 'node-' || g, 'READY->SUBMITTING',
		       jsonb_build_object('attempt', g, 'amount', '123456789012345678901234567890'::numeric, 'note', '<a&b> ✓',
		                          'nested', jsonb_build_object('z', 1.50, 'a', jsonb_build_array(1, 'x', null, true))),
		       CASE WHEN g % 2 = 0 THEN 'trace-' || g END
		FROM generate_series(1, $1::int) g`, n)
	require.NoError(t, err)
}

func (b *bundle) promoter(t *testing.T, batch int) *audit.Promoter {
	t.Helper()
	p, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(b.promoterPool), Logger: zerolog.Nop(), BatchSize: batch})
	require.NoError(t, err)
	return p
}

func (b *bundle) scalar(t *testing.T, sql string, args ...any) int64 {
	t.Helper()
	var n int64
	require.NoError(t, b.admin.QueryRow(context.Background(), sql, args...).Scan(&n), sql)
	return n
}

// drain promotes until the outbox is empty.
func drain(t *testing.T, p *audit.Promoter) int {
	t.Helper()
	total := 0
	for {
		n, err := p.Batch(context.Background())
		require.NoError(t, err)
		if n == 0 {
			return total
		}
		total += n
	}
}

func TestPromoteAndVerify(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()

	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.Equal(t, audit.Report{OK: true}, rep, "an empty log verifies")

	b.outbox(t, 1200)
	p := b.promoter(t, 500)
	n, err := p.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 500, n, "one batch promotes at most BatchSize rows")
	require.Equal(t, 1200, 500+drain(t, p))

	require.Zero(t, b.scalar(t, `SELECT count(*) FROM audit_outbox_events`), "promoted rows leave the outbox")
	require.Equal(t, int64(1200), b.scalar(t, `SELECT count(*) FROM audit_log`))
	require.Equal(t, int64(1200), b.scalar(t, `SELECT max(seq) FROM audit_log`))
	require.Equal(t, int64(1), b.scalar(t, `SELECT count(*) FROM audit_log WHERE seq = 1 AND prev_hash = '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea`), "genesis")
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM audit_log WHERE entity_id <> 'node-' || outbox_id`), "outbox IDs kept, promoted in outbox order")

	rep, err = audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)
	require.Equal(t, int64(1200), rep.Rows)
	require.Equal(t, int64(1200), rep.HeadSeq)
	require.Len(t, rep.HeadHash, audit.HashSize)

	// Appending continues the same chain.
	b.outbox(t, 3)
	require.Equal(t, 3, drain(t, p))
	rep, err = audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK)
	require.Equal(t, int64(1203), rep.HeadSeq)
}

// batch writes one audit_batches row of n events as a transition statement would
// (audit_event), and returns the events' ids in the order written.
func (b *bundle) batch(t *testing.T, n int) []int64 {
	t.Helper()
	var ids []int64
	require.NoError(t, b.app.QueryRow(context.Background(), `
		WITH ins AS (
		    INSERT INTO audit_batches (actor, events)
		    SELECT 'observer/i', jsonb_agg(audit_event('node', 'batch-node-' || g, '->COMPLETED',
		                                               jsonb_build_object('attempt', g, 'note', '<a&b> ✓')))
		    FROM generate_series(1, $1::int) g
		    RETURNING events
		)
		SELECT array_agg((e.value->>'id')::bigint ORDER BY e.ordinality) FROM ins, jsonb_array_elements(ins.events) WITH ORDINALITY e`, n).Scan(&ids))
	return ids
}

// A statement's events written as one audit_batches row each become one chained
// audit_log row, with the identity they were written with and in the order written,
// promoted together with audit_outbox rows, and the batch leaves with its last event.
func TestBatchedEventsAreChainedOneRowEach(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()

	b.outbox(t, 3)
	first := b.batch(t, 40)
	b.outbox(t, 2)
	second := b.batch(t, 1)
	require.Len(t, first, 40)
	require.True(t, slices.IsSorted(first), "ids in the order written")
	require.Equal(t, int64(46), b.scalar(t, `SELECT count(*) FROM audit_outbox_events`))

	// A batch of 10 events at most: the 40-event batch still goes whole, in one transaction.
	p := b.promoter(t, 10)
	require.Equal(t, 46, drain(t, p))
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM audit_batches`))
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM audit_outbox_events`))
	require.Equal(t, int64(46), b.scalar(t, `SELECT count(*) FROM audit_log`))

	rows, err := b.admin.Query(ctx, `SELECT outbox_id FROM audit_log WHERE entity_id LIKE 'batch-node-%' ORDER BY seq`)
	require.NoError(t, err)
	logged, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	require.NoError(t, err)
	require.Equal(t, append(slices.Clone(first), second...), logged, "one row per event, in the order written, ids kept")
	require.Equal(t, int64(40), b.scalar(t, `SELECT count(*) FROM audit_log WHERE entity_id LIKE 'batch-node-%' AND entity_type = 'node'
		AND action = '->COMPLETED' AND actor = 'observer/i' AND entity_id = 'batch-node-' || (detail->>'attempt') AND outbox_id = ANY($1)`, first))

	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)
	require.Equal(t, int64(46), rep.HeadSeq)
}

// A batch the promoter could not expand is refused when it is written, so the
// transition that writes it fails instead of stopping the chain later.
func TestMalformedAuditBatchesAreRefused(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, events := range []string{
		`[]`, `{}`, `[{"id": 1, "entity_type": "node", "entity_id": "x", "action": "A"}]`,
		`[{"id": "1", "entity_type": "node", "entity_id": "x", "action": "A", "detail": {}}]`,
		`[{"id": 1, "entity_type": "node", "entity_id": "x", "action": "A", "detail": []}]`,
	} {
		_, err := b.app.Exec(context.Background(), `INSERT INTO audit_batches (actor, events) VALUES ('x', $1::jsonb)`, events)
		require.ErrorContains(t, err, "audit_batches_events_check", events)
	}
	_, err := b.app.Exec(context.Background(), `INSERT INTO audit_batches (actor, events) VALUES ('x', jsonb_build_array(audit_event('planet', 'x', 'A', NULL)))`)
	require.ErrorContains(t, err, "audit_entity_type_check", "an unknown entity type")
}

// Promoters racing each other while transitions keep writing: every event, of an
// audit_outbox row or of a batch, ends in the log exactly once, and the chain is whole.
func TestConcurrentPromoters(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const writes, perWrite = 40, 25
	var written atomic.Bool
	var wg sync.WaitGroup
	wg.Go(func() {
		defer written.Store(true)
		for i := range writes {
			// Single-event rows and statements' batches alike.
			if i%2 == 0 {
				b.outbox(t, perWrite)
			} else {
				b.batch(t, perWrite)
			}
		}
	})
	var promoted atomic.Int64
	for i := range 4 {
		p := b.promoter(t, 7+i*5)
		wg.Go(func() {
			for {
				n, err := p.Batch(ctx)
				if err != nil {
					t.Errorf("promoter %d: %v", i, err)
					return
				}
				promoted.Add(int64(n))
				if n == 0 && written.Load() && b.scalar(t, `SELECT count(*) FROM audit_outbox_events`) == 0 {
					return
				}
			}
		})
	}
	wg.Wait()
	require.Equal(t, int64(writes*perWrite), promoted.Load())
	require.Equal(t, int64(writes*perWrite), b.scalar(t, `SELECT count(DISTINCT outbox_id) FROM audit_log`))
	rep, err := audit.Verify(context.Background(), db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)
	require.Equal(t, int64(writes*perWrite), rep.HeadSeq)
}

// One tampered row — edited, deleted, moved — is found, at its seq. The network role
// cannot tamper at all: the log is append-only for it.
func TestVerifyDetectsTampering(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		tamper  string
		broken  int64
		problem audit.Problem
	}{
		{name: "edit actor", tamper: `UPDATE audit_log SET actor = 'mallory' WHERE seq = 5`, broken: 5, problem: audit.ProblemContent},
		{name: "edit detail", tamper: `UPDATE audit_log SET detail = jsonb_set(detail, '{attempt}', '99') WHERE seq = 7`, broken: 7, problem: audit.ProblemContent},
		{name: "edit occurred_at", tamper: `UPDATE audit_log SET occurred_at = occurred_at + interval '1 microsecond' WHERE seq = 3`, broken: 3, problem: audit.ProblemContent},
		{name: "add trace_id", tamper: `UPDATE audit_log SET trace_id = 'x' WHERE seq = 9`, broken: 9, problem: audit.ProblemContent},
		{name: "remove trace_id", tamper: `UPDATE audit_log SET trace_id = NULL WHERE seq = 10`, broken: 10, problem: audit.ProblemContent},
		{name: "edit with hash recomputed by a weaker rule", tamper: `UPDATE audit_log SET action = 'X', hash = sha256(prev_hash || 'X'::bytea) WHERE seq = 4`, broken: 4, problem: audit.ProblemContent},
		{name: "delete a row", tamper: `DELETE FROM audit_log WHERE seq = 6`, broken: 6, problem: audit.ProblemGap},
		{name: "delete the first row", tamper: `DELETE FROM audit_log WHERE seq = 1`, broken: 1, problem: audit.ProblemGap},
		{name: "delete and renumber", tamper: `DELETE FROM audit_log WHERE seq = 6; UPDATE audit_log SET seq = seq - 1 WHERE seq > 6`, broken: 6, problem: audit.ProblemLink},
		{name: "swap two rows", tamper: `UPDATE audit_log SET seq = seq + 1000 WHERE seq IN (4, 5); UPDATE audit_log SET seq = CASE seq WHEN 1004 THEN 5 ELSE 4 END WHERE seq > 1000`, broken: 4, problem: audit.ProblemLink},
		{name: "edit prev_hash", tamper: `UPDATE audit_log SET prev_hash = sha256('x') WHERE seq = 8`, broken: 8, problem: audit.ProblemLink},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			ctx := context.Background()
			b.outbox(t, 12)
			require.Equal(t, 12, drain(t, b.promoter(t, 5)))

			_, err := b.app.Exec(ctx, tt.tamper)
			require.Error(t, err, "the network role cannot change the log")
			require.Contains(t, err.Error(), "permission denied")

			_, err = b.admin.Exec(ctx, tt.tamper)
			require.NoError(t, err)
			rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
			require.NoError(t, err)
			require.False(t, rep.OK, "tampering went unnoticed")
			require.Equal(t, tt.broken, rep.BrokenSeq, rep.Detail)
			require.Equal(t, tt.problem, rep.Problem, rep.Detail)
			require.Equal(t, tt.broken-1, rep.HeadSeq, "the head is the last intact row")
		})
	}
}

// Deleting the newest rows, past the promoter's checkpoint, leaves a shorter chain
// that verifies: only an anchor kept outside the database (a published
// HeadSeq/HeadHash) catches it. Deleting back to the checkpoint is caught.
func TestTruncationNeedsAnAnchor(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	b.outbox(t, 5)
	p := b.promoter(t, 10)
	drain(t, p) // the first batch walks the chain: checkpoint at seq 5
	b.outbox(t, 3)
	drain(t, p) // within the interval: no walk, the checkpoint stays at 5
	anchor, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.EqualValues(t, 8, anchor.HeadSeq)
	_, err = b.admin.Exec(ctx, `DELETE FROM audit_log WHERE seq = 8`)
	require.NoError(t, err)
	rep, err := audit.Verify(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK)
	require.Less(t, rep.HeadSeq, anchor.HeadSeq, "compared with the anchor, the truncation shows")

	_, err = b.admin.Exec(ctx, `DELETE FROM audit_log WHERE seq >= 5`)
	require.NoError(t, err)
	for name, verify := range map[string]func(context.Context, db.Conn) (audit.Report, error){"full": audit.Verify, "incremental": audit.VerifyIncremental} {
		rep, err = verify(ctx, db.Wrap(b.app).Conn)
		require.NoError(t, err, name)
		require.False(t, rep.OK, name)
		require.Equal(t, audit.ProblemCheckpoint, rep.Problem, name)
		require.EqualValues(t, 5, rep.BrokenSeq, name)
	}
}

// VerifyIncremental re-checks the checkpointed row and walks only the rows after it;
// an edit after the checkpoint is caught, an in-place edit before it is left to the
// full walk, and a rewritten checkpoint row is caught.
func TestVerifyIncremental(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	app := db.Wrap(b.app).Conn

	// Before any checkpoint, incremental is a full walk.
	b.outbox(t, 10)
	rep, err := audit.VerifyIncremental(ctx, app)
	require.NoError(t, err)
	require.True(t, rep.OK)
	require.Zero(t, rep.Rows)

	p := b.promoter(t, 100)
	drain(t, p) // promotes 10 and walks: checkpoint at 10
	b.outbox(t, 4)
	drain(t, p) // promotes 4 more, no walk
	rep, err = audit.VerifyIncremental(ctx, app)
	require.NoError(t, err)
	require.True(t, rep.OK, rep.Detail)
	require.EqualValues(t, 10, rep.FromSeq)
	require.EqualValues(t, 5, rep.Rows, "the checkpointed row and the 4 after it, not the 14 of the chain")
	require.EqualValues(t, 14, rep.HeadSeq)
	full, err := audit.Verify(ctx, app)
	require.NoError(t, err)
	require.EqualValues(t, 14, full.Rows)
	require.Equal(t, full.HeadHash, rep.HeadHash)

	// An edit after the checkpoint: caught.
	var actor string
	require.NoError(t, b.admin.QueryRow(ctx, `SELECT actor FROM audit_log WHERE seq = 12`).Scan(&actor))
	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET actor = 'mallory' WHERE seq = 12`)
	require.NoError(t, err)
	rep, err = audit.VerifyIncremental(ctx, app)
	require.NoError(t, err)
	require.False(t, rep.OK)
	require.EqualValues(t, 12, rep.BrokenSeq)
	require.Equal(t, audit.ProblemContent, rep.Problem)
	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET actor = $1 WHERE seq = 12`, actor)
	require.NoError(t, err)

	// An in-place edit before the checkpoint: left to the full walk.
	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET action = 'FORGED' WHERE seq = 3`)
	require.NoError(t, err)
	rep, err = audit.VerifyIncremental(ctx, app)
	require.NoError(t, err)
	require.True(t, rep.OK, "incremental does not re-read rows before the checkpoint")
	full, err = audit.Verify(ctx, app)
	require.NoError(t, err)
	require.False(t, full.OK)
	require.EqualValues(t, 3, full.BrokenSeq)

	// The checkpointed row itself edited: caught.
	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET action = 'FORGED' WHERE seq = 10`)
	require.NoError(t, err)
	rep, err = audit.VerifyIncremental(ctx, app)
	require.NoError(t, err)
	require.False(t, rep.OK)
	require.EqualValues(t, 10, rep.BrokenSeq)
	require.Equal(t, audit.ProblemCheckpoint, rep.Problem)
}

// The promoter's periodic full walk writes the checkpoint (only its role may), never
// moves it backwards, exports qtg_audit_chain_ok, and leaves the checkpoint alone on a
// broken chain.
func TestPromoterWritesTheCheckpoint(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	checkpoint := func() (int64, []byte) {
		cp, err := db.Wrap(b.app).Audit().Checkpoint(ctx)
		require.NoError(t, err)
		return cp.Seq, cp.Hash
	}
	chainOK := func() int64 {
		var rm metricdata.ResourceMetrics
		require.NoError(t, reader.Collect(ctx, &rm))
		for _, sm := range rm.ScopeMetrics {
			for _, m := range sm.Metrics {
				if m.Name == "qtg_audit_chain_ok" {
					return m.Data.(metricdata.Gauge[int64]).DataPoints[0].Value
				}
			}
		}
		t.Fatal("qtg_audit_chain_ok not exported")
		return -1
	}

	seq, _ := checkpoint()
	require.Zero(t, seq, "genesis before the first walk")

	// A walk on every batch.
	p, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(b.promoterPool), Logger: zerolog.Nop(), BatchSize: 100,
		Meter: mp, VerifyInterval: time.Nanosecond})
	require.NoError(t, err)
	b.outbox(t, 6)
	drain(t, p)
	head, err := audit.ReadHead(ctx, db.Wrap(b.app).Conn)
	require.NoError(t, err)
	seq, hash := checkpoint()
	require.EqualValues(t, 6, seq)
	require.Equal(t, head.Hash, hash)
	require.EqualValues(t, 1, chainOK())

	// Only the audit role writes it; and never backwards.
	_, err = db.Wrap(b.app).Audit().AdvanceCheckpoint(ctx, 7, hash)
	require.ErrorContains(t, err, "permission denied")
	moved, err := db.Wrap(b.promoterPool).Audit().AdvanceCheckpoint(ctx, 2, hash)
	require.NoError(t, err)
	require.False(t, moved, "never backwards")
	moved, err = db.Wrap(b.promoterPool).Audit().AdvanceCheckpoint(ctx, 6, make([]byte, 32))
	require.NoError(t, err)
	require.False(t, moved, "never another hash at the same seq")

	// A broken chain: the gauge drops to 0 and the checkpoint stays.
	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET actor = 'mallory' WHERE seq = 2`)
	require.NoError(t, err)
	b.outbox(t, 2)
	drain(t, p)
	require.EqualValues(t, 0, chainOK())
	seq, _ = checkpoint()
	require.EqualValues(t, 6, seq)
}

// The encoding is a published format (external verifiers recompute it): a fixed entry
// hashes to a fixed value, and the JSON detail is canonical whatever its formatting.
func TestEncodingIsStable(t *testing.T) {
	t.Parallel()
	trace := "trace-1"
	e := audit.Entry{
		Version: 1, Seq: 42, OccurredAt: time.Date(2025, 1, 2, 3, 4, 5, 123456000, time.UTC), Actor: "dispatcher/a",
		EntityType: "node", EntityID: "n1", Action: "READY->SUBMITTING",
		Detail: json.RawMessage(`{ "b": 1, "a": [1, 2.50, {"d": "<x>", "c": null}] }`), TraceID: &trace,
	}
	enc, err := audit.Encode(e)
	require.NoError(t, err)
	// seq 42, then 2025-01-02T03:04:05.123456Z in microseconds.
	want := "000000000000002a" + "00062ab06a3af580" +
		"0000000c" + hex.EncodeToString([]byte("dispatcher/a")) +
		"00000004" + hex.EncodeToString([]byte("node")) +
		"00000002" + hex.EncodeToString([]byte("n1")) +
		"00000011" + hex.EncodeToString([]byte("READY->SUBMITTING")) +
		fmt.Sprintf("%08x", len(`{"a":[1,2.50,{"c":null,"d":"<x>"}],"b":1}`)) + hex.EncodeToString([]byte(`{"a":[1,2.50,{"c":null,"d":"<x>"}],"b":1}`)) +
		"01" + "00000007" + hex.EncodeToString([]byte("trace-1"))
	require.Equal(t, want, hex.EncodeToString(enc))

	same := e
	same.Detail = json.RawMessage(`{"a":[1,2.50,{"c":null,"d":"<x>"}],"b":1}`)
	h1, err := audit.Hash(make([]byte, audit.HashSize), e)
	require.NoError(t, err)
	h2, err := audit.Hash(make([]byte, audit.HashSize), same)
	require.NoError(t, err)
	require.Equal(t, h1, h2)

	noTrace := e
	noTrace.TraceID = nil
	enc2, err := audit.Encode(noTrace)
	require.NoError(t, err)
	require.Equal(t, byte(0), enc2[len(enc2)-1], "a NULL trace_id is one zero byte")

	// Version 2 (what the promoter writes) prefixes its number and outbox_id.
	v2 := e
	v2.Version, v2.OutboxID = 2, 77
	enc3, err := audit.Encode(v2)
	require.NoError(t, err)
	require.Equal(t, "02"+"000000000000004d"+want, hex.EncodeToString(enc3))
	current := v2
	current.Version = 0
	enc4, err := audit.Encode(current)
	require.NoError(t, err)
	require.Equal(t, enc3, enc4, "the zero Version is the current one")
}
