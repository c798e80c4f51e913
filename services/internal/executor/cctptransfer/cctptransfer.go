package cctptransfer

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Key is the executor key templates use.
const Key = "cctp_transfer"

// rpcTimeout bounds every RPC and every Iris request.
const rpcTimeout = evmcall.RPCTimeout

// Phases of a node, in order; each on-chain one is its own intent (attempt).
const (
	phaseApprove = "approve"
	phaseBurn    = "burn"
	phaseReceive = "receive"
	// phaseReattest stands in for a receive whose attested message expired: nothing
	// is signed; Iris is asked to attest the message again, and the new bytes go into
	// the progress for the next receive.
	phaseReattest = "reattest"
)

// expiryMargin is how many destination blocks before its expirationBlock a message
// counts as expired already: a receive signed now lands a few blocks later at best.
const expiryMargin = 3

// Options configures an Executor.
type Options struct {
	// Config is the chain configuration; chains with a cctp section take part. Required.
	Config *evm.Config
	// Signers sign for the configured sender and relayer addresses. Required.
	Signers map[common.Address]evm.Signer
	// Pool records cancellations (CancelAttempt); nil: the executor cannot cancel.
	Pool *db.Pool
	// HTTPClient asks the attestation service; default a plain client (every request is
	// bounded by a timeout anyway).
	HTTPClient *http.Client
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the cctp_transfer executor: the EVM phase kernel (package evmcall) with
// CCTP's phase table and protocol facts. It is safe for concurrent use.
type Executor struct {
	*evmcall.Kernel
	http   *http.Client
	erc20  *contracts.ERC20
	tm     *contracts.TokenMessengerV2
	mt     *contracts.MessageTransmitterV2
	minter *contracts.TokenMinterV2
}

var (
	_ executor.Executor = (*Executor)(nil)
	_ executor.Pinner   = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	e := &Executor{http: cmp.Or(opts.HTTPClient, &http.Client{}), erc20: contracts.NewERC20(), tm: contracts.NewTokenMessengerV2(), mt: contracts.NewMessageTransmitterV2(),
		minter: contracts.NewTokenMinterV2()}
	return evmcall.Build(e, &e.Kernel, evmcall.Options{Key: Key, Config: opts.Config, Signers: opts.Signers, Pool: opts.Pool, Logger: opts.Logger,
		Section: "cctp", Has: hasCCTP, Validate: evmcall.Validator(e.parse), Phases: e.phases})
}

// HasCCTP reports whether any chain of cfg has a cctp section (the executor is only
// worth registering then).
func HasCCTP(cfg *evm.Config) bool { return evmcall.AnyChain(cfg, hasCCTP) }

// Baseline implements executor.Executor. The lane is the source chain and speed
// ("cctp_transfer:<chain>:fast|standard"): how long the attestation takes, which is
// what the node waits for longest. The defaults are Circle's published times; the
// observation_lanes rows of migration 00009 (per chain, devchain-scaled for dev-*)
// override them. The approve and receive phases pace themselves with block-time hints.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	t, err := e.parse(config)
	if err != nil {
		return executor.Baseline{Lane: Key, Baseline: 20 * time.Minute, FatalAfter: 2 * time.Hour,
			PrePoll: 2 * time.Minute, AtPoll: 20 * time.Second, OverPoll: time.Minute}
	}
	lane := Key + ":" + t.src.Name + ":" + t.cfg.Speed
	if t.cfg.Speed == SpeedFast {
		return executor.Baseline{Lane: lane, Baseline: 20 * time.Second, FatalAfter: time.Hour,
			PrePoll: 5 * time.Second, AtPoll: 3 * time.Second, OverPoll: 30 * time.Second}
	}
	return executor.Baseline{Lane: lane, Baseline: 19 * time.Minute, FatalAfter: 2 * time.Hour,
		PrePoll: 2 * time.Minute, AtPoll: 20 * time.Second, OverPoll: time.Minute}
}

// progress is what the node's finished phases proved; stored on the node between
// phases (executor.Node.Progress).
type progress struct {
	// Next is the phase the next claim prepares.
	Next string `json:"next"`
	// ApproveTx is the approval, when one was needed.
	ApproveTx string `json:"approve_tx,omitempty"`
	// BurnTx is the final, successful depositForBurn.
	BurnTx string `json:"burn_tx,omitempty"`
	// Message and Attestation are what Iris attested (0x-hex): the only bytes the
	// receive phase may relay.
	Message     string `json:"message,omitempty"`
	Attestation string `json:"attestation,omitempty"`
	// MessageNonce is the message's nonce (usedNonces key on the destination).
	MessageNonce string `json:"message_nonce,omitempty"`
	// FeeExecuted is the fee the attester took (base units).
	FeeExecuted               string `json:"fee_executed,omitempty"`
	FinalityThresholdExecuted uint32 `json:"finality_threshold_executed,omitempty"`
	// The source-chain legs, for verify-drift: the block of each phase's final
	// receipt and the gas it cost its sender (gas used × effective gas price, wei).
	ApproveBlock   uint64 `json:"approve_block,omitempty"`
	ApproveGasCost string `json:"approve_gas_cost,omitempty"`
	BurnBlock      uint64 `json:"burn_block,omitempty"`
	BurnGasCost    string `json:"burn_gas_cost,omitempty"`
	// MintAfterBlock is the destination's head read before the burn was signed: the
	// mint cannot be at or below it, which bounds the search for a mint someone else
	// relayed.
	MintAfterBlock uint64 `json:"mint_after_block,omitempty"`
	// Redone are the approvals and burns that reverted and were decided again, and an
	// approval whose burn was (evmcall.Rule.Redo): their gas, for verify-drift.
	Redone []evmcall.Redone `json:"redone,omitempty"`
}

// payload is the intent's JSON: the kernel's head (its phase: approve, burn, receive
// or reattest), then this executor's fields.
type payload struct {
	evmcall.Head
	// MessageNonce and BurnTx, for the receive phase.
	MessageNonce string `json:"message_nonce,omitempty"`
	BurnTx       string `json:"burn_tx,omitempty"`
	// AlreadyReceived: the message was received on the destination before this
	// receive phase was prepared (someone else relayed it); nothing is signed.
	AlreadyReceived bool `json:"already_received,omitempty"`
	// DstHead, for the burn phase: the destination's head before the burn was signed
	// (progress.MintAfterBlock).
	DstHead uint64 `json:"dst_head,omitempty"`
}

