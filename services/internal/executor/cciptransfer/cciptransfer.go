package cciptransfer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Key is the executor key templates use.
const Key = "ccip_transfer"

// rpcTimeout bounds every RPC.
const rpcTimeout = evmcall.RPCTimeout

// Phases of a node, in order; each is its own intent (attempt).
const (
	phaseApprove = "approve"
	phaseSend    = "send"
	phaseDeliver = "deliver"
	phaseManual  = "manual"
)

// ActionManuallyExecute is the manual step CheckStranded names.
const ActionManuallyExecute = "manually_execute"

// Options configures an Executor.
type Options struct {
	// Config is the chain configuration; chains with a ccip section take part. Required.
	Config *evm.Config
	// Signers sign for the configured holders. Required.
	Signers map[common.Address]evm.Signer
	// Pool records cancellations (CancelAttempt); nil: the executor cannot cancel.
	Pool *db.Pool
	// UntouchedAfter is how long a committed-or-not message may stay UNTOUCHED on the
	// destination after the send was final before CheckStranded reports it stuck.
	// Default 30 minutes.
	UntouchedAfter time.Duration
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the ccip_transfer executor: the EVM phase kernel (package evmcall) with
// CCIP's phase table and protocol facts. It is safe for concurrent use.
type Executor struct {
	*evmcall.Kernel
	untouchedAfter time.Duration
	erc20          *contracts.ERC20
	router         *contracts.Router
	onRamp         *contracts.OnRamp
	offRamp        *contracts.OffRamp
}

var (
	_ executor.Executor        = (*Executor)(nil)
	_ executor.Pinner          = (*Executor)(nil)
	_ executor.StrandedChecker = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	if opts.UntouchedAfter <= 0 {
		opts.UntouchedAfter = 30 * time.Minute
	}
	e := &Executor{untouchedAfter: opts.UntouchedAfter,
		erc20: contracts.NewERC20(), router: contracts.NewRouter(), onRamp: contracts.NewOnRamp(), offRamp: contracts.NewOffRamp()}
	return evmcall.Build(e, &e.Kernel, evmcall.Options{Key: Key, Config: opts.Config, Signers: opts.Signers, Pool: opts.Pool, Logger: opts.Logger,
		Section: "ccip", Has: hasCCIP, Validate: evmcall.Validator(e.parse), Phases: e.phases})
}

// HasCCIP reports whether any chain of cfg has a ccip section (the executor is only
// worth registering then).
func HasCCIP(cfg *evm.Config) bool { return evmcall.AnyChain(cfg, hasCCIP) }

// Baseline implements executor.Executor. The lane is the source and destination chain
// ("ccip_transfer:<from>:<to>"): how long delivery takes, which is what the node waits
// for longest. The defaults are CCIP's published end-to-end times; the
// observation_lanes rows of migration 00017 override them.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	lane := Key
	if t, err := e.parse(config); err == nil {
		lane = Key + ":" + t.src.Name + ":" + t.dst.Name
	}
	return executor.Baseline{Lane: lane, Baseline: 20 * time.Minute, FatalAfter: 3 * time.Hour,
		PrePoll: time.Minute, AtPoll: 20 * time.Second, OverPoll: time.Minute}
}

// progress is what the node's finished phases proved; stored on the node between
// phases (executor.Node.Progress).
type progress struct {
	// Next is the phase the next claim prepares (send after an approval, deliver after
	// the send; manual only with an approved manual execution).
	Next string `json:"next"`
	// ApproveTx is the approval, when one was needed.
	ApproveTx string `json:"approve_tx,omitempty"`
	// SendTx is the final, successful ccipSend.
	SendTx string `json:"send_tx,omitempty"`
	// MessageID and SequenceNumber identify the message (CCIPMessageSent).
	MessageID      string `json:"message_id,omitempty"`
	SequenceNumber uint64 `json:"sequence_number,omitempty"`
	// Fee is what the send paid (feeTokenAmount), in FeeToken's base units.
	Fee      string `json:"fee,omitempty"`
	FeeToken string `json:"fee_token,omitempty"`
	// SentLog is the send's CCIPMessageSent log (topics and data, 0x-hex): the only
	// source of the message a manual execution carries.
	SentTopics []string `json:"sent_topics,omitempty"`
	SentData   string   `json:"sent_data,omitempty"`
	// ManualTxs are the manual executions sent so far.
	ManualTxs []string `json:"manual_txs,omitempty"`
	// Redone are the approvals and sends that reverted and were decided again, and the
	// approvals of a redone send (evmcall.Rule.Redo): their gas, for verify-drift.
	Redone []evmcall.Redone `json:"redone,omitempty"`
	legs
}

