package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// chainReader reads and writes the chains for the harness (its own clients, through
// the same fault proxies as everyone).
type chainReader struct {
	cfg     *evm.Config
	clients *evm.Clients
}

func (c *chainReader) chain(name string) (*evm.Chain, error) {
	ch, ok := c.cfg.Chain(name)
	if !ok {
		return nil, fmt.Errorf("no chain %q", name)
	}
	return ch, nil
}

// ends returns a bridge transfer's source and destination chains.
func (c *chainReader) ends(b bridgeConfig) (*evm.Chain, *evm.Chain, error) {
	src, err := c.chain(b.FromChain)
	if err != nil {
		return nil, nil, err
	}
	dst, err := c.chain(b.ToChain)
	return src, dst, err
}

// call runs a read-only call on chain at its head.
func (c *chainReader) call(ctx context.Context, chain string, to common.Address, data []byte) ([]byte, error) {
	cl, err := c.clients.Get(ctx, chain)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// transact sends data to `to` on chain from key and waits (bounded) for its receipt;
// it returns the transaction once sent, whatever came of the wait. A call that would
// revert is not sent: its gas estimate fails.
func (c *chainReader) transact(ctx context.Context, chain string, key *ecdsa.PrivateKey, to common.Address, data []byte) (*types.Transaction, *types.Receipt, error) {
	ch, err := c.chain(chain)
	if err != nil {
		return nil, nil, err
	}
	cl, err := c.clients.Get(ctx, chain)
	if err != nil {
		return nil, nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	opts := bind.NewKeyedTransactor(key, new(big.Int).SetUint64(ch.ChainID))
	opts.Context = ctx
	tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, cl, cl, cl), opts, data)
	if err != nil {
		return nil, nil, err
	}
	r, err := bind.WaitMined(ctx, cl, tx.Hash())
	return tx, r, err
}

// thirdParty is someone outside QTG who delivers bridge messages first: it relays a
// CCTP message as soon as Iris attests the burn, executes a CCIP message by hand as
// soon as the OffRamp allows it (a failed one, or one the DON left untouched), and
// retries a cached OFT payout. It picks a share of the bridge nodes once each; QTG must
// then find the delivery done and neither do it again nor fail the node.
type thirdParty struct {
	chains *chainReader
	pool   *db.Pool
	key    *ecdsa.PrivateKey
	share  float64
	rng    *rand.Rand
	mu     *sync.Mutex
	logf   func(string, ...any)

	picked map[string]bool // node -> chosen (decided once)
	done   map[string]bool // node -> delivered or given up
	// sent maps the third party's transactions to the node they delivered for, so
	// that the balance trail can name it.
	sentMu sync.Mutex
	sent   map[string]string
	// stats counts by rail what the third party did: "delivered" (its transaction
	// landed), "late" (QTG or the relay was first: the call would revert), "error".
	statsMu sync.Mutex
	stats   map[string]int
}

func (t *thirdParty) count(what string) {
	t.statsMu.Lock()
	defer t.statsMu.Unlock()
	t.stats[what]++
}

// run acts every second until ctx ends.
func (t *thirdParty) run(ctx context.Context) {
	for wait(ctx, time.Second) {
		work, err := dbops.Of(t.pool.Conn).ChaosBridgeWork(ctx)
		if err != nil {
			continue
		}
		for _, w := range work {
			if ctx.Err() != nil {
				return
			}
			if t.done[w.ID] {
				continue
			}
			rail, err := t.act(ctx, w, t.chosen(w.ID))
			switch {
			case err == nil:
			case errors.Is(err, errNotYet):
				continue
			case strings.Contains(err.Error(), "revert"):
				t.count(rail + "/late")
				t.done[w.ID] = true
			default:
				// Mostly the RPC faults every client meets; counted, logged when odd.
				t.count(rail + "/error")
				if !transient(err) {
					t.logf("third party on %s node %s: %v", rail, w.ID, err)
				}
				continue
			}
			if err == nil {
				t.count(rail + "/delivered")
				t.done[w.ID] = true
			}
		}
	}
}

// errNotYet: nothing to deliver yet (no attestation, the OffRamp does not allow a
// manual execution yet, no cached payout); try again later.
var errNotYet = errors.New("not yet")

func (t *thirdParty) chosen(node string) bool {
	if c, ok := t.picked[node]; ok {
		return c
	}
	t.mu.Lock()
	c := t.rng.Float64() < t.share
	t.mu.Unlock()
	t.picked[node] = c
	return c
}

// bridgeConfig is what the third party reads of a bridge node's config.
type bridgeConfig struct {
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	To        string `json:"to"`
}