// result is stored on the node when it completes.
type result struct {
	ApproveTx                 string `json:"approve_tx,omitempty"`
	BurnTx                    string `json:"burn_tx"`
	ReceiveTx                 string `json:"receive_tx,omitempty"`
	RelayedBy                 string `json:"relayed_by"` // "qtg" or "other"
	MessageNonce              string `json:"message_nonce"`
	Amount                    string `json:"amount"`
	FeeExecuted               string `json:"fee_executed"`
	MaxFee                    string `json:"max_fee"`
	Minted                    string `json:"minted"`
	Speed                     string `json:"speed"`
	FinalityThresholdExecuted uint32 `json:"finality_threshold_executed"`
	SourceDomain              uint32 `json:"source_domain"`
	DestinationDomain         uint32 `json:"destination_domain"`
	// The legs, for verify-drift (package balances): on the source the approve (when
	// one was needed) and the burn, each with its block and the gas it cost the
	// holder; on the destination our receive (when we relayed) with the relayer's gas,
	// and the mint's block (found by the message's nonce when someone else relayed;
	// 0 when it could not be found, which verify-drift reports as drift) with the fee
	// recipient the destination's token messenger named at that block.
	Relayer        string `json:"relayer"`
	ApproveBlock   uint64 `json:"approve_block,omitempty"`
	ApproveGasCost string `json:"approve_gas_cost,omitempty"`
	BurnBlock      uint64 `json:"burn_block"`
	BurnGasCost    string `json:"burn_gas_cost"`
	ReceiveBlock   uint64 `json:"receive_block,omitempty"`
	ReceiveGasCost string `json:"receive_gas_cost,omitempty"`
	// Our receive when someone else's minted the message first: it was mined all the
	// same (reverting, or finding the message used) and cost the relayer its gas.
	LostReceiveTx      string `json:"lost_receive_tx,omitempty"`
	LostReceiveBlock   uint64 `json:"lost_receive_block,omitempty"`
	LostReceiveGasCost string `json:"lost_receive_gas_cost,omitempty"`
	MintBlock          uint64 `json:"mint_block"`
	FeeRecipient       string `json:"fee_recipient,omitempty"`
}

// Preflight implements executor.Executor. Before the burn: the fee Iris quotes for the
// speed must be within max_fee, and the holder must have the amount. Before the
// receive: the progress must hold the attested message. Refusals hold the node back.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	if p.Next == phaseReceive {
		if p.Message == "" || p.Attestation == "" || p.MessageNonce == "" {
			e.Log().Error().Str("node_id", node.ID.String()).Msg("receive phase without an attested message in its progress")
			return errors.New("receive phase without an attested message in the node's progress: an operator must look")
		}
		return nil
	}
	fee, bps, err := e.quoteFee(ctx, t)
	if err != nil {
		return fmt.Errorf("quote the %s fee: %w", t.cfg.Speed, err)
	}
	if fee.Cmp(t.maxFee) > 0 {
		return fmt.Errorf("the %s fee quoted now is %s (%v bps of %s), above max_fee %s", t.cfg.Speed, fee, bps, t.amount, t.maxFee)
	}
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return err
	}
	bal, err := evmcall.CallUint(ctx, cl, t.srcUSDC.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read USDC balance: %w", err))
	}
	if bal.Cmp(t.amount) < 0 {
		return fmt.Errorf("insufficient USDC on %s: %s holds %s, the burn needs %s", t.src.Name, t.from.Hex(), bal, t.amount)
	}
	return e.checkBurnAllowed(ctx, cl, t)
}

// checkBurnAllowed holds the node back while Circle's contracts would refuse its burn,
// so that it waits with the reason instead of failing on a reverted depositForBurn: an
// amount above TokenMinterV2's burnLimitsPerMessage for the token, a paused minter or
// message transmitter, a denylisted sender (TokenMessengerV2's denylist covers
// msg.sender and tx.origin, both the holder here). Circle's evm-cctp-contracts
// src/TokenMinter.sol, src/roles/Pausable.sol, src/roles/v2/Denylistable.sol
// (docs/protocols.md, CCTP).
func (e *Executor) checkBurnAllowed(ctx context.Context, cl *ethclient.Client, t transfer) error {
	opts := &bind.CallOpts{Context: ctx}
	messenger := e.tm.Instance(cl, t.src.CCTP.TokenMessenger)
	minter, err := bind.Call(messenger, opts, e.tm.PackLocalMinter(), e.tm.UnpackLocalMinter)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read TokenMessengerV2.localMinter: %w", err))
	}
	limit, err := bind.Call(e.minter.Instance(cl, minter), opts, e.minter.PackBurnLimitsPerMessage(t.srcUSDC.Address), e.minter.UnpackBurnLimitsPerMessage)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read TokenMinterV2.burnLimitsPerMessage: %w", err))
	}
	if t.amount.Cmp(limit) > 0 {
		return fmt.Errorf("the burn of %s exceeds the per-message burn limit %s of %s's TokenMinterV2 %s: split the transfer or have Circle's limit raised",
			t.amount, limit, t.src.Name, minter.Hex())
	}
	minterPaused, err := bind.Call(e.minter.Instance(cl, minter), opts, e.minter.PackPaused(), e.minter.UnpackPaused)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read TokenMinterV2.paused: %w", err))
	}
	transmitterPaused, err := bind.Call(e.mt.Instance(cl, t.src.CCTP.MessageTransmitter), opts, e.mt.PackPaused(), e.mt.UnpackPaused)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read MessageTransmitterV2.paused: %w", err))
	}
	if minterPaused || transmitterPaused {
		return fmt.Errorf("CCTP is paused on %s (token minter paused: %t, message transmitter paused: %t)", t.src.Name, minterPaused, transmitterPaused)
	}
	denied, err := bind.Call(messenger, opts, e.tm.PackIsDenylisted(t.from), e.tm.UnpackIsDenylisted)
	if err != nil {
		return evm.Redact(t.src, fmt.Errorf("read TokenMessengerV2.isDenylisted: %w", err))
	}
	if denied {
		return fmt.Errorf("%s is denylisted by %s's TokenMessengerV2: it cannot burn", t.from.Hex(), t.src.Name)
	}
	return nil
}

