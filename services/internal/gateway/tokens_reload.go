package gateway

import (
	"bytes"
	"context"
	"os"
	"time"

	"github.com/rs/zerolog"
)

// DefaultTokensReload is how often the gateway re-reads its tokens file when the
// configuration does not say.
const DefaultTokensReload = 5 * time.Second

// Reload replaces the principals with those of raw (the tokens file format). A file
// that does not parse changes nothing: the gateway keeps answering with the last good
// set rather than locking everyone out (or letting everyone in) on a half-written file.
func (t *Tokens) Reload(raw []byte) error {
	next, err := ParseTokens(raw)
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.byHash = next.byHash
	t.mu.Unlock()
	return nil
}

// watchTokensFile re-reads path every interval and reloads the tokens when its
// content changed, so a revoked token stops working without a restart. It polls the
// content rather than watching inotify events: Kubernetes updates a mounted Secret by
// swapping a symlink, which content polling sees however it is done. It returns when
// ctx ends.
func (t *Tokens) watchTokensFile(ctx context.Context, path string, interval time.Duration, log zerolog.Logger) {
	last, err := os.ReadFile(path)
	if err != nil {
		log.Warn().Err(err).Str("file", path).Msg("gateway: tokens file unreadable; keeping the loaded tokens")
	}
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			log.Warn().Err(err).Str("file", path).Msg("gateway: tokens file unreadable; keeping the loaded tokens")
			continue
		}
		if bytes.Equal(raw, last) {
			continue
		}
		if err := t.Reload(raw); err != nil {
			log.Error().Err(err).Str("file", path).Msg("gateway: tokens file changed but is invalid; keeping the loaded tokens")
			continue
		}
		last = raw
		t.mu.RLock()
		n := len(t.byHash)
		t.mu.RUnlock()
		log.Info().Str("file", path).Int("principals", n).Msg("gateway: tokens reloaded")
	}
}