// legs are what verify-drift (package balances) needs of a node, kept in its progress
// (whatever happens next) and copied to its result: the block of each signed phase's
// final receipt and the gas it cost its sender (gas used × effective gas price, wei).
type legs struct {
	// The holder's approval of the Router for USDC (amount, plus max_fee when the fee
	// is in USDC), and for another fee token when the fee is paid in one.
	ApproveBlock      uint64 `json:"approve_block,omitempty"`
	ApproveGasCost    string `json:"approve_gas_cost,omitempty"`
	FeeApproveBlock   uint64 `json:"fee_approve_block,omitempty"`
	FeeApproveGasCost string `json:"fee_approve_gas_cost,omitempty"`
	// The final ccipSend: its block, its gas, and the native value it carried (a native
	// fee, all of it kept by the Router; "0" otherwise). A fee in a token is Fee of
	// FeeToken, taken from the holder by transferFrom in the same block.
	SendBlock   uint64 `json:"send_block,omitempty"`
	SendGasCost string `json:"send_gas_cost,omitempty"`
	NativeFee   string `json:"native_fee,omitempty"`
	// DeliverAfterBlock is the destination's head read before the send was signed: the
	// OffRamp's execution cannot be at or below it, which bounds the search for it.
	DeliverAfterBlock uint64 `json:"deliver_after_block,omitempty"`
	// ManualLegs are the final manual executions (reverted ones too), sent by the holder
	// on the destination.
	ManualLegs []gasLeg `json:"manual_legs,omitempty"`
}

// gasLeg is one final transaction's block and the gas it cost its sender.
type gasLeg struct {
	Tx      string `json:"tx"`
	Block   uint64 `json:"block"`
	GasCost string `json:"gas_cost"`
}

// payload is the intent's JSON: the kernel's head (its phase: approve, send, deliver
// or manual), then this executor's fields.
type payload struct {
	evmcall.Head
	// Value is the native value sent (a native CCIP fee), wei.
	Value string `json:"value,omitempty"`
	// QuotedFee is the fee the send was signed with, in the fee token.
	QuotedFee string `json:"quoted_fee,omitempty"`
	// MessageID and SequenceNumber, for deliver and manual.
	MessageID      string `json:"message_id,omitempty"`
	SequenceNumber uint64 `json:"sequence_number,omitempty"`
	// DstHead, for the send phase: the destination's head before the send was signed
	// (progress.DeliverAfterBlock).
	DstHead uint64 `json:"dst_head,omitempty"`
}

// result is stored on the node when it completes.
type result struct {
	ApproveTx         string   `json:"approve_tx,omitempty"`
	SendTx            string   `json:"send_tx"`
	MessageID         string   `json:"message_id"`
	SequenceNumber    uint64   `json:"sequence_number"`
	SourceSelector    uint64   `json:"source_chain_selector"`
	DestSelector      uint64   `json:"dest_chain_selector"`
	Amount            string   `json:"amount"`
	Fee               string   `json:"fee"`
	FeeToken          string   `json:"fee_token"`
	MaxFee            string   `json:"max_fee"`
	ExecutionState    string   `json:"execution_state"`
	ManuallyExecuted  bool     `json:"manually_executed"`
	ManualExecutionTx []string `json:"manual_execution_txs,omitempty"`
	// The legs, for verify-drift: the source's (from the progress), and on the
	// destination the block of the OffRamp's SUCCESS execution (0 when it could not be
	// found, which verify-drift reports as drift) and what the receiver got there.
	legs
	DeliveryBlock uint64 `json:"delivery_block"`
	Received      string `json:"received"`
}

// message is the EVM2AnyMessage of the node: the amount of USDC to the receiver, no
// data, gas limit 0 (a token-only transfer to an EOA) and out-of-order execution.
func (t transfer) message() contracts.ClientEVM2AnyMessage {
	return contracts.ClientEVM2AnyMessage{
		Receiver:     ccip.EncodeAddress(t.to),
		Data:         []byte{},
		TokenAmounts: []contracts.ClientEVMTokenAmount{{Token: t.srcUSDC.Address, Amount: t.amount}},
		FeeToken:     t.feeToken,
		ExtraArgs:    ccip.GenericExtraArgsV2(0, true),
	}
}

// quoteFee asks the source Router for the node's fee.
func (e *Executor) quoteFee(ctx context.Context, cl *ethclient.Client, t transfer) (*big.Int, error) {
	to := t.src.CCIP.Router
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: e.router.PackGetFee(t.dst.CCIP.ChainSelector, t.message())}, nil)
	if err != nil {
		return nil, evm.Redact(t.src, fmt.Errorf("getFee: %w", err))
	}
	fee, err := e.router.UnpackGetFee(out)
	if err != nil {
		return nil, fmt.Errorf("decode getFee: %w", err)
	}
	return fee, nil
}

