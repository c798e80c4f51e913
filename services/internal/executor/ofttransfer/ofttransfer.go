package ofttransfer

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Key is the executor key templates use.
const Key = "oft_transfer"

// rpcTimeout bounds every RPC.
const rpcTimeout = evmcall.RPCTimeout

// Phases of a node, in order; each is its own intent (attempt).
const (
	phaseApprove = "approve"
	phaseSend    = "send"
	phaseDeliver = "deliver"
	phaseRetry   = "retry"
)

// ActionRetryReceiveToken is the manual step CheckStranded names for a cached payout.
const ActionRetryReceiveToken = "retry_receive_token"

// taxiIndex is the index of a taxi transfer in Stargate's unreceivedTokens.
const taxiIndex uint8 = 0

// Options configures an Executor.
type Options struct {
	// Config is the chain configuration; chains with a layerzero section take part.
	// Required.
	Config *evm.Config
	// Signers sign for the configured holders. Required.
	Signers map[common.Address]evm.Signer
	// Pool records cancellations (CancelAttempt); nil: the executor cannot cancel.
	Pool *db.Pool
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the oft_transfer executor: the EVM phase kernel (package evmcall) with
// the Stargate pool's phase table and protocol facts. It is safe for concurrent use.
type Executor struct {
	*evmcall.Kernel
	erc20 *contracts.ERC20
	ep    *contracts.EndpointV2
	pool  *stargate.StargatePoolUSDC
}

var (
	_ executor.Executor        = (*Executor)(nil)
	_ executor.Pinner          = (*Executor)(nil)
	_ executor.StrandedChecker = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	e := &Executor{erc20: contracts.NewERC20(), ep: contracts.NewEndpointV2(), pool: stargate.NewStargatePoolUSDC()}
	return evmcall.Build(e, &e.Kernel, evmcall.Options{Key: Key, Config: opts.Config, Signers: opts.Signers, Pool: opts.Pool, Logger: opts.Logger,
		Section: "layerzero", Has: hasLayerZero, Validate: evmcall.Validator(e.parse), Phases: e.phases})
}

// HasLayerZero reports whether any chain of cfg has a layerzero section (the executor is
// only worth registering then).
func HasLayerZero(cfg *evm.Config) bool { return evmcall.AnyChain(cfg, hasLayerZero) }

// Baseline implements executor.Executor. The lane is the source chain
// ("oft_transfer:<chain>"): how long the delivery takes, which the DVNs' wait for the
// source's confirmations sets. Migration 00015's observation_lanes rows override the
// default.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	lane := Key
	if t, err := e.parse(config); err == nil {
		lane = Key + ":" + t.src.Name
	}
	return executor.Baseline{Lane: lane, Baseline: 3 * time.Minute, FatalAfter: 2 * time.Hour,
		PrePoll: 30 * time.Second, AtPoll: 10 * time.Second, OverPoll: time.Minute}
}

// progress is what the node's finished phases proved; stored on the node between
// phases (executor.Node.Progress).
type progress struct {
	// Next is the phase the next claim prepares.
	Next string `json:"next"`
	// ApproveTx is the approval, when one was needed.
	ApproveTx string `json:"approve_tx,omitempty"`
	// SendTx is the final, successful send; SendBlock its block.
	SendTx    string `json:"send_tx,omitempty"`
	SendBlock uint64 `json:"send_block,omitempty"`
	// GUID and Nonce identify the send's LayerZero packet (PacketSent, OFTSent).
	GUID   string `json:"guid,omitempty"`
	Nonce  uint64 `json:"nonce,omitempty"`
	SrcEid uint32 `json:"src_eid,omitempty"`
	DstEid uint32 `json:"dst_eid,omitempty"`
	// NativeFee is the LayerZero fee the send paid (wei).
	NativeFee string `json:"native_fee,omitempty"`
	// AmountSent and AmountReceived are OFTSent's amountSentLD and amountReceivedLD.
	AmountSent     string `json:"amount_sent,omitempty"`
	AmountReceived string `json:"amount_received,omitempty"`
	// Redone are the approvals and sends that reverted and were decided again, and the
	// approval of a redone send (evmcall.Rule.Redo): their gas, for verify-drift.
	Redone []evmcall.Redone `json:"redone,omitempty"`
	legs
}