// act delivers w's message if it can, and says on which rail. A node not chosen is
// left to QTG, but for a CCIP message the DON left untouched past the OffRamp's
// permissionless threshold: anyone executes that one by hand, as someone would.
func (t *thirdParty) act(ctx context.Context, w dbops.ChaosBridgeWork, chosen bool) (string, error) {
	var c bridgeConfig
	if err := json.Unmarshal(w.Config, &c); err != nil {
		return "", err
	}
	switch w.Executor {
	case "cctp_transfer":
		if !chosen {
			return railCCTP, errNotYet
		}
		return railCCTP, t.relayCCTP(ctx, c, w)
	case "ccip_transfer":
		return railCCIP, t.executeCCIP(ctx, w.ID, c, w.Progress, chosen)
	default:
		if !chosen {
			return railOFT, errNotYet
		}
		return railOFT, t.retryOFT(ctx, w.ID, c, w.Progress)
	}
}

// relayCCTP relays the burn's attested message on the destination, asking Iris for it
// by the burn's transaction as QTG does.
func (t *thirdParty) relayCCTP(ctx context.Context, c bridgeConfig, w dbops.ChaosBridgeWork) error {
	src, dst, err := t.chains.ends(c)
	if err != nil {
		return err
	}
	var p struct{ Message, Attestation string }
	if len(w.Progress) > 0 {
		if err := json.Unmarshal(w.Progress, &p); err != nil {
			return err
		}
	}
	for _, burn := range w.BurnTxs {
		if p.Message != "" {
			break
		}
		m, err := attested(ctx, src, burn)
		if err != nil {
			continue
		}
		p.Message, p.Attestation = m.Message, m.Attestation
	}
	if p.Message == "" {
		return errNotYet
	}
	msg, err1 := hexutil.Decode(p.Message)
	att, err2 := hexutil.Decode(p.Attestation)
	if err := errors.Join(err1, err2); err != nil {
		return err
	}
	mt := contracts.NewMessageTransmitterV2()
	return t.send(ctx, w.ID, dst.Name, dst.CCTP.MessageTransmitter, mt.PackReceiveMessage(msg, att))
}

// attested asks Iris for the burn's message; errNotYet until it is complete.
func attested(ctx context.Context, src *evm.Chain, burnTx string) (cctp.IrisMessage, error) {
	raw, err := control(ctx, http.MethodGet, fmt.Sprintf("%s/v2/messages/%d?transactionHash=%s", src.CCTP.AttestationURL, src.CCTP.Domain, burnTx), nil)
	if err != nil {
		return cctp.IrisMessage{}, errNotYet
	}
	var r cctp.MessagesResponse
	if err := json.Unmarshal(raw, &r); err != nil {
		return cctp.IrisMessage{}, err
	}
	if len(r.Messages) != 1 || r.Messages[0].Status != cctp.StatusComplete {
		return cctp.IrisMessage{}, errNotYet
	}
	return r.Messages[0], nil
}

// ccipProgress is what the third party reads of a ccip_transfer node's progress: the
// send's own CCIPMessageSent log.
type ccipProgress struct {
	SequenceNumber uint64   `json:"sequence_number"`
	SentTopics     []string `json:"sent_topics"`
	SentData       string   `json:"sent_data"`
}

// executeCCIP executes the node's message by hand on the destination OffRamp, once the
// OffRamp allows it: an UNTOUCHED message after the permissionless threshold, and, if
// the node was chosen, a FAILURE at once (otherwise it is the operators').
func (t *thirdParty) executeCCIP(ctx context.Context, node string, c bridgeConfig, progress json.RawMessage, chosen bool) error {
	var p ccipProgress
	if len(progress) == 0 || json.Unmarshal(progress, &p) != nil || p.SentData == "" {
		return errNotYet
	}
	src, dst, err := t.chains.ends(c)
	if err != nil {
		return err
	}
	data, err := hexutil.Decode(p.SentData)
	if err != nil {
		return err
	}
	l := &types.Log{Data: data}
	for _, s := range p.SentTopics {
		l.Topics = append(l.Topics, common.HexToHash(s))
	}
	ev, err := contracts.NewOnRamp().UnpackCCIPMessageSentEvent(l)
	if err != nil {
		return err
	}
	msg, err := ccip.ToAny2EVM(ev.Message)
	if err != nil {
		return err
	}
	offRamp := contracts.NewOffRamp()
	overrides := [][]contracts.OffRampGasLimitOverride{{{ReceiverExecutionGasLimit: new(big.Int), TokenGasOverrides: make([]uint32, len(msg.TokenAmounts))}}}
	state, err := ccipState(ctx, t.chains, src, dst, p.SequenceNumber)
	if err != nil {
		return err
	}
	switch {
	case state == ccip.Success:
		return fmt.Errorf("already executed: revert avoided")
	case state == ccip.Failure && !chosen:
		return errNotYet
	}
	proofs, flagBits, err := t.chains.ccipProof(ctx, src, dst, p.SequenceNumber, msg)
	if err != nil {
		return err
	}
	report := contracts.InternalExecutionReport{
		SourceChainSelector: src.CCIP.ChainSelector, Messages: []contracts.InternalAny2EVMRampMessage{msg},
		OffchainTokenData: [][][]byte{make([][]byte, len(msg.TokenAmounts))}, Proofs: proofs, ProofFlagBits: flagBits,
	}
	err = t.send(ctx, node, dst.Name, dst.CCIP.OffRamp, offRamp.PackManuallyExecute([]contracts.InternalExecutionReport{report}, overrides))
	if err != nil && strings.Contains(err.Error(), "revert") && state == ccip.Untouched {
		return errNotYet // ManualExecutionNotYetEnabled, or not committed yet
	}
	return err
}

