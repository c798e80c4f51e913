// Package cciprelay plays CCIP's DON on devchain's chains, whose CCIP contracts are
// Chainlink's own (v1.6): it watches every chain's OnRamp for CCIPMessageSent (with a
// bloom-filtered block scan, not eth_getLogs), converts each message into the one its
// destination executes, commits it on the destination's OffRamp after CommitDelay and
// executes it there after ExecuteDelay. Like the DON, it commits a root over every
// message of a lane (source → destination) seen from the OffRamp's next uncommitted
// sequence number on (getSourceChainConfig(source).minSeqNr; up to 256,
// ccip.MerkleRoot), as an OCR3 commit report (OffRamp.commit) signed by F+1 of the
// commit signers OCR3Configs configures, with the prices the FeeQuoter holds reported
// again; and executes each message alone with its proof (ccip.MerkleProof) as an
// execution report (OffRamp.execute, no signatures). It is the only transmitter the
// OffRamps accept.
//
// Tests and operators can make it misbehave the way the real network can: fail a
// message (before executing it the relay, the pools' rate limit admin, sets the inbound
// rate limit of the message's lane below its amount, so the destination pool refuses
// the release and the OffRamp records FAILURE, as for a real token-handling failure,
// and lifts the limit right after; a message that moves no token is executed
// normally) or hold one (committed but left UNTOUCHED, as when the DON does not
// execute it). Both are rules matched by messageId
// or by receiver, set in process (Fail, Hold) or over the loopback control endpoint
// (POST /rules, DELETE /rules drops the rules not spent yet). And a slow DON: the
// commit and execute delays change at run time (SetDelays, POST /delays), for the
// messages already waiting too. The relay keeps no state across restarts besides the chains: on start
// it scans from block 0, reads the ranges already committed from the OffRamps'
// CommitReportAccepted, and skips what they already executed.
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
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/blockscan"
)

// liftTip is the priority fee of the transaction that lifts a failed message's rate
// limit: above any other transaction's on devchain, so it is mined first.
var liftTip = big.NewInt(50_000_000_000)

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
	// ActionFail executes the message with its lane's inbound rate limit below its
	// amount: FAILURE.
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
	src, dst *evm.Chain
	lane     *lane
	id       common.Hash
	seq      uint64
	msg      contracts.InternalAny2EVMRampMessage
	leaf     common.Hash
	seenAt   time.Time
	action   Action
}

// lane is the messages of one source → destination pair, which the destination's
// OffRamp commits in ranges of sequence numbers.
type lane struct {
	src, dst *evm.Chain
	// leaves holds the leaf of every message seen, done or not, by sequence number:
	// a root's proof needs all of its range.
	leaves map[uint64]common.Hash
	// next is the OffRamp's first uncommitted sequence number, as last read.
	next uint64
	// ranges are the committed ranges known, from this relay's commits or the
	// OffRamp's CommitReportAccepted logs.
	ranges []commitRange
}

// commitRange is one committed root and the sequence numbers it covers.
type commitRange struct {
	min, max uint64
	root     common.Hash
}

