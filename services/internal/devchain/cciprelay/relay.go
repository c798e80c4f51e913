// Package cciprelay is the stand-in for CCIP's DON on devchain's chains: it watches
// every chain's OnRamp for CCIPMessageSent (with a bloom-filtered block scan, not
// eth_getLogs), converts each message into the one its destination executes, commits
// it on the destination's OffRamp (a root of that one leaf) after CommitDelay and
// executes it there after ExecuteDelay, as the transmitter the OffRamps accept.
//
// Tests and operators can make it misbehave the way the real network can: fail a
// message (its execution starves the token release of gas, so the OffRamp records
// FAILURE, as a real token-handling failure does) or hold one (committed but left
// UNTOUCHED, as when the DON does not execute it). Both are rules matched by messageId
// or by receiver, set in process (Fail, Hold) or over the loopback control endpoint
// (POST /rules, DELETE /rules drops the rules not spent yet). And a slow DON: the
// commit and execute delays change at run time (SetDelays, POST /delays), for the
// messages already waiting too. The relay keeps no state across restarts besides the chains: on start
// it scans from block 0 and skips what the OffRamps already committed or executed.
// Development and tests only.
package cciprelay

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/ccip"
	"github.com/qtgdev/qtg/services/internal/devchain/blockscan"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// starvedTokenGas is the gas a failed message's token release gets: far too little to
// mint, so the OffRamp's execution of it ends in FAILURE.
const starvedTokenGas = 5_000

// rpcTimeout bounds every RPC.
const rpcTimeout = 10 * time.Second

// Config configures the relay.
type Config struct {
	// Chains is the chain configuration devchain wrote; chains with a ccip section take
	// part. Required.
	Chains *evm.Config
	// Key is the transmitter key the OffRamps accept. Required.
	Key *ecdsa.PrivateKey
	// CommitDelay is how long after first seeing a message it is committed; default 0.
	CommitDelay time.Duration
	// ExecuteDelay is how long after first seeing a message it is executed (at least
	// after its commit); default 1s.
	ExecuteDelay time.Duration
	// Poll is how often the chains are scanned; default 200ms.
	Poll time.Duration
	// Logger receives what the relay does.
	Logger zerolog.Logger
}

// Action is what a rule makes the relay do to a matching message.
type Action string

// Actions.
const (
	// ActionFail executes the message with its token release starved of gas: FAILURE.
	ActionFail Action = "fail"
	// ActionHold commits the message and never executes it: UNTOUCHED.
	ActionHold Action = "hold"
)

// Rule picks messages to misbehave on.
type Rule struct {
	Action Action `json:"action"`
	// MessageID matches one message; Receiver every message to that address. One of
	// them is required.
	MessageID common.Hash    `json:"message_id,omitzero"`
	Receiver  common.Address `json:"receiver,omitzero"`
	// Count is how many messages the rule applies to before it is spent; 0 means 1.
	Count int `json:"count,omitempty"`
}

// pending is a message seen on a source chain and not yet done with.
type pending struct {
	src, dst  *evm.Chain
	id        common.Hash
	seq       uint64
	msg       contracts.InternalAny2EVMRampMessage
	leaf      common.Hash
	seenAt    time.Time
	action    Action
	committed bool
}