// legs are what verify-drift (package balances) needs of a node, kept in its progress
// (whatever happens next) and copied to its result: the block of each signed phase's
// final receipt and the gas it cost its sender (gas used × effective gas price, wei).
// The send's block is SendBlock, its native value NativeFee, the amount it took from
// the holder AmountSent.
type legs struct {
	ApproveBlock   uint64 `json:"approve_block,omitempty"`
	ApproveGasCost string `json:"approve_gas_cost,omitempty"`
	SendGasCost    string `json:"send_gas_cost,omitempty"`
	// DeliverAfterBlock is the destination's head read before the send was signed: the
	// payout cannot be at or below it, which bounds the search for it.
	DeliverAfterBlock uint64 `json:"deliver_after_block,omitempty"`
}

// redo continues a node whose approval or send reverted in a final block with the
// allowance deciding again (evmcall.Rule.Redo): the revert moved nothing. A reverted
// send's approval is recorded as redone too, since the next decision may approve again.
func redo(prev progress, ph evmcall.Phase, m evmcall.Mined) (json.RawMessage, bool) {
	if evmcall.Redos(prev.Redone) >= evmcall.MaxRedos {
		return nil, false
	}
	prev.Redone = append(prev.Redone, evmcall.RedoneOf(ph, m))
	if ph.Head.Phase == phaseSend && prev.ApproveBlock != 0 {
		prev.Redone = append(prev.Redone, evmcall.Redone{Phase: phaseApprove, TxHash: prev.ApproveTx, Chain: ph.Chain.Name,
			From: ph.Head.From, BlockNumber: int64(prev.ApproveBlock), GasCost: prev.ApproveGasCost})
		prev.ApproveTx, prev.ApproveBlock, prev.ApproveGasCost = "", 0, ""
	}
	return evmcall.MustJSON(prev), true
}

// delivering reports whether the progress holds a final send (its packet on its way).
func (p progress) delivering() bool { return p.GUID != "" && p.SendTx != "" }

// payload is the intent's JSON: the kernel's head (its phase: approve, send, deliver
// or retry), then this executor's fields.
type payload struct {
	evmcall.Head
	// NativeFee is the send's value (wei).
	NativeFee string `json:"native_fee,omitempty"`
	// GUID is the packet the deliver and retry phases are about.
	GUID string `json:"guid,omitempty"`
	// AlreadyPaid marks a retry intent with nothing signed: the payout was no longer
	// cached when it was prepared (someone else retried it).
	AlreadyPaid bool `json:"already_paid,omitempty"`
	// DstHead, for the send phase: the destination's head before the send was signed
	// (progress.DeliverAfterBlock).
	DstHead uint64 `json:"dst_head,omitempty"`
}

// result is a completed node's outcome.
type result struct {
	ApproveTx      string `json:"approve_tx,omitempty"`
	SendTx         string `json:"send_tx"`
	RetryTx        string `json:"retry_tx,omitempty"`
	GUID           string `json:"guid"`
	Nonce          uint64 `json:"nonce"`
	SrcEid         uint32 `json:"src_eid"`
	DstEid         uint32 `json:"dst_eid"`
	Amount         string `json:"amount"`
	AmountReceived string `json:"amount_received"`
	NativeFee      string `json:"native_fee"`
	// Payout is how the destination paid: "delivered" (on delivery), "retried" (our
	// retryReceiveToken after a cached payout) or "retried_by_other".
	Payout string `json:"payout"`
	// The legs, for verify-drift: the source's (from the progress); our final retry's
	// block and gas on the destination (paid by the holder); and the block of the
	// destination pool's OFTReceived for the guid, the payout (0 when it could not be
	// found, which verify-drift reports as drift), with the amount it paid the receiver.
	legs
	SendBlock     uint64 `json:"send_block"`
	RetryBlock    uint64 `json:"retry_block,omitempty"`
	RetryGasCost  string `json:"retry_gas_cost,omitempty"`
	DeliveryBlock uint64 `json:"delivery_block"`
	Received      string `json:"received"`
}

