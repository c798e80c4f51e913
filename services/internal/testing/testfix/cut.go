package testfix

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// CutProxy is a loopback TCP proxy in front of PostgreSQL that a test can cut: every
// open connection is closed and new ones are refused (closed at once), as when a
// network partition or a failover takes the database away from one process only.
type CutProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	cut    bool
	conns  map[net.Conn]struct{}
	wg     sync.WaitGroup
}

// NewCutProxy listens on a free loopback port and forwards to target (host:port); it
// is cut and closed at the end of the test.
func NewCutProxy(t testing.TB, target string) *CutProxy {
	t.Helper()
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &CutProxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	p.wg.Go(p.serve)
	t.Cleanup(func() {
		_ = ln.Close()
		p.Cut()
		p.wg.Wait()
	})
	return p
}

func (p *CutProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.cut {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		up, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", p.target)
		if err != nil {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		p.conns[c], p.conns[up] = struct{}{}, struct{}{}
		p.mu.Unlock()
		p.wg.Go(func() { _, _ = io.Copy(up, c); _ = up.Close() })
		p.wg.Go(func() { _, _ = io.Copy(c, up); _ = c.Close() })
	}
}

// Cut closes every connection and refuses new ones.
func (p *CutProxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = true
	for c := range p.conns {
		_ = c.Close()
	}
	clear(p.conns)
}

// Through returns rawURL with its host replaced by the proxy's address.
func (p *CutProxy) Through(t testing.TB, rawURL string) string {
	t.Helper()
	u, err := url.Parse(rawURL)
	require.NoError(t, err)
	u.Host = p.ln.Addr().String()
	return u.String()
}

// CutPool opens a pool on d's testnet login that reaches the database through a
// CutProxy, closed at the end of the test: the database of one process a test can
// take away while every other connection keeps working.
func CutPool(t testing.TB, d *dbtest.Database) (*CutProxy, *db.Pool) {
	t.Helper()
	login := d.LoginURL(t, db.Testnet)
	u, err := url.Parse(login)
	require.NoError(t, err)
	proxy := NewCutProxy(t, u.Host)
	pool, err := db.Open(context.Background(), proxy.Through(t, login), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return proxy, pool
}
