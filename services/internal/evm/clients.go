package evm

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/ethclient"
)

// Clients holds one JSON-RPC client per configured chain, dialled on first use and
// checked once against the configured chain ID, so a URL pointing at the wrong chain
// fails loudly instead of signing for it.
type Clients struct {
	cfg *Config

	mu      sync.Mutex
	clients map[string]*ethclient.Client
}

// NewClients returns clients for cfg's chains; nothing is dialled yet.
func NewClients(cfg *Config) *Clients {
	return &Clients{cfg: cfg, clients: map[string]*ethclient.Client{}}
}

// ErrUnknownChain is returned for a chain name the configuration does not have.
var ErrUnknownChain = errors.New("unknown chain")

// Get returns the client of the named chain.
func (c *Clients) Get(ctx context.Context, chain string) (*ethclient.Client, error) {
	c.mu.Lock()
	cl, ok := c.clients[chain]
	c.mu.Unlock()
	if ok {
		return cl, nil
	}
	ch, ok := c.cfg.Chain(chain)
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownChain, chain)
	}
	cl, err := ethclient.DialContext(ctx, ch.RPCURL)
	if err != nil {
		return nil, fmt.Errorf("dial chain %s: %w", chain, err)
	}
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
	if existing, ok := c.clients[chain]; ok {
		cl.Close()
		return existing, nil
	}
	c.clients[chain] = cl
	return cl, nil
}

// Close closes every dialled client.
func (c *Clients) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for name, cl := range c.clients {
		cl.Close()
		delete(c.clients, name)
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

// Redact replaces the chain's RPC URL in err's text by "<rpc of NAME>": RPC URLs often
// carry an API key, and errors end up in logs and on nodes.
func Redact(ch *Chain, err error) error {
	if err == nil || ch.RPCURL == "" || !strings.Contains(err.Error(), ch.RPCURL) {
		return err
	}
	return &redactedError{msg: strings.ReplaceAll(err.Error(), ch.RPCURL, "<rpc of "+ch.Name+">"), err: err}
}
