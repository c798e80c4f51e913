package callback_test

import (
	"context"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/callback"
)

// A receiver that fails the first attempts of every event and then succeeds gets every
// event, each under one ID, signed so that either rotated secret verifies it.
func TestFlakyReceiverGetsEveryEvent(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var mu sync.Mutex
	seen := map[uuid.UUID]int{}
	rc := newReceiver(t, func(w http.ResponseWriter, _ *http.Request, ev callback.Event) int {
		mu.Lock()
		defer mu.Unlock()
		seen[ev.ID]++
		switch seen[ev.ID] {
		case 1:
			w.Header().Set("Retry-After", "0")
			return http.StatusServiceUnavailable
		case 2:
			return http.StatusInternalServerError
		default:
			return http.StatusNoContent
		}
	})
	var movements []uuid.UUID
	for range 5 {
		movements = append(movements, b.movement(t, rc.srv.URL+"/hook", "movement.executing", "movement.completed"))
	}
	const events = 5 * 3
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 5, Concurrency: 4})
	run(t, d)
	require.Eventually(t, func() bool { return b.states(t)["DELIVERED"] == events }, waitFor, 5*time.Millisecond)

	rows, err := b.pool.Query(context.Background(), `SELECT id, movement_id, event_type, tries, last_status FROM callback_outbox`)
	require.NoError(t, err)
	outbox, err := pgx.CollectRows(rows, pgx.RowToStructByPos[struct {
		ID, MovementID uuid.UUID
		EventType      string
		Attempts       int32
		LastStatus     int32
	}])
	require.NoError(t, err)
	require.Len(t, outbox, events)

	got := rc.deliveries()
	byID := map[uuid.UUID][]delivery{}
	for _, dl := range got {
		byID[dl.event.ID] = append(byID[dl.event.ID], dl)
		require.True(t, dl.verifiedNew, "the signature verifies with the new secret")
		require.True(t, dl.verifiedOld, "the signature verifies with the old secret")
		require.Equal(t, dl.event.ID.String(), dl.header.Get(callback.HeaderEventID))
		require.Equal(t, dl.event.Type, dl.header.Get(callback.HeaderEventType))
		require.Equal(t, "application/json", dl.header.Get("Content-Type"))
	}
	for _, o := range outbox {
		tries := byID[o.ID]
		require.Len(t, tries, 3, "two failures, then the delivery")
		require.Equal(t, int32(3), o.Attempts)
		require.Equal(t, int32(http.StatusNoContent), o.LastStatus)
		require.Contains(t, movements, o.MovementID)
		for i, dl := range tries {
			// The same event every time: one ID, one body.
			require.Equal(t, tries[0].event, dl.event)
			require.Equal(t, o.MovementID, dl.event.MovementID)
			require.Equal(t, o.EventType, dl.event.Type)
			require.Equal(t, strconv.Itoa(i+1), dl.header.Get(callback.HeaderAttempt))
		}
		require.NotZero(t, tries[0].event.OccurredAt)
	}
	// The approval's event carries the state the movement entered.
	for _, dl := range got {
		if dl.event.Type == "movement.approved" {
			require.Equal(t, "APPROVED", dl.event.State)
		}
	}
}

