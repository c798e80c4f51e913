// Package lzexec is the local stand-in for LayerZero's off-chain workers (the DVNs that
// verify a packet and the executor that delivers it) on devchain's chains, so that
// QTG's OFT code meets the real protocol's shape end to end with no network.
//
// It watches every chain's EndpointV2 (LayerZero's own, as devchain deploys it) for
// PacketSent (eth_getLogs over bounded block ranges, each call bounded by a timeout: a
// slow log index delays it, never blocks it), and delivers each packet to its
// destination once the packet's block is Blocks deep and Delay has passed since the
// stand-in first saw it. It plays the roles LayerZero's workers run off-chain, with the
// lz-executor key devchain wrote: as the signer of each DVN the receiver's ULN config
// names, the DVN contract's execute of a signed ReceiveUln302.verify(header,
// keccak256(guid ‖ message), confirmations) on the receiver's receive library; then
// commitVerification(header, payloadHash), which the library refuses until the DVNs
// have verified and which calls the endpoint's verify; then, as the executor, the
// endpoint's lzReceive(origin, receiver, guid, message, "").
// The destination's state decides what is left to do, so a restart (which rescans from
// block 0) never delivers twice: a packet whose payload hash is recorded is delivered,
// one whose hash is cleared with the lazy inbound nonce at or past it was delivered
// already, any other is verified first.
//
// It delivers every packet the endpoints send, whichever OApp sent it: Stargate's
// transfers (TokenMessaging to TokenMessaging) and the credits devchain's planner sends
// (CreditMessaging to CreditMessaging) alike.
//
// On command (Control, over HTTP on loopback or SetControl in-process) it holds every
// delivery, delays deliveries longer than Delay (a slow DVN or executor), or makes the
// next N Stargate payouts fail so the destination pool caches them (Stargate's
// UnreceivedTokenCached): devchain's USDC, like Circle's FiatToken, refuses transfers to
// a blacklisted account, and devchain makes this stand-in its blacklister, so it
// blacklists the taxi message's receiver, delivers, and lifts the blacklist, three
// transactions sent back to back (see deliverCachingPayout). StargatePool._outflow
// reports the refused transfer as a failure and the pool caches the payout; a later
// retryReceiveToken pays it.
//
//	GET    <URL>/control   the current Control
//	POST   <URL>/control   body: a Control JSON object ({"hold":true}, {"delay_ms":5000}, {"cache_next":1})
//	DELETE <URL>/control   deliver normally again
//
// Development and tests only.
package lzexec

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

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
)

// Config configures the stand-in.
type Config struct {
	// Chains is the chain configuration devchain wrote; the chains with a layerzero
	// section take part, and their executor_key_file signs. Required.
	Chains *evm.Config
	// Blocks is how deep (the send's block counting as one) a packet must be before it is
	// verified. Default 1.
	Blocks uint64
	// Delay is how long after first seeing a packet it is delivered. Default 0.
	Delay time.Duration
	// Interval is how often the chains are scanned. Default 200ms.
	Interval time.Duration
	// ScanRange is how many blocks one eth_getLogs call covers. Default 1000.
	ScanRange uint64
	// Logger receives deliveries and what failed (retried on the next scan).
	Logger zerolog.Logger
}

// Control steers the stand-in until changed.
type Control struct {
	// Hold delivers nothing (packets wait, verified or not) while true.
	Hold bool `json:"hold,omitempty"`
	// DelayMS, when longer than Config.Delay, is how long after first seeing a packet
	// it is delivered, for the packets already waiting too.
	DelayMS int `json:"delay_ms,omitempty"`
	// CacheNext makes the payouts of the next CacheNext Stargate transfers delivered fail,
	// so the destination pool caches them (UnreceivedTokenCached).
	CacheNext int `json:"cache_next,omitempty"`
}

// chain is one chain the stand-in serves.
type chain struct {
	cfg    *evm.Chain
	client *ethclient.Client
	// cursor is the next block to scan for PacketSent.
	cursor uint64
}