// Prepare implements executor.Executor: the next phase's intent, signed on its chain's
// nonce lane inside the claim transaction c. Nothing is sent. The phase follows from
// the node's progress: before the burn (no progress, or an approval done) the
// allowance decides between approve and burn; after the attestation, receive. A burn
// is prepared only while no burn of the node is known to have landed: the observer
// stores the burn in the progress before the node can be claimed again, and recovery
// lets a burn attempt go only with proof it can never land.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, p, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if p.Next == phaseReceive {
		return e.prepareReceive(ctx, c, t, p)
	}
	cl, err := e.Client(ctx, t.src)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	allowance, err := evmcall.CallUint(rctx, cl, t.srcUSDC.Address, e.erc20.PackAllowance(t.from, t.src.CCTP.TokenMessenger), e.erc20.UnpackAllowance)
	cancel()
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read allowance: %w", err))
	}
	if allowance.Cmp(t.amount) < 0 {
		// Exactly the amount: an approval never lets the messenger take more than this
		// node burns. Concurrent nodes of one holder each approve their own amount and
		// may overwrite each other's allowance; the loser's burn fails its gas estimate
		// and the node is held back to approve again.
		s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.srcUSDC.Address,
			Data: e.erc20.PackApprove(t.src.CCTP.TokenMessenger, t.amount)})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseApprove, Token: evm.LowerHex(t.srcUSDC.Address),
			To: evm.LowerHex(t.srcUSDC.Address), Amount: "0"}})
	}
	// The destination's head now bounds where the mint can be (result.mint_block).
	dcl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel = context.WithTimeout(ctx, rpcTimeout)
	dstHead, err := dcl.BlockNumber(rctx)
	cancel()
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.dst, fmt.Errorf("read destination head: %w", err))
	}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.src, From: t.from, To: t.src.CCTP.TokenMessenger,
		Data: e.tm.PackDepositForBurn(t.amount, t.dst.CCTP.Domain, cctp.AddressToBytes32(t.to), t.srcUSDC.Address,
			[32]byte{}, t.maxFee, t.minFinalityThreshold)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return evmcall.Draft(t.src, t.from, s, &payload{Head: evmcall.Head{Phase: phaseBurn, Token: evm.LowerHex(t.srcUSDC.Address),
		To: evm.LowerHex(t.src.CCTP.TokenMessenger), Amount: t.amount.String()}, DstHead: dstHead})
}

// prepareReceive signs receiveMessage(message, attestation) with the attested bytes
// from the progress, and only those. A message already received on the destination
// (someone else relayed it) gets an intent with nothing signed, which the observer
// waits on until final; one past its expirationBlock gets a reattest intent (nothing
// signed either).
func (e *Executor) prepareReceive(ctx context.Context, c db.Conn, t transfer, p progress) (executor.IntentDraft, error) {
	message, err1 := evmcall.DecodeHex(p.Message)
	attestation, err2 := evmcall.DecodeHex(p.Attestation)
	nonce, err3 := evmcall.DecodeHex(p.MessageNonce)
	if err := errors.Join(err1, err2, err3); err != nil || len(message) == 0 || len(attestation) == 0 || len(nonce) != 32 {
		return executor.IntentDraft{}, fmt.Errorf("receive phase: the progress holds no valid attested message: %w", err)
	}
	cl, err := e.Client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	unsigned := func(phase string, alreadyReceived bool) (executor.IntentDraft, error) {
		body, err := json.Marshal(payload{Head: evmcall.Head{Phase: phase, Chain: t.dst.Name, ChainID: t.dst.ChainID,
			Token: evm.LowerHex(t.dstUSDC.Address), From: evm.LowerHex(t.relayer), To: evm.LowerHex(t.dst.CCTP.MessageTransmitter), Amount: "0"},
			MessageNonce: p.MessageNonce, BurnTx: p.BurnTx, AlreadyReceived: alreadyReceived})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return executor.IntentDraft{Lane: "cctp:" + t.dst.Name, Payload: body, ExternalID: p.MessageNonce}, nil
	}
	used, err := e.usedNonce(ctx, cl, t.dst, common.BytesToHash(nonce), nil)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if used {
		return unsigned(phaseReceive, true)
	}
	// Expired bytes revert on the destination however often they are relayed: ask
	// Iris to attest the message again instead.
	msg, err := cctp.ParseMessage(message)
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("receive phase: the progress's message: %w", err)
	}
	expired, err := e.expiredOn(ctx, cl, t.dst, msg)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if expired {
		return unsigned(phaseReattest, false)
	}
	s, err := e.Sign(ctx, c, cl, evmcall.Call{Chain: t.dst, From: t.relayer, To: t.dst.CCTP.MessageTransmitter,
		Data: e.mt.PackReceiveMessage(message, attestation)})
	if executor.Classify(err) == executor.ClassRetry {
		// The estimate reverted: relayed by someone else just now?
		if used, uerr := e.usedNonce(ctx, cl, t.dst, common.BytesToHash(nonce), nil); uerr == nil && used {
			return unsigned(phaseReceive, true)
		}
	}
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return evmcall.Draft(t.dst, t.relayer, s, &payload{Head: evmcall.Head{Phase: phaseReceive, Token: evm.LowerHex(t.dstUSDC.Address),
		To: evm.LowerHex(t.dst.CCTP.MessageTransmitter), Amount: "0"}, MessageNonce: p.MessageNonce, BurnTx: p.BurnTx})
}

// expiredOn reports whether the attested message m can no longer be received on the
// destination ch: its expirationBlock is set and the head is within expiryMargin of
// it (Circle's TokenMessengerV2 refuses a message unless expirationBlock is 0 or
// above the block receiving it).
func (e *Executor) expiredOn(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, m cctp.Message) (bool, error) {
	body, err := cctp.ParseBurnBody(m.Body)
	if err != nil {
		return false, err
	}
	if body.ExpirationBlock.Sign() == 0 {
		return false, nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return false, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	return body.ExpirationBlock.Cmp(new(big.Int).SetUint64(head+expiryMargin)) <= 0, nil
}

// usedNonce reads usedNonces(nonce) on the destination at block (nil: the head).
func (e *Executor) usedNonce(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, nonce common.Hash, block *big.Int) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	to := ch.CCTP.MessageTransmitter
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: e.mt.PackUsedNonces(nonce)}, block)
	if err != nil {
		return false, evm.Redact(ch, fmt.Errorf("read usedNonces(%s): %w", nonce.Hex(), err))
	}
	v, err := e.mt.UnpackUsedNonces(out)
	if err != nil {
		return false, fmt.Errorf("decode usedNonces: %w", err)
	}
	return v.Sign() != 0, nil
}