// A receiver that always fails ends in the dead letters after MaxTries; a receiver
// that hangs holds one delivery slot until its timeout; neither keeps the other rows
// from being delivered meanwhile.
func TestDeadAndSlowReceiversDoNotBlockOthers(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	dead := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int {
		return http.StatusInternalServerError
	})
	release := make(chan struct{})
	var slowEntered atomic.Bool
	slow := newReceiver(t, func(_ http.ResponseWriter, r *http.Request, _ callback.Event) int {
		slowEntered.Store(true)
		select {
		case <-release:
		case <-r.Context().Done():
		}
		return http.StatusOK
	})
	good := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int { return http.StatusOK })

	slowID := b.movement(t, slow.srv.URL)
	deadIDs := []uuid.UUID{b.movement(t, dead.srv.URL), b.movement(t, dead.srv.URL, "movement.cancelled")}
	var goodIDs []uuid.UUID
	for range 6 {
		goodIDs = append(goodIDs, b.movement(t, good.srv.URL))
	}
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 3, Concurrency: 3, Timeout: time.Minute})
	run(t, d)

	// While the slow receiver still holds its request, the others are done with.
	require.Eventually(t, func() bool { return slowEntered.Load() }, waitFor, time.Millisecond)
	require.Eventually(t, func() bool {
		s := b.states(t)
		return s["DELIVERED"] == len(goodIDs) && s["DEAD"] == 3
	}, waitFor, 5*time.Millisecond)
	select {
	case <-release:
		t.Fatal("released early")
	default:
	}
	var slowState string
	var slowAttempts int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT callback_state, tries FROM callback_outbox WHERE movement_id = $1`, slowID).Scan(&slowState, &slowAttempts))
	require.Equal(t, "PENDING", slowState)
	require.Zero(t, slowAttempts, "the slow delivery is still in flight")
	require.Len(t, dead.deliveries(), 3*3, "three attempts per dead event")

	// The dead letters are visible, with why they died, and audited.
	letters, next, err := callback.ListDead(ctx, db.Wrap(b.pool).Conn, callback.ListDeadParams{})
	require.NoError(t, err)
	require.Nil(t, next)
	require.Len(t, letters, 3)
	for _, l := range letters {
		require.Contains(t, deadIDs, l.MovementID)
		require.Equal(t, int32(3), l.Attempts)
		require.Equal(t, int32(http.StatusInternalServerError), l.LastStatus)
		require.Contains(t, l.LastError, "500")
		require.Equal(t, dead.srv.URL, l.URL)
	}
	var audited int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*) FROM audit_outbox_events WHERE entity_type = 'callback' AND action = 'PENDING->DEAD'`).Scan(&audited))
	require.Equal(t, 3, audited)

	// Pages of one walk the same letters; a movement filter narrows them.
	var paged []callback.DeadLetter
	var cursor *callback.DeadLetterCursor
	for {
		page, next, err := callback.ListDead(ctx, db.Wrap(b.pool).Conn, callback.ListDeadParams{Limit: 1, After: cursor})
		require.NoError(t, err)
		paged = append(paged, page...)
		if next == nil {
			break
		}
		cursor = next
	}
	require.ElementsMatch(t, letters, paged)
	only, _, err := callback.ListDead(ctx, db.Wrap(b.pool).Conn, callback.ListDeadParams{MovementID: &deadIDs[1]})
	require.NoError(t, err)
	require.Len(t, only, 2)

	close(release)
	require.Eventually(t, func() bool { return b.states(t)["DELIVERED"] == len(goodIDs)+1 }, waitFor, 5*time.Millisecond)
}

