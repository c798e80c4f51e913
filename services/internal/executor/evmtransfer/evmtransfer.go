package evmtransfer

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Key is the executor key templates use.
const Key = "evm_transfer"

// rpcTimeout bounds every single RPC call, so a hung endpoint cannot hold the
// dispatcher's locks or the observer's connection for long.
const rpcTimeout = 10 * time.Second

// Options configures an Executor.
type Options struct {
	// Config is the chain configuration. Required.
	Config *evm.Config
	// Signers sign for the configured sender addresses. Required.
	Signers map[common.Address]evm.Signer
	// Pool holds the fee-bump candidates and the in-flight intents the funds check
	// counts; may be nil (both are then skipped).
	Pool *db.Pool
	// TestHooks accepts test_max_fee_per_gas_wei (in-process tests only: no deployable
	// sets it). Crash-test pauses are not here: see package crashtest.
	TestHooks bool
	// Logger receives what operators must see: recoveries that cannot tell, transfers
	// that landed but did not do what their intent says. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the evm_transfer executor. It is safe for concurrent use.
type Executor struct {
	cfg       *evm.Config
	clients   *evm.Clients
	signers   map[common.Address]evm.Signer
	pool      *db.Pool
	testHooks bool
	erc20     *contracts.ERC20
	log       zerolog.Logger
}

var _ executor.Executor = (*Executor)(nil)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	if opts.Config == nil {
		return nil, errors.New("evm_transfer: Config is required")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", Key).Logger()
	if opts.Logger != nil {
		log = opts.Logger.With().Str("executor", Key).Logger()
	}
	return &Executor{
		cfg: opts.Config, clients: evm.NewClients(opts.Config), signers: opts.Signers, pool: opts.Pool,
		testHooks: opts.TestHooks, erc20: contracts.NewERC20(), log: log,
	}, nil
}

// Close releases the RPC clients.
func (e *Executor) Close() { e.clients.Close() }

// Key implements executor.Executor.
func (e *Executor) Key() string { return Key }

// ValidateConfig implements executor.Executor.
func (e *Executor) ValidateConfig(config json.RawMessage) error {
	_, err := e.parse(config)
	return err
}

// HasSideEffect implements executor.Executor: every transfer moves money.
func (e *Executor) HasSideEffect(json.RawMessage) bool { return true }

// Baseline implements executor.Executor: a transfer usually takes its confirmations'
// worth of blocks (plus the one it is mined in), per chain.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	t, err := e.parse(config)
	if err != nil {
		return executor.Baseline{Lane: Key, Baseline: time.Minute, FatalAfter: 30 * time.Minute,
			PrePoll: 10 * time.Second, AtPoll: 10 * time.Second, OverPoll: time.Minute}
	}
	bt := t.chain.BlockTime
	base := bt * time.Duration(t.depth()+1)
	return executor.Baseline{
		Lane:       Key + ":" + t.chain.Name,
		Baseline:   base,
		FatalAfter: max(30*time.Minute, 50*base),
		PrePoll:    max(bt/2, 20*time.Millisecond),
		AtPoll:     max(bt/2, 20*time.Millisecond),
		OverPoll:   max(2*bt, 100*time.Millisecond),
	}
}

// client returns the chain's RPC client.
func (e *Executor) client(ctx context.Context, t transfer) (*ethclient.Client, error) {
	cl, err := e.clients.Get(ctx, t.chain.Name)
	if err != nil {
		return nil, e.redact(t.chain, err)
	}
	return cl, nil
}