// Relay is a running relay.
type Relay struct {
	cfg       Config
	from      common.Address
	clients   map[string]*ethclient.Client
	scanners  map[string]*blockscan.Scanner
	log       zerolog.Logger
	offRamp   *contracts.OffRamp
	onRamp    *contracts.OnRamp
	feeQuoter *contracts.FeeQuoter
	registry  *contracts.TokenAdminRegistry
	pool      *contracts.BurnMintTokenPool
	codec     *reportCodec
	signers   []*ecdsa.PrivateKey

	mu      sync.Mutex
	rules   []Rule
	delays  Delays
	pending map[common.Hash]*pending
	done    map[common.Hash]string
	lanes   map[[2]string]*lane
	dests   map[string]*destination

	// limitsLeft says a step that failed a message may have left its rate limit on
	// (its answer lost, or the lift not sent): the loop lifts every limit, as on
	// start, before anything else is relayed.
	limitsLeft atomic.Bool

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
	codec, err := newReportCodec()
	if err != nil {
		return nil, err
	}
	signers, err := SignerKeys(cfg.Key)
	if err != nil {
		return nil, err
	}
	cfg.ExecuteDelay = cmp.Or(cfg.ExecuteDelay, time.Second)
	cfg.Poll = cmp.Or(cfg.Poll, 200*time.Millisecond)
	r := &Relay{
		cfg: cfg, from: crypto.PubkeyToAddress(cfg.Key.PublicKey), clients: map[string]*ethclient.Client{},
		scanners: map[string]*blockscan.Scanner{}, log: cfg.Logger.With().Str("component", "ccip-relay").Logger(),
		offRamp: contracts.NewOffRamp(), onRamp: contracts.NewOnRamp(), feeQuoter: contracts.NewFeeQuoter(),
		registry: contracts.NewTokenAdminRegistry(), pool: contracts.NewBurnMintTokenPool(), codec: codec, signers: signers,
		pending: map[common.Hash]*pending{}, done: map[common.Hash]string{}, lanes: map[[2]string]*lane{},
		dests:  map[string]*destination{},
		delays: Delays{CommitMS: int(cfg.CommitDelay.Milliseconds()), ExecuteMS: int(cfg.ExecuteDelay.Milliseconds())},
	}
	for i := range cfg.Chains.Chains {
		ch := &cfg.Chains.Chains[i]
		if ch.CCIP == nil {
			continue
		}
		cl, err := ethclient.DialContext(ctx, ch.Primary())
		if err != nil {
			r.closeClients()
			return nil, fmt.Errorf("cciprelay: dial %s: %w", ch.Name, err)
		}
		r.clients[ch.Name] = cl
		// The DON reads a source chain's messages once their blocks are final, as a real
		// one does: a message seen in a block a reorg then took away would be mined again
		// where the scan had passed, and every later message of its lane wait behind it.
		r.scanners[ch.Name] = blockscan.New(cl, ch.CCIP.OnRamp, []common.Hash{ccip.CCIPMessageSentTopic},
			blockscan.Options{Depth: ch.Depth(ch.Confirmations)})
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

// Pending is how many messages the relay has seen and is not done with yet.
func (r *Relay) Pending() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.pending)
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
	for lifted := false; ; {
		if r.limitsLeft.Swap(false) {
			lifted = false
		}
		if !lifted {
			lctx, cancel := context.WithTimeout(ctx, 3*rpcTimeout)
			err := r.liftLimits(lctx)
			cancel()
			lifted = err == nil
			if err != nil && ctx.Err() == nil {
				r.log.Warn().Err(err).Msg("cannot check the pools' rate limits; retrying")
			}
		}
		if lifted {
			r.scan(ctx)
			r.advance(ctx)
		}
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
	r.mu.Lock()
	ln := r.laneOf(src, dst)
	ln.leaves[ev.SequenceNumber] = leaf
	_, known := r.pending[id]
	_, finished := r.done[id]
	r.mu.Unlock()
	if known || finished {
		return
	}
	p := &pending{src: src, dst: dst, lane: ln, id: id, seq: ev.SequenceNumber, msg: msg, leaf: leaf, seenAt: time.Now(),
		action: r.match(id, msg.Receiver)}
	r.mu.Lock()
	r.pending[id] = p
	r.mu.Unlock()
	r.log.Info().Str("message_id", id.Hex()).Str("from", src.Name).Str("to", dst.Name).Uint64("seq", p.seq).
		Str("action", string(p.action)).Msg("message seen")
}

// laneOf returns the lane from src to dst, made on first use. r.mu must be held.
func (r *Relay) laneOf(src, dst *evm.Chain) *lane {
	k := [2]string{src.Name, dst.Name}
	ln, ok := r.lanes[k]
	if !ok {
		ln = &lane{src: src, dst: dst, leaves: map[uint64]common.Hash{}}
		r.lanes[k] = ln
	}
	return ln
}

// advance commits the lanes whose first uncommitted message is due, then executes the
// pending messages that are due.
func (r *Relay) advance(ctx context.Context) {
	r.mu.Lock()
	lanes := make([]*lane, 0, len(r.lanes))
	for _, ln := range r.lanes {
		lanes = append(lanes, ln)
	}
	due := make([]*pending, 0, len(r.pending))
	for _, p := range r.pending {
		due = append(due, p)
	}
	r.mu.Unlock()
	for _, ln := range lanes {
		if !r.uncommitted(ln) {
			continue // nothing to commit: no need to ask the OffRamp every poll
		}
		if err := r.commitLane(ctx, ln); err != nil && ctx.Err() == nil {
			r.log.Warn().Err(err).Str("from", ln.src.Name).Str("to", ln.dst.Name).Msg("commit failed; retrying")
		}
	}
	for _, p := range due {
		if ctx.Err() != nil {
			return
		}
		outcome, err := r.step(ctx, p)
		if err != nil {
			r.log.Warn().Err(err).Str("message_id", p.id.Hex()).Msg("relay step failed; retrying")
			if r.limitsLeft.Load() {
				return // the next message would meet the limit: lifted first
			}
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

// commitLane reads the lane's next uncommitted sequence number from its OffRamp and,
// once the message there is due, commits one root over it and every message seen after
// it without a gap (at most ccip.MaxMerkleLeaves), as the DON batches what it saw.
func (r *Relay) commitLane(ctx context.Context, ln *lane) error {
	ctx, cancel := context.WithTimeout(ctx, 3*rpcTimeout)
	defer cancel()
	cl := r.clients[ln.dst.Name]
	to := ln.dst.CCIP.OffRamp
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: r.offRamp.PackGetSourceChainConfig(ln.src.CCIP.ChainSelector)}, nil)
	if err != nil {
		return fmt.Errorf("getSourceChainConfig: %w", err)
	}
	cfg, err := r.offRamp.UnpackGetSourceChainConfig(out)
	if err != nil {
		return fmt.Errorf("decode getSourceChainConfig: %w", err)
	}
	d := r.Delays()
	r.mu.Lock()
	ln.next = cfg.MinSeqNr
	var leaves []common.Hash
	for seq := cfg.MinSeqNr; len(leaves) < ccip.MaxMerkleLeaves; seq++ {
		leaf, ok := ln.leaves[seq]
		if !ok {
			break
		}
		leaves = append(leaves, leaf)
	}
	first := r.pendingAt(ln, cfg.MinSeqNr)
	r.mu.Unlock()
	if len(leaves) == 0 || first == nil || time.Now().Before(first.seenAt.Add(time.Duration(d.CommitMS)*time.Millisecond)) {
		return nil
	}
	root, err := ccip.MerkleRoot(leaves)
	if err != nil {
		return err
	}
	last := cfg.MinSeqNr + uint64(len(leaves)) - 1
	if err := r.commit(ctx, cl, ln, contracts.InternalMerkleRoot{
		SourceChainSelector: ln.src.CCIP.ChainSelector, OnRampAddress: cfg.OnRamp, MinSeqNr: cfg.MinSeqNr, MaxSeqNr: last,
		MerkleRoot: root,
	}); err != nil {
		return fmt.Errorf("commit %d..%d: %w", cfg.MinSeqNr, last, err)
	}
	r.mu.Lock()
	ln.next = last + 1
	ln.ranges = append(ln.ranges, commitRange{min: cfg.MinSeqNr, max: last, root: root})
	r.mu.Unlock()
	r.log.Info().Str("from", ln.src.Name).Str("to", ln.dst.Name).Uint64("min_seq", cfg.MinSeqNr).Uint64("max_seq", last).
		Str("root", root.Hex()).Msg("committed")
	return nil
}

// commit transmits a commit report of root (unblessed: the OffRamps accept roots without
// RMN blessing from every source) and the prices, signed by F+1 signers, in the next
// OCR3 round after the OffRamp's last price update (reportContext[1], which the OffRamp
// requires to grow for the prices to apply).
func (r *Relay) commit(ctx context.Context, cl *ethclient.Client, ln *lane, root contracts.InternalMerkleRoot) error {
	d, err := r.destinationOf(ctx, cl, ln.dst)
	if err != nil {
		return err
	}
	prices, err := r.prices(ctx, cl, ln.dst, d)
	if err != nil {
		return err
	}
	seq, err := call(ctx, cl, ln.dst.CCIP.OffRamp, r.offRamp.PackGetLatestPriceSequenceNumber(), r.offRamp.UnpackGetLatestPriceSequenceNumber)
	if err != nil {
		return fmt.Errorf("getLatestPriceSequenceNumber: %w", err)
	}
	report, err := r.codec.commitReport(prices, []contracts.InternalMerkleRoot{root})
	if err != nil {
		return err
	}
	reportContext := [2][32]byte{d.commitDigest, common.BigToHash(new(big.Int).SetUint64(seq + 1))}
	rs, ss, vs, err := sign(r.signers, report, reportContext)
	if err != nil {
		return err
	}
	_, err = r.transact(ctx, cl, ln.dst, ln.dst.CCIP.OffRamp, r.offRamp.PackCommit(reportContext, report, rs, ss, vs))
	return err
}

// uncommitted reports whether a pending message of the lane is not known to be
// committed yet.
func (r *Relay) uncommitted(ln *lane) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.pending {
		if p.lane == ln && p.seq >= ln.next {
			return true
		}
	}
	return false
}

// pendingAt is the lane's pending message with sequence number seq, if any. r.mu must
// be held.
func (r *Relay) pendingAt(ln *lane, seq uint64) *pending {
	for _, p := range r.pending {
		if p.lane == ln && p.seq == seq {
			return p
		}
	}
	return nil
}

// step does what is due for p and returns its outcome once done with it.
func (r *Relay) step(ctx context.Context, p *pending) (_ string, err error) {
	now := time.Now()
	d := r.Delays()
	r.mu.Lock()
	committed := p.seq < p.lane.next
	r.mu.Unlock()
	if !committed {
		return "", nil
	}
	if p.action == ActionHold {
		r.log.Info().Str("message_id", p.id.Hex()).Msg("held: left UNTOUCHED")
		return "held", nil
	}
	if now.Before(p.seenAt.Add(time.Duration(d.ExecuteMS) * time.Millisecond)) {
		return "", nil
	}
	cl := r.clients[p.dst.Name]
	ctx, cancel := context.WithTimeout(ctx, 3*rpcTimeout)
	defer cancel()
	state, err := r.state(ctx, cl, p, nil)
	if err != nil {
		return "", err
	}
	if state != ccip.Untouched {
		return "executed", nil // someone (a manual execution) was first
	}
	proofs, flags, err := r.proof(ctx, cl, p)
	if err != nil {
		return "", err
	}
	dst, err := r.destinationOf(ctx, cl, p.dst)
	if err != nil {
		return "", err
	}
	report, err := r.codec.execReport([]contracts.InternalExecutionReport{{
		SourceChainSelector: p.src.CCIP.ChainSelector, Messages: []contracts.InternalAny2EVMRampMessage{p.msg},
		OffchainTokenData: [][][]byte{make([][]byte, len(p.msg.TokenAmounts))}, Proofs: proofs, ProofFlagBits: flags,
	}})
	if err != nil {
		return "", err
	}
	outcome := "executed"
	var pool common.Address
	defer func() {
		if err != nil && pool != (common.Address{}) {
			r.limitsLeft.Store(true)
		}
	}()
	if p.action == ActionFail && len(p.msg.TokenAmounts) > 0 {
		if pool, err = r.poolOf(ctx, cl, dst, p.msg.TokenAmounts[0].DestTokenAddress); err != nil {
			return "", err
		}
		out, in := limitConfig(true)
		if _, err := r.transact(ctx, cl, p.dst, pool, r.pool.PackSetChainRateLimiterConfig(p.src.CCIP.ChainSelector, out, in)); err != nil {
			return "", fmt.Errorf("set the rate limit: %w", err)
		}
		outcome = "failed"
	}
	// The execution plugin's round number is not checked: only the config digest.
	exec, err := r.send(ctx, cl, p.dst, p.dst.CCIP.OffRamp, r.offRamp.PackExecute([2][32]byte{dst.execDigest}, report), nil, nil)
	if err != nil {
		return "", fmt.Errorf("execute: %w", err)
	}
	if pool != (common.Address{}) {
		// Sent at once, and first in its block if not in the execution's, so that a manual
		// execution of the failed message (the executor's) finds the limit lifted. Left
		// on (the relay stopped, or this step failed), it is lifted when the relay starts
		// again, or before its next step (liftLimits).
		out, in := limitConfig(false)
		lift, err := r.send(ctx, cl, p.dst, pool, r.pool.PackSetChainRateLimiterConfig(p.src.CCIP.ChainSelector, out, in),
			new(big.Int).SetUint64(exec.Nonce()+1), liftTip)
		if err != nil {
			return "", fmt.Errorf("lift the rate limit: %w", err)
		}
		if _, err := wait(ctx, cl, lift); err != nil {
			return "", fmt.Errorf("lift the rate limit: %w", err)
		}
	}
	rcpt, err := wait(ctx, cl, exec)
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

// proof is p's proof against the root that committed it: from this relay's own commit,
// or, after a restart, from the OffRamp's CommitReportAccepted logs.
func (r *Relay) proof(ctx context.Context, cl *ethclient.Client, p *pending) ([][32]byte, *big.Int, error) {
	rng, ok := r.rangeOf(p)
	if !ok {
		if err := r.readRanges(ctx, cl, p.lane); err != nil {
			return nil, nil, err
		}
		if rng, ok = r.rangeOf(p); !ok {
			return nil, nil, fmt.Errorf("no committed root covers sequence number %d yet", p.seq)
		}
	}
	r.mu.Lock()
	leaves := make([]common.Hash, 0, rng.max-rng.min+1)
	for seq := rng.min; seq <= rng.max; seq++ {
		leaf, ok := p.lane.leaves[seq]
		if !ok {
			r.mu.Unlock()
			return nil, nil, fmt.Errorf("message %d of the root over %d..%d not seen yet", seq, rng.min, rng.max)
		}
		leaves = append(leaves, leaf)
	}
	r.mu.Unlock()
	return ccip.MerkleProof(leaves, int(p.seq-rng.min), rng.root)
}

func (r *Relay) rangeOf(p *pending) (commitRange, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rng := range p.lane.ranges {
		if rng.min <= p.seq && p.seq <= rng.max {
			return rng, true
		}
	}
	return commitRange{}, false
}

// readRanges reads the lane's committed ranges from its OffRamp's CommitReportAccepted
// logs (all of them: devchain's chains are short).
func (r *Relay) readRanges(ctx context.Context, cl *ethclient.Client, ln *lane) error {
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{ln.dst.CCIP.OffRamp},
		Topics: [][]common.Hash{{ccip.CommitReportAcceptedTopic}}})
	if err != nil {
		return fmt.Errorf("read CommitReportAccepted: %w", err)
	}
	var found []commitRange
	for i := range logs {
		ev, err := r.offRamp.UnpackCommitReportAcceptedEvent(&logs[i])
		if err != nil {
			return fmt.Errorf("decode CommitReportAccepted: %w", err)
		}
		for _, root := range append(ev.BlessedMerkleRoots, ev.UnblessedMerkleRoots...) {
			if root.SourceChainSelector == ln.src.CCIP.ChainSelector {
				found = append(found, commitRange{min: root.MinSeqNr, max: root.MaxSeqNr, root: root.MerkleRoot})
			}
		}
	}
	r.mu.Lock()
	ln.ranges = found
	r.mu.Unlock()
	return nil
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

// transact sends data to `to` on the chain from the transmitter and waits for a
// successful receipt, which it returns.
func (r *Relay) transact(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, to common.Address, data []byte) (*types.Receipt, error) {
	tx, err := r.send(ctx, cl, ch, to, data, nil, nil)
	if err != nil {
		return nil, err
	}
	return wait(ctx, cl, tx)
}

// send signs data to `to` from the transmitter and sends it, with nonce and tip (nil:
// the node's pending nonce and suggested tip).
func (r *Relay) send(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, to common.Address, data []byte, nonce, tip *big.Int) (*types.Transaction, error) {
	opts := bind.NewKeyedTransactor(r.cfg.Key, new(big.Int).SetUint64(ch.ChainID))
	opts.Context, opts.Nonce, opts.GasTipCap = ctx, nonce, tip
	opts.GasLimit = 3_000_000
	return bind.Transact(r.offRamp.Instance(cl, to), opts, data)
}

// wait waits for tx's receipt and requires it successful.
func wait(ctx context.Context, cl *ethclient.Client, tx *types.Transaction) (*types.Receipt, error) {
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