// usedNonceFinal reads usedNonces at the destination's newest final block, so a
// receive that a reorg could still undo does not count yet.
func (e *Executor) usedNonceFinal(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, nonce common.Hash) (bool, error) {
	block, ok, err := evmcall.FinalBlock(ctx, cl, ch)
	if err != nil || !ok {
		return false, err
	}
	return e.usedNonce(ctx, cl, ch, nonce, new(big.Int).SetUint64(block))
}

// phases is the phase table (evmcall.Options.Phases: the kernel's Submit, Observe and
// Recover run it), from chain evidence only:
//
//   - approve and burn sign on the source. Their final receipt is judged: the approval
//     continues to the burn; the burn, checked against the config, waits for Iris's
//     attestation of its message (404, pending and 429 keep the node waiting on the
//     lane's pacing) and continues to the receive with the attested message. Reverted
//     in a final block: redone (nothing moved; evmcall.Rule.Redo), Failed after
//     evmcall.MaxRedos. Recovery
//     as evmcall.Kernel.RecoverSigned: never a second burn unless a final block used
//     the burn's nonce for another transaction.
//   - receive signs receiveMessage on the destination, or nothing when the message was
//     received before it was prepared: someone else's receive is then a pending
//     outcome the observer waits on until final, never a refusal that uses up tries.
//     It is judged by the destination's usedNonces at a final block, whoever relayed:
//     used → Completed with the fee.
//   - reattest signs nothing: the stored message expired, so Iris is asked to attest it
//     again; its new attestation of the same burn continues to a receive with it.
//   - Recovery of receive and reattest: the message's nonce used at a final block →
//     Sent (the observer completes it). Nothing signed: someone else's receive at the
//     head → Sent, otherwise NotSent (the next attempt prepares the receive again, or
//     asks Iris again while the message is expired). Our receive as above, except that
//     one reverted in a final block is NotSent: its nonce is spent, and the destination
//     refuses a second mint of the message whatever a new attempt does (a receive that
//     reverted because the message expired is followed by a reattest, never by the same
//     bytes).
func (e *Executor) phases(node executor.Node) (evmcall.Payload, evmcall.Table) {
	p := new(payload)
	return p, func(ph evmcall.Phase) (evmcall.Rule, error) {
		switch p.Phase {
		case phaseApprove, phaseBurn:
			return evmcall.Rule{Judge: func(ctx context.Context, _ *ethclient.Client, m evmcall.Mined) (executor.Observation, error) {
				return e.judge(ctx, node, *p, m)
			}, Redo: func(m evmcall.Mined) (json.RawMessage, bool) {
				return e.redo(node, ph, m)
			}}, nil
		case phaseReceive:
			return evmcall.Rule{Idempotent: true, Done: e.received(ph, *p),
				Watch: func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error) {
					return e.observeReceive(ctx, node, cl, ph.Chain, *p, ph.Tx)
				},
				Submit: func(context.Context) (executor.SubmitResult, error) {
					if !p.AlreadyReceived {
						return executor.SubmitResult{}, executor.Permanent(evmcall.ErrNothingSigned)
					}
					// Someone else's receive is a pending outcome, never a refusal: a refusal
					// would use up the phase's tries and fail a node whose USDC was minted.
					return executor.SubmitResult{ExternalID: p.MessageNonce, ObserveAfter: ph.Chain.BlockTime}, nil
				}}, nil
		case phaseReattest:
			return evmcall.Rule{Done: e.received(ph, *p),
				Watch: func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error) {
					t, err := e.parse(node.Config)
					if err != nil {
						return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
					}
					return e.observeReattest(ctx, node, t, cl, ph.Chain, *p)
				},
				Submit: func(ctx context.Context) (executor.SubmitResult, error) {
					e.askReattestation(ctx, node, *p)
					return executor.SubmitResult{ExternalID: p.MessageNonce}, nil
				}}, nil
		}
		return evmcall.Rule{}, fmt.Errorf("unknown phase %q", p.Phase)
	}
}

// received is the receive's and the reattest's proof for recovery: the message's nonce
// used at a final block of the destination, whoever relayed it. An intent that signed
// nothing also counts the nonce used at the head (someone else's receive, found when
// the phase was prepared): the observer waits for it to be final.
func (e *Executor) received(ph evmcall.Phase, p payload) func(context.Context, *ethclient.Client) (bool, string, error) {
	return func(ctx context.Context, cl *ethclient.Client) (bool, string, error) {
		nonce := common.HexToHash(p.MessageNonce)
		used, err := e.usedNonceFinal(ctx, cl, ph.Chain, nonce)
		if err != nil {
			return false, "", err
		}
		if used {
			return true, "message " + p.MessageNonce + " received on " + ph.Chain.Name, nil
		}
		if ph.Tx == nil {
			if used, err = e.usedNonce(ctx, cl, ph.Chain, nonce, nil); err != nil {
				return false, "", err
			}
			if used {
				return true, "message " + p.MessageNonce + " received by someone else, not final yet", nil
			}
			return false, "the message " + p.MessageNonce + " is not received: prepare its receive again", nil
		}
		return false, "the message " + p.MessageNonce + " is not received on " + ph.Chain.Name, nil
	}
}