// Preflight implements executor.Executor: the sender must hold the amount and the gas
// (estimated), besides what its other open intents on the lane may still spend, and
// the transfer must not revert if it ran now.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, t)
	if err != nil {
		return err
	}
	_, feeCap, err := e.fees(ctx, cl, t)
	if err != nil {
		return err
	}
	busyToken, busyNative, err := e.inFlight(ctx, cl, t, node.ID.String())
	if err != nil {
		return err
	}
	native, err := cl.BalanceAt(ctx, t.from, nil)
	if err != nil {
		return e.redact(t.chain, fmt.Errorf("read native balance: %w", err))
	}
	native.Sub(native, busyNative)
	if t.token != nil {
		bal, err := e.tokenBalance(ctx, cl, t.token.Address, t.from)
		if err != nil {
			return e.redact(t.chain, err)
		}
		if bal.Sub(bal, busyToken).Cmp(t.amount) < 0 {
			return fmt.Errorf("insufficient %s: %s holds %s besides %s in flight, the transfer needs %s",
				t.token.Symbol, t.from.Hex(), bal, busyToken, t.amount)
		}
	}
	gas, err := e.gasLimit(ctx, cl, t)
	if err != nil {
		return err
	}
	needNative := new(big.Int).Mul(feeCap, new(big.Int).SetUint64(gas))
	if t.token == nil {
		needNative.Add(needNative, t.amount)
	}
	if native.Cmp(needNative) < 0 {
		return fmt.Errorf("insufficient native funds on %s: %s holds %s wei besides %s in flight, needs %s",
			t.chain.Name, t.from.Hex(), native, busyNative, needNative)
	}
	return nil
}

func (e *Executor) tokenBalance(ctx context.Context, cl *ethclient.Client, token, holder common.Address) (*big.Int, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &token, Data: e.erc20.PackBalanceOf(holder)}, nil)
	if err != nil {
		return nil, fmt.Errorf("read token balance: %w", err)
	}
	bal, err := e.erc20.UnpackBalanceOf(out)
	if err != nil {
		return nil, fmt.Errorf("decode token balance: %w", err)
	}
	return bal, nil
}

// fees returns the tip and the fee cap to sign with: the node's suggested tip, and
// twice the head's base fee plus the tip, which survives six full blocks of base-fee
// growth.
func (e *Executor) fees(ctx context.Context, cl *ethclient.Client, t transfer) (tip, feeCap *big.Int, err error) {
	tip, feeCap, err = evm.Fees(ctx, cl, t.chain)
	if errors.Is(err, evm.ErrNoBaseFee) {
		return nil, nil, executor.Permanent(err)
	}
	return tip, feeCap, err
}

// payload is the intent's JSON: what the transaction does, for operators and the
// nonce reaper.
type payload struct {
	Chain   string `json:"chain"`
	ChainID uint64 `json:"chain_id"`
	Token   string `json:"token"`
	From    string `json:"from"`
	To      string `json:"to"`
	Amount  string `json:"amount"`
	Nonce   uint64 `json:"nonce"`
	// PreparedBlock is the head when the intent was prepared: nobody could have used the
	// nonce before it, so recovery looks for the transaction that did from there on.
	PreparedBlock *uint64 `json:"prepared_block,omitempty"`
	// GasLimit and MaxFeePerGas (wei, decimal) bound what the transaction can cost.
	GasLimit     uint64 `json:"gas_limit,omitempty"`
	MaxFeePerGas string `json:"max_fee_per_gas,omitempty"`
}

