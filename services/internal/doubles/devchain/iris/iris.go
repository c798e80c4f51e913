package iris

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Finality is how long a message waits before it is attested: both at least Blocks
// blocks deep (the burn's block counting as one) and Delay after the double first saw
// it (wall clock: devchain's block timestamps run ahead of it, one second a block).
type Finality struct {
	Blocks uint64
	Delay  time.Duration
}

// Config configures the double.
type Config struct {
	// Chains is the chain configuration devchain wrote; the chains with a cctp section
	// are attested. Each destination chain's attester_key_files sign its messages.
	Chains *evm.Config
	// Fast applies to burns asking for minFinalityThreshold ≤ 1000 whose maxFee covers
	// the fast fee; Standard to the others. A zero Finality takes the default: Fast 2
	// blocks, Standard 4 blocks (Blocks 1 and no Delay attest at once).
	Fast, Standard Finality
	// FastFeeBps and StandardFeeBps are the minimum fees in basis points published by
	// the fees endpoint and charged (feeExecuted, rounded up) on attestation. Circle
	// charges Standard Transfers nothing.
	FastFeeBps, StandardFeeBps float64
	// RateLimit is how many requests a RateWindow may bring before the rest of the
	// window is answered 429 (Iris limits clients too). 0: no limit.
	RateLimit int
	// RateWindow defaults to one second.
	RateWindow time.Duration
	// FastExpiryBlocks is how long a Fast attestation can be received, in blocks of
	// the destination chain: the message's expirationBlock is the destination's head
	// when the double first attests it plus this (the destination refuses it from
	// that block on). Zero takes DefaultFastExpiryBlocks.
	FastExpiryBlocks uint64
	// Logger receives the source-chain lookups that failed (answered 503).
	Logger zerolog.Logger
}

// DefaultFastExpiryBlocks is Config.FastExpiryBlocks' default.
const DefaultFastExpiryBlocks = 10_000

// Faults make the double misbehave until cleared.
type Faults struct {
	// Down closes every connection without an answer, as an unreachable service.
	Down bool `json:"down,omitempty"`
	// DelayMS delays every answer, as a slow service.
	DelayMS int `json:"delay_ms,omitempty"`
	// Status answers every request with this HTTP status (500, 503, 429…).
	Status int `json:"status,omitempty"`
}

// Server is a running double.
type Server struct {
	cfg     Config
	clients map[uint32]*ethclient.Client
	keys    map[uint32][]*ecdsa.PrivateKey
	http    *http.Server
	ln      net.Listener
	done    chan struct{}

	mu     sync.Mutex
	faults Faults
	// firstSeen is when each burn transaction was first found mined, for Delay. With
	// the maps below it is the double's only state (they only grow: fine for
	// development and tests); a restart restarts the delays and gives Fast messages a
	// new expirationBlock (so a new attestation), as a re-attestation would.
	firstSeen map[common.Hash]time.Time
	// expiry is each Fast message's expirationBlock, by nonce, fixed when first attested.
	expiry map[common.Hash]uint64
	// attested is the finality each message was attested at, by nonce, for
	// POST /v2/reattest (which names a message by its nonce alone).
	attested map[common.Hash]uint32
	// reattest is when a re-attestation was first requested, by nonce.
	reattest    map[common.Hash]time.Time
	windowStart time.Time
	windowCount int
}