// Preflight implements executor.Executor. Before the send: the destination must be
// supported, the fee the Router quotes now must be within max_fee, and the holder must
// have the amount (plus the fee, in USDC or native). Later phases need the progress
// they build on. Refusals hold the node back.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return err
	}
	if p.Next == phaseDeliver || p.Next == phaseManual {
		if p.MessageID == "" || p.SentData == "" {
			e.Log().Error().Str("node_id", node.ID.String()).Msg("delivery phase without a sent message in its progress")
			return errors.New("delivery phase without the sent message in the node's progress: an operator must look")
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return err
	}
	fee, err := e.quoteFee(ctx, cl, t)
	if err != nil {
		return fmt.Errorf("quote the ccip fee: %w", err)
	}
	if fee.Cmp(t.maxFee) > 0 {
		return fmt.Errorf("the ccip fee quoted now is %s %s, above max_fee %s", fee, t.cfg.FeeToken, t.maxFee)
	}
	need := new(big.Int).Set(t.amount)
	if t.feeInUSDC() {
		need.Add(need, fee)
	}
	bal, err := evmcall.CallUint(ctx, cl, t.srcUSDC.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read USDC balance: %w", err))
	}
	if bal.Cmp(need) < 0 {
		return fmt.Errorf("insufficient USDC on %s: %s holds %s, the send needs %s", t.src.Name, t.from.Hex(), bal, need)
	}
	return nil
}

// Prepare implements executor.Executor: the next phase's intent, signed on its chain's
// nonce lane inside the claim transaction c. Nothing is sent. Before the send (no
// progress, or an approval done) the Router's allowance decides between approve and
// send; a send is prepared only while the progress holds none. After the send: an
// approved manual execution (node.ManualExecution) signs manuallyExecute unless the
// message is already executed, otherwise the deliver phase waits for the OffRamp.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if p.SendTx != "" {
		if node.ManualExecution {
			return e.prepareManual(ctx, c, t, p)
		}
		return e.deliverDraft(t, p)
	}
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	allowance, err := evmcall.CallUint(rctx, cl, t.srcUSDC.Address, e.erc20.PackAllowance(t.from, t.src.CCIP.Router), e.erc20.UnpackAllowance)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read allowance: %w", err))
	}
	fee, err := e.quoteFee(rctx, cl, t)
	if err != nil {
		return executor.IntentDraft{}, executor.BeforeSideEffect(err)
	}
	if fee.Cmp(t.maxFee) > 0 {
		return executor.IntentDraft{}, executor.BeforeSideEffect(fmt.Errorf("the ccip fee quoted now is %s, above max_fee %s", fee, t.maxFee))
	}
	need := new(big.Int).Set(t.amount)
	if t.feeInUSDC() {
		need.Add(need, fee)
	}
	if allowance.Cmp(need) < 0 {
		// The amount, plus max_fee when the fee is paid in USDC: an approval never lets
		// the Router take more than this node may spend.
		approve := new(big.Int).Set(t.amount)
		if t.feeInUSDC() {
			approve.Add(approve, t.maxFee)
		}
		s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.srcUSDC.Address,
			Data: e.erc20.PackApprove(t.src.CCIP.Router, approve)})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseApprove, Token: evm.LowerHex(t.srcUSDC.Address),
			To: evm.LowerHex(t.srcUSDC.Address), Amount: "0"}})
	}
	if !t.feeInUSDC() && t.feeToken != (common.Address{}) {
		feeAllowance, err := evmcall.CallUint(rctx, cl, t.feeToken, e.erc20.PackAllowance(t.from, t.src.CCIP.Router), e.erc20.UnpackAllowance)
		if err != nil {
			return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read fee token allowance: %w", err))
		}
		if feeAllowance.Cmp(fee) < 0 {
			s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.feeToken, Data: e.erc20.PackApprove(t.src.CCIP.Router, t.maxFee)})
			if err != nil {
				return executor.IntentDraft{}, err
			}
			return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseApprove, Token: evm.LowerHex(t.feeToken),
				To: evm.LowerHex(t.feeToken), Amount: "0"}})
		}
	}
	var value *big.Int
	if t.feeToken == (common.Address{}) {
		value = fee
	}
	// The destination's head now bounds where the execution can be (result.delivery_block).
	dcl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	dstHead, err := dcl.BlockNumber(rctx)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.src.CCIP.Router, Value: value,
		Data: e.router.PackCcipSend(t.dst.CCIP.ChainSelector, t.message())})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	pl := &payload{Head: evmcall.Head{Phase: phaseSend, Token: evm.LowerHex(t.srcUSDC.Address), To: evm.LowerHex(t.src.CCIP.Router),
		Amount: t.amount.String()}, QuotedFee: fee.String(), DstHead: dstHead}
	if value != nil {
		pl.Value = value.String()
	}
	return evmcall.Draft(t.src, t.from, s, pl)
}

