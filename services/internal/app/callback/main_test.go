package callback_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/callback"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// waitFor bounds every asynchronous wait; it is a deadline, never a sleep.
const waitFor = 20 * time.Second

var (
	newSecret = []byte("new-secret-0123456789abcdef")
	oldSecret = []byte("old-secret-0123456789abcdef")
)

type bundle struct {
	*testfix.Fixture
	pool     *pgxpool.Pool
	template string
}

func setup(t *testing.T) *bundle {
	t.Helper()
	f := testfix.New(t)
	return &bundle{Fixture: f, pool: f.Pool,
		template: f.UniqueTemplate(t, "cb", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)}
}

// dispatcher returns a dispatcher with fast retries, closed at the end of the test.
func (b *bundle) dispatcher(t *testing.T, cfg callback.Config) *callback.Dispatcher {
	t.Helper()
	// The dispatcher runs on callback-dispatcher's own login (its job role's grants).
	cfg.Pool, cfg.Instance = db.Wrap(b.OpenLogin(t, db.JobCallbackDispatcher)), "test"
	cfg.Logger = zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel)
	if cfg.Secrets == nil {
		cfg.Secrets = [][]byte{newSecret, oldSecret}
	}
	cfg.Backoff = max(cfg.Backoff, time.Millisecond)
	cfg.MaxBackoff = max(cfg.MaxBackoff, 5*time.Millisecond)
	d, err := callback.New(cfg)
	require.NoError(t, err)
	t.Cleanup(d.Close)
	return d
}

// movement creates and approves a movement whose callbacks go to url; the approval
// queues its movement.approved callback. more adds further events of the movement.
func (b *bundle) movement(t *testing.T, url string, more ...string) uuid.UUID {
	t.Helper()
	req := b.Movement(t, movement.CreateInput{TemplateName: b.template, CallbackURL: url})
	for _, ev := range more {
		_, err := b.pool.Exec(context.Background(), `INSERT INTO callback_outbox (movement_id, event_type, url, payload)
			VALUES ($1, $2, $3, jsonb_build_object('movement_id', $1::uuid, 'state', upper(split_part($2, '.', 2))))`, req.ID, ev, url)
		require.NoError(t, err)
	}
	return req.ID
}

// states counts callback rows by state.
func (b *bundle) states(t *testing.T) map[string]int {
	t.Helper()
	rows, err := b.pool.Query(context.Background(), `SELECT callback_state, count(*)::int FROM callback_outbox GROUP BY 1`)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var s string
		var n int
		require.NoError(t, rows.Scan(&s, &n))
		out[s] = n
	}
	require.NoError(t, rows.Err())
	return out
}

// run calls Batch in a loop until the test ends (or stop is called).
func run(t *testing.T, d *callback.Dispatcher) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			if _, err := d.Batch(ctx); err != nil && ctx.Err() == nil {
				t.Errorf("batch: %v", err)
				return
			}
			_ = retry.Sleep(ctx, 2*time.Millisecond)
		}
	}()
	var once sync.Once
	stop = func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(stop)
	return stop
}

// delivery is one request a receiver got.
type delivery struct {
	event  callback.Event
	header http.Header
	// verified lists which secrets the signature verified with.
	verifiedNew, verifiedOld bool
	status                   int
}

// receiver is an httptest server on 127.0.0.1 that records every request and answers
// with respond's status (and headers).
type receiver struct {
	srv *httptest.Server
	mu  sync.Mutex
	got []delivery
}

func newReceiver(t *testing.T, respond func(w http.ResponseWriter, r *http.Request, ev callback.Event) int) *receiver {
	t.Helper()
	rc := &receiver{}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		var ev callback.Event
		if err := json.Unmarshal(body, &ev); err != nil {
			t.Errorf("receiver: body is not an event: %v: %s", err, body)
		}
		sig := r.Header.Get(callback.HeaderSignature)
		d := delivery{
			event: ev, header: r.Header.Clone(),
			verifiedNew: callback.VerifySignature(sig, body, time.Now(), 5*time.Minute, newSecret) == nil,
			verifiedOld: callback.VerifySignature(sig, body, time.Now(), 5*time.Minute, oldSecret) == nil,
		}
		d.status = respond(w, r, ev)
		rc.mu.Lock()
		rc.got = append(rc.got, d)
		rc.mu.Unlock()
		w.WriteHeader(d.status)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

func (rc *receiver) deliveries() []delivery {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]delivery(nil), rc.got...)
}