// New dials every CCTP chain's RPC URL and loads the attester keys; Start and
// StartListener serve with it.
func New(cfg Config) (*Server, error) {
	if cfg.Chains == nil {
		return nil, errors.New("iris: Chains is required")
	}
	if cfg.Fast == (Finality{}) {
		cfg.Fast = Finality{Blocks: 2}
	}
	if cfg.Standard == (Finality{}) {
		cfg.Standard = Finality{Blocks: 4}
	}
	cfg.RateWindow = cmp.Or(cfg.RateWindow, time.Second)
	cfg.FastExpiryBlocks = cmp.Or(cfg.FastExpiryBlocks, DefaultFastExpiryBlocks)
	s := &Server{cfg: cfg, clients: map[uint32]*ethclient.Client{}, keys: map[uint32][]*ecdsa.PrivateKey{}, done: make(chan struct{}),
		firstSeen: map[common.Hash]time.Time{}, expiry: map[common.Hash]uint64{}, attested: map[common.Hash]uint32{},
		reattest: map[common.Hash]time.Time{}}
	for _, ch := range cfg.Chains.Chains {
		if ch.CCTP == nil {
			continue
		}
		cl, err := ethclient.Dial(ch.Primary())
		if err != nil {
			s.closeClients()
			return nil, fmt.Errorf("iris: chain %s: %w", ch.Name, err)
		}
		s.clients[ch.CCTP.Domain] = cl
		for _, f := range ch.CCTP.AttesterKeyFiles {
			k, err := crypto.LoadECDSA(f)
			if err != nil {
				s.closeClients()
				return nil, fmt.Errorf("iris: chain %s: attester key %s: %w", ch.Name, f, err)
			}
			s.keys[ch.CCTP.Domain] = append(s.keys[ch.CCTP.Domain], k)
		}
		if len(s.keys[ch.CCTP.Domain]) == 0 {
			s.closeClients()
			return nil, fmt.Errorf("iris: chain %s has no attester_key_files: not a devchain configuration", ch.Name)
		}
	}
	if len(s.clients) == 0 {
		return nil, errors.New("iris: no chain has a cctp section")
	}
	return s, nil
}

// Start listens on addr (host:port; port 0 picks a free one) and serves until Close.
func Start(ctx context.Context, cfg Config, addr string) (*Server, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("iris: listen: %w", err)
	}
	return StartListener(cfg, ln)
}

// StartListener serves on ln until Close (which closes ln); on error it closes ln.
func StartListener(cfg Config, ln net.Listener) (*Server, error) {
	s, err := New(cfg)
	if err != nil {
		_ = ln.Close()
		return nil, err
	}
	s.ln = ln
	s.http = &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		defer close(s.done)
		_ = s.http.Serve(ln) // returns http.ErrServerClosed on Close
	}()
	return s, nil
}

// URL is the base URL the double serves on (after Start).
func (s *Server) URL() string { return "http://" + s.ln.Addr().String() }

// Close stops serving and closes the chain clients.
func (s *Server) Close() {
	if s.http != nil {
		_ = s.http.Close()
		<-s.done
	}
	s.closeClients()
}

func (s *Server) closeClients() {
	for _, c := range s.clients {
		c.Close()
	}
}

// SetFaults replaces the current faults; the zero Faults serves normally.
func (s *Server) SetFaults(f Faults) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = f
}

// Handler serves the Iris paths (behind the faults and the rate limit) and /faults.
func (s *Server) Handler() http.Handler {
	iris := http.NewServeMux()
	iris.HandleFunc("GET /v2/messages/{sourceDomain}", s.messages)
	iris.HandleFunc("GET /v2/burn/USDC/fees/{sourceDomain}/{destinationDomain}", s.fees)
	iris.HandleFunc("POST /v2/reattest/{nonce}", s.reattestMessage)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /faults", s.getFaults)
	mux.HandleFunc("POST /faults", s.postFaults)
	mux.HandleFunc("DELETE /faults", func(w http.ResponseWriter, _ *http.Request) {
		s.SetFaults(Faults{})
		w.WriteHeader(http.StatusNoContent)
	})
	mux.Handle("/", s.unreliable(iris))
	return mux
}

// unreliable applies the faults and the rate limit before the Iris handlers.
func (s *Server) unreliable(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		f := s.faults
		limited := s.overLimit(time.Now())
		s.mu.Unlock()
		if f.Down {
			if hj, ok := w.(http.Hijacker); ok {
				if conn, _, err := hj.Hijack(); err == nil {
					_ = conn.Close()
					return
				}
			}
			panic(http.ErrAbortHandler) // closes the connection without an answer
		}
		if f.DelayMS > 0 {
			select {
			case <-r.Context().Done():
				return
			case <-time.After(time.Duration(f.DelayMS) * time.Millisecond):
			}
		}
		switch {
		case f.Status != 0:
			writeError(w, f.Status, http.StatusText(f.Status))
		case limited:
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(s.cfg.RateWindow.Seconds()))))
			writeError(w, http.StatusTooManyRequests, "Too Many Requests")
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// overLimit counts a request in the current fixed window and reports whether it is
// beyond the limit. Called with mu held.
func (s *Server) overLimit(now time.Time) bool {
	if s.cfg.RateLimit <= 0 {
		return false
	}
	if now.Sub(s.windowStart) >= s.cfg.RateWindow {
		s.windowStart, s.windowCount = now, 0
	}
	s.windowCount++
	return s.windowCount > s.cfg.RateLimit
}

