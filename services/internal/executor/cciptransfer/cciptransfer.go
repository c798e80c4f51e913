package cciptransfer

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
	"github.com/qtgdev/qtg/services/internal/ccip"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Key is the executor key templates use.
const Key = "ccip_transfer"

// rpcTimeout bounds every RPC.
const rpcTimeout = 10 * time.Second

// recoverTimeout bounds Recover, which may bisect a sender's nonce over many blocks.
const recoverTimeout = 3 * rpcTimeout

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
	// UntouchedAfter is how long a committed-or-not message may stay UNTOUCHED on the
	// destination after the send was final before CheckStranded reports it stuck.
	// Default 30 minutes.
	UntouchedAfter time.Duration
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
}

// Executor is the ccip_transfer executor. It is safe for concurrent use.
type Executor struct {
	cfg            *evm.Config
	clients        *evm.Clients
	signers        map[common.Address]evm.Signer
	untouchedAfter time.Duration
	erc20          *contracts.ERC20
	router         *contracts.Router
	onRamp         *contracts.OnRamp
	offRamp        *contracts.OffRamp
	log            zerolog.Logger
}

var (
	_ executor.Executor        = (*Executor)(nil)
	_ executor.StrandedChecker = (*Executor)(nil)
)

// New returns an executor for the configured chains.
func New(opts Options) (*Executor, error) {
	if opts.Config == nil {
		return nil, errors.New("ccip_transfer: Config is required")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", Key).Logger()
	if opts.Logger != nil {
		log = opts.Logger.With().Str("executor", Key).Logger()
	}
	if opts.UntouchedAfter <= 0 {
		opts.UntouchedAfter = 30 * time.Minute
	}
	return &Executor{
		cfg: opts.Config, clients: evm.NewClients(opts.Config), signers: opts.Signers, untouchedAfter: opts.UntouchedAfter,
		erc20: contracts.NewERC20(), router: contracts.NewRouter(), onRamp: contracts.NewOnRamp(), offRamp: contracts.NewOffRamp(),
		log: log,
	}, nil
}

// HasCCIP reports whether any chain of cfg has a ccip section (the executor is only
// worth registering then).
func HasCCIP(cfg *evm.Config) bool {
	for i := range cfg.Chains {
		if cfg.Chains[i].CCIP != nil {
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
	// Value is the native value sent (a native CCIP fee), wei.
	Value string `json:"value,omitempty"`
	// Phase is the intent's phase: approve, send, deliver or manual.
	Phase string `json:"phase"`
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

func (e *Executor) client(ctx context.Context, ch *evm.Chain) (*ethclient.Client, error) {
	cl, err := e.clients.Get(ctx, ch.Name)
	if err != nil {
		return nil, evm.Redact(ch, err)
	}
	return cl, nil
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
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

func (e *Executor) tokenCall(ctx context.Context, cl *ethclient.Client, token common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	return unpack(out)
}

// Preflight implements executor.Executor. Before the send: the destination must be
// supported, the fee the Router quotes now must be within max_fee, and the holder must
// have the amount (plus the fee, in USDC or native). Later phases need the progress
// they build on. Refusals hold the node back.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	p, err := parseProgress(node.Progress)
	if err != nil {
		return err
	}
	if p.Next == phaseDeliver || p.Next == phaseManual {
		if p.MessageID == "" || p.SentData == "" {
			e.log.Error().Str("node_id", node.ID.String()).Msg("delivery phase without a sent message in its progress")
			return errors.New("delivery phase without the sent message in the node's progress: an operator must look")
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, t.src)
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
	bal, err := e.tokenCall(ctx, cl, t.srcUSDC.Address, e.erc20.PackBalanceOf(t.from), e.erc20.UnpackBalanceOf)
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
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	p, err := parseProgress(node.Progress)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if p.SendTx != "" {
		if node.ManualExecution {
			return e.prepareManual(ctx, c, t, p)
		}
		return e.deliverDraft(t, p)
	}
	cl, err := e.client(ctx, t.src)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	allowance, err := e.tokenCall(rctx, cl, t.srcUSDC.Address, e.erc20.PackAllowance(t.from, t.src.CCIP.Router), e.erc20.UnpackAllowance)
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
		s, err := e.sign(ctx, c, cl, call{chain: t.src, from: t.from, to: t.srcUSDC.Address,
			data: e.erc20.PackApprove(t.src.CCIP.Router, approve)})
		if err != nil {
			return executor.IntentDraft{}, err
		}
		return draft(t.src, t.from, s, payload{Phase: phaseApprove, Token: lowerHex(t.srcUSDC.Address), To: lowerHex(t.srcUSDC.Address), Amount: "0"})
	}
	if !t.feeInUSDC() && t.feeToken != (common.Address{}) {
		feeAllowance, err := e.tokenCall(rctx, cl, t.feeToken, e.erc20.PackAllowance(t.from, t.src.CCIP.Router), e.erc20.UnpackAllowance)
		if err != nil {
			return executor.IntentDraft{}, evm.Redact(t.src, fmt.Errorf("read fee token allowance: %w", err))
		}
		if feeAllowance.Cmp(fee) < 0 {
			s, err := e.sign(ctx, c, cl, call{chain: t.src, from: t.from, to: t.feeToken, data: e.erc20.PackApprove(t.src.CCIP.Router, t.maxFee)})
			if err != nil {
				return executor.IntentDraft{}, err
			}
			return draft(t.src, t.from, s, payload{Phase: phaseApprove, Token: lowerHex(t.feeToken), To: lowerHex(t.feeToken), Amount: "0"})
		}
	}
	var value *big.Int
	if t.feeToken == (common.Address{}) {
		value = fee
	}
	// The destination's head now bounds where the execution can be (result.delivery_block).
	dcl, err := e.client(ctx, t.dst)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	dstHead, err := dcl.BlockNumber(rctx)
	if err != nil {
		return executor.IntentDraft{}, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	s, err := e.sign(ctx, c, cl, call{chain: t.src, from: t.from, to: t.src.CCIP.Router, value: value,
		data: e.router.PackCcipSend(t.dst.CCIP.ChainSelector, t.message())})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	pl := payload{Phase: phaseSend, Token: lowerHex(t.srcUSDC.Address), To: lowerHex(t.src.CCIP.Router), Amount: t.amount.String(), QuotedFee: fee.String(), DstHead: dstHead}
	if value != nil {
		pl.Value = value.String()
	}
	return draft(t.src, t.from, s, pl)
}

// deliverDraft is the deliver phase's intent: nothing signed, the message's ID as its
// external ID; Submit does nothing and the observer watches the destination.
func (e *Executor) deliverDraft(t transfer, p progress) (executor.IntentDraft, error) {
	body, err := json.Marshal(payload{Phase: phaseDeliver, Chain: t.dst.Name, ChainID: t.dst.ChainID, Token: lowerHex(t.dstUSDC.Address),
		From: lowerHex(t.from), To: lowerHex(t.to), Amount: "0", MessageID: p.MessageID, SequenceNumber: p.SequenceNumber})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return executor.IntentDraft{Lane: "ccip:" + t.dst.Name, Payload: body, ExternalID: p.MessageID}, nil
}

// sentMessage decodes the send's CCIPMessageSent log kept in the progress.
func (e *Executor) sentMessage(p progress) (*contracts.OnRampCCIPMessageSent, error) {
	data, err := decodeHex(p.SentData)
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
	cl, err := e.client(ctx, t.dst)
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
	report := contracts.InternalExecutionReport{
		SourceChainSelector: t.src.CCIP.ChainSelector, Messages: []contracts.InternalAny2EVMRampMessage{msg},
		OffchainTokenData: [][][]byte{make([][]byte, len(msg.TokenAmounts))}, Proofs: [][32]byte{}, ProofFlagBits: new(big.Int),
	}
	overrides := [][]contracts.OffRampGasLimitOverride{{{ReceiverExecutionGasLimit: new(big.Int), TokenGasOverrides: make([]uint32, len(msg.TokenAmounts))}}}
	s, err := e.sign(ctx, c, cl, call{chain: t.dst, from: t.from, to: t.dst.CCIP.OffRamp,
		data: e.offRamp.PackManuallyExecute([]contracts.InternalExecutionReport{report}, overrides)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return draft(t.dst, t.from, s, payload{Phase: phaseManual, Token: lowerHex(t.dstUSDC.Address), To: lowerHex(t.dst.CCIP.OffRamp),
		Amount: "0", MessageID: p.MessageID, SequenceNumber: p.SequenceNumber})
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

func decodeHex(s string) ([]byte, error) {
	if !strings.HasPrefix(s, "0x") {
		return nil, fmt.Errorf("%.20q: want 0x-hex", s)
	}
	return common.ParseHexOrString(s)
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
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	depth := t.dst.Depth(t.dst.Confirmations)
	if head+1 < depth {
		return ccip.Untouched, nil
	}
	return e.executionState(ctx, cl, t, seq, new(big.Int).SetUint64(head+1-depth))
}

// intentOf decodes an intent's payload, its chain and (when signed) its transaction.
func (e *Executor) intentOf(in executor.Intent) (payload, *evm.Chain, *types.Transaction, error) {
	var p payload
	if err := json.Unmarshal(in.Payload, &p); err != nil {
		return p, nil, nil, fmt.Errorf("decode intent payload: %w", err)
	}
	ch, ok := e.cfg.Chain(p.Chain)
	if !ok {
		return p, nil, nil, fmt.Errorf("intent's chain %q is not configured", p.Chain)
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
// re-broadcasts the same bytes). The deliver phase has nothing to send.
func (e *Executor) Submit(ctx context.Context, _ executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	p, ch, tx, err := e.intentOf(intent)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if tx == nil {
		if p.Phase != phaseDeliver {
			return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("a %s intent has nothing signed", p.Phase))
		}
		return executor.SubmitResult{ExternalID: p.MessageID}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, ch)
	if err != nil {
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s: %w", tx.Hash().Hex(), err)
	}
	sendErr := cl.SendTransaction(ctx, tx)
	switch classifySend(sendErr) {
	case sendAccepted:
	case sendNonceTooLow:
		ev, err := lookup(ctx, cl, ch, tx.Hash())
		if err != nil {
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce too low, and looking it up failed: %w", tx.Hash().Hex(), err)
		}
		if !ev.mined && !ev.inPool {
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce %d already used by another transaction", tx.Hash().Hex(), tx.Nonce())
		}
	case sendPermanent:
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("broadcast %s: the chain refuses this transaction for good: %w", tx.Hash().Hex(), evm.Redact(ch, sendErr)))
	default:
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s (recovery will re-broadcast the same bytes): %w", tx.Hash().Hex(), evm.Redact(ch, sendErr))
	}
	return executor.SubmitResult{ExternalID: tx.Hash().Hex()}, nil
}

// Observe implements executor.Executor: the phase of the intent decides what to wait
// for. approve: final → Continue to the send. send: final, with exactly the message the
// config asks for → Continue to deliver with the message. deliver: the destination's
// execution state at a final block SUCCESS → Completed (FAILURE and UNTOUCHED keep
// waiting: the stranded reaper decides when it needs a manual execution). manual: the
// transaction final, then SUCCESS → Completed, anything else → Continue back to deliver.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	t, err := e.parse(node.Config)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	p, ch, tx, err := e.intentOf(intent)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	prev, err := parseProgress(node.Progress)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, ch)
	if err != nil {
		return executor.Observation{}, err
	}
	if p.Phase == phaseDeliver {
		return e.observeDelivery(ctx, cl, t, prev)
	}
	if tx == nil {
		return executor.Observation{Status: executor.Unknown, Reason: "a " + p.Phase + " intent has nothing signed"}, nil
	}
	ev, err := lookup(ctx, cl, ch, tx.Hash())
	if err != nil {
		return executor.Observation{}, err
	}
	depth := ch.Depth(ch.Confirmations)
	switch {
	case ev.mined && ev.confs >= depth:
	case ev.mined:
		return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime * time.Duration(depth-ev.confs),
			Reason: fmt.Sprintf("%s: %d of %d confirmations", p.Phase, ev.confs, depth)}, nil
	case ev.inPool:
		return executor.Observation{Status: executor.Pending, RetryAfter: ch.BlockTime, Reason: p.Phase + ": in the node's pool"}, nil
	default:
		return executor.Observation{Status: executor.Unknown, RetryAfter: ch.BlockTime,
			Reason: fmt.Sprintf("%s transaction %s is neither mined nor known to the node", p.Phase, tx.Hash().Hex())}, nil
	}
	reverted := ev.receipt.Status != types.ReceiptStatusSuccessful
	switch p.Phase {
	case phaseApprove:
		if reverted {
			return executor.Observation{Status: executor.Failed, Result: revertedResult(p, ch, tx, ev.receipt),
				Reason: "approve transaction " + tx.Hash().Hex() + " reverted"}, nil
		}
		prev.Next, prev.ApproveTx = phaseSend, tx.Hash().Hex()
		if p.Token == lowerHex(t.srcUSDC.Address) {
			prev.ApproveBlock, prev.ApproveGasCost = ev.receipt.BlockNumber.Uint64(), gasCost(ev.receipt).String()
		} else {
			prev.FeeApproveBlock, prev.FeeApproveGasCost = ev.receipt.BlockNumber.Uint64(), gasCost(ev.receipt).String()
		}
		// An approval alone moved nothing: a cancel may still stop the node here.
		return executor.Observation{Status: executor.Continue, Progress: mustJSON(prev), ValueMoved: false, Reason: "approved: " + tx.Hash().Hex()}, nil
	case phaseSend:
		if reverted {
			// Mined, final and reverted: nothing moved, and these bytes can never land again.
			return executor.Observation{Status: executor.Failed, Result: revertedResult(p, ch, tx, ev.receipt),
				Reason: "ccipSend transaction " + tx.Hash().Hex() + " reverted"}, nil
		}
		sent, err := e.checkSend(t, ev.receipt)
		if err != nil {
			reason := "ccipSend landed but does not match the node, an operator must decide: " + err.Error()
			e.log.Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).Msg(reason)
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
		prev.SendBlock, prev.SendGasCost = ev.receipt.BlockNumber.Uint64(), gasCost(ev.receipt).String()
		prev.NativeFee, prev.DeliverAfterBlock = tx.Value().String(), p.DstHead
		// ccipSend took the USDC: the node must run to the delivery, whatever happens to
		// the movement.
		return executor.Observation{Status: executor.Continue, Progress: mustJSON(prev), ValueMoved: true, Reason: "sent: message " + prev.MessageID}, nil
	case phaseManual:
		prev.ManualTxs = append(prev.ManualTxs, tx.Hash().Hex())
		prev.ManualLegs = append(prev.ManualLegs, gasLeg{Tx: tx.Hash().Hex(), Block: ev.receipt.BlockNumber.Uint64(), GasCost: gasCost(ev.receipt).String()})
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
		return executor.Observation{Status: executor.Continue, Progress: mustJSON(prev), ValueMoved: true, Reason: reason}, nil
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
		// The node is done either way (SUCCESS at a final block); only verify-drift
		// misses the delivery's block and reports it as drift.
		e.log.Warn().Err(err).Str("message_id", prev.MessageID).Msg("cannot find the block of the message's execution; verify-drift will report it")
	}
	res.DeliveryBlock = block
	return executor.Observation{Status: executor.Completed, Result: mustJSON(res)}, nil
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

// revertedResult is a failed node's result after a phase reverted in a final block:
// the phase, and its chain, sender, block and gas (a leg verify-drift counts).
func revertedResult(p payload, ch *evm.Chain, tx *types.Transaction, r *types.Receipt) json.RawMessage {
	return mustJSON(map[string]any{"phase": p.Phase, "tx_hash": tx.Hash().Hex(), "status": "reverted",
		"chain": ch.Name, "from": p.From, "block_number": r.BlockNumber.Uint64(), "gas_cost": gasCost(r).String()})
}

// checkSend finds, in the send's receipt, exactly one CCIPMessageSent of the source's
// OnRamp, carrying what the config says: to the destination, from the holder, to the
// receiver, the amount of USDC and no more, within max_fee.
func (e *Executor) checkSend(t transfer, r *types.Receipt) (*contracts.OnRampCCIPMessageSent, error) {
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
		m.FeeToken == t.feeToken && m.FeeTokenAmount.Cmp(t.maxFee) <= 0 &&
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

// Recover implements executor.Executor, from chain evidence only, per phase:
//
//   - deliver: nothing was signed → Sent (the observer reads the destination).
//   - manual: the message SUCCESS at a final block → Sent (the observer completes it);
//     our manual execution mined, final and reverted → NotSent (the OffRamp refuses a
//     second execution whatever a new attempt does). Otherwise as below.
//   - approve, send (and manual): our hash mined → Sent (final and reverted: Failed for
//     approve and send — nothing moved and the bytes can never land); in the node's
//     pool → Sent; otherwise the sender's nonce at final blocks decides: used by our
//     transaction → Sent, by another → NotSent (ours can never land, so a new attempt
//     is safe: never a second send); not used yet → re-broadcast the same bytes (Sent
//     if accepted). Anything it cannot read is Unknown.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent: nothing was signed"}, nil
	}
	p, ch, tx, err := e.intentOf(*intent)
	if err != nil {
		return executor.Recovery{}, err
	}
	if p.Phase == phaseDeliver {
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "deliver phase: nothing to send, watching " + p.MessageID}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, recoverTimeout)
	defer cancel()
	cl, err := e.client(ctx, ch)
	if err != nil {
		return executor.Recovery{}, err
	}
	unknown := func(reason string) executor.Recovery {
		e.log.Warn().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("phase", p.Phase).
			Str("reason", reason).Msg("recovery cannot tell whether the phase's transaction was sent")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 2 * ch.BlockTime, Reason: reason}
	}
	if p.Phase == phaseManual {
		t, err := e.parse(node.Config)
		if err != nil {
			return executor.Recovery{}, err
		}
		state, err := e.executionStateFinal(ctx, cl, t, p.SequenceNumber)
		if err != nil {
			return unknown("cannot read the execution state: " + err.Error()), nil
		}
		if state == ccip.Success {
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: "message " + p.MessageID + " executed on " + ch.Name}, nil
		}
	}
	if tx == nil {
		return executor.Recovery{}, fmt.Errorf("a %s intent has nothing signed", p.Phase)
	}
	hash := tx.Hash().Hex()
	ev, err := lookup(ctx, cl, ch, tx.Hash())
	if err != nil {
		return unknown(fmt.Sprintf("cannot tell whether %s was mined: %v", hash, err)), nil
	}
	depth := ch.Depth(ch.Confirmations)
	switch {
	case ev.mined && ev.confs >= depth && ev.receipt.Status != types.ReceiptStatusSuccessful:
		if p.Phase == phaseManual {
			return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "manual execution " + hash + " reverted in a final block and the message is not executed"}, nil
		}
		return executor.Recovery{Verdict: executor.VerdictFailed, Reason: p.Phase + " " + hash + " reverted in a final block",
			Result: revertedResult(p, ch, tx, ev.receipt)}, nil
	case ev.mined:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: p.Phase + " mined: " + hash}, nil
	case ev.inPool:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: p.Phase + " in the node's pool: " + hash}, nil
	}
	use, why, err := nonceUser(ctx, cl, ch, common.HexToAddress(p.From), tx, p.PreparedBlock, ev.head)
	if err != nil {
		return unknown(fmt.Sprintf("%s not found by hash, and the blocks do not prove what used nonce %d: %v", hash, tx.Nonce(), err)), nil
	}
	switch use {
	case nonceOurs:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: why + " (not found by hash: the node has not indexed it)"}, nil
	case nonceTakenFinal:
		e.log.Info().Str("node_id", node.ID.String()).Str("phase", p.Phase).Str("tx_hash", hash).Str("reason", why).Msg("recovery proved the phase's transaction can never land")
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: why}, nil
	}
	sendErr := cl.SendTransaction(ctx, tx)
	switch classifySend(sendErr) {
	case sendAccepted:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "re-broadcast the signed " + p.Phase + " transaction " + hash}, nil
	default:
		return unknown(fmt.Sprintf("re-broadcast of %s refused (%v) while nonce %d is not used by a final block (%s)", hash, evm.Redact(ch, sendErr), tx.Nonce(), why)), nil
	}
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
	cl, err := e.client(ctx, t.dst)
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

// Health implements executor.Executor: every CCIP chain's RPC must answer. DOWN when
// none does, DEGRADED when some do not.
func (e *Executor) Health(ctx context.Context) executor.Health {
	var details []string
	var total, down int
	for i := range e.cfg.Chains {
		ch := &e.cfg.Chains[i]
		if ch.CCIP == nil {
			continue
		}
		total++
		cl, err := e.clients.Get(ctx, ch.Name)
		if err == nil {
			var head uint64
			if head, err = cl.BlockNumber(ctx); err == nil {
				details = append(details, fmt.Sprintf("%s: head %d", ch.Name, head))
				continue
			}
		}
		down++
		details = append(details, fmt.Sprintf("%s: %v", ch.Name, evm.Redact(ch, err)))
	}
	status := executor.HealthUp
	switch {
	case total > 0 && down == total:
		status = executor.HealthDown
	case down > 0:
		status = executor.HealthDegraded
	}
	return executor.Health{Status: status, Detail: strings.Join(details, "; ")}
}