// packet is a PacketSent not yet delivered.
type packet struct {
	src       *chain
	block     uint64
	firstSeen time.Time
	p         layerzero.Packet
	// encoded is the packet as PacketSent carries it, what the receive library validates.
	encoded []byte
}

// Relay is the running stand-in.
type Relay struct {
	cfg    Config
	key    *ecdsa.PrivateKey
	chains map[uint32]*chain // by eid
	ep     *contracts.EndpointV2
	pool   *stargate.StargatePoolUSDC
	usdc   *contracts.USDC
	http   *http.Server
	ln     net.Listener
	stop   chan struct{}
	wg     sync.WaitGroup

	mu        sync.Mutex
	control   Control
	pending   map[common.Hash]*packet // by guid
	delivered int

	// blacklisted are the receivers this stand-in blacklisted on a chain whose lifting
	// is not known to have landed; only the delivery loop touches it.
	blacklisted map[*chain]map[common.Address]bool
}

// New dials every LayerZero chain and loads the stand-in's key.
func New(cfg Config) (*Relay, error) {
	if cfg.Chains == nil {
		return nil, errors.New("lzexec: Chains is required")
	}
	cfg.Blocks = max(cfg.Blocks, 1)
	cfg.Interval = cmp.Or(cfg.Interval, 200*time.Millisecond)
	cfg.ScanRange = cmp.Or(cfg.ScanRange, 1000)
	r := &Relay{cfg: cfg, chains: map[uint32]*chain{}, ep: contracts.NewEndpointV2(), pool: stargate.NewStargatePoolUSDC(),
		usdc: contracts.NewUSDC(), stop: make(chan struct{}), pending: map[common.Hash]*packet{}, blacklisted: map[*chain]map[common.Address]bool{}}
	for i := range cfg.Chains.Chains {
		ch := &cfg.Chains.Chains[i]
		if ch.LayerZero == nil {
			continue
		}
		if ch.LayerZero.ExecutorKeyFile == "" {
			r.closeClients()
			return nil, fmt.Errorf("lzexec: chain %s has no executor_key_file: not a devchain configuration", ch.Name)
		}
		key, err := crypto.LoadECDSA(ch.LayerZero.ExecutorKeyFile)
		if err != nil {
			r.closeClients()
			return nil, fmt.Errorf("lzexec: chain %s: executor key: %w", ch.Name, err)
		}
		if r.key != nil && crypto.PubkeyToAddress(key.PublicKey) != crypto.PubkeyToAddress(r.key.PublicKey) {
			r.closeClients()
			return nil, errors.New("lzexec: the chains name different executor keys")
		}
		r.key = key
		cl, err := ethclient.Dial(ch.Primary())
		if err != nil {
			r.closeClients()
			return nil, fmt.Errorf("lzexec: chain %s: %w", ch.Name, err)
		}
		r.chains[ch.LayerZero.EID] = &chain{cfg: ch, client: cl}
	}
	if len(r.chains) == 0 {
		return nil, errors.New("lzexec: no chain has a layerzero section")
	}
	return r, nil
}

// Start listens on addr (host:port; port 0 picks a free one) for the control API and
// starts delivering, until Close.
func Start(ctx context.Context, cfg Config, addr string) (*Relay, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("lzexec: listen: %w", err)
	}
	return StartListener(cfg, ln)
}

// StartListener is Start on a listener (closed by Close, or on error).
func StartListener(cfg Config, ln net.Listener) (*Relay, error) {
	r, err := New(cfg)
	if err != nil {
		_ = ln.Close()
		return nil, err
	}
	r.ln = ln
	r.http = &http.Server{Handler: r.Handler(), ReadHeaderTimeout: 10 * time.Second}
	r.wg.Go(func() { _ = r.http.Serve(ln) })
	r.wg.Go(r.loop)
	return r, nil
}

// URL is the control API's base URL.
func (r *Relay) URL() string { return "http://" + r.ln.Addr().String() }

