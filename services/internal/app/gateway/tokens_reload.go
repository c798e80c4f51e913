package gateway

import (
	"bytes"
	"context"
	"crypto/sha256"
	"os"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// DefaultTokensReload is how often the gateway re-reads its tokens file when the
// configuration does not say.
const DefaultTokensReload = 5 * time.Second

// DefaultTokensGraceReloads is how many reload periods an unreadable or invalid tokens
// file is tolerated, when the configuration names no grace, before every token is
// refused.
const DefaultTokensGraceReloads = 3

// Reload replaces the principals with those of raw (the tokens file format) and ends
// the streams of principals it removes. A file that does not parse changes nothing:
// within the grace of watchTokensFile the gateway keeps the last good set rather than
// locking everyone out on a half-written file.
func (t *Tokens) Reload(raw []byte) error {
	next, err := ParseTokens(raw)
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.byHash, t.closed = next.byHash, false
	t.mu.Unlock()
	t.recheckStreams()
	return nil
}

// failClosed refuses every token from now on, and ends every authenticated stream,
// until a valid file is loaded again.
func (t *Tokens) failClosed() {
	t.mu.Lock()
	t.byHash, t.closed = map[[32]byte]Principal{}, true
	t.mu.Unlock()
	t.recheckStreams()
}

// Closed reports whether the tokens fail closed (every token refused) because the
// tokens file has been unreadable or invalid for longer than its grace.
func (t *Tokens) Closed() bool {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.closed
}

// liveStream is one authenticated stream: its token's hash, its method, and how to end
// it when the token no longer allows the method.
type liveStream struct {
	hash   [32]byte
	method string
	end    context.CancelCauseFunc
}

// trackStream registers a stream until the returned function is called.
func (t *Tokens) trackStream(token, method string, end context.CancelCauseFunc) func() {
	s := &liveStream{hash: sha256.Sum256([]byte(token)), method: method, end: end}
	t.streamsMu.Lock()
	if t.streams == nil {
		t.streams = map[*liveStream]struct{}{}
	}
	t.streams[s] = struct{}{}
	t.streamsMu.Unlock()
	return func() {
		t.streamsMu.Lock()
		delete(t.streams, s)
		t.streamsMu.Unlock()
	}
}

// errRevoked is what a stream of a removed principal ends with.
var errRevoked = withReason(status.Error(codes.Unauthenticated, "bearer token revoked: no longer in the gateway's tokens file"), ReasonTokenUnknown)

// recheckStreams ends every stream whose token is gone (Unauthenticated) or whose
// principal lost the roles its method needs (PermissionDenied).
func (t *Tokens) recheckStreams() {
	t.streamsMu.Lock()
	defer t.streamsMu.Unlock()
	for s := range t.streams {
		t.mu.RLock()
		p, ok := t.byHash[s.hash]
		t.mu.RUnlock()
		switch {
		case !ok:
			s.end(errRevoked)
		case !p.has(methodRoles[s.method]):
			s.end(withReason(status.Errorf(codes.PermissionDenied, "%s may no longer call %s (the tokens file changed its roles)", p.Name, s.method), ReasonRoleMissing))
		}
	}
}

// tokensWatch is what watchTokensFile needs besides the file.
type tokensWatch struct {
	path     string
	interval time.Duration
	// grace is how long an unreadable or invalid file keeps the last good set.
	grace time.Duration
	log   zerolog.Logger
	// failures counts reads that found the file unreadable or invalid.
	failures metric.Int64Counter
}

// watchTokensFile re-reads the file every interval and reloads the tokens when its
// content changed, so a revoked token stops working without a restart. It polls the
// content rather than watching inotify events: Kubernetes updates a mounted Secret by
// swapping a symlink, which content polling sees however it is done.
//
// It fails closed: a file unreadable or invalid for longer than grace (a few reload
// periods: a half-written file is rewritten well within it) refuses every token until
// a valid file is read again, since keeping the last good set for ever would keep a
// revoked token valid for as long as the file stays broken. It returns when ctx ends.
func (t *Tokens) watchTokensFile(ctx context.Context, w tokensWatch) {
	last, err := os.ReadFile(w.path)
	if err != nil {
		w.log.Warn().Err(err).Str("file", w.path).Msg("gateway: tokens file unreadable")
	}
	good := time.Now() // the tokens in use were read from the file just before
	tick := time.NewTicker(w.interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		raw, err := os.ReadFile(w.path)
		if err == nil && bytes.Equal(raw, last) && !t.Closed() {
			good = time.Now()
			continue
		}
		if err == nil {
			if err = t.Reload(raw); err == nil {
				last, good = raw, time.Now()
				t.mu.RLock()
				n := len(t.byHash)
				t.mu.RUnlock()
				w.log.Info().Str("file", w.path).Int("principals", n).Msg("gateway: tokens reloaded")
				continue
			}
		}
		w.failures.Add(ctx, 1)
		switch {
		case t.Closed():
		case time.Since(good) < w.grace:
			w.log.Warn().Err(err).Str("file", w.path).Dur("grace", w.grace).
				Msg("gateway: tokens file unreadable or invalid; keeping the loaded tokens within the grace")
		default:
			t.failClosed()
			w.log.Error().Err(err).Str("file", w.path).Dur("grace", w.grace).
				Msg("gateway: tokens file unreadable or invalid for longer than the grace; refusing every token until it is fixed")
		}
	}
}