// judge is the approve's and the burn's final, successful receipt: the approval
// continues to the burn; the burn, checked against the config, waits for Iris's
// attestation and then continues to the receive.
func (e *Executor) judge(ctx context.Context, node executor.Node, p payload, m evmcall.Mined) (executor.Observation, error) {
	t, prev, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	hash, r := m.Tx.Hash(), m.Receipt
	if p.Phase == phaseApprove {
		prev.Redone = evmcall.Supersede(prev.Redone, phaseApprove, prev.ApproveTx, p.Chain, p.From, prev.ApproveBlock, prev.ApproveGasCost,
			r.BlockNumber.Uint64())
		prev.Next, prev.ApproveTx = phaseBurn, hash.Hex()
		prev.ApproveBlock, prev.ApproveGasCost = r.BlockNumber.Uint64(), evmcall.GasCost(r).String()
		// An approval alone moved nothing: a cancel may still stop the node here.
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: false, Reason: "approved: " + hash.Hex()}, nil
	}
	prev.BurnBlock, prev.BurnGasCost, prev.MintAfterBlock = r.BlockNumber.Uint64(), evmcall.GasCost(r).String(), p.DstHead
	return e.observeAttestation(ctx, node, t, prev, hash, r)
}

// redo continues a node whose approval or burn reverted in a final block with the
// allowance deciding again (evmcall.Rule.Redo): the revert moved nothing. A reverted
// burn's approval is recorded as redone too, since the next decision may approve again.
func (e *Executor) redo(node executor.Node, ph evmcall.Phase, m evmcall.Mined) (json.RawMessage, bool) {
	_, prev, err := evmcall.Load[transfer, progress](node, e.parse)
	if err != nil || evmcall.Redos(prev.Redone) >= evmcall.MaxRedos {
		return nil, false
	}
	prev.Redone = append(prev.Redone, evmcall.RedoneOf(ph, m))
	if ph.Head.Phase == phaseBurn && prev.ApproveTx != "" {
		prev.Redone = append(prev.Redone, evmcall.Redone{Phase: phaseApprove, TxHash: prev.ApproveTx, Chain: ph.Chain.Name,
			From: ph.Head.From, BlockNumber: int64(prev.ApproveBlock), GasCost: prev.ApproveGasCost})
		prev.ApproveTx, prev.ApproveBlock, prev.ApproveGasCost = "", 0, ""
	}
	return evmcall.MustJSON(prev), true
}

// observeAttestation checks the final burn's logs against the config, then asks Iris.
func (e *Executor) observeAttestation(ctx context.Context, node executor.Node, t transfer, prev progress, burn common.Hash, r *types.Receipt) (executor.Observation, error) {
	sent, err := e.checkBurn(t, r)
	if err != nil {
		reason := "burn landed but does not match the node, an operator must decide: " + err.Error()
		e.Log().Error().Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", burn.Hex()).Msg(reason)
		return executor.Observation{Status: executor.Unknown, RetryAfter: time.Hour, Reason: reason}, nil
	}
	msgs, err := e.messages(ctx, t, burn)
	var limited *irisLimited
	switch {
	case errors.Is(err, errIrisNotFound):
		return executor.Observation{Status: executor.Pending, Reason: "burned; the attestation service has not seen the burn yet"}, nil
	case errors.As(err, &limited):
		return executor.Observation{Status: executor.Pending, RetryAfter: limited.RetryAfter, Reason: "burned; " + err.Error()}, nil
	case err != nil:
		return executor.Observation{Status: executor.Pending, Reason: "burned; asking for the attestation failed: " + err.Error()}, nil
	}
	if len(msgs) != 1 {
		return executor.Observation{Status: executor.Pending, Reason: fmt.Sprintf("burned; Iris returned %d messages for the burn, want 1", len(msgs))}, nil
	}
	m := msgs[0]
	if m.Status != cctp.StatusComplete {
		reason := "burned; attestation " + m.Status
		if m.DelayReason != "" {
			reason += " (" + m.DelayReason + ")"
		}
		return executor.Observation{Status: executor.Pending, Reason: reason}, nil
	}
	att, err := verifyAttested(sent, m)
	if err != nil {
		reason := "the attestation service answered a message that does not match our burn: " + err.Error()
		e.Log().Error().Str("node_id", node.ID.String()).Str("tx_hash", burn.Hex()).Msg(reason)
		return executor.Observation{Status: executor.Pending, RetryAfter: time.Minute, Reason: reason}, nil
	}
	prev.Next, prev.BurnTx = phaseReceive, burn.Hex()
	prev.Message, prev.Attestation, prev.MessageNonce = m.Message, m.Attestation, att.Nonce.Hex()
	body, _ := cctp.ParseBurnBody(att.Body)
	prev.FeeExecuted, prev.FinalityThresholdExecuted = body.FeeExecuted.String(), att.FinalityThresholdExecuted
	// The USDC is burned: the node must run to the mint, whatever happens to the movement.
	return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: true, Reason: "attested: nonce " + att.Nonce.Hex()}, nil
}

// checkBurn finds, in the burn's receipt, exactly one DepositForBurn of the source's
// token messenger that does what the config says, and exactly one MessageSent of the
// source's message transmitter; it returns that message (as the source knows it).
func (e *Executor) checkBurn(t transfer, r *types.Receipt) (cctp.Message, error) {
	var deposits int
	var sent [][]byte
	for _, l := range r.Logs {
		switch {
		case l.Address == t.src.CCTP.TokenMessenger && len(l.Topics) > 0 && l.Topics[0] == cctp.DepositForBurnTopic:
			ev, err := e.tm.UnpackDepositForBurnEvent(l)
			if err != nil {
				return cctp.Message{}, fmt.Errorf("decode DepositForBurn: %w", err)
			}
			if ev.BurnToken != t.srcUSDC.Address || ev.Amount.Cmp(t.amount) != 0 || ev.Depositor != t.from ||
				common.Hash(ev.MintRecipient) != cctp.AddressToBytes32(t.to) || ev.DestinationDomain != t.dst.CCTP.Domain ||
				ev.MaxFee.Cmp(t.maxFee) != 0 || ev.MinFinalityThreshold != t.minFinalityThreshold {
				return cctp.Message{}, fmt.Errorf("DepositForBurn(%s, %s from %s to %x on domain %d, max fee %s, finality %d) is not the node's",
					ev.BurnToken.Hex(), ev.Amount, ev.Depositor.Hex(), ev.MintRecipient, ev.DestinationDomain, ev.MaxFee, ev.MinFinalityThreshold)
			}
			deposits++
		case l.Address == t.src.CCTP.MessageTransmitter && len(l.Topics) > 0 && l.Topics[0] == cctp.MessageSentTopic:
			ev, err := e.mt.UnpackMessageSentEvent(l)
			if err != nil {
				return cctp.Message{}, fmt.Errorf("decode MessageSent: %w", err)
			}
			sent = append(sent, ev.Message)
		}
	}
	if deposits != 1 || len(sent) != 1 {
		return cctp.Message{}, fmt.Errorf("%d DepositForBurn and %d MessageSent logs, want one each", deposits, len(sent))
	}
	return cctp.ParseMessage(sent[0])
}