// Address is the account the stand-in verifies and delivers with.
func (r *Relay) Address() common.Address { return crypto.PubkeyToAddress(r.key.PublicKey) }

// Close stops delivering and serving.
func (r *Relay) Close() {
	close(r.stop)
	if r.http != nil {
		_ = r.http.Close()
	}
	r.wg.Wait()
	r.closeClients()
}

func (r *Relay) closeClients() {
	for _, c := range r.chains {
		c.client.Close()
	}
}

// SetControl replaces the current Control.
func (r *Relay) SetControl(c Control) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.control = c
}

// Control returns the current Control.
func (r *Relay) Control() Control {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.control
}

// Delivered counts the packets this stand-in delivered since it started.
func (r *Relay) Delivered() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.delivered
}

// Handler serves the control API.
func (r *Relay) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /control", func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, http.StatusOK, r.Control()) })
	mux.HandleFunc("POST /control", func(w http.ResponseWriter, req *http.Request) {
		var c Control
		dec := json.NewDecoder(http.MaxBytesReader(w, req.Body, 1<<16))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&c); err != nil || c.CacheNext < 0 || c.DelayMS < 0 {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("want a Control object: %v", err)})
			return
		}
		r.SetControl(c)
		writeJSON(w, http.StatusOK, c)
	})
	mux.HandleFunc("DELETE /control", func(w http.ResponseWriter, _ *http.Request) {
		r.SetControl(Control{})
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (r *Relay) loop() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-r.stop
		cancel()
	}()
	t := time.NewTicker(r.cfg.Interval)
	defer t.Stop()
	for {
		for _, c := range r.chains {
			if err := r.scan(ctx, c); err != nil && ctx.Err() == nil {
				r.cfg.Logger.Warn().Err(evm.Redact(c.cfg, err)).Str("chain", c.cfg.Name).Msg("scan for PacketSent failed; retrying")
			}
		}
		r.deliverDue(ctx)
		select {
		case <-r.stop:
			return
		case <-t.C:
		}
	}
}

// scan reads PacketSent logs of c's endpoint from its cursor to the chain's newest final
// block, one bounded range and timeout at a time, and adds them to the pending packets.
// Only final blocks, as the DVN waits for its confirmations: a packet seen in a block a
// reorg then took away would be mined again where the scan had passed, and be missed.
func (r *Relay) scan(ctx context.Context, c *chain) error {
	hctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	head, err := c.client.BlockNumber(hctx)
	cancel()
	if err != nil {
		return fmt.Errorf("read head: %w", err)
	}
	head = c.cfg.FinalBlock(head)
	for c.cursor <= head {
		to := min(head, c.cursor+r.cfg.ScanRange-1)
		lctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		logs, err := c.client.FilterLogs(lctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(c.cursor), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{c.cfg.LayerZero.Endpoint}, Topics: [][]common.Hash{{layerzero.PacketSentTopic}},
		})
		cancel()
		if err != nil {
			return fmt.Errorf("PacketSent logs of blocks %d-%d: %w", c.cursor, to, err)
		}
		for i := range logs {
			r.add(c, &logs[i])
		}
		c.cursor = to + 1
	}
	return nil
}

