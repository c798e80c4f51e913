package ofttransfer

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/layerzero"
)

// Observe implements executor.Executor: the phase of the intent decides what to wait
// for. approve: its transaction final → Continue to the send. send: its transaction
// final with exactly the OFTSent and PacketSent the config asks for → Continue to the
// deliver phase with the packet. deliver: the packet delivered on the destination at a
// final block and its payout not cached → Completed (a cached payout stays Pending: the
// stranded reaper takes it to manual execution). retry: its transaction final, or the
// payout no longer cached (someone else's retry) → Completed.
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
		return e.observeDelivery(ctx, cl, t, prev, p, nil)
	}
	if p.Phase == phaseRetry && tx == nil {
		return e.observePaidByOther(ctx, cl, t, prev, p)
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
	if p.Phase == phaseRetry {
		return e.observeDelivery(ctx, cl, t, prev, p, ev.receipt)
	}
	if ev.receipt.Status != types.ReceiptStatusSuccessful {
		// Mined, final and reverted: nothing was approved or sent, and these bytes can
		// never land again.
		return executor.Observation{Status: executor.Failed, Result: revertedResult(p, ch, tx, ev.receipt),
			Reason: fmt.Sprintf("%s transaction %s reverted", p.Phase, tx.Hash().Hex())}, nil
	}
	if p.Phase == phaseApprove {
		prev.Next, prev.ApproveTx = phaseSend, tx.Hash().Hex()
		prev.ApproveBlock, prev.ApproveGasCost = ev.receipt.BlockNumber.Uint64(), gasCost(ev.receipt).String()
		// An approval alone moved nothing: a cancel may still stop the node here.
		return executor.Observation{Status: executor.Continue, Progress: mustJSON(prev), ValueMoved: false, Reason: "approved: " + tx.Hash().Hex()}, nil
	}
	sent, err := e.checkSend(t, ev.receipt)
	if err != nil {
		reason := "send landed but does not match the node, an operator must decide: " + err.Error()
		e.log.Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).Msg(reason)
		return executor.Observation{Status: executor.Unknown, RetryAfter: time.Hour, Reason: reason}, nil
	}
	prev.Next, prev.SendTx, prev.SendBlock = phaseDeliver, tx.Hash().Hex(), ev.receipt.BlockNumber.Uint64()
	prev.GUID, prev.Nonce, prev.SrcEid, prev.DstEid = sent.packet.GUID.Hex(), sent.packet.Nonce, sent.packet.SrcEid, sent.packet.DstEid
	prev.NativeFee, prev.AmountSent, prev.AmountReceived = tx.Value().String(), sent.amountSent.String(), sent.amountReceived.String()
	prev.SendGasCost, prev.DeliverAfterBlock = gasCost(ev.receipt).String(), p.DstHead
	// The pool took the USDC: the node must run to the delivery, whatever happens to
	// the movement.
	return executor.Observation{Status: executor.Continue, Progress: mustJSON(prev), ValueMoved: true, Reason: "sent: guid " + prev.GUID}, nil
}

// sentPacket is what a final send's receipt proved.
type sentPacket struct {
	packet                     layerzero.Packet
	amountSent, amountReceived *big.Int
}

