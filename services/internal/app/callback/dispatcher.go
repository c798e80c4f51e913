package callback

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// Config configures a Dispatcher.
type Config struct {
	// Pool is bound to the network this process serves. Each concurrent delivery holds
	// one of its connections for up to Timeout. Required.
	Pool *db.Pool
	// Instance identifies this process in the audit rows of dead letters. Required.
	Instance string
	// Logger receives delivery failures and dead letters.
	Logger zerolog.Logger
	// Receivers are the secrets of each receiver (LoadReceiverSecrets): a callback to an
	// origin listed here is signed with its own secrets only.
	Receivers ReceiverSecrets
	// Secrets, when set, sign the callbacks of every receiver Receivers does not list,
	// one v1 signature each: the current secret first and, during a rotation, the
	// previous one. One or two, each at least MinSecretLen bytes. A receiver with
	// neither gets no callbacks (each is dead-lettered, saying why). At least one of
	// Secrets and Receivers is required.
	Secrets [][]byte
	// Timeout bounds one HTTP call, connection and response body included; it is also
	// how long a delivery holds its row lock at most. Default 10 s.
	Timeout time.Duration
	// MaxTries is how many deliveries, the first included, a row gets before it
	// becomes a dead letter. Default 12.
	MaxTries int
	// Backoff is the delay after the first failed attempt; it doubles per attempt up to
	// MaxBackoff, with jitter. Defaults 10 s and 1 h (12 attempts span about 4 h).
	Backoff    time.Duration
	MaxBackoff time.Duration
	// Concurrency is how many deliveries run at once, each in its own transaction.
	// Default 8.
	Concurrency int
	// BatchSize bounds the rows one Batch delivers, so the worker loop heartbeats
	// between batches. Default 64.
	BatchSize int
	// AllowPrivate lets callbacks reach loopback, private and other special-purpose
	// addresses. Only for tests and development: it opens the door to SSRF.
	AllowPrivate bool
	// Meter counts attempts by outcome (delivered, retry, dead); nil counts nothing.
	Meter metric.MeterProvider
}

// MinSecretLen is the shortest signing secret Config accepts: 128 bits.
const MinSecretLen = 16

func (c *Config) setDefaults() error {
	var problems []error
	if c.Pool == nil {
		problems = append(problems, errors.New("pool is nil"))
	}
	if c.Instance == "" {
		problems = append(problems, errors.New("instance is empty"))
	}
	switch {
	case len(c.Secrets) == 0 && len(c.Receivers) == 0:
		problems = append(problems, errors.New("no signing secrets: want shared secrets, receivers' secrets, or both"))
	case len(c.Secrets) > MaxSecrets:
		problems = append(problems, fmt.Errorf("want at most %d shared signing secrets, got %d", MaxSecrets, len(c.Secrets)))
	}
	for i, s := range c.Secrets {
		if len(s) < MinSecretLen {
			problems = append(problems, fmt.Errorf("signing secret %d is shorter than %d bytes", i+1, MinSecretLen))
		}
	}
	c.Timeout = cmp.Or(c.Timeout, 10*time.Second)
	c.MaxTries = cmp.Or(c.MaxTries, 12)
	c.Backoff = cmp.Or(c.Backoff, 10*time.Second)
	c.MaxBackoff = cmp.Or(c.MaxBackoff, time.Hour)
	c.Concurrency = cmp.Or(c.Concurrency, 8)
	c.BatchSize = cmp.Or(c.BatchSize, 64)
	if c.Timeout < 0 || c.MaxTries < 1 || c.Backoff < 0 || c.MaxBackoff < c.Backoff || c.Concurrency < 1 || c.BatchSize < 1 {
		problems = append(problems, errors.New("timeout, max tries, backoff, concurrency and batch size must be positive, and max backoff at least backoff"))
	}
	if err := errors.Join(problems...); err != nil {
		return fmt.Errorf("callback dispatcher config: %w", err)
	}
	return nil
}

// Dispatcher delivers callback_outbox rows; its Batch is the callback-dispatcher
// worker's. See the package doc for the protocol.
type Dispatcher struct {
	cfg       Config
	client    *http.Client
	transport *http.Transport
	attempts  metric.Int64Counter
}

