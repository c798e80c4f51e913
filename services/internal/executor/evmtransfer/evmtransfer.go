package evmtransfer

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Key is the executor key templates use.
const Key = "evm_transfer"

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

// Executor is the evm_transfer executor: the EVM phase kernel (package evmcall) with
// one phase, a transfer, judged by its Transfer log. It is safe for concurrent use.
type Executor struct {
	*evmcall.Kernel
	pool      *db.Pool
	testHooks bool
	erc20     *contracts.ERC20
}

var (
	_ executor.Executor = (*Executor)(nil)
	_ executor.Pinner   = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	k, err := evmcall.New(evmcall.Options{Key: Key, Config: opts.Config, Signers: opts.Signers, Pool: opts.Pool,
		Logger: opts.Logger, FeeBumps: true})
	if err != nil {
		return nil, err
	}
	return &Executor{Kernel: k, pool: opts.Pool, testHooks: opts.TestHooks, erc20: contracts.NewERC20()}, nil
}

// ValidateConfig implements executor.Executor.
func (e *Executor) ValidateConfig(config json.RawMessage) error {
	_, err := e.parse(config)
	return err
}

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

// Preflight implements executor.Executor: the sender must hold the amount and the gas
// (estimated), besides what its other open intents on the lane may still spend, and
// the transfer must not revert if it ran now.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	ctx, cancel := context.WithTimeout(ctx, evmcall.RPCTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.chain)
	if err != nil {
		return err
	}
	_, feeCap, err := evmcall.Fees(ctx, cl, t.chain)
	if err != nil {
		return err
	}
	busyToken, busyNative, err := e.inFlight(ctx, cl, t, node.ID.String())
	if err != nil {
		return err
	}
	native, err := cl.BalanceAt(ctx, t.from, nil)
	if err != nil {
		return evm.Redact(t.chain, fmt.Errorf("read native balance: %w", err))
	}
	native.Sub(native, busyNative)
	if t.token != nil {
		bal, err := evmcall.CallUint(ctx, cl, t.token.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
		if err != nil {
			return evm.Redact(t.chain, fmt.Errorf("read token balance: %w", err))
		}
		if bal.Sub(bal, busyToken).Cmp(t.amount) < 0 {
			return fmt.Errorf("insufficient %s: %s holds %s besides %s in flight, the transfer needs %s",
				t.token.Symbol, t.from.Hex(), bal, busyToken, t.amount)
		}
	}
	gas, err := evmcall.GasLimit(ctx, cl, t.call(e.erc20))
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

// Prepare implements executor.Executor: allocate the lane's nonce under its row lock in
// c (the claim transaction), build and sign the transaction (evmcall.Kernel.Sign).
// Nothing is sent.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	cl, err := e.Client(ctx, t.chain)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	s, err := e.Sign(ctx, c, cl, t.call(e.erc20))
	if err != nil {
		return executor.IntentDraft{}, err
	}
	tokenName := evm.NativeToken
	if t.token != nil {
		tokenName = evm.LowerHex(t.token.Address)
	}
	return evmcall.Draft(t.chain, t.from, s, &evmcall.Head{Token: tokenName, To: evm.LowerHex(t.to), Amount: t.amount.String()})
}

// phase decodes the intent's transfer (evmcall.Kernel.Decode), which must be signed.
func (e *Executor) phase(intent executor.Intent) (evmcall.Phase, error) {
	var h evmcall.Head
	ph, err := e.Decode(intent, &h)
	if err == nil && ph.Tx == nil {
		err = evmcall.ErrNothingSigned
	}
	return ph, err
}

// Submit implements executor.Executor: broadcast exactly the intent's bytes
// (evmcall.Kernel.SubmitSigned).
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	if _, err := e.parse(node.Config); err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	ph, err := e.phase(intent)
	if err != nil {
		// Nothing can be broadcast from a broken intent.
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	return e.SubmitSigned(ctx, ph)
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
func (e *Executor) judge(ctx context.Context, cl *ethclient.Client, node executor.Node, t transfer, m evmcall.Mined) (executor.Status, json.RawMessage, string) {
	tx, r := m.Tx, m.Receipt
	res := result{
		TxHash: tx.Hash().Hex(), Nonce: tx.Nonce(), BlockNumber: r.BlockNumber.Uint64(), BlockHash: r.BlockHash.Hex(),
		GasUsed: r.GasUsed, Confirmations: m.Confs, Status: "success",
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
		e.Log().Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).
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
			return evm.Redact(t.chain, err).Error()
		}
	}
	return "reverted (a replay does not revert: out of gas, or state that changed within the block)"
}

// Observe implements executor.Executor: the transfer's candidates on its chain
// (evmcall.Kernel.ObserveSigned, which hands one that sits in the pool underpriced to
// recovery for a fee bump), then, once one is final at the transfer's depth, judge.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ph, err := e.phase(intent)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, evmcall.RPCTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.chain)
	if err != nil {
		return executor.Observation{}, err
	}
	mined, obs, err := e.ObserveSigned(ctx, cl, node, ph, t.depth())
	if mined == nil || err != nil {
		return obs, err
	}
	status, res, reason := e.judge(ctx, cl, node, t, *mined)
	return executor.Observation{Status: status, Result: res, Reason: reason}, nil
}

// Recover implements executor.Executor: evmcall.Kernel.RecoverSigned (see the package
// doc for the order of evidence), with a final transfer judged as Observe does: it
// completes, fails (reverted), or stays Unknown for an operator (it did something else).
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return evmcall.NoIntent(), nil
	}
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Recovery{}, err
	}
	ph, err := e.phase(*intent)
	if err != nil {
		return executor.Recovery{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, evmcall.RecoverTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.chain)
	if err != nil {
		return executor.Recovery{}, err
	}
	return e.RecoverSigned(ctx, cl, node, ph, t.depth(), func(m evmcall.Mined) executor.Recovery {
		status, res, reason := e.judge(ctx, cl, node, t, m)
		switch status {
		case executor.Completed:
			return executor.Recovery{Verdict: executor.VerdictCompleted, Result: res, Reason: "mined: " + m.Tx.Hash().Hex()}
		case executor.Failed:
			return executor.Recovery{Verdict: executor.VerdictFailed, Result: res, Reason: reason}
		default:
			return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: time.Hour, Result: res, Reason: reason}
		}
	})
}