func (s *Server) getFaults(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	f := s.faults
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, f)
}

func (s *Server) postFaults(w http.ResponseWriter, r *http.Request) {
	var f Faults
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if f.DelayMS < 0 || (f.Status != 0 && (f.Status < 400 || f.Status > 599)) {
		writeError(w, http.StatusBadRequest, "delay_ms must be positive and status a 4xx or 5xx")
		return
	}
	s.SetFaults(f)
	writeJSON(w, http.StatusOK, f)
}

func (s *Server) fees(w http.ResponseWriter, r *http.Request) {
	src, err1 := parseDomain(r.PathValue("sourceDomain"))
	dst, err2 := parseDomain(r.PathValue("destinationDomain"))
	if err1 != nil || err2 != nil || s.clients[src] == nil || s.clients[dst] == nil || src == dst {
		writeError(w, http.StatusBadRequest, "Invalid domain")
		return
	}
	writeJSON(w, http.StatusOK, []cctp.Fee{
		{FinalityThreshold: cctp.FinalityFast, MinimumFee: s.cfg.FastFeeBps},
		{FinalityThreshold: cctp.FinalityStandard, MinimumFee: s.cfg.StandardFeeBps},
	})
}

func (s *Server) messages(w http.ResponseWriter, r *http.Request) {
	src, err := parseDomain(r.PathValue("sourceDomain"))
	client := s.clients[src]
	if err != nil || client == nil {
		writeError(w, http.StatusBadRequest, "Invalid source domain")
		return
	}
	raw := r.URL.Query().Get("transactionHash")
	hash, err := hexutil.Decode(raw)
	if err != nil || len(hash) != common.HashLength {
		writeError(w, http.StatusBadRequest, "transactionHash must be a 0x-prefixed 32-byte hex string")
		return
	}
	msgs, err := s.lookup(r.Context(), src, client, common.BytesToHash(hash))
	switch {
	case errors.Is(err, errNotFound):
		writeError(w, http.StatusNotFound, "Message not found")
	case err != nil:
		s.cfg.Logger.Warn().Err(err).Uint32("source_domain", src).Str("tx", raw).Msg("iris: source chain lookup failed")
		writeError(w, http.StatusServiceUnavailable, "Source chain unavailable")
	default:
		writeJSON(w, http.StatusOK, cctp.MessagesResponse{Messages: msgs})
	}
}

var errNotFound = errors.New("not found")

// lookup reads the burn transaction's receipt on the source chain and turns each of
// its MessageSent logs (from the domain's MessageTransmitterV2) into an Iris message.
func (s *Server) lookup(ctx context.Context, src uint32, client *ethclient.Client, txHash common.Hash) ([]cctp.IrisMessage, error) {
	chain, _ := s.cfg.Chains.ChainByCCTPDomain(src)
	receipt, err := client.TransactionReceipt(ctx, txHash)
	if errors.Is(err, ethereum.NotFound) || (err != nil && strings.Contains(err.Error(), "indexing is in progress")) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("receipt: %w", err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	depth := uint64(0)
	if head.Number.Cmp(receipt.BlockNumber) >= 0 {
		depth = new(big.Int).Sub(head.Number, receipt.BlockNumber).Uint64() + 1
	}
	age := s.age(txHash, time.Now())
	var out []cctp.IrisMessage
	for _, l := range receipt.Logs {
		if l.Address != chain.CCTP.MessageTransmitter || len(l.Topics) == 0 || l.Topics[0] != cctp.MessageSentTopic {
			continue
		}
		m, err := s.attest(ctx, src, txHash, l, depth, age)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return nil, errNotFound
	}
	return out, nil
}

// age is how long ago the burn transaction was first found mined.
func (s *Server) age(txHash common.Hash, now time.Time) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	first, ok := s.firstSeen[txHash]
	if !ok {
		s.firstSeen[txHash] = now
		return 0
	}
	return now.Sub(first)
}