// deliverDraft is the deliver phase's intent: nothing signed, the message's ID as its
// external ID; Submit does nothing and the observer watches the destination.
func (e *Executor) deliverDraft(t transfer, p progress) (executor.IntentDraft, error) {
	body, err := json.Marshal(payload{Head: evmcall.Head{Phase: phaseDeliver, Chain: t.dst.Name, ChainID: t.dst.ChainID,
		Token: evm.LowerHex(t.dstUSDC.Address), From: evm.LowerHex(t.from), To: evm.LowerHex(t.to), Amount: "0"},
		MessageID: p.MessageID, SequenceNumber: p.SequenceNumber})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return executor.IntentDraft{Lane: "ccip:" + t.dst.Name, Payload: body, ExternalID: p.MessageID}, nil
}

// sentMessage decodes the send's CCIPMessageSent log kept in the progress.
func (e *Executor) sentMessage(p progress) (*contracts.OnRampCCIPMessageSent, error) {
	data, err := evmcall.DecodeHex(p.SentData)
	if err != nil {
		return nil, fmt.Errorf("progress sent_data: %w", err)
	}
	l := &types.Log{Data: data}
	for _, s := range p.SentTopics {
		l.Topics = append(l.Topics, common.HexToHash(s))
	}
	ev, err := e.onRamp.UnpackCCIPMessageSentEvent(l)
	if err != nil {
		return nil, fmt.Errorf("decode the sent message: %w", err)
	}
	if common.Hash(ev.Message.Header.MessageId).Hex() != p.MessageID {
		return nil, fmt.Errorf("the sent message's ID %x differs from the progress's %s", ev.Message.Header.MessageId, p.MessageID)
	}
	return ev, nil
}

// prepareManual signs OffRamp.manuallyExecute for the node's message, rebuilt from the
// send's own CCIPMessageSent log, from the holder on the destination. A message the
// OffRamp already executed gets the deliver phase instead.
func (e *Executor) prepareManual(ctx context.Context, c db.Conn, t transfer, p progress) (executor.IntentDraft, error) {
	ev, err := e.sentMessage(p)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	cl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	state, err := e.executionState(ctx, cl, t, p.SequenceNumber, nil)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if state == ccip.Success {
		return e.deliverDraft(t, p)
	}
	msg, err := ccip.ToAny2EVM(ev.Message)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	proofs, flags, err := e.manualProof(ctx, t, p, msg)
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("manual execution's proof: %w", err)
	}
	report := contracts.InternalExecutionReport{
		SourceChainSelector: t.src.CCIP.ChainSelector, Messages: []contracts.InternalAny2EVMRampMessage{msg},
		OffchainTokenData: [][][]byte{make([][]byte, len(msg.TokenAmounts))}, Proofs: proofs, ProofFlagBits: flags,
	}
	overrides := [][]contracts.OffRampGasLimitOverride{{{ReceiverExecutionGasLimit: new(big.Int), TokenGasOverrides: make([]uint32, len(msg.TokenAmounts))}}}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.dst, From: t.from, To: t.dst.CCIP.OffRamp,
		Data: e.offRamp.PackManuallyExecute([]contracts.InternalExecutionReport{report}, overrides)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return evmcall.Draft(t.dst, t.from, s, &payload{Head: evmcall.Head{Phase: phaseManual, Token: evm.LowerHex(t.dstUSDC.Address),
		To: evm.LowerHex(t.dst.CCIP.OffRamp), Amount: "0"}, MessageID: p.MessageID, SequenceNumber: p.SequenceNumber})
}

// executionState reads the destination OffRamp's state of the node's message at block
// (nil: the head).
func (e *Executor) executionState(ctx context.Context, cl *ethclient.Client, t transfer, seq uint64, block *big.Int) (ccip.ExecutionState, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	to := t.dst.CCIP.OffRamp
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: e.offRamp.PackGetExecutionState(t.src.CCIP.ChainSelector, seq)}, block)
	if err != nil {
		return 0, evm.Redact(t.dst, fmt.Errorf("getExecutionState(%d, %d): %w", t.src.CCIP.ChainSelector, seq, err))
	}
	v, err := e.offRamp.UnpackGetExecutionState(out)
	if err != nil {
		return 0, fmt.Errorf("decode getExecutionState: %w", err)
	}
	return ccip.ExecutionState(v), nil
}