// Preflight implements executor.Executor. Before the send (and its approval): the
// native fee quoteSend asks must be within max_fee, the source pool must take the
// send (checkPool: not paused, credit for the path, the fee within min_amount), and the
// holder must have the USDC and the fee. The deliver phase and an approved manual execution need the send's
// packet in the progress. Refusals hold the node back.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return err
	}
	if node.ManualExecution || p.Next == phaseDeliver {
		if !p.delivering() {
			e.Log().Error().Str("node_id", node.ID.String()).Msg("delivery phase without the send's packet in its progress")
			return errors.New("delivery phase without the send's packet in the node's progress: an operator must look")
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return err
	}
	fee, err := e.quote(ctx, cl, t)
	if err != nil {
		return err
	}
	if fee.Cmp(t.maxFee) > 0 {
		return fmt.Errorf("the LayerZero fee quoted now is %s wei, above max_fee %s", fee, t.maxFee)
	}
	if err := e.checkPool(ctx, cl, t); err != nil {
		return err
	}
	bal, err := evmcall.CallUint(ctx, cl, t.srcUSDC.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read USDC balance: %w", err))
	}
	if bal.Cmp(t.amount) < 0 {
		return fmt.Errorf("insufficient USDC on %s: %s holds %s, the send needs %s", t.src.Name, t.from.Hex(), bal, t.amount)
	}
	native, err := cl.BalanceAt(ctx, t.from, nil)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read native balance: %w", err))
	}
	if native.Cmp(fee) <= 0 {
		return fmt.Errorf("insufficient native balance on %s for the LayerZero fee: %s holds %s wei, the fee is %s", t.src.Name, t.from.Hex(), native, fee)
	}
	return nil
}

// poolPaused is StargateBase's status while its planner paused it (PAUSED).
const poolPaused = 3

// checkPool refuses a send the source pool would revert, read from the pool: paused
// (Stargate_Paused), or the amount above the credit the pool holds for the path to the
// destination (Path_InsufficientCredit: the destination pool's liquidity promised to
// this chain, which only its planner's credits raise), or FeeLibV1's fee leaving less
// than min_amount (Stargate_SlippageTooHigh). quoteOFT reports the credit as its
// limit's maxAmountLD and the amount the destination would pay as its receipt's
// amountReceivedLD (stg-evm-v2 2.0.6, StargateBase.sol).
func (e *Executor) checkPool(ctx context.Context, cl *ethclient.Client, t transfer) error {
	pool := t.src.LayerZero.USDCPool
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &pool, Data: e.pool.PackStatus()}, nil)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read the pool's status: %w", err))
	}
	status, err := e.pool.UnpackStatus(out)
	if err != nil {
		return fmt.Errorf("decode the pool's status: %w", err)
	}
	if status == poolPaused {
		return fmt.Errorf("the Stargate pool on %s is paused by its planner: it refuses sends", t.src.Name)
	}
	out, err = cl.CallContract(ctx, ethereum.CallMsg{To: &pool, Data: e.pool.PackQuoteOFT(e.sendParam(t))}, nil)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("quoteOFT: %w", err))
	}
	q, err := e.pool.UnpackQuoteOFT(out)
	if err != nil {
		return fmt.Errorf("decode quoteOFT: %w", err)
	}
	if credit := q.Limit.MaxAmountLD; t.amount.Cmp(credit) > 0 || q.Receipt.AmountReceivedLD.Cmp(credit) > 0 {
		return fmt.Errorf("the Stargate pool on %s holds credit for %s of USDC base units to %s, less than the send's %s: "+
			"it refuses the send until the planner sends credit", t.src.Name, credit, t.dst.Name, t.amount)
	}
	if q.Receipt.AmountReceivedLD.Cmp(t.minAmount) < 0 {
		return fmt.Errorf("the Stargate pool on %s would pay %s of the send's %s after its fee, below min_amount %s",
			t.src.Name, q.Receipt.AmountReceivedLD, t.amount, t.minAmount)
	}
	return nil
}