// Relay is a running relay.
type Relay struct {
	cfg      Config
	from     common.Address
	clients  map[string]*ethclient.Client
	scanners map[string]*blockscan.Scanner
	log      zerolog.Logger
	offRamp  *contracts.OffRamp
	onRamp   *contracts.OnRamp

	mu      sync.Mutex
	rules   []Rule
	delays  Delays
	pending map[common.Hash]*pending
	done    map[common.Hash]string

	ln     net.Listener
	http   *http.Server
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// Start dials the chains, listens for control requests on addr (loopback; "" for
// none) and starts relaying until Close.
func Start(ctx context.Context, cfg Config, addr string) (*Relay, error) {
	if cfg.Chains == nil || cfg.Key == nil {
		return nil, errors.New("cciprelay: Chains and Key are required")
	}
	cfg.ExecuteDelay = cmp.Or(cfg.ExecuteDelay, time.Second)
	cfg.Poll = cmp.Or(cfg.Poll, 200*time.Millisecond)
	r := &Relay{
		cfg: cfg, from: crypto.PubkeyToAddress(cfg.Key.PublicKey), clients: map[string]*ethclient.Client{},
		scanners: map[string]*blockscan.Scanner{}, log: cfg.Logger.With().Str("component", "ccip-relay").Logger(),
		offRamp: contracts.NewOffRamp(), onRamp: contracts.NewOnRamp(),
		pending: map[common.Hash]*pending{}, done: map[common.Hash]string{},
		delays: Delays{CommitMS: int(cfg.CommitDelay.Milliseconds()), ExecuteMS: int(cfg.ExecuteDelay.Milliseconds())},
	}
	for i := range cfg.Chains.Chains {
		ch := &cfg.Chains.Chains[i]
		if ch.CCIP == nil {
			continue
		}
		cl, err := ethclient.DialContext(ctx, ch.RPCURL)
		if err != nil {
			r.closeClients()
			return nil, fmt.Errorf("cciprelay: dial %s: %w", ch.Name, err)
		}
		r.clients[ch.Name] = cl
		r.scanners[ch.Name] = blockscan.New(cl, ch.CCIP.OnRamp, []common.Hash{ccip.CCIPMessageSentTopic}, blockscan.Options{})
	}
	if len(r.clients) == 0 {
		return nil, errors.New("cciprelay: no chain has a ccip section")
	}
	if addr != "" {
		var lc net.ListenConfig
		ln, err := lc.Listen(ctx, "tcp", addr)
		if err != nil {
			r.closeClients()
			return nil, fmt.Errorf("cciprelay: listen: %w", err)
		}
		r.ln = ln
		r.http = &http.Server{Handler: r.Handler(), ReadHeaderTimeout: 5 * time.Second}
		r.wg.Add(1)
		go func() {
			defer r.wg.Done()
			_ = r.http.Serve(ln)
		}()
	}
	ctx, r.cancel = context.WithCancel(context.WithoutCancel(ctx))
	r.wg.Add(1)
	go r.loop(ctx)
	return r, nil
}

// URL is the control endpoint's base URL ("" without one).
func (r *Relay) URL() string {
	if r.ln == nil {
		return ""
	}
	return "http://" + r.ln.Addr().String()
}

// Close stops relaying and the control endpoint.
func (r *Relay) Close() {
	r.cancel()
	if r.http != nil {
		_ = r.http.Close()
	}
	r.wg.Wait()
	r.closeClients()
}

func (r *Relay) closeClients() {
	for _, c := range r.clients {
		c.Close()
	}
}

// Fail makes the relay fail the next message matching rule (see ActionFail).
func (r *Relay) Fail(rule Rule) { rule.Action = ActionFail; r.AddRule(rule) }

// Hold makes the relay leave the next message matching rule UNTOUCHED.
func (r *Relay) Hold(rule Rule) { rule.Action = ActionHold; r.AddRule(rule) }

// AddRule adds a rule; it applies to messages not seen yet.
func (r *Relay) AddRule(rule Rule) {
	if rule.Count <= 0 {
		rule.Count = 1
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rules = append(r.rules, rule)
}

// Delays are the relay's commit and execute delays, counted from when it first saw a
// message (the execute delay at least after the commit).
type Delays struct {
	CommitMS  int `json:"commit_delay_ms"`
	ExecuteMS int `json:"execute_delay_ms"`
}

// SetDelays replaces the delays; they apply to the messages already waiting too.
func (r *Relay) SetDelays(d Delays) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.delays = d
}

// Delays returns the current delays.
func (r *Relay) Delays() Delays {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.delays
}

// ClearRules drops every rule, spent or not: messages seen from now on are relayed
// normally (those already seen keep the action they were given).
func (r *Relay) ClearRules() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rules = nil
}

// Outcome is what the relay did with a message, for tests: "" (not seen or not
// finished), "executed", "failed" or "held".
func (r *Relay) Outcome(id common.Hash) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.done[id]
}

// match returns the action of the first live rule matching the message, spending it.
func (r *Relay) match(id common.Hash, receiver common.Address) Action {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := range r.rules {
		ru := &r.rules[i]
		if ru.Count <= 0 {
			continue
		}
		if (ru.MessageID != common.Hash{} && ru.MessageID == id) || (ru.Receiver != common.Address{} && ru.Receiver == receiver) {
			ru.Count--
			return ru.Action
		}
	}
	return ""
}