// Prepare implements executor.Executor: allocate the lane's nonce under its row lock in
// q (the claim transaction), build and sign the transaction. Nothing is sent.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	signer, ok := e.signers[t.from]
	if !ok {
		return executor.IntentDraft{}, executor.Permanent(fmt.Errorf("no signer for %s", t.from.Hex()))
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(rctx, t)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	// Chain reads first, so the lane row is locked for as short a time as possible. The
	// head first of all: no transaction can use the nonce allocated below before it.
	preparedBlock, err := cl.BlockNumber(rctx)
	if err != nil {
		return executor.IntentDraft{}, e.redact(t.chain, fmt.Errorf("read head: %w", err))
	}
	tip, feeCap, err := e.fees(rctx, cl, t)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	gas, err := e.gasLimit(rctx, cl, t)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if v := t.cfg.TestMaxFeePerGasWei; v != 0 {
		tip, feeCap = new(big.Int).SetUint64(v), new(big.Int).SetUint64(v)
	}
	pending, err := cl.PendingNonceAt(rctx, t.from)
	if err != nil {
		return executor.IntentDraft{}, e.redact(t.chain, fmt.Errorf("read pending nonce: %w", err))
	}
	nonce, err := e.allocateNonce(ctx, c, t, pending)
	if err != nil {
		return executor.IntentDraft{}, err
	}

	to, value, data := t.call(e.erc20)
	chainID := new(big.Int).SetUint64(t.chain.ChainID)
	tx, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas,
		To: &to, Value: value, Data: data,
	}), chainID)
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("sign: %w", err)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("encode signed transaction: %w", err)
	}
	tokenName := evm.NativeToken
	if t.token != nil {
		tokenName = evm.LowerHex(t.token.Address)
	}
	body, err := json.Marshal(payload{
		Chain: t.chain.Name, ChainID: t.chain.ChainID, Token: tokenName, From: evm.LowerHex(t.from), To: evm.LowerHex(t.to),
		Amount: t.amount.String(), Nonce: nonce, PreparedBlock: &preparedBlock, GasLimit: gas, MaxFeePerGas: feeCap.String(),
	})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	n := int64(nonce)
	return executor.IntentDraft{
		Lane: t.lane(), Nonce: &n, Payload: body, SignedTx: raw, TxHash: tx.Hash().Hex(), ExternalID: tx.Hash().Hex(),
	}, nil
}

// allocateNonce takes the lane's next nonce, creating the lane at the chain's pending
// nonce when it is new. The lane row stays locked until c's transaction ends.
func (e *Executor) allocateNonce(ctx context.Context, c db.Conn, t transfer, pending uint64) (uint64, error) {
	nonce, err := c.EVM().AllocateNonce(ctx, int64(t.chain.ChainID), evm.LowerHex(t.from), int64(pending))
	if err != nil {
		return 0, err
	}
	return uint64(nonce), nil
}

// decode returns the intent's signed transaction, checking it is the one its hash names.
func decode(intent executor.Intent) (*types.Transaction, error) {
	if len(intent.SignedTx) == 0 {
		return nil, errors.New("intent has no signed transaction")
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(intent.SignedTx); err != nil {
		return nil, fmt.Errorf("decode signed transaction: %w", err)
	}
	if !strings.EqualFold(tx.Hash().Hex(), intent.TxHash) {
		return nil, fmt.Errorf("signed transaction hash %s does not match the intent's %s", tx.Hash().Hex(), intent.TxHash)
	}
	return tx, nil
}

// Submit implements executor.Executor: broadcast exactly the intent's bytes.
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	tx, err := decode(intent)
	if err != nil {
		// Nothing can be broadcast from a broken intent.
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	ctx2, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx2, t)
	if err != nil {
		// Not BeforeSideEffect: a new try would take a new nonce and leave this one as a
		// gap. Recovery re-broadcasts these bytes instead.
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s: %w", tx.Hash().Hex(), err)
	}
	sendErr := cl.SendTransaction(ctx2, tx)
	switch evm.ClassifySend(sendErr) {
	case evm.SendAccepted:
	case evm.SendNonceTooLow:
		ev, err := e.lookup(ctx2, cl, t, tx)
		if err != nil {
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce too low, and looking it up failed: %w", tx.Hash().Hex(), err)
		}
		if !ev.Mined && !ev.InPool {
			// Ambiguous on purpose: recovery proves from the confirmed nonce that our
			// bytes can never land before the node gets a new nonce.
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce %d already used by another transaction", tx.Hash().Hex(), tx.Nonce())
		}
	case evm.SendPermanent:
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("broadcast %s: the chain refuses this transaction for good: %w", tx.Hash().Hex(), e.redact(t.chain, sendErr)))
	default:
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s (recovery will re-broadcast the same bytes): %w", tx.Hash().Hex(), e.redact(t.chain, sendErr))
	}
	return executor.SubmitResult{ExternalID: tx.Hash().Hex()}, nil
}