// quote asks the source pool's quoteSend for the transfer's native fee.
func (e *Executor) quote(ctx context.Context, cl *ethclient.Client, t transfer) (*big.Int, error) {
	pool := t.src.LayerZero.USDCPool
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &pool, Data: e.pool.PackQuoteSend(e.sendParam(t), false)}, nil)
	if err != nil {
		return nil, evm.Redact(t.src, fmt.Errorf("quoteSend: %w", err))
	}
	fee, err := e.pool.UnpackQuoteSend(out)
	if err != nil {
		return nil, fmt.Errorf("decode quoteSend: %w", err)
	}
	if fee.LzTokenFee.Sign() != 0 || fee.NativeFee.Sign() < 0 {
		return nil, fmt.Errorf("quoteSend asks %s wei and %s lzToken: want a native fee only", fee.NativeFee, fee.LzTokenFee)
	}
	return fee.NativeFee, nil
}

// sendParam is the transfer's SendParam: taxi (no oftCmd), no compose message, no
// extra options (the pool's enforced options apply).
func (e *Executor) sendParam(t transfer) stargate.SendParam {
	return stargate.SendParam{
		DstEid: t.dst.LayerZero.EID, To: layerzero.AddressToBytes32(t.to), AmountLD: t.amount, MinAmountLD: t.minAmount,
		ExtraOptions: []byte{}, ComposeMsg: []byte{}, OftCmd: []byte{},
	}
}

// Prepare implements executor.Executor: the next phase's intent, signed on its chain's
// nonce lane inside the claim transaction c. Nothing is sent. An approved manual
// execution: retryReceiveToken on the destination. A progress with the send's packet:
// the deliver phase (nothing to sign). Otherwise (no send known): the allowance decides
// between approve and send. A send is prepared only while the progress holds none: the
// observer stores the final send before the node can be claimed again, and recovery
// lets a send attempt go only with proof it can never land.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if node.ManualExecution {
		return e.prepareRetry(ctx, c, t, p)
	}
	if p.delivering() {
		body, err := json.Marshal(payload{Head: evmcall.Head{Phase: phaseDeliver, Chain: t.dst.Name, ChainID: t.dst.ChainID,
			Token: evm.LowerHex(t.dstUSDC.Address), From: evm.LowerHex(t.from), To: evm.LowerHex(t.to), Amount: "0"}, GUID: p.GUID})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return executor.IntentDraft{Lane: "oft:" + t.dst.Name, Payload: body, ExternalID: p.GUID}, nil
	}
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	pool := t.src.LayerZero.USDCPool
	allowance, err := evmcall.CallUint(rctx, cl, t.srcUSDC.Address, e.erc20.PackAllowance(t.from, pool), e.erc20.UnpackAllowance)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read allowance: %w", err))
	}
	if allowance.Cmp(t.amount) < 0 {
		// Exactly the amount: an approval never lets the pool take more than this node
		// sends.
		s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.srcUSDC.Address,
			Data: e.erc20.PackApprove(pool, t.amount)})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseApprove, Token: evm.LowerHex(t.srcUSDC.Address),
			To: evm.LowerHex(t.srcUSDC.Address), Amount: "0"}})
	}
	fee, err := e.quote(rctx, cl, t)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if fee.Cmp(t.maxFee) > 0 {
		return executor.IntentDraft{}, fmt.Errorf("the LayerZero fee quoted now is %s wei, above max_fee %s", fee, t.maxFee)
	}
	// The destination's head now bounds where the payout can be (result.delivery_block).
	dcl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	dstHead, err := dcl.BlockNumber(rctx)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: pool, Value: fee,
		Data: e.pool.PackSend(e.sendParam(t), stargate.MessagingFee{NativeFee: fee, LzTokenFee: new(big.Int)}, t.from)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseSend, Token: evm.LowerHex(t.srcUSDC.Address),
		To: evm.LowerHex(pool), Amount: t.amount.String()}, NativeFee: fee.String(), DstHead: dstHead})
}

