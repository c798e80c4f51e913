package rpcfault

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// Action is what a matching rule does to a request.
type Action string

// The actions a Rule can take; see the package doc.
const (
	ActionError   Action = "error"
	ActionNull    Action = "null"
	ActionDrop    Action = "drop"
	ActionDelay   Action = "delay"
	ActionSwallow Action = "swallow"
	// ActionLoseAnswer forwards the request and closes the connection without the
	// node's answer: a request the node accepted whose caller timed out.
	ActionLoseAnswer Action = "lose_answer"
)

// IndexingInProgress is geth's exact answer to a transaction or receipt lookup while
// its transaction index is being built: the node cannot tell, which is not "absent".
const IndexingInProgress = "transaction indexing is in progress"

// Rule is one fault: which requests it applies to, how often, and what it does.
type Rule struct {
	// Methods the rule applies to; empty: every method.
	Methods []string `json:"methods,omitempty"`
	// ParamsContain, when set, limits the rule to requests whose raw params contain it
	// (case-insensitive), e.g. one transaction hash.
	ParamsContain string `json:"params_contain,omitempty"`
	// Probability in (0, 1] that a matching request is faulted; 0 means always.
	Probability float64 `json:"probability,omitempty"`
	// Times limits how many requests the rule faults; 0: no limit.
	Times int `json:"times,omitempty"`
	// Action is what happens to a faulted request.
	Action Action `json:"action"`
	// Code and Message make the JSON-RPC error of ActionError (default -32000 and
	// IndexingInProgress).
	Code    int    `json:"code,omitempty"`
	Message string `json:"message,omitempty"`
	// DelayMS is the wait of ActionDelay, and of ActionDrop before it closes.
	DelayMS int `json:"delay_ms,omitempty"`
}

// Faults is everything a Proxy does differently from a plain reverse proxy. The zero
// value forwards everything.
type Faults struct {
	// Rules, tried in order for every request.
	Rules []Rule `json:"rules,omitempty"`
	// ChainID, when non-zero, is what eth_chainId and net_version report.
	ChainID uint64 `json:"chain_id,omitempty"`
	// LagBlocks, when non-zero, makes the proxy answer as a node that many blocks behind.
	LagBlocks uint64 `json:"lag_blocks,omitempty"`
	// Seed makes the coin tosses repeatable; 0 seeds from the clock.
	Seed uint64 `json:"seed,omitempty"`
}

func (f Faults) active() bool { return len(f.Rules) > 0 || f.ChainID != 0 || f.LagBlocks != 0 }

// Validate checks the faults before they are set.
func (f Faults) Validate() error {
	for i, r := range f.Rules {
		switch r.Action {
		case ActionError, ActionNull, ActionDrop, ActionDelay, ActionSwallow, ActionLoseAnswer:
		default:
			return fmt.Errorf("rule %d: unknown action %q (want error, null, drop, delay, swallow or lose_answer)", i, r.Action)
		}
		if r.Probability < 0 || r.Probability > 1 || r.Times < 0 || r.DelayMS < 0 || r.DelayMS > 600_000 {
			return fmt.Errorf("rule %d: probability 0..1, times ≥ 0 and delay_ms 0..600000", i)
		}
	}
	return nil
}

// Stats counts what the proxy did since it started.
type Stats struct {
	// Forwarded counts requests (batch elements) passed to the node.
	Forwarded int64 `json:"forwarded"`
	// Faulted counts faulted requests by action; "chain_id" and "lag" count rewritten
	// answers, "drop_tx" broadcasts lost by DropTx.
	Faulted map[string]int64 `json:"faulted"`
}

// Proxy is a running fault proxy. It is safe for concurrent use.
type Proxy struct {
	target  *url.URL
	server  *http.Server
	ln      net.Listener
	reverse *httputil.ReverseProxy
	client  *http.Client
	mux     *http.ServeMux

	mu     sync.Mutex
	faults Faults
	left   []int // per rule: remaining Times, -1 unlimited
	rng    *rand.Rand
	drop   map[common.Hash]bool
	stats  Stats
}