// executionStateFinal reads the state at the destination's newest final block, so an
// execution a reorg could still undo does not count yet.
func (e *Executor) executionStateFinal(ctx context.Context, cl *ethclient.Client, t transfer, seq uint64) (ccip.ExecutionState, error) {
	block, ok, err := evmcall.FinalBlock(ctx, cl, t.dst)
	if err != nil || !ok {
		return ccip.Untouched, err
	}
	return e.executionState(ctx, cl, t, seq, new(big.Int).SetUint64(block))
}

// phases is the phase table (evmcall.Options.Phases: the kernel's Submit, Observe and
// Recover run it), from chain evidence only:
//
//   - approve and send sign on the source. Their final receipt is judged: the approval
//     continues to the send; the send, with exactly the message the config asks for,
//     continues to the delivery with the message. Reverted in a final block: redone
//     (nothing moved; evmcall.Rule.Redo), Failed after evmcall.MaxRedos. Recovery as
//     evmcall.Kernel.RecoverSigned: never a second send unless a final block used the
//     send's nonce for another transaction.
//   - deliver signs nothing: the destination's execution state at a final block SUCCESS
//     completes the node (FAILURE and UNTOUCHED keep waiting: the stranded reaper
//     decides when it needs a manual execution). Recovery hands it back (Sent).
//   - manual signs manuallyExecute on the destination. Final (reverted or not): SUCCESS
//     completes the node, anything else continues back to deliver. Recovery: SUCCESS at
//     a final block → Sent; otherwise as above, except that our manual execution
//     reverted in a final block is NotSent (the OffRamp refuses a second execution
//     whatever a new attempt does).
func (e *Executor) phases(node executor.Node) (evmcall.Payload, evmcall.Table) {
	p := new(payload)
	return p, func(ph evmcall.Phase) (evmcall.Rule, error) {
		t, prev, err := evmcall.Load[transfer, progress](node, e.parse)
		if err != nil {
			return evmcall.Rule{}, err
		}
		judge := func(ctx context.Context, cl *ethclient.Client, m evmcall.Mined) (executor.Observation, error) {
			return e.judge(ctx, cl, node, t, prev, *p, m)
		}
		switch p.Phase {
		case phaseApprove, phaseSend:
			return evmcall.Rule{Judge: judge, Redo: func(m evmcall.Mined) (json.RawMessage, bool) {
				return redo(prev, ph, m)
			}}, nil
		case phaseDeliver:
			return evmcall.Rule{
				Watch: func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error) {
					return e.observeDelivery(ctx, cl, t, prev)
				},
				Submit: func(context.Context) (executor.SubmitResult, error) {
					return executor.SubmitResult{ExternalID: p.MessageID}, nil
				}}, nil
		case phaseManual:
			return evmcall.Rule{Judge: judge, Idempotent: true,
				Done: func(ctx context.Context, cl *ethclient.Client) (bool, string, error) {
					state, err := e.executionStateFinal(ctx, cl, t, p.SequenceNumber)
					return state == ccip.Success, fmt.Sprintf("message %s is %s on %s", p.MessageID, state, t.dst.Name), err
				}}, nil
		}
		return evmcall.Rule{}, fmt.Errorf("unknown phase %q", p.Phase)
	}
}

// redo continues a node whose approval or send reverted in a final block with the
// allowances deciding again (evmcall.Rule.Redo): the revert moved nothing. A reverted
// send's approvals are recorded as redone too, since the next decision may approve
// again.
func redo(prev progress, ph evmcall.Phase, m evmcall.Mined) (json.RawMessage, bool) {
	if evmcall.Redos(prev.Redone) >= evmcall.MaxRedos {
		return nil, false
	}
	prev.Redone = append(prev.Redone, evmcall.RedoneOf(ph, m))
	if ph.Head.Phase == phaseSend {
		if prev.ApproveBlock != 0 {
			prev.Redone = append(prev.Redone, evmcall.Redone{Phase: phaseApprove, TxHash: prev.ApproveTx, Chain: ph.Chain.Name,
				From: ph.Head.From, BlockNumber: int64(prev.ApproveBlock), GasCost: prev.ApproveGasCost})
		}
		if prev.FeeApproveBlock != 0 {
			prev.Redone = append(prev.Redone, evmcall.Redone{Phase: "fee " + phaseApprove, Chain: ph.Chain.Name,
				From: ph.Head.From, BlockNumber: int64(prev.FeeApproveBlock), GasCost: prev.FeeApproveGasCost})
		}
		prev.ApproveTx, prev.ApproveBlock, prev.ApproveGasCost = "", 0, ""
		prev.FeeApproveBlock, prev.FeeApproveGasCost = 0, ""
	}
	return evmcall.MustJSON(prev), true
}