// New validates cfg and returns a Dispatcher. Close releases its idle connections.
func New(cfg Config) (*Dispatcher, error) {
	if err := cfg.setDefaults(); err != nil {
		return nil, err
	}
	dialer := &net.Dialer{Timeout: cfg.Timeout, KeepAlive: 30 * time.Second}
	if !cfg.AllowPrivate {
		dialer.Control = dialControl
	}
	transport := &http.Transport{
		// No proxy from the environment: a proxy would dial on our behalf, past the
		// destination check.
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   cfg.Timeout,
		ResponseHeaderTimeout: cfg.Timeout,
	}
	mp := cfg.Meter
	if mp == nil {
		mp = metricnoop.NewMeterProvider()
	}
	attempts, err := mp.Meter("github.com/qtgdev/qtg/services/internal/app/callback").Int64Counter("qtg_callback_attempts",
		metric.WithDescription("Callback delivery attempts by outcome: delivered, retry, dead (dead-lettered)."))
	if err != nil {
		return nil, err
	}
	return &Dispatcher{
		cfg:       cfg,
		attempts:  attempts,
		transport: transport,
		client: &http.Client{
			Transport: transport,
			// A redirect is an answer, not a delivery: following it could lead anywhere.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
	}, nil
}

// Close closes idle keep-alive connections to receivers.
func (d *Dispatcher) Close() { d.transport.CloseIdleConnections() }

func (d *Dispatcher) actor() string { return "callback-dispatcher/" + d.cfg.Instance }

// Batch delivers up to BatchSize due rows, Concurrency at a time, each in its own
// transaction holding its row lock through the HTTP call, and returns how many rows it
// attempted. A full batch tells the worker loop to call again at once.
func (d *Dispatcher) Batch(ctx context.Context) (int, error) {
	var (
		budget  atomic.Int64
		handled atomic.Int64
		mu      sync.Mutex
		errs    []error
		wg      sync.WaitGroup
	)
	// inFlight counts deliveries under way (a row claimed, its receiver not yet
	// recorded). A goroutine that finds nothing due keeps looking while another still
	// waits on a slow receiver: rows that fall due in the meantime (a retry after a
	// short backoff) must not wait for the slow one, whose delivery holds this batch
	// open for up to Timeout. A claim that found nothing is not a delivery: counting it
	// kept idle goroutines polling each other every idlePoll, many claims per idle
	// pass (TestIdlePassClaimsOnce).
	var inFlight atomic.Int64
	// The first goroutine probes alone; the others start once a claim found a row, so
	// an idle pass costs one claim, not one per goroutine.
	found, probeDone := make(chan struct{}), make(chan struct{})
	var foundOnce sync.Once
	claimed := func() { foundOnce.Do(func() { close(found) }) }
	budget.Store(int64(d.cfg.BatchSize))
	deliver := func() {
		for budget.Add(-1) >= 0 {
			did, err := d.deliverNext(ctx, &inFlight, claimed)
			if err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
				return
			}
			if did {
				handled.Add(1)
				continue
			}
			budget.Add(1) // nothing was delivered: the budget is not spent
			if inFlight.Load() == 0 || retry.Sleep(ctx, idlePoll) != nil {
				return
			}
		}
	}
	wg.Go(func() {
		defer close(probeDone)
		deliver()
	})
	for range min(d.cfg.Concurrency, d.cfg.BatchSize) - 1 {
		wg.Go(func() {
			select {
			case <-found:
				deliver()
			case <-probeDone:
			}
		})
	}
	wg.Wait()
	return int(handled.Load()), errors.Join(errs...)
}