// checkSend finds, in the send's receipt, exactly one OFTSent of the source pool that
// does what the config says and exactly one PacketSent of the source endpoint carrying
// it: the same guid (as the endpoint derives it), from the source pool to the
// destination pool, paying the amount received to the node's recipient.
func (e *Executor) checkSend(t transfer, r *types.Receipt) (sentPacket, error) {
	var oft []sentPacket
	var packets []layerzero.Packet
	for _, l := range r.Logs {
		switch {
		case l.Address == t.src.LayerZero.USDCPool && len(l.Topics) > 0 && l.Topics[0] == layerzero.OFTSentTopic:
			ev, err := e.pool.UnpackOFTSentEvent(l)
			if err != nil {
				return sentPacket{}, fmt.Errorf("decode OFTSent: %w", err)
			}
			if ev.FromAddress != t.from || ev.DstEid != t.dst.LayerZero.EID || ev.AmountSentLD.Cmp(t.amount) != 0 ||
				ev.AmountReceivedLD.Cmp(t.minAmount) < 0 || ev.AmountReceivedLD.Cmp(ev.AmountSentLD) > 0 {
				return sentPacket{}, fmt.Errorf("OFTSent(%s from %s to eid %d, received %s) is not the node's",
					ev.AmountSentLD, ev.FromAddress.Hex(), ev.DstEid, ev.AmountReceivedLD)
			}
			oft = append(oft, sentPacket{packet: layerzero.Packet{GUID: ev.Guid}, amountSent: ev.AmountSentLD, amountReceived: ev.AmountReceivedLD})
		case l.Address == t.src.LayerZero.Endpoint && len(l.Topics) > 0 && l.Topics[0] == layerzero.PacketSentTopic:
			ev, err := e.ep.UnpackPacketSentEvent(l)
			if err != nil {
				return sentPacket{}, fmt.Errorf("decode PacketSent: %w", err)
			}
			pk, err := layerzero.ParsePacket(ev.EncodedPayload)
			if err != nil {
				return sentPacket{}, err
			}
			packets = append(packets, pk)
		}
	}
	if len(oft) != 1 || len(packets) != 1 {
		return sentPacket{}, fmt.Errorf("%d OFTSent and %d PacketSent logs, want one each", len(oft), len(packets))
	}
	s, pk := oft[0], packets[0]
	srcPool, dstPool := layerzero.AddressToBytes32(t.src.LayerZero.USDCPool), layerzero.AddressToBytes32(t.dst.LayerZero.USDCPool)
	if pk.Version != layerzero.PacketVersion || pk.SrcEid != t.src.LayerZero.EID || pk.DstEid != t.dst.LayerZero.EID ||
		pk.Sender != srcPool || pk.Receiver != dstPool {
		return sentPacket{}, fmt.Errorf("packet %d from %x (eid %d) to %x (eid %d) is not between the node's pools", pk.Nonce, pk.Sender, pk.SrcEid, pk.Receiver, pk.DstEid)
	}
	if g := layerzero.GUID(pk.Nonce, pk.SrcEid, pk.Sender, pk.DstEid, pk.Receiver); pk.GUID != g || s.packet.GUID != g {
		return sentPacket{}, fmt.Errorf("guids disagree: packet %s, OFTSent %s, derived %s", pk.GUID.Hex(), s.packet.GUID.Hex(), g.Hex())
	}
	msg, err := layerzero.ParseOFTMessage(pk.Message)
	if err != nil {
		return sentPacket{}, err
	}
	if msg.SendTo != layerzero.AddressToBytes32(t.to) || new(big.Int).SetUint64(msg.AmountSD).Cmp(s.amountReceived) != 0 {
		return sentPacket{}, fmt.Errorf("the packet pays %d to %x, want %s to %s", msg.AmountSD, msg.SendTo, s.amountReceived, t.to.Hex())
	}
	s.packet = pk
	return s, nil
}

// delivery is the destination's state of one packet at one (final) block.
type delivery struct {
	block     uint64
	delivered bool
	// cached is the pool's unreceivedTokens(guid, 0): non-zero while a payout is cached.
	cached common.Hash
}

// deliveryAt reads the packet's state on the destination at its newest final block:
// delivered when the endpoint cleared its payload hash with the lazy inbound nonce at or
// past it (nothing else clears it), and whether its payout is cached by the pool.
func (e *Executor) deliveryAt(ctx context.Context, cl *ethclient.Client, t transfer, p progress) (delivery, bool, error) {
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return delivery{}, false, evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	depth := t.dst.Depth(t.dst.Confirmations)
	if head+1 < depth {
		return delivery{}, false, nil
	}
	d := delivery{block: head + 1 - depth}
	block := new(big.Int).SetUint64(d.block)
	srcPool := layerzero.AddressToBytes32(t.src.LayerZero.USDCPool)
	ep := t.dst.LayerZero.Endpoint
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &ep, Data: e.ep.PackInboundPayloadHash(t.dst.LayerZero.USDCPool, p.SrcEid, srcPool, p.Nonce)}, block)
	if err != nil {
		return delivery{}, false, evm.Redact(t.dst, fmt.Errorf("read inboundPayloadHash: %w", err))
	}
	hash, err := e.ep.UnpackInboundPayloadHash(out)
	if err != nil {
		return delivery{}, false, fmt.Errorf("decode inboundPayloadHash: %w", err)
	}
	if out, err = cl.CallContract(ctx, ethereum.CallMsg{To: &ep, Data: e.ep.PackLazyInboundNonce(t.dst.LayerZero.USDCPool, p.SrcEid, srcPool)}, block); err != nil {
		return delivery{}, false, evm.Redact(t.dst, fmt.Errorf("read lazyInboundNonce: %w", err))
	}
	lazy, err := e.ep.UnpackLazyInboundNonce(out)
	if err != nil {
		return delivery{}, false, fmt.Errorf("decode lazyInboundNonce: %w", err)
	}
	d.delivered = common.Hash(hash) == (common.Hash{}) && lazy >= p.Nonce
	if d.cached, err = e.cachedHash(ctx, cl, t.dst, common.HexToHash(p.GUID), block); err != nil {
		return delivery{}, false, err
	}
	return d, true, nil
}