func (r *Relay) loop(ctx context.Context) {
	defer r.wg.Done()
	t := time.NewTicker(r.cfg.Poll)
	defer t.Stop()
	for {
		r.scan(ctx)
		r.advance(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// scan reads new CCIPMessageSent logs of every chain.
func (r *Relay) scan(ctx context.Context) {
	for i := range r.cfg.Chains.Chains {
		src := &r.cfg.Chains.Chains[i]
		sc, ok := r.scanners[src.Name]
		if !ok {
			continue
		}
		sctx, cancel := context.WithTimeout(ctx, rpcTimeout)
		logs, err := sc.Scan(sctx)
		cancel()
		if err != nil && ctx.Err() == nil {
			r.log.Warn().Err(err).Str("chain", src.Name).Msg("scan failed; retrying")
		}
		for j := range logs {
			r.seen(src, &logs[j])
		}
	}
}

func (r *Relay) seen(src *evm.Chain, l *types.Log) {
	ev, err := r.onRamp.UnpackCCIPMessageSentEvent(l)
	if err != nil {
		r.log.Error().Err(err).Str("chain", src.Name).Msg("undecodable CCIPMessageSent")
		return
	}
	id := common.Hash(ev.Message.Header.MessageId)
	r.mu.Lock()
	_, known := r.pending[id]
	_, finished := r.done[id]
	r.mu.Unlock()
	if known || finished {
		return
	}
	dst, ok := r.cfg.Chains.ChainByCCIPSelector(ev.DestChainSelector)
	if !ok || dst.CCIP == nil {
		r.log.Warn().Str("message_id", id.Hex()).Uint64("dest_chain_selector", ev.DestChainSelector).Msg("message to an unknown chain")
		return
	}
	msg, err := ccip.ToAny2EVM(ev.Message)
	if err != nil {
		r.log.Error().Err(err).Str("message_id", id.Hex()).Msg("cannot convert the message")
		return
	}
	leaf, err := ccip.LeafHash(msg, ccip.OffRampMetadataHash(src.CCIP.ChainSelector, dst.CCIP.ChainSelector, src.CCIP.OnRamp))
	if err != nil {
		r.log.Error().Err(err).Str("message_id", id.Hex()).Msg("cannot hash the message")
		return
	}
	p := &pending{src: src, dst: dst, id: id, seq: ev.SequenceNumber, msg: msg, leaf: leaf, seenAt: time.Now(),
		action: r.match(id, msg.Receiver)}
	r.mu.Lock()
	r.pending[id] = p
	r.mu.Unlock()
	r.log.Info().Str("message_id", id.Hex()).Str("from", src.Name).Str("to", dst.Name).Uint64("seq", p.seq).
		Str("action", string(p.action)).Msg("message seen")
}

// advance commits and executes the pending messages that are due.
func (r *Relay) advance(ctx context.Context) {
	r.mu.Lock()
	due := make([]*pending, 0, len(r.pending))
	for _, p := range r.pending {
		due = append(due, p)
	}
	r.mu.Unlock()
	for _, p := range due {
		if ctx.Err() != nil {
			return
		}
		outcome, err := r.step(ctx, p)
		if err != nil {
			r.log.Warn().Err(err).Str("message_id", p.id.Hex()).Msg("relay step failed; retrying")
			continue
		}
		if outcome != "" {
			r.mu.Lock()
			delete(r.pending, p.id)
			r.done[p.id] = outcome
			r.mu.Unlock()
		}
	}
}

// step does what is due for p and returns its outcome once done with it.
func (r *Relay) step(ctx context.Context, p *pending) (string, error) {
	now := time.Now()
	d := r.Delays()
	if now.Before(p.seenAt.Add(time.Duration(d.CommitMS) * time.Millisecond)) {
		return "", nil
	}
	cl := r.clients[p.dst.Name]
	ctx, cancel := context.WithTimeout(ctx, 3*rpcTimeout)
	defer cancel()
	if !p.committed {
		ts, err := r.rootTimestamp(ctx, cl, p)
		if err != nil {
			return "", err
		}
		if ts.Sign() == 0 {
			if _, err := r.transact(ctx, cl, p.dst, r.offRamp.PackCommit(p.src.CCIP.ChainSelector, p.leaf, p.seq, p.seq)); err != nil {
				return "", fmt.Errorf("commit: %w", err)
			}
			r.log.Info().Str("message_id", p.id.Hex()).Str("chain", p.dst.Name).Msg("committed")
		}
		p.committed = true
	}
	if p.action == ActionHold {
		r.log.Info().Str("message_id", p.id.Hex()).Msg("held: left UNTOUCHED")
		return "held", nil
	}
	if now.Before(p.seenAt.Add(time.Duration(d.ExecuteMS) * time.Millisecond)) {
		return "", nil
	}
	state, err := r.state(ctx, cl, p, nil)
	if err != nil {
		return "", err
	}
	if state != ccip.Untouched {
		return "executed", nil // someone (a manual execution) was first
	}
	var tokenGas uint32
	outcome := "executed"
	if p.action == ActionFail {
		tokenGas, outcome = starvedTokenGas, "failed"
	}
	report := contracts.InternalExecutionReport{
		SourceChainSelector: p.src.CCIP.ChainSelector, Messages: []contracts.InternalAny2EVMRampMessage{p.msg},
		OffchainTokenData: [][][]byte{make([][]byte, len(p.msg.TokenAmounts))}, Proofs: [][32]byte{}, ProofFlagBits: new(big.Int),
	}
	rcpt, err := r.transact(ctx, cl, p.dst, r.offRamp.PackExecuteByDON(report, tokenGas))
	if err != nil {
		return "", fmt.Errorf("execute: %w", err)
	}
	// At the execution's block: "latest" can still be the block before it for a moment
	// after its receipt is found (devchain.Chain.WaitMined).
	state, err = r.state(ctx, cl, p, rcpt.BlockNumber)
	if err != nil {
		return "", err
	}
	r.log.Info().Str("message_id", p.id.Hex()).Str("chain", p.dst.Name).Str("state", state.String()).Msg("executed")
	return outcome, nil
}

func (r *Relay) rootTimestamp(ctx context.Context, cl *ethclient.Client, p *pending) (*big.Int, error) {
	to := p.dst.CCIP.OffRamp
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: r.offRamp.PackGetMerkleRoot(p.src.CCIP.ChainSelector, p.leaf)}, nil)
	if err != nil {
		return nil, fmt.Errorf("getMerkleRoot: %w", err)
	}
	return r.offRamp.UnpackGetMerkleRoot(out)
}

// state reads p's execution state at block (nil: the latest).
func (r *Relay) state(ctx context.Context, cl *ethclient.Client, p *pending, block *big.Int) (ccip.ExecutionState, error) {
	to := p.dst.CCIP.OffRamp
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: r.offRamp.PackGetExecutionState(p.src.CCIP.ChainSelector, p.seq)}, block)
	if err != nil {
		return 0, fmt.Errorf("getExecutionState: %w", err)
	}
	v, err := r.offRamp.UnpackGetExecutionState(out)
	if err != nil {
		return 0, fmt.Errorf("decode getExecutionState: %w", err)
	}
	return ccip.ExecutionState(v), nil
}