// Start listens on addr ("127.0.0.1:0" for a free port) and forwards to target, the
// node's JSON-RPC URL. Close stops it.
func Start(ctx context.Context, addr, target string) (*Proxy, error) {
	u, err := url.Parse(target)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("rpcfault: target %q: want an http URL", target)
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("rpcfault: listen: %w", err)
	}
	p := &Proxy{
		target: u, ln: ln, reverse: httputil.NewSingleHostReverseProxy(u),
		client: &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()},
		drop:   map[common.Hash]bool{}, stats: Stats{Faulted: map[string]int64{}},
	}
	p.setLocked(Faults{})
	p.mux = http.NewServeMux()
	p.mux.HandleFunc("/faults", p.serveFaults)
	p.mux.HandleFunc("/stats", p.serveStats)
	p.mux.HandleFunc("/", p.serveRPC)
	p.server = &http.Server{Handler: p.mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = p.server.Serve(ln) }()
	return p, nil
}

// Handle serves h at pattern on the proxy's listener, beside /faults and /stats: a
// control of the chain behind it, for another process to reach at the chain's one URL.
func (p *Proxy) Handle(pattern string, h http.Handler) { p.mux.Handle(pattern, h) }

// URL is the proxy's JSON-RPC endpoint.
func (p *Proxy) URL() string { return "http://" + p.ln.Addr().String() }

// Close stops the proxy and drops open connections.
func (p *Proxy) Close() {
	_ = p.server.Close()
	p.client.CloseIdleConnections()
}

// Set replaces the faults.
func (p *Proxy) Set(f Faults) error {
	if err := f.Validate(); err != nil {
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.setLocked(f)
	return nil
}

// Clear removes every fault: the proxy forwards everything again (DropTx marks stay).
func (p *Proxy) Clear() { _ = p.Set(Faults{}) }

// Faults returns the current faults.
func (p *Proxy) Faults() Faults {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.faults
}

// Stats returns a copy of the counters.
func (p *Proxy) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := Stats{Forwarded: p.stats.Forwarded, Faulted: make(map[string]int64, len(p.stats.Faulted))}
	for k, v := range p.stats.Faulted {
		out.Faulted[k] = v
	}
	return out
}

// DropTx makes the proxy lose the next broadcast of the transaction with this hash:
// it is answered as accepted and never forwarded, as a transaction a node lost after
// saying yes (a restart, an eviction). It applies once per hash.
func (p *Proxy) DropTx(hash common.Hash) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.drop[hash] = true
}

func (p *Proxy) setLocked(f Faults) {
	f.Rules = slices.Clone(f.Rules)
	p.faults = f
	p.left = make([]int, len(f.Rules))
	for i, r := range f.Rules {
		p.left[i] = -1
		if r.Times > 0 {
			p.left[i] = r.Times
		}
	}
	seed := f.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	p.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

func (p *Proxy) count(what string) {
	p.mu.Lock()
	p.stats.Faulted[what]++
	p.mu.Unlock()
}

func (p *Proxy) serveFaults(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
	case http.MethodDelete:
		p.Clear()
	case http.MethodPost, http.MethodPut:
		var f Faults
		dec := json.NewDecoder(io.LimitReader(r.Body, 1<<20))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			http.Error(w, "faults: "+err.Error(), http.StatusBadRequest)
			return
		}
		if err := p.Set(f); err != nil {
			http.Error(w, "faults: "+err.Error(), http.StatusBadRequest)
			return
		}
	default:
		http.Error(w, "GET, POST or DELETE", http.StatusMethodNotAllowed)
		return
	}
	writeJSON(w, p.Faults())
}

func (p *Proxy) serveStats(w http.ResponseWriter, _ *http.Request) { writeJSON(w, p.Stats()) }

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// request is one JSON-RPC call.
type request struct {
	JSONRPC string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id,omitempty"`
	Method  string            `json:"method"`
	Params  []json.RawMessage `json:"params,omitempty"`
}

// response is one JSON-RPC answer.
type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// errDrop asks the handler to close the connection without an answer.
var errDrop = errors.New("drop the connection")

func (p *Proxy) quiet() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return !p.faults.active() && len(p.drop) == 0
}