// lookup reads the receipt of tx, then, if it is not mined, whether the node knows
// it (evm.LookupTx).
func (e *Executor) lookup(ctx context.Context, cl *ethclient.Client, t transfer, tx *types.Transaction) (evm.TxEvidence, error) {
	return evm.LookupTx(ctx, cl, t.chain, tx.Hash())
}

// result is stored on the node when the transfer ends.
type result struct {
	TxHash        string `json:"tx_hash"`
	Nonce         uint64 `json:"nonce"`
	BlockNumber   uint64 `json:"block_number"`
	BlockHash     string `json:"block_hash"`
	GasUsed       uint64 `json:"gas_used"`
	EffectiveGas  string `json:"effective_gas_price"`
	Confirmations uint64 `json:"confirmations"`
	Status        string `json:"status"`
	RevertReason  string `json:"revert_reason,omitempty"`
}

// judge decides a mined, final transaction: reverted → failed with the revert reason
// (it landed and can never land again); succeeded and did exactly what the intent
// says → completed. Succeeded but did something else → unknown: money moved, just not
// as the intent says, and only an operator can say what that means; it is logged as an
// error.
func (e *Executor) judge(ctx context.Context, cl *ethclient.Client, node executor.Node, t transfer, tx *types.Transaction, ev evm.TxEvidence) (executor.Status, json.RawMessage, string) {
	r := ev.Receipt
	res := result{
		TxHash: tx.Hash().Hex(), Nonce: tx.Nonce(), BlockNumber: r.BlockNumber.Uint64(), BlockHash: r.BlockHash.Hex(),
		GasUsed: r.GasUsed, Confirmations: ev.Confs, Status: "success",
	}
	if r.EffectiveGasPrice != nil {
		res.EffectiveGas = r.EffectiveGasPrice.String()
	}
	if r.Status != types.ReceiptStatusSuccessful {
		res.Status = "reverted"
		res.RevertReason = e.revertReason(ctx, cl, t, tx, r)
		body, _ := json.Marshal(res)
		return executor.Failed, body, fmt.Sprintf("transaction %s reverted: %s", tx.Hash().Hex(), res.RevertReason)
	}
	if reason := e.checkEffect(t, tx, r); reason != "" {
		res.Status = "mismatch"
		body, _ := json.Marshal(res)
		reason = "landed but does not match the intent, an operator must decide: " + reason
		e.log.Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).
			Uint64("block_number", res.BlockNumber).Str("reason", reason).Msg("transfer landed but does not match its intent")
		return executor.Unknown, body, reason
	}
	body, _ := json.Marshal(res)
	return executor.Completed, body, ""
}

// checkEffect compares what the mined transaction did with the intent; "" means it
// matches.
func (e *Executor) checkEffect(t transfer, tx *types.Transaction, r *types.Receipt) string {
	if t.token == nil {
		if tx.To() == nil || *tx.To() != t.to || tx.Value().Cmp(t.amount) != 0 {
			return "mined native transfer does not match the intent"
		}
		return ""
	}
	var matched int
	for _, l := range r.Logs {
		if l.Address != t.token.Address {
			continue
		}
		ev, err := e.erc20.UnpackTransferEvent(l)
		if err != nil {
			continue // another event of the token
		}
		if ev.From == t.from && ev.To == t.to && ev.Value.Cmp(t.amount) == 0 {
			matched++
		}
	}
	if matched != 1 {
		return fmt.Sprintf("transaction %s succeeded but emitted %d matching Transfer(%s → %s, %s) logs of %s, want exactly 1",
			tx.Hash().Hex(), matched, t.from.Hex(), t.to.Hex(), t.amount, t.token.Symbol)
	}
	return ""
}

