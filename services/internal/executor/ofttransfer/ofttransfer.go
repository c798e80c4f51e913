package ofttransfer

import (
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
	"github.com/qtgdev/qtg/services/internal/devchain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/layerzero"
)

// Key is the executor key templates use.
const Key = "oft_transfer"

// rpcTimeout bounds every RPC.
const rpcTimeout = 10 * time.Second

// recoverTimeout bounds Recover, which may bisect a sender's nonce over many blocks.
const recoverTimeout = 3 * rpcTimeout

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
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the oft_transfer executor. It is safe for concurrent use.
type Executor struct {
	cfg     *evm.Config
	clients *evm.Clients
	signers map[common.Address]evm.Signer
	erc20   *contracts.ERC20
	ep      *contracts.EndpointV2
	pool    *stargate.StargatePoolUSDC
	log     zerolog.Logger
}

var (
	_ executor.Executor        = (*Executor)(nil)
	_ executor.StrandedChecker = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	if opts.Config == nil {
		return nil, errors.New("oft_transfer: Config is required")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", Key).Logger()
	if opts.Logger != nil {
		log = opts.Logger.With().Str("executor", Key).Logger()
	}
	return &Executor{
		cfg: opts.Config, clients: evm.NewClients(opts.Config), signers: opts.Signers,
		erc20: contracts.NewERC20(), ep: contracts.NewEndpointV2(), pool: stargate.NewStargatePoolUSDC(), log: log,
	}, nil
}

// HasLayerZero reports whether any chain of cfg has a layerzero section (the executor is
// only worth registering then).
func HasLayerZero(cfg *evm.Config) bool {
	for i := range cfg.Chains {
		if cfg.Chains[i].LayerZero != nil {
			return true
		}
	}
	return false
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

// HasSideEffect implements executor.Executor: every phase moves money or allowance.
func (e *Executor) HasSideEffect(json.RawMessage) bool { return true }

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

// gasCost is what a mined transaction cost its sender: gas used × effective gas price.
func gasCost(r *types.Receipt) *big.Int {
	price := r.EffectiveGasPrice
	if price == nil {
		price = new(big.Int)
	}
	return new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed))
}

func parseProgress(raw json.RawMessage) (progress, error) {
	var p progress
	if len(raw) == 0 || string(raw) == "null" {
		return p, nil
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return p, fmt.Errorf("decode node progress: %w", err)
	}
	return p, nil
}

// delivering reports whether the progress holds a final send (its packet on its way).
func (p progress) delivering() bool { return p.GUID != "" && p.SendTx != "" }