// verifyAttested checks that Iris's message is our burn's message with only what the
// attester fills in changed (nonce, executed finality, executed fee, expiration), and
// that it carries an attestation. The destination verifies the signatures. src is the
// burn's message as the source emitted it, or one attested before (a re-attestation
// must be the same burn).
func verifyAttested(src cctp.Message, m irisMessage) (cctp.Message, error) {
	raw, err := evmcall.DecodeHex(m.Message)
	if err != nil {
		return cctp.Message{}, fmt.Errorf("message: %w", err)
	}
	att, err := evmcall.DecodeHex(m.Attestation)
	if err != nil || len(att) == 0 || len(att)%cctp.SignatureLength != 0 {
		return cctp.Message{}, fmt.Errorf("attestation %.20q is not a list of signatures", m.Attestation)
	}
	got, err := cctp.ParseMessage(raw)
	if err != nil {
		return cctp.Message{}, err
	}
	if got.Version != src.Version || got.SourceDomain != src.SourceDomain || got.DestinationDomain != src.DestinationDomain ||
		got.Sender != src.Sender || got.Recipient != src.Recipient || got.DestinationCaller != src.DestinationCaller ||
		got.MinFinalityThreshold != src.MinFinalityThreshold {
		return cctp.Message{}, errors.New("message header differs from the burn's")
	}
	if got.Nonce == (common.Hash{}) {
		return cctp.Message{}, errors.New("message has no nonce")
	}
	gb, err := cctp.ParseBurnBody(got.Body)
	if err != nil {
		return cctp.Message{}, err
	}
	sb, err := cctp.ParseBurnBody(src.Body)
	if err != nil {
		return cctp.Message{}, err
	}
	if gb.Version != sb.Version || gb.BurnToken != sb.BurnToken || gb.MintRecipient != sb.MintRecipient ||
		gb.Amount.Cmp(sb.Amount) != 0 || gb.MessageSender != sb.MessageSender || gb.MaxFee.Cmp(sb.MaxFee) != 0 ||
		!bytes.Equal(gb.HookData, sb.HookData) {
		return cctp.Message{}, errors.New("burn body differs from the burn's")
	}
	if gb.FeeExecuted.Cmp(gb.MaxFee) > 0 {
		return cctp.Message{}, fmt.Errorf("executed fee %s exceeds max fee %s", gb.FeeExecuted, gb.MaxFee)
	}
	return got, nil
}

// askReattestation asks Iris to attest the intent's message again. A failed request is
// only logged: the observer asks again while Iris still answers the expired message.
func (e *Executor) askReattestation(ctx context.Context, node executor.Node, p payload) {
	t, err := e.parse(node.Config)
	if err == nil {
		err = e.requestReattestation(ctx, t, p.MessageNonce)
	}
	if err != nil {
		e.Log().Warn().Err(err).Str("node_id", node.ID.String()).Str("message_nonce", p.MessageNonce).
			Msg("re-attestation request failed; the observer asks again")
	}
}

// observeReattest waits for Iris to attest the node's expired message again: the same
// burn (verifyAttested against the message in the progress) with the same nonce, not
// expired on the destination; then Continue to the receive phase with those bytes.
// While Iris still answers the expired message it is asked again (the request may have
// been lost, or Iris restarted). The nonce used at a final block meanwhile (someone
// relayed the message) completes the node.
func (e *Executor) observeReattest(ctx context.Context, node executor.Node, t transfer, cl *ethclient.Client, ch *evm.Chain, p payload) (executor.Observation, error) {
	if obs, err := e.observeReceive(ctx, node, cl, ch, p, nil); err != nil || obs.Status == executor.Completed {
		return obs, err
	}
	prev, err := evmcall.Progress[progress](node.Progress)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	raw, err := evmcall.DecodeHex(prev.Message)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: "the progress's message: " + err.Error()}, nil
	}
	stored, err := cctp.ParseMessage(raw)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: "the progress's message: " + err.Error()}, nil
	}
	msgs, err := e.messages(ctx, t, common.HexToHash(prev.BurnTx))
	var limited *irisLimited
	switch {
	case errors.As(err, &limited):
		return executor.Observation{Status: executor.Pending, RetryAfter: limited.RetryAfter, Reason: "re-attestation: " + err.Error()}, nil
	case err != nil:
		return executor.Observation{Status: executor.Pending, Reason: "re-attestation: asking for it failed: " + err.Error()}, nil
	}
	var expired bool
	var mismatch error
	for _, m := range msgs {
		if m.Status != cctp.StatusComplete {
			continue
		}
		att, err := verifyAttested(stored, m)
		if err == nil && att.Nonce != stored.Nonce {
			err = fmt.Errorf("nonce %s, want %s", att.Nonce.Hex(), stored.Nonce.Hex())
		}
		if err != nil {
			mismatch = err
			continue
		}
		if expired, err = e.expiredOn(ctx, cl, ch, att); err != nil {
			return executor.Observation{}, err
		}
		if expired {
			continue
		}
		body, _ := cctp.ParseBurnBody(att.Body)
		prev.Message, prev.Attestation = m.Message, m.Attestation
		prev.FeeExecuted, prev.FinalityThresholdExecuted = body.FeeExecuted.String(), att.FinalityThresholdExecuted
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: true,
			Reason: "re-attested: nonce " + att.Nonce.Hex()}, nil
	}
	switch {
	case expired:
		e.askReattestation(ctx, node, p)
		return executor.Observation{Status: executor.Pending, Reason: "Iris still answers the expired attestation of nonce " + p.MessageNonce + "; asked to re-attest it again"}, nil
	case mismatch != nil:
		reason := "the attestation service answered a message that does not match our burn: " + mismatch.Error()
		e.Log().Error().Str("node_id", node.ID.String()).Str("tx_hash", prev.BurnTx).Msg(reason)
		return executor.Observation{Status: executor.Pending, RetryAfter: time.Minute, Reason: reason}, nil
	}
	return executor.Observation{Status: executor.Pending, Reason: "re-attestation of nonce " + p.MessageNonce + " pending"}, nil
}