// An operator's retry sends a dead letter back to PENDING with its attempts reset; it
// is delivered once the receiver recovers. Retrying what is not dead changes nothing.
func TestRetryDeadLetter(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	var healthy atomic.Bool
	rc := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int {
		if healthy.Load() {
			return http.StatusOK
		}
		return http.StatusBadGateway
	})
	b.movement(t, rc.srv.URL)
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 2})
	stop := run(t, d)
	require.Eventually(t, func() bool { return b.states(t)["DEAD"] == 1 }, waitFor, 5*time.Millisecond)
	stop()

	letters, _, err := callback.ListDead(ctx, db.Wrap(b.pool).Conn, callback.ListDeadParams{})
	require.NoError(t, err)
	require.Len(t, letters, 1)
	id := letters[0].ID

	require.ErrorIs(t, callback.RetryDead(ctx, db.Wrap(b.pool).Conn, uuid.Must(uuid.NewV7()), "ops"), callback.ErrNotFound)
	require.NoError(t, callback.RetryDead(ctx, db.Wrap(b.pool).Conn, id, "ops:erin"))
	require.ErrorIs(t, callback.RetryDead(ctx, db.Wrap(b.pool).Conn, id, "ops:erin"), callback.ErrNotDead, "retrying twice changes nothing")
	row, err := db.Wrap(b.pool).Callbacks().Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, "PENDING", row.State)
	require.Zero(t, row.Tries)
	var actor string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT actor FROM audit_outbox_events WHERE entity_id = $1 AND action = 'DEAD->PENDING'`, id.String()).Scan(&actor))
	require.Equal(t, "ops:erin", actor)

	healthy.Store(true)
	run(t, d)
	require.Eventually(t, func() bool { return b.states(t)["DELIVERED"] == 1 }, waitFor, 5*time.Millisecond)
	require.ErrorIs(t, callback.RetryDead(ctx, db.Wrap(b.pool).Conn, id, "ops"), callback.ErrNotDead)
}

// A receiver's Retry-After longer than the backoff decides when the row is due again.
func TestRetryAfterIsHonoured(t *testing.T) {
	t.Parallel()
	b := setup(t)
	rc := newReceiver(t, func(w http.ResponseWriter, _ *http.Request, _ callback.Event) int {
		w.Header().Set("Retry-After", "3600")
		return http.StatusTooManyRequests
	})
	id := b.movement(t, rc.srv.URL)
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxBackoff: 2 * time.Hour})
	n, err := d.Batch(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	var waitSeconds float64
	var status int
	require.NoError(t, b.pool.QueryRow(context.Background(),
		`SELECT extract(epoch FROM next_try_at - now())::float8, last_status FROM callback_outbox WHERE movement_id = $1`, id).
		Scan(&waitSeconds, &status))
	wait := time.Duration(waitSeconds * float64(time.Second))
	require.Equal(t, http.StatusTooManyRequests, status)
	require.Greater(t, wait, 59*time.Minute)
	require.LessOrEqual(t, wait, time.Hour)
	n, err = d.Batch(context.Background())
	require.NoError(t, err)
	require.Zero(t, n, "not due before the receiver's Retry-After")
}

// The row lock of a delivery is held through the HTTP call: a concurrent claim skips
// the row until the delivery's transaction ends.
func TestClaimHeldThroughDelivery(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	entered, release := make(chan struct{}), make(chan struct{})
	rc := newReceiver(t, func(_ http.ResponseWriter, r *http.Request, _ callback.Event) int {
		close(entered)
		select {
		case <-release:
		case <-r.Context().Done():
		}
		return http.StatusOK
	})
	b.movement(t, rc.srv.URL)
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, Timeout: time.Minute})
	done := make(chan error, 1)
	go func() {
		_, err := d.Batch(ctx)
		done <- err
	}()
	<-entered
	claim := func() int {
		tx, err := db.Wrap(b.pool).Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(ctx) }()
		rows, err := tx.Callbacks().ClaimDue(ctx, 10)
		require.NoError(t, err)
		return len(rows)
	}
	require.Zero(t, claim(), "the row is locked while its receiver is being called")
	close(release)
	require.NoError(t, <-done)
	require.Equal(t, map[string]int{"DELIVERED": 1}, b.states(t))
}

// With private destinations not allowed, loopback receivers are refused at dial time —
// by address or by a name resolving to one — and never called; a URL without a host is
// dead at once.
func TestPrivateDestinationsRefused(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	rc := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int { return http.StatusOK })
	_, portOnly, err := net.SplitHostPort(rc.srv.Listener.Addr().String())
	require.NoError(t, err)
	urls := []string{rc.srv.URL, "http://localhost:" + portOnly + "/", "http://[::1]:" + portOnly + "/", "http://[::ffff:127.0.0.1]:" + portOnly + "/"}
	for _, u := range urls {
		b.movement(t, u)
	}
	noHost := b.movement(t, "http://")
	// Retries are an hour away, so one batch makes one attempt per row.
	d := b.dispatcher(t, callback.Config{MaxTries: 5, Backoff: time.Hour, MaxBackoff: 2 * time.Hour})
	n, err := d.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, len(urls)+1, n)
	require.Empty(t, rc.deliveries(), "a refused destination is never called")

	rows, err := b.pool.Query(ctx, `SELECT movement_id, callback_state, tries, last_error FROM callback_outbox`)
	require.NoError(t, err)
	type outcome struct {
		MovementID uuid.UUID
		State      string
		Attempts   int
		LastError  string
	}
	outcomes, err := pgx.CollectRows(rows, pgx.RowToStructByPos[outcome])
	require.NoError(t, err)
	require.Len(t, outcomes, len(urls)+1)
	for _, o := range outcomes {
		require.Equal(t, 1, o.Attempts)
		if o.MovementID == noHost {
			require.Equal(t, "DEAD", o.State)
			require.Contains(t, o.LastError, callback.ErrInvalidURL.Error())
			continue
		}
		require.Equal(t, "PENDING", o.State)
		require.Contains(t, o.LastError, callback.ErrDestinationRefused.Error())
	}
}

// A receiver that fails with NUL bytes and invalid UTF-8 in its body (docs/security.md) still
// ends in the dead letters, its snippet stored sanitised, and does not stall the
// other callbacks.
func TestUnstorableResponseBodyIsSanitised(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	nasty := newReceiver(t, func(w http.ResponseWriter, _ *http.Request, _ callback.Event) int {
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte("bad\x00body\xff\x01end"))
		return http.StatusBadGateway
	})
	good := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int { return http.StatusOK })
	nastyID := b.movement(t, nasty.srv.URL)
	goodID := b.movement(t, good.srv.URL)
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 2, Concurrency: 1, Timeout: time.Minute})
	run(t, d)
	require.Eventually(t, func() bool {
		s := b.states(t)
		return s["DELIVERED"] == 1 && s["DEAD"] == 1
	}, waitFor, 5*time.Millisecond)
	letters, _, err := callback.ListDead(ctx, db.Wrap(b.pool).Conn, callback.ListDeadParams{MovementID: &nastyID})
	require.NoError(t, err)
	require.Len(t, letters, 1)
	require.Equal(t, int32(http.StatusBadGateway), letters[0].LastStatus)
	require.Contains(t, letters[0].LastError, "bad?body??end")
	require.Len(t, good.deliveries(), 1)
	require.Equal(t, goodID, good.deliveries()[0].event.MovementID)
}