// revertReason replays the transaction with eth_call and returns the node's error text
// ("execution reverted: …"). The state inside the block is not reachable over RPC, so
// it tries the state after the block first (right when an earlier transaction of the
// same block caused the revert, e.g. spent the balance), then the state before it.
// Best effort: both may differ from what the transaction saw.
func (e *Executor) revertReason(ctx context.Context, cl *ethclient.Client, t transfer, tx *types.Transaction, r *types.Receipt) string {
	msg := ethereum.CallMsg{From: t.from, To: tx.To(), Gas: tx.Gas(), Value: tx.Value(), Data: tx.Data()}
	for _, at := range []*big.Int{r.BlockNumber, new(big.Int).Sub(r.BlockNumber, big.NewInt(1))} {
		if at.Sign() < 0 {
			continue
		}
		if _, err := cl.CallContract(ctx, msg, at); err != nil {
			return e.redact(t.chain, err).Error()
		}
	}
	return "reverted (a replay does not revert: out of gas, or state that changed within the block)"
}

// Observe implements executor.Executor. A lookup the node cannot answer is an error
// (asking failed: observe again), never "not found".
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	tx, err := decode(intent)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, t)
	if err != nil {
		return executor.Observation{}, err
	}
	cs, err := e.candidates(ctx, node, intent, tx)
	if err != nil {
		return executor.Observation{}, err
	}
	ev, mined, err := e.lookupAll(ctx, cl, t, cs)
	if err != nil {
		return executor.Observation{}, err
	}
	depth := t.depth()
	switch {
	case ev.Mined && ev.Confs >= depth:
		status, res, reason := e.judge(ctx, cl, node, t, mined, ev)
		return executor.Observation{Status: status, Result: res, Reason: reason}, nil
	case ev.Mined:
		return executor.Observation{Status: executor.Pending, RetryAfter: t.chain.BlockTime * time.Duration(depth-ev.Confs),
			Reason: fmt.Sprintf("%d of %d confirmations", ev.Confs, depth)}, nil
	case ev.InPool:
		reason, err := e.maybeBump(ctx, cl, intent, t, cs)
		if err != nil {
			reason = "fee bump: " + err.Error()
		}
		return executor.Observation{Status: executor.Pending, Reason: cmp.Or(reason, "in the node's pool")}, nil
	default:
		// Dropped, never arrived, or hidden by the node: recovery decides from the
		// chain's blocks, re-broadcasting the same bytes if the nonce is still free.
		return executor.Observation{Status: executor.Unknown, RetryAfter: t.chain.BlockTime,
			Reason: fmt.Sprintf("transaction %s is neither mined nor known to the node", tx.Hash().Hex())}, nil
	}
}

// recoverTimeout bounds Recover, which may bisect the sender's nonce over many blocks.
const recoverTimeout = 3 * rpcTimeout