func (p *Proxy) serveRPC(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || p.quiet() {
		p.mu.Lock()
		p.stats.Forwarded++
		p.mu.Unlock()
		p.reverse.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 5<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var reqs []request
	batch := len(bytes.TrimSpace(body)) > 0 && bytes.TrimSpace(body)[0] == '['
	if batch {
		err = json.Unmarshal(body, &reqs)
	} else {
		var one request
		err = json.Unmarshal(body, &one)
		reqs = []request{one}
	}
	if err != nil || len(reqs) == 0 {
		// Not ours to judge: the node answers malformed requests itself.
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		p.reverse.ServeHTTP(w, r)
		return
	}
	out := make([]json.RawMessage, len(reqs))
	for i, req := range reqs {
		resp, err := p.handle(r.Context(), req)
		if errors.Is(err, errDrop) {
			dropConn(w)
			return
		}
		if err != nil {
			resp = mustJSON(response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32603, Message: "rpcfault: " + err.Error()}})
		}
		out[i] = resp
	}
	w.Header().Set("Content-Type", "application/json")
	if batch {
		_, _ = w.Write(mustJSON(out))
		return
	}
	_, _ = w.Write(out[0])
}

// dropConn closes the client's connection without writing an answer.
func dropConn(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			_ = conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// pick returns the rule that faults req, if any, consuming one of its Times.
func (p *Proxy) pick(req request) (Rule, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var params string
	for i, r := range p.faults.Rules {
		if p.left[i] == 0 || (len(r.Methods) > 0 && !slices.Contains(r.Methods, req.Method)) {
			continue
		}
		if r.ParamsContain != "" {
			if params == "" {
				params = strings.ToLower(string(mustJSON(req.Params)))
			}
			if !strings.Contains(params, strings.ToLower(r.ParamsContain)) {
				continue
			}
		}
		if r.Probability > 0 && r.Probability < 1 && p.rng.Float64() >= r.Probability {
			continue
		}
		if p.left[i] > 0 {
			p.left[i]--
		}
		p.stats.Faulted[string(r.Action)]++
		return r, true
	}
	return Rule{}, false
}

// handle answers one call: a fault, a rewritten answer, or the node's.
func (p *Proxy) handle(ctx context.Context, req request) (json.RawMessage, error) {
	if req.Method == "eth_sendRawTransaction" && len(req.Params) == 1 {
		if hash, ok := p.takeDrop(req.Params[0]); ok {
			p.count("drop_tx")
			return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: mustJSON(hash)}), nil
		}
	}
	if rule, ok := p.pick(req); ok {
		if err := retry.Sleep(ctx, time.Duration(rule.DelayMS)*time.Millisecond); err != nil {
			return nil, errDrop
		}
		switch rule.Action {
		case ActionError:
			code, msg := rule.Code, rule.Message
			if code == 0 {
				code = -32000
			}
			if msg == "" {
				msg = IndexingInProgress
			}
			return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: code, Message: msg}}), nil
		case ActionNull:
			return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: json.RawMessage("null")}), nil
		case ActionDrop:
			return nil, errDrop
		case ActionLoseAnswer:
			// The node gets the request even though the caller has gone.
			_, _ = p.call(context.WithoutCancel(ctx), req)
			return nil, errDrop
		case ActionSwallow:
			if req.Method == "eth_sendRawTransaction" && len(req.Params) == 1 {
				var raw hexutil.Bytes
				if err := json.Unmarshal(req.Params[0], &raw); err == nil {
					return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: mustJSON(crypto.Keccak256Hash(raw))}), nil
				}
			}
		case ActionDelay:
		}
	}
	f := p.Faults()
	if f.ChainID != 0 {
		switch req.Method {
		case "eth_chainId":
			p.count("chain_id")
			return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: mustJSON(hexutil.Uint64(f.ChainID))}), nil
		case "net_version":
			p.count("chain_id")
			return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: mustJSON(strconv.FormatUint(f.ChainID, 10))}), nil
		}
	}
	if f.LagBlocks != 0 {
		return p.lagging(ctx, req, f.LagBlocks)
	}
	return p.forward(ctx, req)
}

func (p *Proxy) takeDrop(param json.RawMessage) (common.Hash, bool) {
	var raw hexutil.Bytes
	if err := json.Unmarshal(param, &raw); err != nil {
		return common.Hash{}, false
	}
	// A typed or legacy transaction's hash is the keccak of its binary encoding, which
	// is exactly what eth_sendRawTransaction carries.
	hash := crypto.Keccak256Hash(raw)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.drop[hash] {
		return common.Hash{}, false
	}
	delete(p.drop, hash)
	return hash, true
}