// judge decides a signed phase's final receipt: the approval continues to the
// send; the send, checked against the config, continues to the delivery with its
// message; a manual execution (reverted or not) completes the node once the message is
// executed, and otherwise goes back to the delivery.
func (e *Executor) judge(ctx context.Context, cl *ethclient.Client, node executor.Node, t transfer, prev progress, p payload, m evmcall.Mined) (executor.Observation, error) {
	tx, r, reverted := m.Tx, m.Receipt, m.Reverted()
	switch p.Phase {
	case phaseApprove:
		block := r.BlockNumber.Uint64()
		if p.Token == evm.LowerHex(t.srcUSDC.Address) {
			// ApproveTx names the latest approval, USDC's or the fee token's: the record names none.
			prev.Redone = evmcall.Supersede(prev.Redone, phaseApprove, "", p.Chain, p.From, prev.ApproveBlock, prev.ApproveGasCost, block)
			prev.ApproveBlock, prev.ApproveGasCost = block, evmcall.GasCost(r).String()
		} else {
			prev.Redone = evmcall.Supersede(prev.Redone, "fee "+phaseApprove, "", p.Chain, p.From, prev.FeeApproveBlock, prev.FeeApproveGasCost, block)
			prev.FeeApproveBlock, prev.FeeApproveGasCost = block, evmcall.GasCost(r).String()
		}
		prev.Next, prev.ApproveTx = phaseSend, tx.Hash().Hex()
		// An approval alone moved nothing: a cancel may still stop the node here.
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: false, Reason: "approved: " + tx.Hash().Hex()}, nil
	case phaseSend:
		feeToken := t.feeToken
		if feeToken == (common.Address{}) {
			// The Router wraps a native fee and the message names the wrapped token
			// (contracts-ccip 1.6.0, contracts/Router.sol ccipSend). Read at the head, not
			// at the receipt's block: a node that is not an archive keeps only recent
			// state, and a send judged late (an observer down for a while) would never be
			// judged. Should the Router's owner have changed its wrapped token since, the
			// message does not match and the node goes to an operator (checkSend).
			to := t.src.CCIP.Router
			out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: e.router.PackGetWrappedNative()}, nil)
			if err != nil {
				return executor.Observation{}, fmt.Errorf("getWrappedNative: %w", err)
			}
			if feeToken, err = e.router.UnpackGetWrappedNative(out); err != nil {
				return executor.Observation{}, fmt.Errorf("decode getWrappedNative: %w", err)
			}
		}
		sent, err := e.checkSend(t, feeToken, r)
		if err != nil {
			reason := "ccipSend landed but does not match the node, an operator must decide: " + err.Error()
			e.Log().Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).Msg(reason)
			return executor.Observation{Status: executor.Unknown, RetryAfter: time.Hour, Reason: reason}, nil
		}
		prev.Next, prev.SendTx = phaseDeliver, tx.Hash().Hex()
		prev.MessageID = common.Hash(sent.Message.Header.MessageId).Hex()
		prev.SequenceNumber = sent.SequenceNumber
		prev.Fee, prev.FeeToken = sent.Message.FeeTokenAmount.String(), t.cfg.FeeToken
		prev.SentTopics = nil
		for _, h := range sent.Raw.Topics {
			prev.SentTopics = append(prev.SentTopics, h.Hex())
		}
		prev.SentData = "0x" + common.Bytes2Hex(sent.Raw.Data)
		prev.SendBlock, prev.SendGasCost = r.BlockNumber.Uint64(), evmcall.GasCost(r).String()
		prev.NativeFee, prev.DeliverAfterBlock = tx.Value().String(), p.DstHead
		// ccipSend took the USDC: the node must run to the delivery, whatever happens to
		// the movement.
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: true, Reason: "sent: message " + prev.MessageID}, nil
	case phaseManual:
		prev.ManualTxs = append(prev.ManualTxs, tx.Hash().Hex())
		prev.ManualLegs = append(prev.ManualLegs, gasLeg{Tx: tx.Hash().Hex(), Block: r.BlockNumber.Uint64(), GasCost: evmcall.GasCost(r).String()})
		obs, err := e.observeDelivery(ctx, cl, t, prev)
		if err != nil || obs.Status == executor.Completed {
			return obs, err
		}
		prev.Next = phaseDeliver
		reason := "manual execution " + tx.Hash().Hex() + " final; " + obs.Reason
		if reverted {
			reason = "manual execution " + tx.Hash().Hex() + " reverted; " + obs.Reason
		}
		// After the send (a manual execution only follows it): value has moved.
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: true, Reason: reason}, nil
	}
	return executor.Observation{Status: executor.Unknown, Reason: "unknown phase " + p.Phase}, nil
}

