package devchain

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// rpcProxy is the chain's public JSON-RPC endpoint: it forwards everything to the
// node, except eth_sendRawTransaction of a transaction marked with DropNext, which it
// answers as accepted without forwarding. That is exactly a transaction lost after the
// node said yes (a restart, an eviction), deterministically.
type rpcProxy struct {
	chain  *Chain
	server *http.Server
	ln     net.Listener
	proxy  *httputil.ReverseProxy
}

func startProxy(ctx context.Context, c *Chain, port int, target string) (*rpcProxy, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, fmt.Errorf("node endpoint: %w", err)
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	p := &rpcProxy{chain: c, ln: ln, proxy: httputil.NewSingleHostReverseProxy(u)}
	p.server = &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = p.server.Serve(ln) }()
	return p, nil
}

func (p *rpcProxy) url() string { return "http://" + p.ln.Addr().String() }

func (p *rpcProxy) close() { _ = p.server.Close() }

type rpcRequest struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

func (p *rpcProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 5<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	var req rpcRequest
	if r.Method == http.MethodPost && json.Unmarshal(body, &req) == nil && req.Method == "eth_sendRawTransaction" && len(req.Params) == 1 {
		if hash, ok := p.dropped(req.Params[0]); ok {
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": hash})
			return
		}
	}
	p.proxy.ServeHTTP(w, r)
}

// dropped reports whether the raw transaction is marked, clearing the mark.
func (p *rpcProxy) dropped(param json.RawMessage) (common.Hash, bool) {
	var raw hexutil.Bytes
	if err := json.Unmarshal(param, &raw); err != nil {
		return common.Hash{}, false
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(raw); err != nil {
		return common.Hash{}, false
	}
	c := p.chain
	c.dropMu.Lock()
	defer c.dropMu.Unlock()
	if !c.drop[tx.Hash()] {
		return common.Hash{}, false
	}
	delete(c.drop, tx.Hash())
	return tx.Hash(), true
}