// prepareRetry signs retryReceiveToken(guid, 0, srcEid, to, amountReceived, "") on the
// destination, with exactly the values the pool's cached hash commits to. A payout no
// longer cached (someone else retried) gets an intent with nothing signed, which Submit
// completes once the destination shows it paid at a final block.
func (e *Executor) prepareRetry(ctx context.Context, c db.Conn, t transfer, p progress) (executor.IntentDraft, error) {
	if !p.delivering() {
		return executor.IntentDraft{}, errors.New("manual execution without the send's packet in the progress: an operator must look")
	}
	received, ok := new(big.Int).SetString(p.AmountReceived, 10)
	if !ok {
		return executor.IntentDraft{}, fmt.Errorf("progress has no received amount (%q)", p.AmountReceived)
	}
	cl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	guid := common.HexToHash(p.GUID)
	cached, err := e.cachedHash(ctx, cl, t.dst, guid, nil)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	base := &payload{Head: evmcall.Head{Phase: phaseRetry, Token: evm.LowerHex(t.dstUSDC.Address), To: evm.LowerHex(t.dst.LayerZero.USDCPool),
		Amount: "0"}, GUID: p.GUID}
	if cached == (common.Hash{}) {
		base.Chain, base.ChainID, base.From, base.AlreadyPaid = t.dst.Name, t.dst.ChainID, evm.LowerHex(t.from), true
		body, err := json.Marshal(base)
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return executor.IntentDraft{Lane: "oft:" + t.dst.Name, Payload: body, ExternalID: p.GUID}, nil
	}
	if want := layerzero.UnreceivedHash(p.SrcEid, t.to, received, nil); cached != want {
		return executor.IntentDraft{}, executor.Permanent(fmt.Errorf("the pool's cached payout of %s is %s, not the node's (%s): an operator must look", p.GUID, cached.Hex(), want.Hex()))
	}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.dst, From: t.from, To: t.dst.LayerZero.USDCPool,
		Data: e.pool.PackRetryReceiveToken(guid, taxiIndex, p.SrcEid, t.to, received, []byte{})})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return evmcall.Draft(t.dst, t.from, s, base)
}