// observeDelivery reads the message's execution state on the destination at a final
// block: SUCCESS completes the node, whoever executed it.
func (e *Executor) observeDelivery(ctx context.Context, cl *ethclient.Client, t transfer, prev progress) (executor.Observation, error) {
	state, err := e.executionStateFinal(ctx, cl, t, prev.SequenceNumber)
	if err != nil {
		return executor.Observation{}, err
	}
	if state != ccip.Success {
		return executor.Observation{Status: executor.Pending, RetryAfter: t.dst.BlockTime,
			Reason: fmt.Sprintf("message %s (sequence %d) is %s on %s", prev.MessageID, prev.SequenceNumber, state, t.dst.Name)}, nil
	}
	res := result{
		ApproveTx: prev.ApproveTx, SendTx: prev.SendTx, MessageID: prev.MessageID, SequenceNumber: prev.SequenceNumber,
		SourceSelector: t.src.CCIP.ChainSelector, DestSelector: t.dst.CCIP.ChainSelector, Amount: t.amount.String(),
		Fee: prev.Fee, FeeToken: t.cfg.FeeToken, MaxFee: t.maxFee.String(), ExecutionState: state.String(),
		ManuallyExecuted: len(prev.ManualTxs) > 0, ManualExecutionTx: prev.ManualTxs,
		legs: prev.legs, Received: t.amount.String(),
	}
	block, err := e.findExecution(ctx, cl, t, prev)
	if err != nil {
		// Delivered, but a record without the delivery's block is not complete: the
		// node's legs would be missing one. Look again.
		return executor.Observation{Status: executor.Pending, RetryAfter: t.dst.BlockTime,
			Reason: fmt.Sprintf("message %s is executed, but the execution's block is not found yet: %v", prev.MessageID, err)}, nil
	}
	res.DeliveryBlock = block
	return executor.Observation{Status: executor.Completed, Result: evmcall.MustJSON(res)}, nil
}

// findExecution returns the block of the destination OffRamp's ExecutionStateChanged
// of the node's message with state SUCCESS, looking only above the destination's head
// read before the send was signed, up to the head. The OffRamp releases or mints
// exactly the message's token amount to the receiver in that transaction (CCIP takes
// its fee on the source), so the result's received is the node's amount.
func (e *Executor) findExecution(ctx context.Context, cl *ethclient.Client, t transfer, prev progress) (uint64, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(prev.DeliverAfterBlock + 1), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{t.dst.CCIP.OffRamp},
		Topics: [][]common.Hash{{ccip.ExecutionStateChangedTopic}, {common.BigToHash(new(big.Int).SetUint64(t.src.CCIP.ChainSelector))},
			{common.BigToHash(new(big.Int).SetUint64(prev.SequenceNumber))}, {common.HexToHash(prev.MessageID)}},
	})
	if err != nil {
		return 0, evm.Redact(t.dst, fmt.Errorf("find ExecutionStateChanged(%s): %w", prev.MessageID, err))
	}
	for i := range logs {
		l := &logs[i]
		if l.Removed {
			continue
		}
		ev, err := e.offRamp.UnpackExecutionStateChangedEvent(l)
		if err == nil && ccip.ExecutionState(ev.State) == ccip.Success {
			return l.BlockNumber, nil
		}
	}
	return 0, fmt.Errorf("no SUCCESS ExecutionStateChanged(%s) in blocks %d..%d", prev.MessageID, prev.DeliverAfterBlock+1, head)
}

// checkSend finds, in the send's receipt, exactly one CCIPMessageSent of the source's
// OnRamp, carrying what the config says: to the destination, from the holder, to the
// receiver, the amount of USDC and no more, a fee in feeToken (the wrapped native token
// for a native fee) within max_fee.
func (e *Executor) checkSend(t transfer, feeToken common.Address, r *types.Receipt) (*contracts.OnRampCCIPMessageSent, error) {
	var found []*contracts.OnRampCCIPMessageSent
	for _, l := range r.Logs {
		if l.Address != t.src.CCIP.OnRamp || len(l.Topics) == 0 || l.Topics[0] != ccip.CCIPMessageSentTopic {
			continue
		}
		ev, err := e.onRamp.UnpackCCIPMessageSentEvent(l)
		if err != nil {
			return nil, fmt.Errorf("decode CCIPMessageSent: %w", err)
		}
		found = append(found, ev)
	}
	if len(found) != 1 {
		return nil, fmt.Errorf("%d CCIPMessageSent logs, want one", len(found))
	}
	ev := found[0]
	m := ev.Message
	ok := ev.DestChainSelector == t.dst.CCIP.ChainSelector && m.Header.SourceChainSelector == t.src.CCIP.ChainSelector &&
		m.Sender == t.from && common.BytesToAddress(m.Receiver) == t.to && len(m.Receiver) == 32 &&
		m.FeeToken == feeToken && m.FeeTokenAmount.Cmp(t.maxFee) <= 0 &&
		len(m.TokenAmounts) == 1 && m.TokenAmounts[0].Amount.Cmp(t.amount) == 0
	if !ok {
		return nil, fmt.Errorf("CCIPMessageSent(dest %d, sender %s, receiver %x, fee %s of %s, %d token amounts) is not the node's",
			ev.DestChainSelector, m.Sender.Hex(), m.Receiver, m.FeeTokenAmount, m.FeeToken.Hex(), len(m.TokenAmounts))
	}
	id, err := ccip.MessageID(m, ccip.OnRampMetadataHash(t.src.CCIP.ChainSelector, t.dst.CCIP.ChainSelector, t.src.CCIP.OnRamp))
	if err != nil {
		return nil, err
	}
	if id != common.Hash(m.Header.MessageId) {
		return nil, fmt.Errorf("messageId %x does not hash from the message (want %s)", m.Header.MessageId, id.Hex())
	}
	ev.Raw.Topics = append([]common.Hash(nil), ev.Raw.Topics...)
	return ev, nil
}