// observeReceive decides the receive phase: the message's nonce used at a final block
// of the destination is success, whoever relayed it. tx is our receive (nil: none).
func (e *Executor) observeReceive(ctx context.Context, node executor.Node, cl *ethclient.Client, ch *evm.Chain, p payload, tx *types.Transaction) (executor.Observation, error) {
	nonce := common.HexToHash(p.MessageNonce)
	var ev evm.TxEvidence
	if tx != nil {
		var err error
		if ev, err = evm.LookupTx(ctx, cl, ch, tx.Hash()); err != nil {
			return executor.Observation{}, err
		}
	}
	used, err := e.usedNonceFinal(ctx, cl, ch, nonce)
	if err != nil {
		return executor.Observation{}, err
	}
	depth := ch.Depth(ch.Confirmations)
	ours := ev.Mined && ev.Confs >= depth && ev.Receipt.Status == types.ReceiptStatusSuccessful && e.receivedIn(ch, ev.Receipt, nonce)
	if used && tx != nil && !ev.Mined {
		// Someone else's receive made the mint, but ours holds a nonce of the relayer's
		// lane: the node is done once ours is mined too (it reverts harmlessly), or every
		// later transaction of the relayer would wait behind that nonce.
		if ev.InPool {
			return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime,
				Reason: fmt.Sprintf("message %s received by someone else; our receive %s is in the node's pool", p.MessageNonce, tx.Hash().Hex())}, nil
		}
		return executor.Observation{Status: executor.Unknown, RetryAfter: ch.BlockTime,
			Reason: fmt.Sprintf("message %s received by someone else; our receive %s is neither mined nor known to the node: recovery sends it again so its nonce is used",
				p.MessageNonce, tx.Hash().Hex())}, nil
	}
	if used {
		var r, lost *types.Receipt
		switch {
		case ours:
			r = ev.Receipt
		case tx != nil && ev.Mined && ev.Confs < depth:
			// Someone else's receive made the mint and ours was mined after it: its gas is
			// part of the record, from its final receipt.
			return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime,
				Reason: fmt.Sprintf("message %s received by someone else; our receive %s: %d of %d confirmations", p.MessageNonce,
					tx.Hash().Hex(), ev.Confs, depth)}, nil
		case tx != nil && ev.Mined:
			lost = ev.Receipt
		}
		res, err := e.result(ctx, cl, ch, node, p, r, lost)
		if err != nil {
			// Completed only with a whole record: look again.
			return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime, Reason: err.Error()}, nil
		}
		return executor.Observation{Status: executor.Completed, Result: res}, nil
	}
	switch {
	case tx == nil && p.AlreadyReceived:
		return e.observeRelayedByOther(ctx, cl, ch, p)
	case tx == nil:
		return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime, Reason: "message not received yet"}, nil
	case ev.Mined && ev.Confs >= depth && ev.Receipt.Status != types.ReceiptStatusSuccessful:
		// Our receive reverted and the nonce is still unused: recovery proves it from
		// the chain and lets a new attempt relay again (the destination refuses a
		// second mint of one message whatever happens).
		return executor.Observation{Status: executor.Unknown, Reason: fmt.Sprintf("receive %s reverted and nonce %s is unused", tx.Hash().Hex(), p.MessageNonce)}, nil
	case ev.Mined:
		return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime, Reason: fmt.Sprintf("receive: %d of %d confirmations", ev.Confs, depth)}, nil
	case ev.InPool:
		return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime, Reason: "receive: in the node's pool"}, nil
	default:
		return executor.Observation{Status: executor.Unknown, RetryAfter: ch.BlockTime,
			Reason: fmt.Sprintf("receive transaction %s is neither mined nor known to the node", tx.Hash().Hex())}, nil
	}
}

// observeRelayedByOther waits for someone else's receive, found when the phase was
// prepared, to be final. While the head shows the nonce used it is pending; if the
// head no longer does (a reorg took that receive away) the outcome is Unknown and
// recovery lets a new attempt relay the message: the destination mints it once
// whoever relays.
func (e *Executor) observeRelayedByOther(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, p payload) (executor.Observation, error) {
	used, err := e.usedNonce(ctx, cl, ch, common.HexToHash(p.MessageNonce), nil)
	if err != nil {
		return executor.Observation{}, err
	}
	if !used {
		return executor.Observation{Status: executor.Unknown, RetryAfter: ch.BlockTime,
			Reason: fmt.Sprintf("message %s was received by someone else, but the head of %s no longer shows it", p.MessageNonce, ch.Name)}, nil
	}
	return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime,
		Reason: fmt.Sprintf("message %s received by someone else; waiting for it to be final on %s", p.MessageNonce, ch.Name)}, nil
}

// receivedIn reports whether r holds the destination's MessageReceived for nonce.
func (e *Executor) receivedIn(ch *evm.Chain, r *types.Receipt, nonce common.Hash) bool {
	for _, l := range r.Logs {
		if l.Address != ch.CCTP.MessageTransmitter {
			continue
		}
		ev, err := e.mt.UnpackMessageReceivedEvent(l)
		if err == nil && common.Hash(ev.Nonce) == nonce {
			return true
		}
	}
	return false
}