// transact sends data to the chain's OffRamp from the transmitter and waits for a
// successful receipt, which it returns.
func (r *Relay) transact(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, data []byte) (*types.Receipt, error) {
	opts := bind.NewKeyedTransactor(r.cfg.Key, new(big.Int).SetUint64(ch.ChainID))
	opts.Context = ctx
	opts.GasLimit = 3_000_000
	tx, err := bind.Transact(r.offRamp.Instance(cl, ch.CCIP.OffRamp), opts, data)
	if err != nil {
		return nil, err
	}
	rcpt, err := bind.WaitMined(ctx, cl, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("wait for %s: %w", tx.Hash().Hex(), err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("transaction %s reverted", tx.Hash().Hex())
	}
	return rcpt, nil
}

// Handler serves the control endpoint: POST /rules with a Rule adds it; GET /rules
// lists the rules; DELETE /rules drops them; GET and POST /delays read and set the
// delays.
func (r *Relay) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /rules", func(w http.ResponseWriter, req *http.Request) {
		var rule Rule
		dec := json.NewDecoder(http.MaxBytesReader(w, req.Body, 1<<16))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rule); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if (rule.Action != ActionFail && rule.Action != ActionHold) || (rule.MessageID == common.Hash{} && rule.Receiver == common.Address{}) {
			http.Error(w, "want action fail or hold, and message_id or receiver", http.StatusBadRequest)
			return
		}
		r.AddRule(rule)
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("DELETE /rules", func(w http.ResponseWriter, _ *http.Request) {
		r.ClearRules()
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("POST /delays", func(w http.ResponseWriter, req *http.Request) {
		var d Delays
		dec := json.NewDecoder(http.MaxBytesReader(w, req.Body, 1<<16))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil || d.CommitMS < 0 || d.ExecuteMS < 0 {
			http.Error(w, fmt.Sprintf("want {\"commit_delay_ms\":N,\"execute_delay_ms\":M}, both 0 or more: %v", err), http.StatusBadRequest)
			return
		}
		r.SetDelays(d)
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("GET /delays", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(r.Delays())
	})
	mux.HandleFunc("GET /rules", func(w http.ResponseWriter, _ *http.Request) {
		r.mu.Lock()
		rules := append([]Rule(nil), r.rules...)
		r.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(rules)
	})
	return mux
}
