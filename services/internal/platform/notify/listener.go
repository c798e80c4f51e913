package notify

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// ListenerConfig configures a Listener.
type ListenerConfig struct {
	// Pool is the network-bound pool the listening connection is taken from (and then
	// removed from, see Listener). Required.
	Pool *db.Pool
	// Network prefixes every channel name (see Channel). Required.
	Network db.Network
	// Logger receives connection losses and reconnects. The zero value discards.
	Logger zerolog.Logger
	// ReconnectDelay is the pause before the first reconnect after the connection is
	// lost; it doubles per failed attempt up to MaxReconnectDelay. Default 250 ms.
	ReconnectDelay time.Duration
	// MaxReconnectDelay caps ReconnectDelay's growth. Default 10 s: workers keep
	// polling meanwhile, so a longer pause only costs latency.
	MaxReconnectDelay time.Duration
	// PingInterval is how long the connection may sit silent before it is pinged, so a
	// connection that died without a reset (a vanished peer) is noticed and replaced.
	// Default 30 s.
	PingInterval time.Duration
}

func (c *ListenerConfig) withDefaults() ListenerConfig {
	out := *c
	out.ReconnectDelay = cmp.Or(out.ReconnectDelay, 250*time.Millisecond)
	out.MaxReconnectDelay = cmp.Or(out.MaxReconnectDelay, 10*time.Second)
	out.PingInterval = cmp.Or(out.PingInterval, 30*time.Second)
	return out
}

func (c *ListenerConfig) validate() error {
	var problems []error
	if c.Pool == nil {
		problems = append(problems, errors.New("pool is nil"))
	}
	if _, err := db.ParseNetwork(c.Network.String()); err != nil {
		problems = append(problems, err)
	}
	if c.ReconnectDelay < 0 || c.MaxReconnectDelay < c.ReconnectDelay {
		problems = append(problems, fmt.Errorf("reconnect delays %s..%s are not ordered", c.ReconnectDelay, c.MaxReconnectDelay))
	}
	if c.PingInterval < 0 {
		problems = append(problems, fmt.Errorf("ping interval %s is negative", c.PingInterval))
	}
	if err := errors.Join(problems...); err != nil {
		return fmt.Errorf("%w: listener: %w", errInvalidConfig, err)
	}
	return nil
}

// Listener turns Postgres notifications into wake-ups for worker loops, over one
// dedicated connection per process however many loops subscribe.
//
// It is written on pgx's WaitForNotification rather than the pgxlisten library:
// that library would still need the fan-out and coalescing below, and writing the
// one page ourselves lets the connection come from the network-bound pool (its
// BeforeConnect/AfterConnect hooks and search_path included), adds a liveness ping,
// and keeps the module free of an untagged dependency.
//
// The connection is acquired from the pool and hijacked, so its LISTEN state never
// returns to the pool where another caller would inherit it. When it drops, the
// Listener reconnects with backoff and, once every channel is listened to again, wakes
// every subscriber once: notifications sent while it was away are lost, and the extra
// pass finds their rows. It does the same after the first connect, which covers
// anything that changed before LISTEN was in place.
type Listener struct {
	cfg ListenerConfig
	log zerolog.Logger

	running atomic.Bool

	mu   sync.Mutex
	subs map[string]map[*Subscription]struct{} // channel → subscribers
	// interrupt ends the current wait so a session can LISTEN to a channel subscribed
	// after it started; nil while the session is not waiting.
	interrupt context.CancelFunc
}

// Subscription receives wake-ups for a set of topics.
type Subscription struct {
	// C receives a value when a notification for one of the topics arrives, or after
	// the Listener (re)connected. It is buffered with room for one: wake-ups that
	// arrive while the loop is busy coalesce into a single pending one, and the sender
	// never blocks.
	C <-chan struct{}

	c        chan struct{}
	l        *Listener
	channels []string
	// share is this subscriber's turn among its worker's live replicas, packed as
	// replicas<<32 | index (0: take every hint); see SetShare.
	share atomic.Uint64
}

// SetShare makes s take only its turn of the hints: of replicas live instances of one
// worker, the one at index wakes for a hint whose payload (a random number, see
// NotifyAfterCommit) is index modulo replicas, so a hint costs one claim however many
// replicas listen. A hint without such a payload (Notify, a reconnect) wakes every
// subscriber. replicas < 2, or an index out of range, takes every hint again.
//
// Views of the replicas may disagree for a heartbeat while an instance starts or
// stops: a hint may then wake two replicas or none. Both cost latency at most — claims
// are SKIP LOCKED and every worker polls.
func (s *Subscription) SetShare(replicas, index int) {
	if replicas < 2 || index < 0 || index >= replicas || replicas > math.MaxUint32 {
		s.share.Store(0)
		return
	}
	s.share.Store(uint64(replicas)<<32 | uint64(index))
}

// takes reports whether a notification with payload is s's to act on.
func (s *Subscription) takes(payload string) bool {
	share := s.share.Load()
	replicas := share >> 32
	if replicas < 2 {
		return true
	}
	shard, err := strconv.ParseUint(payload, 10, 64)
	if err != nil {
		return true
	}
	return shard%replicas == share&math.MaxUint32
}