func (r *Relay) add(c *chain, l *types.Log) {
	ev, err := r.ep.UnpackPacketSentEvent(l)
	if err != nil {
		r.cfg.Logger.Warn().Err(err).Str("chain", c.cfg.Name).Msg("undecodable PacketSent")
		return
	}
	p, err := layerzero.ParsePacket(ev.EncodedPayload)
	if err != nil || p.Version != layerzero.PacketVersion || p.SrcEid != c.cfg.LayerZero.EID {
		r.cfg.Logger.Warn().Err(err).Str("chain", c.cfg.Name).Msg("PacketSent with a bad packet")
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.pending[p.GUID]; !ok {
		r.pending[p.GUID] = &packet{src: c, block: l.BlockNumber, firstSeen: time.Now(), p: p, encoded: ev.EncodedPayload}
	}
}

// deliverDue delivers every pending packet that is deep and old enough, unless held,
// after lifting the blacklists deliverCachingPayout left (held or not).
func (r *Relay) deliverDue(ctx context.Context) {
	r.mu.Lock()
	held := r.control.Hold
	delay := max(r.cfg.Delay, time.Duration(r.control.DelayMS)*time.Millisecond)
	var due []*packet
	for _, p := range r.pending {
		due = append(due, p)
	}
	r.mu.Unlock()
	r.liftBlacklists(ctx)
	if held {
		return
	}
	for _, p := range due {
		if ctx.Err() != nil {
			return
		}
		if time.Since(p.firstSeen) < delay {
			continue
		}
		hctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		head, err := p.src.client.BlockNumber(hctx)
		cancel()
		if err != nil || head+1 < p.block+r.cfg.Blocks {
			continue
		}
		done, err := r.deliver(ctx, p)
		if err != nil {
			r.cfg.Logger.Warn().Err(err).Str("guid", p.p.GUID.Hex()).Msg("delivery failed; retrying")
			continue
		}
		if done {
			r.mu.Lock()
			delete(r.pending, p.p.GUID)
			r.mu.Unlock()
		}
	}
}

// deliver verifies (unless verified) and delivers one packet, from what the
// destination's endpoint says. It reports whether the packet is delivered now.
func (r *Relay) deliver(ctx context.Context, p *packet) (bool, error) {
	dst, ok := r.chains[p.p.DstEid]
	if !ok {
		r.cfg.Logger.Warn().Uint32("dst_eid", p.p.DstEid).Str("guid", p.p.GUID.Hex()).Msg("packet to an unknown eid: dropped")
		return true, nil
	}
	receiver := layerzero.Bytes32ToAddress(p.p.Receiver)
	hash, err := r.call(ctx, dst, r.ep.PackInboundPayloadHash(receiver, p.p.SrcEid, p.p.Sender, p.p.Nonce))
	if err != nil {
		return false, err
	}
	if common.BytesToHash(hash) == (common.Hash{}) {
		lazy, err := r.call(ctx, dst, r.ep.PackLazyInboundNonce(receiver, p.p.SrcEid, p.p.Sender))
		if err != nil {
			return false, err
		}
		if new(big.Int).SetBytes(lazy).Uint64() >= p.p.Nonce {
			return true, nil // delivered already (by us before a restart, or by anyone)
		}
		out, err := r.call(ctx, dst, r.ep.PackGetReceiveLibrary(receiver, p.p.SrcEid))
		if err != nil {
			return false, fmt.Errorf("receive library: %w", err)
		}
		lib, err := r.ep.UnpackGetReceiveLibrary(out)
		if err != nil {
			return false, fmt.Errorf("receive library: %w", err)
		}
		if err := r.verify(ctx, dst, lib.Lib, p); err != nil {
			return false, fmt.Errorf("verify: %w", err)
		}
	}
	r.mu.Lock()
	cache := r.control.CacheNext > 0
	r.mu.Unlock()
	origin := contracts.Origin{SrcEid: p.p.SrcEid, Sender: p.p.Sender, Nonce: p.p.Nonce}
	lzReceive := r.ep.PackLzReceive(origin, receiver, p.p.GUID, p.p.Message, nil)
	// A Stargate transfer's packet is for TokenMessaging, with a taxi message; the pool
	// pays it out.
	taxi, err := layerzero.ParseTaxiMessage(p.p.Message)
	caching := cache && err == nil && receiver == dst.cfg.LayerZero.TokenMessaging
	if caching {
		if err := r.deliverCachingPayout(ctx, dst, layerzero.Bytes32ToAddress(taxi.Receiver), lzReceive); err != nil {
			return false, err
		}
		r.mu.Lock()
		r.control.CacheNext = max(r.control.CacheNext-1, 0)
		r.mu.Unlock()
	} else if err := r.transact(ctx, dst, dst.cfg.LayerZero.Endpoint, lzReceive); err != nil {
		return false, fmt.Errorf("lzReceive: %w", err)
	}
	r.mu.Lock()
	r.delivered++
	r.mu.Unlock()
	r.cfg.Logger.Info().Str("guid", p.p.GUID.Hex()).Uint64("nonce", p.p.Nonce).Str("from", p.src.cfg.Name).Str("to", dst.cfg.Name).
		Bool("payout_cached", caching).Msg("packet delivered")
	return true, nil
}

func (r *Relay) call(ctx context.Context, c *chain, data []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	to := c.cfg.LayerZero.Endpoint
	out, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, evm.Redact(c.cfg, err)
	}
	return out, nil
}