// ccipState reads a message's execution state on the destination OffRamp.
func ccipState(ctx context.Context, c *chainReader, src, dst *evm.Chain, seq uint64) (ccip.ExecutionState, error) {
	offRamp := contracts.NewOffRamp()
	out, err := c.call(ctx, dst.Name, dst.CCIP.OffRamp, offRamp.PackGetExecutionState(src.CCIP.ChainSelector, seq))
	if err != nil {
		return 0, err
	}
	v, err := offRamp.UnpackGetExecutionState(out)
	return ccip.ExecutionState(v), err
}

// oftProgress is what the harness reads of an oft_transfer node's progress.
type oftProgress struct {
	GUID           string `json:"guid"`
	Nonce          uint64 `json:"nonce"`
	SrcEid         uint32 `json:"src_eid"`
	AmountReceived string `json:"amount_received"`
}

// retryOFT pays out a payout the destination pool cached.
func (t *thirdParty) retryOFT(ctx context.Context, node string, c bridgeConfig, progress json.RawMessage) error {
	var p oftProgress
	if len(progress) == 0 || json.Unmarshal(progress, &p) != nil || p.GUID == "" {
		return errNotYet
	}
	dst, err := t.chains.chain(c.ToChain)
	if err != nil {
		return err
	}
	pool := stargate.NewStargatePoolUSDC()
	guid := common.HexToHash(p.GUID)
	out, err := t.chains.call(ctx, dst.Name, dst.LayerZero.USDCPool, pool.PackUnreceivedTokens(guid, 0))
	if err != nil {
		return err
	}
	cached, err := pool.UnpackUnreceivedTokens(out)
	if err != nil {
		return err
	}
	if cached == ([32]byte{}) {
		return errNotYet
	}
	amount, ok := new(big.Int).SetString(p.AmountReceived, 10)
	if !ok {
		return fmt.Errorf("amount_received %q", p.AmountReceived)
	}
	return t.send(ctx, node, dst.Name, dst.LayerZero.USDCPool, pool.PackRetryReceiveToken(guid, 0, p.SrcEid, common.HexToAddress(c.To), amount, []byte{}))
}

// send sends one delivery for node and remembers its transaction.
func (t *thirdParty) send(ctx context.Context, node, chain string, to common.Address, data []byte) error {
	tx, r, err := t.chains.transact(ctx, chain, t.key, to, data)
	if tx != nil {
		t.sentMu.Lock()
		t.sent[strings.ToLower(tx.Hash().Hex())] = node
		t.sentMu.Unlock()
	}
	if err == nil && r.Status != types.ReceiptStatusSuccessful {
		err = fmt.Errorf("transaction %s reverted", r.TxHash.Hex())
	}
	return err
}

// deliveries maps the third party's transactions to the nodes they delivered for.
func (t *thirdParty) deliveries() map[string]string {
	t.sentMu.Lock()
	defer t.sentMu.Unlock()
	out := make(map[string]string, len(t.sent))
	for h, n := range t.sent {
		out[h] = n
	}
	return out
}

// summary lists what the third party did.
func (t *thirdParty) summary() map[string]int {
	t.statsMu.Lock()
	defer t.statsMu.Unlock()
	out := map[string]int{}
	for k, v := range t.stats {
		out[k] = v
	}
	return out
}

// transient reports whether err is a transport failure, a timeout or a null result
// where a number was due (the RPC faults).
func transient(err error) bool {
	msg := err.Error()
	for _, s := range []string{"EOF", "connection refused", "connection reset", "deadline exceeded", "timeout", "indexing is in progress", "not found",
		"cannot unmarshal non-string"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}