// CheckStranded implements executor.StrandedChecker: a node in its deliver phase whose
// message is in FAILURE on the destination, or still UNTOUCHED longer than
// UntouchedAfter after observation started, is stuck until a manual execution; one in
// SUCCESS is delivered, whoever executed it.
func (e *Executor) CheckStranded(ctx context.Context, n executor.Node, in executor.Intent) (executor.Stranded, error) {
	var p payload
	if err := json.Unmarshal(in.Payload, &p); err != nil {
		return executor.Stranded{}, fmt.Errorf("decode intent payload: %w", err)
	}
	if p.Phase != phaseDeliver {
		return executor.Stranded{}, nil
	}
	t, err := e.parse(n.Config)
	if err != nil {
		return executor.Stranded{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.Stranded{}, err
	}
	state, err := e.executionState(ctx, cl, t, p.SequenceNumber, nil)
	if err != nil {
		return executor.Stranded{}, err
	}
	switch {
	case state == ccip.Failure:
		return executor.Stranded{Stuck: true, Action: ActionManuallyExecute,
			Reason: fmt.Sprintf("ccip message %s (sequence %d from %s) in FAILURE on %s", p.MessageID, p.SequenceNumber, t.src.Name, t.dst.Name)}, nil
	case state == ccip.Untouched && n.ObserveStartedAt != nil && time.Since(*n.ObserveStartedAt) > e.untouchedAfter:
		return executor.Stranded{Stuck: true, Action: ActionManuallyExecute,
			Reason: fmt.Sprintf("ccip message %s (sequence %d from %s) UNTOUCHED on %s for more than %s", p.MessageID, p.SequenceNumber, t.src.Name, t.dst.Name, e.untouchedAfter)}, nil
	case state == ccip.Success:
		return executor.Stranded{Delivered: true,
			Reason: fmt.Sprintf("ccip message %s (sequence %d from %s) executed on %s", p.MessageID, p.SequenceNumber, t.src.Name, t.dst.Name)}, nil
	}
	return executor.Stranded{}, nil
}

// Legs implements executor.LegReporter. On the source chain (from the progress, which
// keeps them whatever happened next): the holder's approvals' gas, the send's gas, its
// native value (the fee, when native), a fee paid in a token (USDC) and the amount
// debited, each at its receipt's block. On the destination: the holder's manual
// executions' gas and, for a completed node, the receiver's credit at the delivery's
// block. A reverted phase's gas, on its chain. A node that failed after its send
// credited nothing that QTG knows of: a delivery after that shows as drift, which is
// what an operator must look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		src, dst := c.FromChain, c.ToChain
		legs.Gas(src, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Gas(src, c.From, int64(p.FeeApproveBlock), "fee approve gas cost", p.FeeApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.SendBlock), p.SendGasCost, p.NativeFee, c.Amount)
		if c.FeeToken != "" && c.FeeToken != FeeNative {
			legs.Debit(src, c.FeeToken, c.From, int64(p.SendBlock), "fee", p.Fee)
		}
		legs.Reverted(res)
		legs.Redone(p.Redone)
		manual := p.ManualLegs
		if len(r.ManualLegs) > len(manual) {
			// The manual execution that completed the node is in its result only: an
			// observation that completes a node stores no progress.
			manual = r.ManualLegs
		}
		for _, m := range manual {
			legs.Gas(dst, c.From, int64(m.Block), "manual execution gas cost", m.GasCost)
		}
		if completed {
			legs.Delivered(c.RouteConfig, int64(r.DeliveryBlock), r.Received)
		}
	})
}
