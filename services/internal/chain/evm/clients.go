package evm

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/services/internal/platform/outcall"
)

// Clients holds one JSON-RPC client per configured provider of each chain, dialled on
// first use and checked once against the configured chain ID, so a URL pointing at the
// wrong chain fails loudly instead of signing for it.
type Clients struct {
	cfg *Config

	mu      sync.Mutex
	clients map[providerKey]*ethclient.Client
}

// providerKey names one provider of a chain: its position in Chain.Providers.
type providerKey struct {
	chain string
	i     int
}

// NewClients returns clients for cfg's chains; nothing is dialled yet.
func NewClients(cfg *Config) *Clients {
	return &Clients{cfg: cfg, clients: map[providerKey]*ethclient.Client{}}
}

// ErrUnknownChain is returned for a chain name the configuration does not have.
var ErrUnknownChain = errors.New("unknown chain")

// Get returns the client of the named chain's primary provider.
func (c *Clients) Get(ctx context.Context, chain string) (*ethclient.Client, error) {
	return c.Provider(ctx, chain, 0)
}

// Provider returns the client of the named chain's provider i (Chain.Providers; 0 is
// the primary). Its errors may hold the provider's URL: callers Redact them.
func (c *Clients) Provider(ctx context.Context, chain string, i int) (*ethclient.Client, error) {
	key := providerKey{chain: chain, i: i}
	c.mu.Lock()
	cl, ok := c.clients[key]
	c.mu.Unlock()
	if ok {
		return cl, nil
	}
	ch, ok := c.cfg.Chain(chain)
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownChain, chain)
	}
	urls := ch.Providers()
	if i < 0 || i >= len(urls) {
		return nil, fmt.Errorf("chain %s has no provider %d", chain, i+1)
	}
	var opts []rpc.ClientOption
	if c.cfg.Tracer != nil && strings.HasPrefix(urls[i], "http") {
		peer := ch.Name
		if i > 0 {
			peer = fmt.Sprintf("%s provider %d", ch.Name, i+1)
		}
		opts = append(opts, rpc.WithHTTPClient(outcall.Client(nil, c.cfg.Tracer, peer, outcall.JSONRPC)))
	}
	rc, err := rpc.DialOptions(ctx, urls[i], opts...)
	if err != nil {
		return nil, fmt.Errorf("dial chain %s: %w", chain, err)
	}
	cl = ethclient.NewClient(rc)
	id, err := cl.ChainID(ctx)
	if err != nil {
		cl.Close()
		return nil, fmt.Errorf("chain %s: read chain id: %w", chain, err)
	}
	if !id.IsUint64() || id.Uint64() != ch.ChainID {
		cl.Close()
		return nil, fmt.Errorf("chain %s: RPC reports chain id %s, config says %d", chain, id, ch.ChainID)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if existing, ok := c.clients[key]; ok {
		cl.Close()
		return existing, nil
	}
	c.clients[key] = cl
	return cl, nil
}

// Close closes every dialled client.
func (c *Clients) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for key, cl := range c.clients {
		cl.Close()
		delete(c.clients, key)
	}
}

// redactedError hides a chain's RPC URL from an error's text, keeping the error chain
// for errors.Is.
type redactedError struct {
	msg string
	err error
}

func (r *redactedError) Error() string { return r.msg }
func (r *redactedError) Unwrap() error { return r.err }

// Redact replaces each of the chain's RPC URLs in err's text by its ProviderName
// ("<rpc of NAME>" for the primary): RPC URLs often carry an API key, and errors end up
// in logs and on nodes.
func Redact(ch *Chain, err error) error {
	if err == nil {
		return err
	}
	msg := err.Error()
	for i, u := range ch.Providers() {
		if u != "" {
			msg = strings.ReplaceAll(msg, u, ch.ProviderName(i))
		}
	}
	if msg == err.Error() {
		return err
	}
	return &redactedError{msg: msg, err: err}
}

// ProviderName names the chain's provider i without its URL, for errors, logs and
// reasons: "<rpc of NAME>" for the primary, "<rpc N of NAME>" for the N-th provider.
func (ch *Chain) ProviderName(i int) string {
	if i == 0 {
		return "<rpc of " + ch.Name + ">"
	}
	return fmt.Sprintf("<rpc %d of %s>", i+1, ch.Name)
}