// transact sends one call from the stand-in's key and waits (bounded) for its success.
func (r *Relay) transact(ctx context.Context, c *chain, to common.Address, data []byte) error {
	_, err := r.transactReceipt(ctx, c, to, data)
	return err
}

// transactReceipt is transact, returning the receipt.
func (r *Relay) transactReceipt(ctx context.Context, c *chain, to common.Address, data []byte) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	opts := bind.NewKeyedTransactor(r.key, new(big.Int).SetUint64(c.cfg.ChainID))
	opts.Context = ctx
	tx, err := bind.Transact(bind.NewBoundContract(to, r.ep.GetABI(), c.client, c.client, c.client), opts, data)
	if err != nil {
		return nil, evm.Redact(c.cfg, err)
	}
	return r.waitSuccess(ctx, c, tx.Hash())
}

// waitSuccess waits (until ctx ends) for the transaction's receipt and its success.
func (r *Relay) waitSuccess(ctx context.Context, c *chain, hash common.Hash) (*types.Receipt, error) {
	for {
		rcpt, err := c.client.TransactionReceipt(ctx, hash)
		if err == nil {
			if rcpt.Status != types.ReceiptStatusSuccessful {
				return nil, fmt.Errorf("transaction %s reverted", hash.Hex())
			}
			return rcpt, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("transaction %s: %w", hash.Hex(), ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Gas limits of the transactions deliverCachingPayout sends back to back: none can be
// estimated against the state the earlier ones leave, so each gets a fixed limit well
// above what it spends.
const (
	blacklistGas = 500_000
	lzReceiveGas = 5_000_000
)

// deliverCachingPayout delivers a Stargate transfer's packet (lzReceive on dst's
// endpoint) so that the destination pool caches its payout: it blacklists the
// receiver on dst's USDC (the pool's token), delivers, and lifts the blacklist, three
// transactions sent back to back with consecutive nonces, so the receiver is refused
// for as short a time as the chain allows and the lifting lands even if this process
// stops after sending it. A receiver blacklisted already (by someone else) is left so.
// StargatePool._outflow reports the refused transfer as a failure (Transfer.transferToken
// returns false on a revert) and receiveTokenTaxi caches the payout
// (stg-evm-v2 2.0.6, StargateBase.sol). A lifting not known to have landed is retried
// by liftBlacklists.
func (r *Relay) deliverCachingPayout(ctx context.Context, dst *chain, to common.Address, lzReceive []byte) error {
	token, err := r.poolToken(ctx, dst)
	if err != nil {
		return err
	}
	listed, err := r.isBlacklisted(ctx, dst, token, to)
	if err != nil {
		return err
	}
	if listed {
		if err := r.transact(ctx, dst, dst.cfg.LayerZero.Endpoint, lzReceive); err != nil {
			return fmt.Errorf("lzReceive: %w", err)
		}
		return nil
	}
	if r.blacklisted[dst] == nil {
		r.blacklisted[dst] = map[common.Address]bool{}
	}
	r.blacklisted[dst][to] = true
	errs := r.transactAll(ctx, dst, []txCall{
		{to: token, data: r.usdc.PackBlacklist(to), gas: blacklistGas},
		{to: dst.cfg.LayerZero.Endpoint, data: lzReceive, gas: lzReceiveGas},
		{to: token, data: r.usdc.PackUnBlacklist(to), gas: blacklistGas},
	})
	if errs[2] == nil {
		delete(r.blacklisted[dst], to)
	}
	switch {
	case errs[0] != nil:
		return fmt.Errorf("blacklist the receiver %s: %w", to.Hex(), errs[0])
	case errs[1] != nil:
		return fmt.Errorf("lzReceive with the receiver %s blacklisted: %w", to.Hex(), errs[1])
	case errs[2] != nil:
		return fmt.Errorf("lift the blacklist of %s (retried): %w", to.Hex(), errs[2])
	}
	return nil
}

// liftBlacklists lifts every blacklist deliverCachingPayout set whose lifting is not
// known to have landed (a failed broadcast, a lost receipt), until it has.
func (r *Relay) liftBlacklists(ctx context.Context) {
	for c, accounts := range r.blacklisted {
		for to := range accounts {
			token, err := r.poolToken(ctx, c)
			if err == nil {
				var listed bool
				if listed, err = r.isBlacklisted(ctx, c, token, to); err == nil && listed {
					err = r.transact(ctx, c, token, r.usdc.PackUnBlacklist(to))
				}
			}
			if err != nil {
				r.cfg.Logger.Warn().Err(err).Str("chain", c.cfg.Name).Str("account", to.Hex()).Msg("lifting a blacklist failed; retrying")
				continue
			}
			delete(accounts, to)
		}
	}
}

// poolToken is the token of c's Stargate USDC pool.
func (r *Relay) poolToken(ctx context.Context, c *chain) (common.Address, error) {
	out, err := r.callAt(ctx, c, c.cfg.LayerZero.USDCPool, r.pool.PackToken())
	if err != nil {
		return common.Address{}, fmt.Errorf("the pool's token: %w", err)
	}
	token, err := r.pool.UnpackToken(out)
	if err != nil {
		return common.Address{}, fmt.Errorf("the pool's token: %w", err)
	}
	return token, nil
}

func (r *Relay) isBlacklisted(ctx context.Context, c *chain, token, account common.Address) (bool, error) {
	out, err := r.callAt(ctx, c, token, r.usdc.PackIsBlacklisted(account))
	if err != nil {
		return false, fmt.Errorf("isBlacklisted: %w", err)
	}
	listed, err := r.usdc.UnpackIsBlacklisted(out)
	if err != nil {
		return false, fmt.Errorf("isBlacklisted: %w", err)
	}
	return listed, nil
}

// txCall is one transaction of transactAll, with its gas limit.
type txCall struct {
	to   common.Address
	data []byte
	gas  uint64
}

// transactAll sends calls from the stand-in's key back to back with consecutive nonces,
// stopping at the first that cannot be sent, and waits (bounded) for each one's
// success. errs[i] is calls[i]'s outcome (a call not sent fails).
func (r *Relay) transactAll(ctx context.Context, c *chain, calls []txCall) []error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	errs := make([]error, len(calls))
	opts := bind.NewKeyedTransactor(r.key, new(big.Int).SetUint64(c.cfg.ChainID))
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, r.Address())
	var hashes []common.Hash
	for i, call := range calls {
		if err == nil {
			opts.Nonce, opts.GasLimit = new(big.Int).SetUint64(nonce+uint64(i)), call.gas
			var tx *types.Transaction
			if tx, err = bind.Transact(bind.NewBoundContract(call.to, r.ep.GetABI(), c.client, c.client, c.client), opts, call.data); err == nil {
				hashes = append(hashes, tx.Hash())
				continue
			}
		}
		errs[i] = fmt.Errorf("not sent: %w", evm.Redact(c.cfg, err))
	}
	for i, h := range hashes {
		_, errs[i] = r.waitSuccess(ctx, c, h)
	}
	return errs
}