// attest answers for one MessageSent log: pending until its finality has passed, then
// the filled-in message and its attestation. A Fast message expires (expirationBlock);
// once its re-attestation was requested it is attested again as Standard (finality
// 2000, no expiration, the Fast fee kept), when the burn is Standard-final and the
// Standard delay has passed since the request.
func (s *Server) attest(ctx context.Context, src uint32, txHash common.Hash, l *types.Log, depth uint64, age time.Duration) (cctp.IrisMessage, error) {
	sent, err := unpackMessageSent(l.Data)
	if err != nil {
		return cctp.IrisMessage{}, err
	}
	msg, err := cctp.ParseMessage(sent)
	if err != nil {
		return cctp.IrisMessage{}, err
	}
	body, err := cctp.ParseBurnBody(msg.Body)
	if err != nil {
		return cctp.IrisMessage{}, err
	}
	// Fast only when asked for and paid for; otherwise Standard (Iris then reports the
	// delay's reason while the message waits).
	executed, fin, feeBps, delayReason := cctp.FinalityStandard, s.cfg.Standard, s.cfg.StandardFeeBps, ""
	if msg.MinFinalityThreshold <= cctp.FinalityFast {
		if fastFee := feeFor(body.Amount, s.cfg.FastFeeBps); fastFee.Cmp(body.MaxFee) <= 0 {
			executed, fin, feeBps = cctp.FinalityFast, s.cfg.Fast, s.cfg.FastFeeBps
		} else {
			delayReason = "insufficient_fee"
		}
	}
	nonce := nonceFor(src, txHash, l.Index)
	s.mu.Lock()
	requested, reattesting := s.reattest[nonce]
	s.mu.Unlock()
	if reattesting {
		executed, fin, age = cctp.FinalityStandard, s.cfg.Standard, time.Since(requested)
	}
	if depth < fin.Blocks || age < fin.Delay {
		return cctp.IrisMessage{
			Message: "0x", Attestation: cctp.AttestationPending, CCTPVersion: 2,
			Status: cctp.StatusPendingConfirmations, DelayReason: delayReason,
		}, nil
	}
	fee := feeFor(body.Amount, feeBps)
	if fee.Cmp(body.MaxFee) > 0 {
		fee = new(big.Int).Set(body.MaxFee)
	}
	body.FeeExecuted, body.ExpirationBlock = fee, new(big.Int)
	if executed == cctp.FinalityFast {
		expiry, err := s.expiryOf(ctx, nonce, msg.DestinationDomain)
		if err != nil {
			return cctp.IrisMessage{}, err
		}
		body.ExpirationBlock.SetUint64(expiry)
	}
	msg.Nonce = nonce
	msg.FinalityThresholdExecuted = executed
	msg.Body = body.Bytes()
	final := msg.Bytes()
	keys := s.keys[msg.DestinationDomain]
	if len(keys) == 0 {
		keys = s.keys[src]
	}
	att, err := cctp.Attest(final, keys)
	if err != nil {
		return cctp.IrisMessage{}, err
	}
	s.mu.Lock()
	s.attested[nonce] = executed
	s.mu.Unlock()
	return cctp.IrisMessage{
		Message: hexutil.Encode(final), EventNonce: msg.Nonce.Hex(), Attestation: hexutil.Encode(att),
		DecodedMessage: decode(msg, body), CCTPVersion: 2, Status: cctp.StatusComplete,
	}, nil
}

// expiryOf is a Fast message's expirationBlock: the destination's head when it was
// first attested plus FastExpiryBlocks, the same on every later answer.
func (s *Server) expiryOf(ctx context.Context, nonce common.Hash, dst uint32) (uint64, error) {
	s.mu.Lock()
	expiry, ok := s.expiry[nonce]
	s.mu.Unlock()
	if ok {
		return expiry, nil
	}
	client := s.clients[dst]
	if client == nil {
		return 0, fmt.Errorf("no chain for destination domain %d", dst)
	}
	head, err := client.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("destination head: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if expiry, ok = s.expiry[nonce]; !ok { // another request may have fixed it meanwhile
		expiry = head + s.cfg.FastExpiryBlocks
		s.expiry[nonce] = expiry
	}
	return expiry, nil
}

