package callback_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/callback"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
	"github.com/qtgdev/qtg/services/internal/sidecar/expiry"
)

// Every statement that queues (or re-queues) a callback wakes the callback
// dispatcher in the same transaction: a dispatcher that sleeps an hour between
// passes and runs one only when notified delivers each event at once. Without the
// notification no pass would run and the test would time out.
func TestEveryQueuedCallbackWakesTheDispatcher(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	rc := newReceiver(t, func(http.ResponseWriter, *http.Request, callback.Event) int { return http.StatusNoContent })
	url := rc.srv.URL + "/hook"
	d := b.dispatcher(t, callback.Config{AllowPrivate: true})

	l, err := notify.NewListener(notify.ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: zerolog.Nop()})
	require.NoError(t, err)
	sub, err := l.Subscribe(notify.Callbacks)
	require.NoError(t, err)
	runCtx, stop := context.WithCancel(ctx)
	listened := make(chan error, 1)
	go func() { listened <- l.Run(runCtx) }()
	// The wake-up every subscriber gets once LISTEN is in place: from here on, only a
	// notification wakes sub.
	select {
	case <-sub.C:
	case <-time.After(waitFor):
		t.Fatal("listener did not connect")
	}
	passes := make(chan struct{})
	go func() {
		defer close(passes)
		for retry.SleepOrWake(runCtx, time.Hour, sub.C) {
			if _, err := d.Batch(runCtx); err != nil && runCtx.Err() == nil {
				t.Errorf("batch: %v", err)
			}
		}
	}()
	t.Cleanup(func() {
		stop()
		<-passes
		require.NoError(t, <-listened)
	})

	delivered := func(eventType string) {
		t.Helper()
		require.Eventually(t, func() bool {
			for _, dl := range rc.deliveries() {
				if dl.event.Type == eventType {
					return true
				}
			}
			return false
		}, waitFor, 5*time.Millisecond, "no %s delivered", eventType)
	}
	ecfg := b.EngineConfig()
	dispatcher, err := engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	observer, err := engine.NewObserver(ecfg)
	require.NoError(t, err)
	t.Cleanup(dispatcher.Wait)

	// MovementApprove.
	req := b.Movement(t, movement.CreateInput{TemplateName: b.template, CallbackURL: url})
	delivered("movement.approved")
	// DispatchStart, then MovementFinish.
	_, err = dispatcher.Batch(ctx)
	require.NoError(t, err)
	delivered("movement.executing")
	require.Eventually(t, func() bool {
		_, err := observer.Batch(ctx)
		require.NoError(t, err)
		return b.Count(t, `SELECT count(*) FROM movements WHERE id = $1 AND movement_state = 'COMPLETED'`, req.ID) == 1
	}, waitFor, 5*time.Millisecond)
	delivered("movement.completed")

	// MovementCancel.
	cancelled := b.Create(t, movement.CreateInput{TemplateName: b.template, CallbackURL: url})
	res, err := b.Svc.Cancel(ctx, cancelled.ID, "ops", "changed my mind")
	require.NoError(t, err)
	require.Equal(t, movement.Cancelled, res)
	delivered("movement.cancelled")

	// MovementExpire.
	expiring := b.Create(t, movement.CreateInput{TemplateName: b.template, CallbackURL: url})
	_, err = b.pool.Exec(ctx, `UPDATE movements SET expires_at = now() - interval '1 second' WHERE id = $1`, expiring.ID)
	require.NoError(t, err)
	exp, err := expiry.NewMovements(expiry.Config{Pool: db.Wrap(b.pool), Instance: "test", Logger: zerolog.Nop()})
	require.NoError(t, err)
	n, err := exp.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	delivered("movement.expired")

	// CallbackRetryDead: the completed event dies (as after its last attempt), and an
	// operator retries it.
	var id uuid.UUID
	require.NoError(t, b.pool.QueryRow(ctx, `UPDATE callback_outbox SET callback_state = 'DEAD'
		WHERE movement_id = $1 AND event_type = 'movement.completed' RETURNING id`, req.ID).Scan(&id))
	before := len(rc.deliveries())
	require.NoError(t, callback.RetryDead(ctx, db.Wrap(b.pool).Conn, id, "ops"))
	require.Eventually(t, func() bool { return len(rc.deliveries()) > before }, waitFor, 5*time.Millisecond)
}