// cachedHash reads the destination pool's unreceivedTokens(guid, 0) at block (nil: head).
func (e *Executor) cachedHash(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, guid common.Hash, block *big.Int) (common.Hash, error) {
	pool := ch.LayerZero.USDCPool
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &pool, Data: e.pool.PackUnreceivedTokens(guid, taxiIndex)}, block)
	if err != nil {
		return common.Hash{}, evm.Redact(ch, fmt.Errorf("read unreceivedTokens: %w", err))
	}
	h, err := e.pool.UnpackUnreceivedTokens(out)
	if err != nil {
		return common.Hash{}, fmt.Errorf("decode unreceivedTokens: %w", err)
	}
	return h, nil
}

// observeDelivery decides the deliver and retry phases from the destination's state at
// a final block. retry is our final retry's receipt (nil: none, or the deliver phase).
func (e *Executor) observeDelivery(ctx context.Context, cl *ethclient.Client, t transfer, prev progress, p payload, retry *types.Receipt) (executor.Observation, error) {
	d, ok, err := e.deliveryAt(ctx, cl, t, prev)
	if err != nil {
		return executor.Observation{}, err
	}
	switch {
	case !ok || !d.delivered:
		if retry != nil {
			return executor.Observation{Status: executor.Unknown, Reason: "a retry landed but the packet " + prev.GUID + " is not delivered at a final block"}, nil
		}
		return executor.Observation{Status: executor.Pending, Reason: "packet " + prev.GUID + " not delivered yet"}, nil
	case d.cached != (common.Hash{}):
		if retry != nil && retry.Status == types.ReceiptStatusSuccessful {
			return executor.Observation{Status: executor.Unknown, Reason: "our retryReceiveToken succeeded but the payout of " + prev.GUID + " is still cached"}, nil
		}
		if retry != nil {
			// Our retry reverted and the payout is still cached: recovery lets a new
			// attempt retry (the pool pays a cached transfer at most once).
			return executor.Observation{Status: executor.Unknown, Reason: fmt.Sprintf("retryReceiveToken %s reverted and the payout of %s is still cached", retry.TxHash.Hex(), prev.GUID)}, nil
		}
		return executor.Observation{Status: executor.Pending, RetryAfter: time.Minute,
			Reason: fmt.Sprintf("delivered, but the payout of %s is cached by the pool on %s (UnreceivedTokenCached): needs a manual retryReceiveToken", prev.GUID, t.dst.Name)}, nil
	}
	res := result{
		ApproveTx: prev.ApproveTx, SendTx: prev.SendTx, GUID: prev.GUID, Nonce: prev.Nonce, SrcEid: prev.SrcEid, DstEid: prev.DstEid,
		Amount: prev.AmountSent, AmountReceived: prev.AmountReceived, NativeFee: prev.NativeFee, Payout: "delivered",
		legs: prev.legs, SendBlock: prev.SendBlock,
	}
	switch {
	case p.Phase == phaseRetry && retry != nil && retry.Status == types.ReceiptStatusSuccessful:
		res.Payout, res.RetryTx = "retried", retry.TxHash.Hex()
		res.RetryBlock, res.RetryGasCost = retry.BlockNumber.Uint64(), gasCost(retry).String()
	case p.Phase == phaseRetry:
		res.Payout = "retried_by_other"
	}
	block, received, err := e.findPayout(ctx, cl, t, prev)
	if err != nil {
		// The node is done either way (paid at a final block); only verify-drift misses
		// the payout's block and reports it as drift.
		e.log.Warn().Err(err).Str("guid", prev.GUID).Msg("cannot find the block of the payout; verify-drift will report it")
	}
	res.DeliveryBlock, res.Received = block, received
	return executor.Observation{Status: executor.Completed, Result: mustJSON(res)}, nil
}