// payload is the intent's JSON. Its first fields are evm_transfer's (the funds check
// and the nonce reaper read intents of the shared lanes), the rest is this executor's.
type payload struct {
	Chain         string `json:"chain"`
	ChainID       uint64 `json:"chain_id"`
	Token         string `json:"token"`
	From          string `json:"from"`
	To            string `json:"to"`
	Amount        string `json:"amount"`
	Nonce         uint64 `json:"nonce"`
	PreparedBlock uint64 `json:"prepared_block,omitempty"`
	GasLimit      uint64 `json:"gas_limit,omitempty"`
	MaxFeePerGas  string `json:"max_fee_per_gas,omitempty"`
	// Phase is the node's phase this intent performs.
	Phase string `json:"phase"`
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

func (e *Executor) client(ctx context.Context, ch *evm.Chain) (*ethclient.Client, error) {
	cl, err := e.clients.Get(ctx, ch.Name)
	if err != nil {
		return nil, evm.Redact(ch, err)
	}
	return cl, nil
}

// Preflight implements executor.Executor. Before the send (and its approval): the
// native fee quoteSend asks must be within max_fee, and the holder must have the USDC
// and the fee. The deliver phase and an approved manual execution need the send's
// packet in the progress. Refusals hold the node back.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	p, err := parseProgress(node.Progress)
	if err != nil {
		return err
	}
	if node.ManualExecution || p.Next == phaseDeliver {
		if !p.delivering() {
			e.log.Error().Str("node_id", node.ID.String()).Msg("delivery phase without the send's packet in its progress")
			return errors.New("delivery phase without the send's packet in the node's progress: an operator must look")
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, t.src)
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
	bal, err := e.tokenCall(ctx, cl, t.srcUSDC.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
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

func (e *Executor) tokenCall(ctx context.Context, cl *ethclient.Client, token common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	return unpack(out)
}

// Prepare implements executor.Executor: the next phase's intent, signed on its chain's
// nonce lane inside the claim transaction c. Nothing is sent. An approved manual
// execution: retryReceiveToken on the destination. A progress with the send's packet:
// the deliver phase (nothing to sign). Otherwise (no send known): the allowance decides
// between approve and send. A send is prepared only while the progress holds none: the
// observer stores the final send before the node can be claimed again, and recovery
// lets a send attempt go only with proof it can never land.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	p, err := parseProgress(node.Progress)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if node.ManualExecution {
		return e.prepareRetry(ctx, c, t, p)
	}
	if p.delivering() {
		body, err := json.Marshal(payload{Phase: phaseDeliver, Chain: t.dst.Name, ChainID: t.dst.ChainID, Token: lowerHex(t.dstUSDC.Address),
			From: lowerHex(t.from), To: lowerHex(t.to), Amount: "0", GUID: p.GUID})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return executor.IntentDraft{Lane: "oft:" + t.dst.Name, Payload: body, ExternalID: p.GUID}, nil
	}
	cl, err := e.client(ctx, t.src)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	pool := t.src.LayerZero.USDCPool
	allowance, err := e.tokenCall(rctx, cl, t.srcUSDC.Address, e.erc20.PackAllowance(t.from, pool), e.erc20.UnpackAllowance)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read allowance: %w", err))
	}
	if allowance.Cmp(t.amount) < 0 {
		// Exactly the amount: an approval never lets the pool take more than this node
		// sends.
		s, err := e.sign(ctx, c, cl, call{chain: t.src, from: t.from, to: t.srcUSDC.Address,
			data: e.erc20.PackApprove(pool, t.amount)})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return draft(t.src, t.from, s, payload{Phase: phaseApprove, Token: lowerHex(t.srcUSDC.Address), To: lowerHex(t.srcUSDC.Address), Amount: "0"})
	}
	fee, err := e.quote(rctx, cl, t)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if fee.Cmp(t.maxFee) > 0 {
		return executor.IntentDraft{}, fmt.Errorf("the LayerZero fee quoted now is %s wei, above max_fee %s", fee, t.maxFee)
	}
	// The destination's head now bounds where the payout can be (result.delivery_block).
	dcl, err := e.client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	dstHead, err := dcl.BlockNumber(rctx)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	s, err := e.sign(ctx, c, cl, call{chain: t.src, from: t.from, to: pool, value: fee,
		data: e.pool.PackSend(e.sendParam(t), stargate.MessagingFee{NativeFee: fee, LzTokenFee: new(big.Int)}, t.from)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return draft(t.src, t.from, s, payload{Phase: phaseSend, Token: lowerHex(t.srcUSDC.Address), To: lowerHex(pool),
		Amount: t.amount.String(), NativeFee: fee.String(), DstHead: dstHead})
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
	cl, err := e.client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	guid := common.HexToHash(p.GUID)
	cached, err := e.cachedHash(ctx, cl, t.dst, guid, nil)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	base := payload{Phase: phaseRetry, Token: lowerHex(t.dstUSDC.Address), To: lowerHex(t.dst.LayerZero.USDCPool), Amount: "0", GUID: p.GUID}
	if cached == (common.Hash{}) {
		base.Chain, base.ChainID, base.From, base.AlreadyPaid = t.dst.Name, t.dst.ChainID, lowerHex(t.from), true
		body, err := json.Marshal(base)
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return executor.IntentDraft{Lane: "oft:" + t.dst.Name, Payload: body, ExternalID: p.GUID}, nil
	}
	if want := layerzero.UnreceivedHash(p.SrcEid, t.to, received, nil); cached != want {
		return executor.IntentDraft{}, executor.Permanent(fmt.Errorf("the pool's cached payout of %s is %s, not the node's (%s): an operator must look", p.GUID, cached.Hex(), want.Hex()))
	}
	s, err := e.sign(ctx, c, cl, call{chain: t.dst, from: t.from, to: t.dst.LayerZero.USDCPool,
		data: e.pool.PackRetryReceiveToken(guid, taxiIndex, p.SrcEid, t.to, received, []byte{})})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return draft(t.dst, t.from, s, base)
}

// draft completes a signed phase's payload and returns its intent.
func draft(ch *evm.Chain, from common.Address, s signed, p payload) (executor.IntentDraft, error) {
	p.Chain, p.ChainID, p.From, p.Nonce = ch.Name, ch.ChainID, lowerHex(from), s.tx.Nonce()
	p.PreparedBlock, p.GasLimit, p.MaxFeePerGas = s.preparedBlock, s.gas, s.feeCap.String()
	body, err := json.Marshal(p)
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("encode payload: %w", err)
	}
	nonce := int64(s.tx.Nonce())
	return executor.IntentDraft{Lane: Lane(ch.ChainID, from), Nonce: &nonce, Payload: body, SignedTx: s.raw, TxHash: s.tx.Hash().Hex()}, nil
}

// intentOf decodes an intent's payload, its chain and (when signed) its transaction.
func (e *Executor) intentOf(in executor.Intent) (payload, *evm.Chain, *types.Transaction, error) {
	var p payload
	if err := json.Unmarshal(in.Payload, &p); err != nil {
		return p, nil, nil, fmt.Errorf("decode intent payload: %w", err)
	}
	ch, ok := e.cfg.Chain(p.Chain)
	if !ok || ch.LayerZero == nil {
		return p, nil, nil, fmt.Errorf("intent's chain %q is not configured with layerzero", p.Chain)
	}
	if len(in.SignedTx) == 0 {
		return p, ch, nil, nil
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(in.SignedTx); err != nil {
		return p, nil, nil, fmt.Errorf("decode signed transaction: %w", err)
	}
	if in.TxHash != "" && !strings.EqualFold(tx.Hash().Hex(), in.TxHash) {
		return p, nil, nil, fmt.Errorf("signed transaction hashes to %s, intent says %s", tx.Hash().Hex(), in.TxHash)
	}
	return p, ch, tx, nil
}

// Submit implements executor.Executor: broadcast exactly the intent's signed bytes
// ("already known", and "nonce too low" when ours is the one mined, are success; a
// transport error or a refusal that may pass later is ambiguous: recovery
// re-broadcasts the same bytes). The deliver phase has nothing to send, nor has a retry
// intent with nothing signed (someone else retried the payout): the observer waits for
// the destination either way.
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	p, ch, tx, err := e.intentOf(intent)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	if tx == nil {
		switch {
		case p.Phase == phaseDeliver:
			return executor.SubmitResult{ExternalID: p.GUID}, nil
		case p.Phase == phaseRetry && p.AlreadyPaid:
			// Someone else's retry is a pending outcome, never a refusal: a refusal would
			// use up the phase's tries and fail a node whose payout was made.
			return executor.SubmitResult{ExternalID: p.GUID, ObserveAfter: ch.BlockTime}, nil
		default:
			return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("a %s intent has nothing signed", p.Phase))
		}
	}
	cl, err := e.client(ctx, ch)
	if err != nil {
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s: %w", tx.Hash().Hex(), err)
	}
	if err := broadcast(ctx, cl, ch, tx); err != nil {
		return executor.SubmitResult{}, err
	}
	return executor.SubmitResult{ExternalID: tx.Hash().Hex()}, nil
}