// NewListener validates cfg and returns a Listener that does nothing until Run.
func NewListener(cfg ListenerConfig) (*Listener, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Listener{
		cfg:  cfg,
		log:  cfg.Logger.With().Str("component", "listener").Logger(),
		subs: map[string]map[*Subscription]struct{}{},
	}, nil
}

// Subscribe returns a Subscription woken by notifications for any of topics. It may be
// called before or while Run runs; a topic new to the Listener is listened to within
// one round trip.
func (l *Listener) Subscribe(topics ...string) (*Subscription, error) {
	if len(topics) == 0 {
		return nil, errors.New("subscribe: no topics")
	}
	c := make(chan struct{}, 1)
	s := &Subscription{C: c, c: c, l: l}
	for _, topic := range topics {
		if err := ValidateTopic(topic); err != nil {
			return nil, fmt.Errorf("subscribe: %w", err)
		}
		s.channels = append(s.channels, Channel(l.cfg.Network, topic))
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	added := false
	for _, ch := range s.channels {
		if l.subs[ch] == nil {
			l.subs[ch] = map[*Subscription]struct{}{}
			added = true
		}
		l.subs[ch][s] = struct{}{}
	}
	if added && l.interrupt != nil {
		l.interrupt()
	}
	return s, nil
}

// Close stops wake-ups to s. The channel stays LISTENed to until the connection is
// replaced; notifications nobody subscribes to are dropped.
func (s *Subscription) Close() {
	s.l.mu.Lock()
	defer s.l.mu.Unlock()
	for _, ch := range s.channels {
		delete(s.l.subs[ch], s)
	}
}

func (s *Subscription) wake() {
	select {
	case s.c <- struct{}{}:
	default: // a wake-up is already pending: coalesce
	}
}

// Run listens until ctx is done, reconnecting whenever the connection fails, and
// returns nil then. It returns an error only when called twice.
func (l *Listener) Run(ctx context.Context) error {
	if !l.running.CompareAndSwap(false, true) {
		return errors.New("listener: Run called twice")
	}
	attempt := 0
	for {
		err := l.session(ctx, func() { attempt = 0 })
		if ctx.Err() != nil {
			return nil
		}
		attempt++
		delay := retry.Around(retry.Exponential(l.cfg.ReconnectDelay, attempt, l.cfg.MaxReconnectDelay),
			l.cfg.ReconnectDelay/2, l.cfg.MaxReconnectDelay, rand.Float64())
		l.log.Warn().Err(err).Int("attempt", attempt).Dur("backoff", delay).
			Msg("notification connection lost; workers fall back to polling until it is back")
		if retry.Sleep(ctx, delay) != nil {
			return nil
		}
	}
}

// session runs one connection until it fails or ctx is done. connected is called once
// every channel is listened to.
func (l *Listener) session(ctx context.Context, connected func()) error {
	conn, err := l.cfg.Pool.Listen(ctx)
	if err != nil {
		return err
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		_ = conn.Close(closeCtx)
	}()

	listened := map[string]bool{}
	ready := false
	for {
		l.mu.Lock()
		var pending []string
		for ch := range l.subs {
			if !listened[ch] {
				pending = append(pending, ch)
			}
		}
		var waitCtx context.Context
		var cancel context.CancelFunc
		if len(pending) == 0 {
			waitCtx, cancel = context.WithTimeout(ctx, l.cfg.PingInterval)
			l.interrupt = cancel
		}
		l.mu.Unlock()

		if len(pending) > 0 {
			for _, ch := range pending {
				if err := conn.Listen(ctx, ch); err != nil {
					return err
				}
				listened[ch] = true
			}
			continue
		}
		if !ready {
			ready = true
			connected()
			l.log.Debug().Int("channels", len(listened)).Msg("listening")
			l.wakeAll()
		}

		channel, payload, err := conn.Wait(waitCtx)
		l.mu.Lock()
		l.interrupt = nil
		l.mu.Unlock()
		cancel()
		if err == nil {
			l.dispatch(channel, payload)
			continue
		}
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case conn.Closed():
			return fmt.Errorf("wait for notification: %w", err)
		case errors.Is(waitCtx.Err(), context.DeadlineExceeded):
			// Silent for PingInterval: prove the connection is still there.
			pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err := conn.Ping(pingCtx)
			cancel()
			if err != nil {
				return fmt.Errorf("ping listener connection: %w", err)
			}
		case waitCtx.Err() != nil:
			// Interrupted by Subscribe: LISTEN to the new channel and wait again.
		default:
			return fmt.Errorf("wait for notification: %w", err)
		}
	}
}

func (l *Listener) dispatch(channel, payload string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for s := range l.subs[channel] {
		if s.takes(payload) {
			s.wake()
		}
	}
}

func (l *Listener) wakeAll() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, subs := range l.subs {
		for s := range subs {
			s.wake()
		}
	}
}