// observePaidByOther waits for someone else's retryReceiveToken, found when the retry
// phase was prepared, to be final. While the head shows the payout no longer cached it
// is pending; if the head shows it cached again (a reorg took that retry away) the
// outcome is Unknown and recovery lets a new attempt retry: the pool pays a cached
// transfer once whoever retries.
func (e *Executor) observePaidByOther(ctx context.Context, cl *ethclient.Client, t transfer, prev progress, p payload) (executor.Observation, error) {
	obs, err := e.observeDelivery(ctx, cl, t, prev, p, nil)
	if err != nil || obs.Status == executor.Completed {
		return obs, err
	}
	cached, err := e.cachedHash(ctx, cl, t.dst, common.HexToHash(prev.GUID), nil)
	if err != nil {
		return executor.Observation{}, err
	}
	if cached != (common.Hash{}) {
		return executor.Observation{Status: executor.Unknown, RetryAfter: t.dst.BlockTime,
			Reason: fmt.Sprintf("the payout of %s was retried by someone else, but the head of %s shows it cached again", prev.GUID, t.dst.Name)}, nil
	}
	return executor.Observation{Status: executor.Pending, RetryAfter: t.dst.BlockTime,
		Reason: fmt.Sprintf("payout of %s retried by someone else; waiting for it to be final on %s", prev.GUID, t.dst.Name)}, nil
}

// findPayout returns the block and amount of the destination pool's OFTReceived for
// the node's guid (on delivery, or on a retryReceiveToken of a cached payout), looking
// only above the destination's head read before the send was signed, up to the head.
func (e *Executor) findPayout(ctx context.Context, cl *ethclient.Client, t transfer, prev progress) (uint64, string, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, "", evm.Redact(t.dst, fmt.Errorf("read head: %w", err))
	}
	logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(prev.DeliverAfterBlock + 1), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{t.dst.LayerZero.USDCPool},
		Topics:    [][]common.Hash{{layerzero.OFTReceivedTopic}, {common.HexToHash(prev.GUID)}},
	})
	if err != nil {
		return 0, "", evm.Redact(t.dst, fmt.Errorf("find OFTReceived(%s): %w", prev.GUID, err))
	}
	for i := range logs {
		l := &logs[i]
		if l.Removed {
			continue
		}
		ev, err := e.pool.UnpackOFTReceivedEvent(l)
		if err != nil {
			return 0, "", fmt.Errorf("decode OFTReceived: %w", err)
		}
		if ev.ToAddress != t.to {
			return 0, "", fmt.Errorf("OFTReceived(%s) paid %s, not the node's receiver %s", prev.GUID, ev.ToAddress.Hex(), t.to.Hex())
		}
		return l.BlockNumber, ev.AmountReceivedLD.String(), nil
	}
	return 0, "", fmt.Errorf("no OFTReceived(%s) in blocks %d..%d", prev.GUID, prev.DeliverAfterBlock+1, head)
}

// revertedResult is a failed node's result after a phase reverted in a final block:
// the phase, and its chain, sender, block and gas (a leg verify-drift counts).
func revertedResult(p payload, ch *evm.Chain, tx *types.Transaction, r *types.Receipt) json.RawMessage {
	return mustJSON(map[string]any{"phase": p.Phase, "tx_hash": tx.Hash().Hex(), "status": "reverted",
		"chain": ch.Name, "from": p.From, "block_number": r.BlockNumber.Uint64(), "gas_cost": gasCost(r).String()})
}