// phases is the phase table (evmcall.Options.Phases: the kernel's Submit, Observe and
// Recover run it), from chain evidence only:
//
//   - approve and send sign on the source. Their final receipt is judged: the approval
//     continues to the send; the send, with exactly the OFTSent and PacketSent the
//     config asks for, continues to the delivery with the packet. Reverted in a final
//     block: Failed (nothing moved, and the bytes can never land). Recovery as
//     evmcall.Kernel.RecoverSigned: never a second send unless a final block used the
//     send's nonce for another transaction.
//   - deliver signs nothing: the packet delivered on the destination at a final block
//     and its payout not cached completes the node (a cached payout stays Pending: the
//     stranded reaper takes it to manual execution). Recovery hands it back (Sent).
//   - retry signs retryReceiveToken on the destination, or nothing when the payout was
//     no longer cached when it was prepared: someone else's retry is then a pending
//     outcome the observer waits on until final, never a refusal that uses up tries.
//     Final (reverted or not): judged by the payout. Recovery: paid at a final block →
//     Sent; nothing signed and someone else's retry at the head → Sent (not final yet),
//     otherwise NotSent; signed as above, except that our retry reverted in a final
//     block is NotSent (the pool pays a cached transfer at most once, whatever a new
//     attempt does).
func (e *Executor) phases(node executor.Node) (evmcall.Payload, evmcall.Table) {
	p := new(payload)
	return p, func(ph evmcall.Phase) (evmcall.Rule, error) {
		t, prev, err := evmcall.Load[transfer, progress](node, e.parse)
		if err != nil {
			return evmcall.Rule{}, err
		}
		deliver := func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error) {
			return e.observeDelivery(ctx, cl, t, prev, *p, nil)
		}
		switch p.Phase {
		case phaseApprove, phaseSend:
			return evmcall.Rule{Judge: func(ctx context.Context, _ *ethclient.Client, m evmcall.Mined) (executor.Observation, error) {
				return e.judge(ctx, node, t, prev, *p, m)
			}, Redo: func(m evmcall.Mined) (json.RawMessage, bool) {
				return redo(prev, ph, m)
			}}, nil
		case phaseDeliver:
			return evmcall.Rule{Watch: deliver, Submit: func(context.Context) (executor.SubmitResult, error) {
				return executor.SubmitResult{ExternalID: p.GUID}, nil
			}}, nil
		case phaseRetry:
			r := evmcall.Rule{Idempotent: true,
				Judge: func(ctx context.Context, cl *ethclient.Client, m evmcall.Mined) (executor.Observation, error) {
					return e.observeDelivery(ctx, cl, t, prev, *p, m.Receipt)
				},
				Done: func(ctx context.Context, cl *ethclient.Client) (bool, string, error) {
					return e.paid(ctx, cl, t, prev, ph)
				}}
			if ph.Tx == nil {
				r.Watch = func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error) {
					return e.observePaidByOther(ctx, cl, t, prev, *p)
				}
			}
			if ph.Tx == nil && p.AlreadyPaid {
				// Someone else's retry is a pending outcome, never a refusal: a refusal would
				// use up the phase's tries and fail a node whose payout was made.
				r.Submit = func(context.Context) (executor.SubmitResult, error) {
					return executor.SubmitResult{ExternalID: p.GUID, ObserveAfter: ph.Chain.BlockTime}, nil
				}
			}
			return r, nil
		}
		return evmcall.Rule{}, fmt.Errorf("unknown phase %q", p.Phase)
	}
}

// Legs implements executor.LegReporter. On the source chain (from the progress, which
// keeps them whatever happened next): the holder's approval's gas, the send's gas, its
// native value (the LayerZero fee) and the amount the source pool took, each at its
// receipt's block. On the destination, for a completed node: the holder's
// retryReceiveToken gas and the receiver's payout at its block. A reverted phase's gas,
// on its chain. A node that failed after its send credited nothing that QTG knows of:
// a payout after that shows as drift, which is what an operator must look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		legs.Gas(c.FromChain, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.SendBlock), p.SendGasCost, p.NativeFee, cmp.Or(p.AmountSent, c.Amount))
		legs.Reverted(res)
		legs.Redone(p.Redone)
		if completed {
			legs.Gas(c.ToChain, c.From, int64(r.RetryBlock), "retry gas cost", r.RetryGasCost)
			legs.Delivered(c.RouteConfig, int64(r.DeliveryBlock), r.Received)
		}
	})
}

// paid is the retry phase's proof for recovery: the packet delivered and its payout no
// longer cached at a final block. A retry that signed nothing (someone else retried
// before it was prepared) also counts the payout no longer cached at the head: the
// observer waits for it to be final.
func (e *Executor) paid(ctx context.Context, cl *ethclient.Client, t transfer, prev progress, ph evmcall.Phase) (bool, string, error) {
	d, ok, err := e.deliveryAt(ctx, cl, t, prev)
	if err != nil {
		return false, "", err
	}
	if ok && d.delivered && d.cached == (common.Hash{}) {
		return true, "payout of " + prev.GUID + " paid on " + ph.Chain.Name, nil
	}
	if ph.Tx == nil {
		cached, err := e.cachedHash(ctx, cl, ph.Chain, common.HexToHash(prev.GUID), nil)
		if err != nil {
			return false, "", err
		}
		if cached == (common.Hash{}) {
			return true, "payout of " + prev.GUID + " retried by someone else, not final yet", nil
		}
	}
	return false, "the payout of " + prev.GUID + " is still cached: retry it", nil
}