// reattestMessage is POST /v2/reattest/{nonce}: Iris's re-attestation of a
// pre-finality (Fast) message, as Finalized and without expiration. It only records the
// request: the new attestation is served by /v2/messages once it is ready.
func (s *Server) reattestMessage(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("nonce")
	b, err := hexutil.Decode(raw)
	if err != nil || len(b) != common.HashLength {
		writeError(w, http.StatusBadRequest, "nonce must be a 0x-prefixed 32-byte hex string")
		return
	}
	nonce := common.BytesToHash(b)
	s.mu.Lock()
	executed, known := s.attested[nonce]
	if known && executed < cctp.FinalityStandard {
		if _, done := s.reattest[nonce]; !done {
			s.reattest[nonce] = time.Now()
		}
	}
	s.mu.Unlock()
	switch {
	case !known:
		writeError(w, http.StatusNotFound, "Message not found")
	case executed >= cctp.FinalityStandard:
		writeError(w, http.StatusBadRequest, "Message is already finalized")
	default:
		writeJSON(w, http.StatusOK, map[string]string{"message": "Re-attestation successfully requested for nonce.", "nonce": nonce.Hex()})
	}
}

// nonceFor is the message's nonce: a hash of where the burn is, so it is the same on
// every answer and never the empty nonce.
func nonceFor(src uint32, txHash common.Hash, logIndex uint) common.Hash {
	var b [8]byte
	binary.BigEndian.PutUint32(b[:4], src)
	binary.BigEndian.PutUint32(b[4:], uint32(logIndex))
	return crypto.Keccak256Hash([]byte("qtg-devchain-cctp-nonce"), b[:4], txHash[:], b[4:])
}

// feeFor is amount × bps / 10,000, rounded up (in 1/1000 bps, as the contracts count).
func feeFor(amount *big.Int, bps float64) *big.Int {
	milli := big.NewInt(int64(math.Round(bps * 1000)))
	fee := new(big.Int).Mul(amount, milli)
	fee.Add(fee, big.NewInt(10_000_000-1))
	return fee.Div(fee, big.NewInt(10_000_000))
}

// unpackMessageSent decodes MessageSent's data: the ABI encoding of one bytes value
// (offset, length, content).
func unpackMessageSent(data []byte) ([]byte, error) {
	if len(data) < 64 {
		return nil, errors.New("iris: short MessageSent data")
	}
	off := new(big.Int).SetBytes(data[:32])
	if !off.IsUint64() || off.Uint64()+32 > uint64(len(data)) {
		return nil, errors.New("iris: bad MessageSent offset")
	}
	o := off.Uint64()
	n := new(big.Int).SetBytes(data[o : o+32])
	if !n.IsUint64() || o+32+n.Uint64() > uint64(len(data)) {
		return nil, errors.New("iris: bad MessageSent length")
	}
	return data[o+32 : o+32+n.Uint64()], nil
}

func decode(m cctp.Message, b cctp.BurnBody) *cctp.DecodedMessage {
	u := func(v uint32) string { return strconv.FormatUint(uint64(v), 10) }
	return &cctp.DecodedMessage{
		SourceDomain: u(m.SourceDomain), DestinationDomain: u(m.DestinationDomain), Nonce: m.Nonce.Hex(),
		Sender: m.Sender.Hex(), Recipient: m.Recipient.Hex(), DestinationCaller: m.DestinationCaller.Hex(),
		MinFinalityThreshold: u(m.MinFinalityThreshold), FinalityThresholdExecuted: u(m.FinalityThresholdExecuted),
		MessageBody: hexutil.Encode(m.Body),
		DecodedMessageBody: &cctp.DecodedBurnBody{
			BurnToken: cctp.Bytes32ToAddress(b.BurnToken).Hex(), MintRecipient: cctp.Bytes32ToAddress(b.MintRecipient).Hex(),
			Amount: b.Amount.String(), MessageSender: cctp.Bytes32ToAddress(b.MessageSender).Hex(), MaxFee: b.MaxFee.String(),
			FeeExecuted: b.FeeExecuted.String(), ExpirationBlock: b.ExpirationBlock.String(), HookData: hexutil.Encode(b.HookData),
		},
	}
}

func parseDomain(s string) (uint32, error) {
	n, err := strconv.ParseUint(s, 10, 32)
	return uint32(n), err
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