// Recover implements executor.Executor; see the package doc for the order of evidence.
// It answers NotSent only when a final block holds another transaction with our nonce;
// whatever it cannot read or reconcile is VerdictUnknown, logged as a warning.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent: nothing was signed"}, nil
	}
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Recovery{}, err
	}
	tx, err := decode(*intent)
	if err != nil {
		return executor.Recovery{}, err
	}
	var p payload
	if err := json.Unmarshal(intent.Payload, &p); err != nil {
		return executor.Recovery{}, fmt.Errorf("decode intent payload: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, recoverTimeout)
	defer cancel()
	cl, err := e.client(ctx, t)
	if err != nil {
		return executor.Recovery{}, err
	}
	hash := tx.Hash().Hex()
	cs, err := e.candidates(ctx, node, *intent, tx)
	if err != nil {
		return executor.Recovery{}, err
	}
	newest := cs[len(cs)-1].tx
	unknown := func(reason string) executor.Recovery {
		e.log.Warn().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", hash).
			Uint64("nonce", tx.Nonce()).Str("reason", reason).Msg("recovery cannot tell whether the transfer was sent")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 2 * t.chain.BlockTime, Reason: reason}
	}
	ev, mined, err := e.lookupAll(ctx, cl, t, cs)
	if err != nil {
		return unknown(fmt.Sprintf("cannot tell whether %s was mined: %v", hash, err)), nil
	}
	if ev.Mined {
		hash = mined.Hash().Hex()
	}
	switch {
	case ev.Mined && ev.Confs >= t.depth():
		status, res, reason := e.judge(ctx, cl, node, t, mined, ev)
		switch status {
		case executor.Completed:
			return executor.Recovery{Verdict: executor.VerdictCompleted, Result: res, Reason: "mined: " + hash}, nil
		case executor.Failed:
			return executor.Recovery{Verdict: executor.VerdictFailed, Result: res, Reason: reason}, nil
		default:
			return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: time.Hour, Result: res, Reason: reason}, nil
		}
	case ev.Mined:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "mined, awaiting confirmations: " + hash}, nil
	case ev.InPool:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "in the node's pool: " + hash}, nil
	}
	// The node says it has neither mined nor seen our hash. That proves nothing by
	// itself (a provider still indexing, or behind): the chain's blocks decide.
	var from uint64
	if p.PreparedBlock != nil {
		from = *p.PreparedBlock
	}
	use, why, err := e.nonceUser(ctx, cl, t, newest, hashes(cs), from, ev.Head)
	if err != nil {
		return unknown(fmt.Sprintf("%s not found by hash, and the blocks do not prove what used nonce %d: %v", hash, tx.Nonce(), err)), nil
	}
	switch use {
	case evm.NonceOurs:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: why + " (not found by hash: the node has not indexed it)"}, nil
	case evm.NonceTakenFinal:
		e.log.Info().Str("node_id", node.ID.String()).Str("tx_hash", hash).Str("reason", why).Msg("recovery proved the transfer can never land")
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: why}, nil
	}
	// Nothing known and the nonce is not used by a final block: the only retry is the
	// same signed bytes (of the newest candidate: it pays the most).
	hash = newest.Hash().Hex()
	sendErr := cl.SendTransaction(ctx, newest)
	switch evm.ClassifySend(sendErr) {
	case evm.SendAccepted:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "re-broadcast the signed transaction " + hash}, nil
	case evm.SendPermanent:
		// These bytes may have been broadcast before, to this node or another, and could
		// still land: not failed until a final block uses the nonce.
		reason := fmt.Sprintf("re-broadcast of %s refused for good (%v), but nonce %d is not used by a final block (%s): an earlier broadcast could still land; an operator decides",
			hash, e.redact(t.chain, sendErr), tx.Nonce(), why)
		e.log.Error().Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", hash).
			Str("reason", reason).Msg("re-broadcast refused for good")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 10 * t.chain.BlockTime, Reason: reason}, nil
	default:
		// Nonce too low (used just now, not final yet: the next look decides), a
		// rejection that may pass later, or a transport error.
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 2 * t.chain.BlockTime,
			Reason: fmt.Sprintf("re-broadcast of %s refused: %v", hash, e.redact(t.chain, sendErr))}, nil
	}
}

// Health implements executor.Executor: every chain's RPC must answer, with a head that
// is not older than the chain's head_stale_after. DOWN when no chain is usable,
// DEGRADED when some are not.
func (e *Executor) Health(ctx context.Context) executor.Health {
	var details []string
	down, degraded := 0, 0
	for i := range e.cfg.Chains {
		ch := &e.cfg.Chains[i]
		cl, err := e.clients.Get(ctx, ch.Name)
		if err == nil {
			var head *types.Header
			head, err = cl.HeaderByNumber(ctx, nil)
			if err == nil {
				age := time.Since(time.Unix(int64(head.Time), 0)).Round(time.Second)
				if age > ch.HeadStaleAfter {
					degraded++
					details = append(details, fmt.Sprintf("%s: head %d is %s old", ch.Name, head.Number, age))
				} else {
					details = append(details, fmt.Sprintf("%s: head %d", ch.Name, head.Number))
				}
				continue
			}
		}
		down++
		details = append(details, fmt.Sprintf("%s: %v", ch.Name, e.redact(ch, err)))
	}
	status := executor.HealthUp
	switch {
	case down == len(e.cfg.Chains):
		status = executor.HealthDown
	case down > 0 || degraded > 0:
		status = executor.HealthDegraded
	}
	return executor.Health{Status: status, Detail: strings.Join(details, "; ")}
}