// forward sends one call to the node and returns its answer with the caller's ID.
func (p *Proxy) forward(ctx context.Context, req request) (json.RawMessage, error) {
	resp, err := p.call(ctx, req)
	if err != nil {
		return nil, err
	}
	return mustJSON(resp), nil
}

func (p *Proxy) call(ctx context.Context, req request) (response, error) {
	p.mu.Lock()
	p.stats.Forwarded++
	p.mu.Unlock()
	if req.JSONRPC == "" {
		req.JSONRPC = "2.0"
	}
	body := mustJSON(req)
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, p.target.String(), bytes.NewReader(body))
	if err != nil {
		return response{}, err
	}
	hreq.Header.Set("Content-Type", "application/json")
	hresp, err := p.client.Do(hreq)
	if err != nil {
		return response{}, errDrop // the node is gone: so is the answer
	}
	defer func() { _ = hresp.Body.Close() }()
	raw, err := io.ReadAll(io.LimitReader(hresp.Body, 25<<20))
	if err != nil {
		return response{}, errDrop
	}
	var out response
	if err := json.Unmarshal(raw, &out); err != nil {
		return response{}, fmt.Errorf("node answered %d: %.200s", hresp.StatusCode, raw)
	}
	out.ID = req.ID
	return out, nil
}

// headOf asks the node for its head.
func (p *Proxy) headOf(ctx context.Context) (uint64, error) {
	resp, err := p.call(ctx, request{Method: "eth_blockNumber", ID: json.RawMessage("1")})
	if err != nil {
		return 0, err
	}
	if resp.Error != nil {
		return 0, errors.New(resp.Error.Message)
	}
	var n hexutil.Uint64
	if err := json.Unmarshal(resp.Result, &n); err != nil {
		return 0, fmt.Errorf("head: %w", err)
	}
	return uint64(n), nil
}

// blockTagIndex is where each state-reading method takes its block tag.
var blockTagIndex = map[string]int{
	"eth_getTransactionCount": 1, "eth_getBalance": 1, "eth_getCode": 1, "eth_call": 1,
	"eth_getStorageAt": 2, "eth_getBlockByNumber": 0, "eth_estimateGas": 1,
}

// lagging answers req as a node lagBlocks behind the head: it has not seen newer
// blocks, nor the transactions in them or in the pool.
func (p *Proxy) lagging(ctx context.Context, req request, lagBlocks uint64) (json.RawMessage, error) {
	head, err := p.headOf(ctx)
	if err != nil {
		return nil, err
	}
	view := uint64(0)
	if head > lagBlocks {
		view = head - lagBlocks
	}
	null := func() (json.RawMessage, error) {
		p.count("lag")
		return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: json.RawMessage("null")}), nil
	}
	switch req.Method {
	case "eth_blockNumber":
		p.count("lag")
		return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Result: mustJSON(hexutil.Uint64(view))}), nil
	case "eth_getTransactionReceipt", "eth_getTransactionByHash", "eth_getBlockByHash":
		resp, err := p.call(ctx, req)
		if err != nil || resp.Error != nil || string(resp.Result) == "null" {
			return mustJSON(resp), err
		}
		var located struct {
			BlockNumber *hexutil.Uint64 `json:"blockNumber"`
			Number      *hexutil.Uint64 `json:"number"`
		}
		if err := json.Unmarshal(resp.Result, &located); err != nil {
			return mustJSON(resp), nil
		}
		n := located.BlockNumber
		if n == nil {
			n = located.Number
		}
		if n == nil || uint64(*n) > view {
			return null() // pending, or in a block this node has not seen
		}
		return mustJSON(resp), nil
	}
	idx, ok := blockTagIndex[req.Method]
	if !ok {
		return p.forward(ctx, req)
	}
	params := slices.Clone(req.Params)
	for len(params) <= idx {
		params = append(params, mustJSON("latest"))
	}
	var tag string
	if json.Unmarshal(params[idx], &tag) == nil {
		switch tag {
		case "latest", "pending", "safe", "finalized", "":
			p.count("lag")
			params[idx] = mustJSON(hexutil.Uint64(view))
		default:
			if n, err := hexutil.DecodeUint64(tag); err == nil && n > view {
				if req.Method == "eth_getBlockByNumber" {
					return null()
				}
				p.count("lag")
				return mustJSON(response{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: -32000, Message: "header not found"}}), nil
			}
		}
	}
	req.Params = params
	return p.forward(ctx, req)
}