// CheckStranded implements executor.StrandedChecker: a node waiting in its deliver
// phase whose packet was delivered with the payout cached by the destination pool (at a
// final block) is stuck until a retryReceiveToken; one delivered and paid out (at a
// final block) is delivered; everything else is neither.
func (e *Executor) CheckStranded(ctx context.Context, n executor.Node, in executor.Intent) (executor.Stranded, error) {
	t, err := e.parse(n.Config)
	if err != nil {
		return executor.Stranded{}, err
	}
	p, ch, _, err := e.intentOf(in)
	if err != nil {
		return executor.Stranded{}, err
	}
	if p.Phase != phaseDeliver {
		return executor.Stranded{}, nil
	}
	prev, err := parseProgress(n.Progress)
	if err != nil || !prev.delivering() {
		return executor.Stranded{}, fmt.Errorf("deliver phase without the send's packet in the progress: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*rpcTimeout)
	defer cancel()
	cl, err := e.client(ctx, ch)
	if err != nil {
		return executor.Stranded{}, err
	}
	d, ok, err := e.deliveryAt(ctx, cl, t, prev)
	if err != nil || !ok || !d.delivered {
		return executor.Stranded{}, err
	}
	if d.cached == (common.Hash{}) {
		return executor.Stranded{Delivered: true, Reason: fmt.Sprintf("OFT payout of guid %s paid on %s", prev.GUID, t.dst.Name)}, nil
	}
	return executor.Stranded{Stuck: true, Action: ActionRetryReceiveToken,
		Reason: fmt.Sprintf("OFT payout of guid %s (%s USDC base units to %s) cached by the pool on %s (UnreceivedTokenCached)",
			prev.GUID, prev.AmountReceived, t.to.Hex(), t.dst.Name)}, nil
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// Recover implements executor.Executor, from chain evidence only, per phase:
//
//   - deliver: nothing was sent → Sent (the observer watches the destination).
//   - retry: the payout no longer cached with the packet delivered, at a final block →
//     Sent (the observer completes it). Otherwise as below, except that our retry mined,
//     final and reverted is NotSent: the pool pays a cached transfer at most once,
//     whatever a new attempt does.
//   - approve, send (and retry): our hash mined → Sent (final and reverted: Failed for
//     approve and send — nothing moved and the bytes can never land); in the node's
//     pool → Sent; otherwise the sender's nonce at final blocks decides: used by our
//     transaction → Sent, by another → NotSent (ours can never land, so a new attempt
//     is safe: never a second send); not used yet → re-broadcast the same bytes (Sent if
//     accepted). Anything it cannot read is Unknown.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent: nothing was signed"}, nil
	}
	p, ch, tx, err := e.intentOf(*intent)
	if err != nil {
		return executor.Recovery{}, err
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
	if p.Phase == phaseDeliver {
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "the deliver phase sends nothing: watch packet " + p.GUID}, nil
	}
	if p.Phase == phaseRetry {
		t, err := e.parse(node.Config)
		if err != nil {
			return executor.Recovery{}, err
		}
		prev, err := parseProgress(node.Progress)
		if err != nil {
			return executor.Recovery{}, err
		}
		d, ok, err := e.deliveryAt(ctx, cl, t, prev)
		if err != nil {
			return unknown("cannot read the packet's delivery: " + err.Error()), nil
		}
		if ok && d.delivered && d.cached == (common.Hash{}) {
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: "payout of " + p.GUID + " paid on " + ch.Name}, nil
		}
		if tx == nil {
			// Nothing signed: someone else's retry still at the head is the observer's to
			// wait for; otherwise a new attempt retries (the pool pays once).
			if cached, err := e.cachedHash(ctx, cl, ch, common.HexToHash(prev.GUID), nil); err != nil {
				return unknown("cannot read the cached payout at the head: " + err.Error()), nil
			} else if cached == (common.Hash{}) {
				return executor.Recovery{Verdict: executor.VerdictSent, Reason: "payout of " + p.GUID + " retried by someone else, not final yet"}, nil
			}
			return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "nothing was signed, and the payout is still cached: retry it"}, nil
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
		if p.Phase == phaseRetry {
			return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "retryReceiveToken " + hash + " reverted in a final block and the payout is still cached: retry it again"}, nil
		}
		return executor.Recovery{Verdict: executor.VerdictFailed, Reason: p.Phase + " " + hash + " reverted in a final block",
			Result: revertedResult(p, ch, tx, ev.receipt)}, nil
	case ev.mined:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: p.Phase + " mined: " + hash}, nil
	case ev.inPool:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: p.Phase + " in the node's pool: " + hash}, nil
	}
	verdict, why, err := replaceable(ctx, cl, ch, common.HexToAddress(p.From), tx, p.PreparedBlock, ev.head)
	if err != nil {
		return unknown(fmt.Sprintf("%s not found by hash, and the blocks do not prove what used nonce %d: %v", hash, tx.Nonce(), err)), nil
	}
	switch verdict {
	case executor.VerdictSent:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: why}, nil
	case executor.VerdictNotSent:
		e.log.Info().Str("node_id", node.ID.String()).Str("phase", p.Phase).Str("tx_hash", hash).Str("reason", why).Msg("recovery proved the phase's transaction can never land")
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: why}, nil
	default:
		return unknown(why), nil
	}
}

// Health implements executor.Executor: every LayerZero chain's RPC must answer. DOWN
// when none does, DEGRADED when some do not.
func (e *Executor) Health(ctx context.Context) executor.Health {
	var details []string
	var total, down int
	for i := range e.cfg.Chains {
		ch := &e.cfg.Chains[i]
		if ch.LayerZero == nil {
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