// result is the completed node's outcome, from its config and progress, and the mint's
// legs on the destination ch: ours is our receive's final receipt (nil: someone else
// relayed, and the mint's block is found by the message's nonce); lost is our receive's
// final receipt when someone else's made the mint (nil: none of ours was mined).
func (e *Executor) result(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, node executor.Node, p payload,
	ours, lost *types.Receipt,
) (json.RawMessage, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return nil, err
	}
	prog, err := evmcall.Progress[progress](node.Progress)
	if err != nil {
		return nil, err
	}
	fee, ok := new(big.Int).SetString(prog.FeeExecuted, 10)
	if !ok {
		return nil, fmt.Errorf("progress has no executed fee (%q)", prog.FeeExecuted)
	}
	res := result{
		ApproveTx: prog.ApproveTx, BurnTx: prog.BurnTx, RelayedBy: "other", MessageNonce: p.MessageNonce,
		Amount: t.amount.String(), FeeExecuted: fee.String(), MaxFee: t.maxFee.String(),
		Minted: new(big.Int).Sub(t.amount, fee).String(), Speed: t.cfg.Speed,
		FinalityThresholdExecuted: prog.FinalityThresholdExecuted, SourceDomain: t.src.CCTP.Domain, DestinationDomain: t.dst.CCTP.Domain,
		Relayer: evm.LowerHex(t.relayer), ApproveBlock: prog.ApproveBlock, ApproveGasCost: prog.ApproveGasCost,
		BurnBlock: prog.BurnBlock, BurnGasCost: prog.BurnGasCost,
	}
	if lost != nil {
		res.LostReceiveTx, res.LostReceiveBlock = lost.TxHash.Hex(), lost.BlockNumber.Uint64()
		res.LostReceiveGasCost = evmcall.GasCost(lost).String()
	}
	var mintLogs []*types.Log
	if ours != nil {
		res.RelayedBy, res.ReceiveTx = "qtg", ours.TxHash.Hex()
		res.ReceiveBlock, res.ReceiveGasCost = ours.BlockNumber.Uint64(), evmcall.GasCost(ours).String()
		res.MintBlock, mintLogs = res.ReceiveBlock, ours.Logs
	} else {
		received, err := e.findMint(ctx, cl, ch, common.HexToHash(p.MessageNonce), prog.MintAfterBlock)
		if err != nil {
			// The mint happened, but a record without its block is not complete: the
			// node's legs would be missing one (verify-drift, the chaos checks).
			return nil, fmt.Errorf("minted, but the mint's block is not found yet: %w", err)
		}
		res.MintBlock = received.BlockNumber
		if fee.Sign() > 0 {
			if mintLogs, err = e.mintTransfers(ctx, cl, ch, t, received); err != nil {
				return nil, fmt.Errorf("minted, but the mint's transfers cannot be read yet: %w", err)
			}
		}
	}
	if fee.Sign() > 0 {
		who, err := e.feeRecipient(mintLogs, t, fee)
		if err != nil {
			return nil, err
		}
		res.FeeRecipient = evm.LowerHex(who)
	}
	return evmcall.MustJSON(res), nil
}

// findMint returns the destination's MessageReceived log for nonce, looking only
// above after (no mint of the burn can be at or below it) up to the head.
func (e *Executor) findMint(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, nonce common.Hash, after uint64) (types.Log, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return types.Log{}, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(after + 1), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{ch.CCTP.MessageTransmitter},
		Topics:    [][]common.Hash{{cctp.MessageReceivedTopic}, nil, {nonce}},
	})
	if err != nil {
		return types.Log{}, evm.Redact(ch, fmt.Errorf("find MessageReceived(%s): %w", nonce.Hex(), err))
	}
	for _, l := range logs {
		if !l.Removed {
			return l, nil
		}
	}
	return types.Log{}, fmt.Errorf("no MessageReceived(%s) in blocks %d..%d", nonce.Hex(), after+1, head)
}

// mintTransfers returns the destination USDC's mints (Transfer from the zero address)
// in the block of received, the MessageReceived of someone else's receive.
func (e *Executor) mintTransfers(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, t transfer, received types.Log) ([]*types.Log, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	block := received.BlockHash
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		BlockHash: &block, Addresses: []common.Address{t.dstUSDC.Address},
		Topics: [][]common.Hash{{evm.TransferTopic}, {{}}},
	})
	if err != nil {
		return nil, evm.Redact(ch, fmt.Errorf("read the mints of block %s: %w", block.Hex(), err))
	}
	var out []*types.Log
	for i := range logs {
		if logs[i].TxHash == received.TxHash && !logs[i].Removed {
			out = append(out, &logs[i])
		}
	}
	return out, nil
}

// feeRecipient is who the mint paid the fee to, read from the mint transaction's own
// logs (TokenMessengerV2 mints the amount less the fee to the recipient, then the fee
// to its feeRecipient, each a Transfer from the zero address): logs stay readable
// for every block, while the contract's state at an old block does not (full nodes
// prune it), so a node observed late still completes with its whole record.
func (e *Executor) feeRecipient(logs []*types.Log, t transfer, fee *big.Int) (common.Address, error) {
	minted := new(big.Int).Sub(t.amount, fee)
	recipientSeen := false
	for _, l := range logs {
		if l.Address != t.dstUSDC.Address {
			continue
		}
		ev, err := e.erc20.UnpackTransferEvent(l)
		if err != nil || ev.From != (common.Address{}) {
			continue
		}
		if !recipientSeen && ev.To == t.to && ev.Value.Cmp(minted) == 0 {
			recipientSeen = true
			continue
		}
		if ev.Value.Cmp(fee) == 0 {
			return ev.To, nil
		}
	}
	return common.Address{}, fmt.Errorf("minted, but the mint's transaction shows no fee of %s minted to a fee recipient", fee)
}

// Legs implements executor.LegReporter. On the source chain: the holder's approve gas,
// burn gas and burned amount (from the progress, which keeps them whatever happened
// next). On the destination, for a completed node: the relayer's receive gas when QTG
// relayed, the minted amount to the recipient and the fee to the fee recipient at the
// mint's block (found by the message's nonce when someone else relayed). A reverted
// phase's gas, on its chain. A node that failed after its burn minted nothing that QTG
// knows of: a mint relayed by hand later shows as drift, which is what an operator must
// look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		legs.Gas(c.FromChain, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.BurnBlock), p.BurnGasCost, "0", c.Amount)
		legs.Reverted(res)
		legs.Redone(p.Redone)
		if completed {
			legs.Gas(c.ToChain, r.Relayer, int64(r.ReceiveBlock), "receive gas cost", r.ReceiveGasCost)
			legs.Gas(c.ToChain, r.Relayer, int64(r.LostReceiveBlock), "lost receive gas cost", r.LostReceiveGasCost)
			legs.Delivered(c.RouteConfig, int64(r.MintBlock), r.Minted)
			if r.FeeRecipient != "" {
				legs.Credit(c.ToChain, "USDC", r.FeeRecipient, int64(r.MintBlock), "fee", r.FeeExecuted)
			}
		}
	})
}