// deliverNext claims one due row, delivers it and records the outcome, in one
// transaction. It reports false when nothing was due. While it holds a row it counts
// in inFlight; claimed is called once it holds one.
func (d *Dispatcher) deliverNext(ctx context.Context, inFlight *atomic.Int64, claimed func()) (bool, error) {
	tx, err := d.cfg.Pool.Begin(ctx)
	if err != nil {
		return false, fmt.Errorf("callback: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()

	// Locks the row until this transaction ends: through the HTTP call (at most
	// Timeout) and the write of its outcome.
	rows, err := tx.Callbacks().ClaimDue(ctx, 1)
	if err != nil {
		return false, fmt.Errorf("callback: %w", err)
	}
	if len(rows) == 0 {
		return false, nil
	}
	inFlight.Add(1)
	defer inFlight.Add(-1)
	claimed()
	row := rows[0]
	res := d.post(ctx, row)
	if res.err != nil && ctx.Err() != nil {
		// Shutdown cut the call short: that is no verdict on the receiver. The rollback
		// leaves the row as it was, for the next claimer.
		return false, fmt.Errorf("callback %s: %w", row.ID, ctx.Err())
	}
	// The receiver has answered: record it even if shutdown began meanwhile, or a
	// delivered event would be sent again.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := d.record(wctx, tx, row, res); err != nil {
		return false, err
	}
	if err := tx.Commit(wctx); err != nil {
		return false, fmt.Errorf("callback %s: %w", row.ID, err)
	}
	return true, nil
}

// result is what one delivery attempt learned.
type result struct {
	// status is the HTTP status, 0 when there was no answer.
	status int
	// err is nil for a 2xx answer.
	err error
	// retryAfter is the receiver's Retry-After, 0 when it gave none.
	retryAfter time.Duration
	// permanent: no later attempt can succeed (an invalid URL).
	permanent bool
}

func (d *Dispatcher) record(ctx context.Context, tx *db.Tx, row *db.Callback, res result) error {
	attempt := int(row.Tries) + 1
	outcome := "delivered"
	defer func() {
		d.attempts.Add(ctx, 1, metric.WithAttributes(attribute.String("outcome", outcome), attribute.String("event_type", row.EventType)))
	}()
	log := d.cfg.Logger.With().Str("callback_id", row.ID.String()).Str("movement_id", row.MovementID.String()).
		Str("event_type", row.EventType).Int("attempt", attempt).Logger()
	if res.err == nil {
		if err := tx.Callbacks().MarkDelivered(ctx, row.ID, int32(res.status)); err != nil {
			return fmt.Errorf("callback %s: %w", row.ID, err)
		}
		log.Debug().Int("status", res.status).Msg("callback delivered")
		return nil
	}
	dead := res.permanent || attempt >= d.cfg.MaxTries
	outcome = "retry"
	if dead {
		outcome = "dead"
	}
	delay := retryDelay(d.cfg.Backoff, d.cfg.MaxBackoff, attempt, res.retryAfter, rand.Float64())
	var status *int32
	if res.status != 0 {
		s := int32(res.status)
		status = &s
	}
	if _, err := tx.Callbacks().MarkFailed(ctx, db.CallbackFailure{
		ID: row.ID, Dead: dead, NextTryAt: time.Now().Add(delay), Status: status,
		LastError: storable(truncate(res.err.Error())), Actor: d.actor(),
	}); err != nil {
		return fmt.Errorf("callback %s: %w", row.ID, err)
	}
	if dead {
		log.Error().Err(res.err).Int("status", res.status).Msg("callback dead-lettered; an operator can retry it")
	} else {
		log.Warn().Err(res.err).Int("status", res.status).Dur("retry_in", delay).Msg("callback delivery failed; will retry")
	}
	return nil
}

// Event is the JSON body of a callback request. Receivers deduplicate on ID.
type Event struct {
	// ID is the event ID: the callback_outbox row's UUIDv7, the same on every attempt.
	ID uuid.UUID `json:"id"`
	// Type is movement.approved, .executing, .completed, .failed, .expired or .cancelled.
	Type string `json:"type"`
	// MovementID is the movement the event is about.
	MovementID uuid.UUID `json:"movement_id"`
	// State is the movement's state the transition entered.
	State string `json:"state"`
	// OccurredAt is when the transition committed its outbox row (UTC).
	OccurredAt time.Time `json:"occurred_at"`
}

// eventBody is the request body of row: the same bytes on every attempt.
func eventBody(row *db.Callback) ([]byte, error) {
	var payload struct {
		State string `json:"state"`
	}
	_ = json.Unmarshal(row.Payload, &payload) // a payload without state falls back on the type
	if payload.State == "" {
		payload.State = strings.ToUpper(strings.TrimPrefix(row.EventType, "movement."))
	}
	return json.Marshal(Event{
		ID: row.ID, Type: row.EventType, MovementID: row.MovementID, State: payload.State, OccurredAt: row.CreatedAt.UTC(),
	})
}

// maxDrain is how much of a response body is read (and discarded) so the connection
// can be reused; a longer body closes the connection instead.
const maxDrain = 64 << 10

func (d *Dispatcher) post(ctx context.Context, row *db.Callback) result {
	res := d.postSigned(ctx, row)
	if res.err != nil {
		// The receiver's URL may carry a token in its query: keep it out of last_error
		// and the logs.
		res.err = errors.New(redactText(res.err.Error(), row.URL))
	}
	return res
}

// secretsFor returns the secrets that sign callbacks to u: its receiver's own, or the
// shared ones when the receiver is not listed.
func (d *Dispatcher) secretsFor(u *url.URL) ([][]byte, error) {
	origin, err := Origin(u.String())
	if err != nil {
		return nil, err
	}
	if s := d.cfg.Receivers[origin]; len(s) > 0 {
		return s, nil
	}
	if len(d.cfg.Secrets) > 0 {
		return d.cfg.Secrets, nil
	}
	return nil, fmt.Errorf("%w: no signing secret for receiver %s: add it to the receivers' secrets file (MG_CALLBACK_SECRETS_FILE)", ErrInvalidURL, origin)
}

func (d *Dispatcher) postSigned(ctx context.Context, row *db.Callback) result {
	u, err := validateURL(row.URL)
	if err != nil {
		return result{err: err, permanent: true}
	}
	secrets, err := d.secretsFor(u)
	if err != nil {
		return result{err: err, permanent: true}
	}
	body, err := eventBody(row)
	if err != nil {
		return result{err: fmt.Errorf("encode event: %w", err), permanent: true}
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return result{err: fmt.Errorf("%w: %w", ErrInvalidURL, err), permanent: true}
	}
	now := time.Now()
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "qtg-callback-dispatcher/1")
	req.Header.Set(HeaderEventID, row.ID.String())
	req.Header.Set(HeaderEventType, row.EventType)
	req.Header.Set(HeaderAttempt, strconv.Itoa(int(row.Tries)+1))
	req.Header.Set(HeaderTimestamp, strconv.FormatInt(now.Unix(), 10))
	req.Header.Set(HeaderSignature, Sign(now, body, secrets...))
	resp, err := d.client.Do(req)
	if err != nil {
		return result{err: fmt.Errorf("post: %w", err)}
	}
	defer func() { _ = resp.Body.Close() }()
	snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 256))
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxDrain))
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return result{status: resp.StatusCode}
	}
	res := result{status: resp.StatusCode, err: fmt.Errorf("receiver answered %s", resp.Status)}
	if len(bytes.TrimSpace(snippet)) > 0 {
		res.err = fmt.Errorf("receiver answered %s: %s", resp.Status, strings.ToValidUTF8(string(bytes.TrimSpace(snippet)), "?"))
	}
	if ra, ok := parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()); ok {
		res.retryAfter = ra
	}
	return res
}

// storable makes text Postgres can store: a receiver's body may hold NUL bytes or
// invalid UTF-8, which a text column refuses (SQLSTATE 22021); the row would then
// never be marked and every pass would stall on it. NUL and other control
// characters but tab and newline become '?', invalid UTF-8 becomes U+FFFD.
func storable(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || (r >= 0x20 && r != 0x7f) {
			return r
		}
		return '?'
	}, s)
}

// truncate keeps last_error readable at a glance; the log has the rest.
func truncate(s string) string {
	const limit = 1000
	if len(s) > limit {
		return strings.ToValidUTF8(s[:limit], "") + "…"
	}
	return s
}

// idlePoll is how often an idle delivery goroutine looks for newly due rows while
// another delivery of its batch is still under way.
const idlePoll = 50 * time.Millisecond
