package ofttransfer

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// judge decides the approve's and the send's final, successful receipt: the approval
// continues to the send; the send, checked against the config, continues to the
// delivery with its packet.
func (e *Executor) judge(ctx context.Context, node executor.Node, t transfer, prev progress, p payload, m evmcall.Mined) (executor.Observation, error) {
	tx, r := m.Tx, m.Receipt
	if p.Phase == phaseApprove {
		prev.Redone = evmcall.Supersede(prev.Redone, phaseApprove, prev.ApproveTx, p.Chain, p.From, prev.ApproveBlock, prev.ApproveGasCost,
			r.BlockNumber.Uint64())
		prev.Next, prev.ApproveTx = phaseSend, tx.Hash().Hex()
		prev.ApproveBlock, prev.ApproveGasCost = r.BlockNumber.Uint64(), evmcall.GasCost(r).String()
		// An approval alone moved nothing: a cancel may still stop the node here.
		return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: false, Reason: "approved: " + tx.Hash().Hex()}, nil
	}
	sent, err := e.checkSend(t, r)
	if err != nil {
		reason := "send landed but does not match the node, an operator must decide: " + err.Error()
		e.Log().Error().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", tx.Hash().Hex()).Msg(reason)
		return executor.Observation{Status: executor.Unknown, RetryAfter: time.Hour, Reason: reason}, nil
	}
	prev.Next, prev.SendTx, prev.SendBlock = phaseDeliver, tx.Hash().Hex(), r.BlockNumber.Uint64()
	prev.GUID, prev.Nonce, prev.SrcEid, prev.DstEid = sent.packet.GUID.Hex(), sent.packet.Nonce, sent.packet.SrcEid, sent.packet.DstEid
	prev.NativeFee, prev.AmountSent, prev.AmountReceived = tx.Value().String(), sent.amountSent.String(), sent.amountReceived.String()
	prev.SendGasCost, prev.DeliverAfterBlock = evmcall.GasCost(r).String(), p.DstHead
	// The pool took the USDC: the node must run to the delivery, whatever happens to
	// the movement.
	return executor.Observation{Status: executor.Continue, Progress: evmcall.MustJSON(prev), ValueMoved: true, Reason: "sent: guid " + prev.GUID}, nil
}

// sentPacket is what a final send's receipt proved.
type sentPacket struct {
	packet                     layerzero.Packet
	amountSent, amountReceived *big.Int
}

// checkSend finds, in the send's receipt, exactly one OFTSent of the source pool that
// does what the config says and exactly one PacketSent of the source endpoint carrying
// it. Stargate's OApp is TokenMessaging, not the pool: the packet must go from the
// source's TokenMessaging to the destination's, with the guid the endpoint derives from
// them and OFTSent's guid, and carry the taxi message that pays the amount received to
// the node's recipient from the USDC pool's asset ID, with no compose message.
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
	srcTM, dstTM := layerzero.AddressToBytes32(t.src.LayerZero.TokenMessaging), layerzero.AddressToBytes32(t.dst.LayerZero.TokenMessaging)
	if pk.Version != layerzero.PacketVersion || pk.SrcEid != t.src.LayerZero.EID || pk.DstEid != t.dst.LayerZero.EID ||
		pk.Sender != srcTM || pk.Receiver != dstTM {
		return sentPacket{}, fmt.Errorf("packet %d from %x (eid %d) to %x (eid %d) is not between the node's chains' TokenMessaging",
			pk.Nonce, pk.Sender, pk.SrcEid, pk.Receiver, pk.DstEid)
	}
	if g := layerzero.GUID(pk.Nonce, pk.SrcEid, pk.Sender, pk.DstEid, pk.Receiver); pk.GUID != g || s.packet.GUID != g {
		return sentPacket{}, fmt.Errorf("guids disagree: packet %s, OFTSent %s, derived %s", pk.GUID.Hex(), s.packet.GUID.Hex(), g.Hex())
	}
	msg, err := layerzero.ParseTaxiMessage(pk.Message)
	if err != nil {
		return sentPacket{}, err
	}
	// Shared decimals are USDC's (6): amountSD is the amount received in base units.
	if msg.AssetID != t.src.LayerZero.USDCAssetID || msg.Receiver != layerzero.AddressToBytes32(t.to) || len(msg.Compose) != 0 ||
		new(big.Int).SetUint64(msg.AmountSD).Cmp(s.amountReceived) != 0 {
		return sentPacket{}, fmt.Errorf("the packet pays %d of asset %d to %x (compose %d bytes), want %s of asset %d to %s",
			msg.AmountSD, msg.AssetID, msg.Receiver, len(msg.Compose), s.amountReceived, t.src.LayerZero.USDCAssetID, t.to.Hex())
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
// past it (nothing else clears it), and whether its payout is cached by the pool. The
// endpoint keys both by the packet's receiver and sender, the destination's and the
// source's TokenMessaging.
func (e *Executor) deliveryAt(ctx context.Context, cl *ethclient.Client, t transfer, p progress) (delivery, bool, error) {
	final, ok, err := evmcall.FinalBlock(ctx, cl, t.dst)
	if err != nil || !ok {
		return delivery{}, false, err
	}
	d := delivery{block: final}
	block := new(big.Int).SetUint64(d.block)
	srcTM, dstTM := layerzero.AddressToBytes32(t.src.LayerZero.TokenMessaging), t.dst.LayerZero.TokenMessaging
	ep := t.dst.LayerZero.Endpoint
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &ep, Data: e.ep.PackInboundPayloadHash(dstTM, p.SrcEid, srcTM, p.Nonce)}, block)
	if err != nil {
		return delivery{}, false, evm.Redact(t.dst, fmt.Errorf("read inboundPayloadHash: %w", err))
	}
	hash, err := e.ep.UnpackInboundPayloadHash(out)
	if err != nil {
		return delivery{}, false, fmt.Errorf("decode inboundPayloadHash: %w", err)
	}
	if out, err = cl.CallContract(ctx, ethereum.CallMsg{To: &ep, Data: e.ep.PackLazyInboundNonce(dstTM, p.SrcEid, srcTM)}, block); err != nil {
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
		res.RetryBlock, res.RetryGasCost = retry.BlockNumber.Uint64(), evmcall.GasCost(retry).String()
	case p.Phase == phaseRetry:
		res.Payout = "retried_by_other"
	}
	block, received, err := e.findPayout(ctx, cl, t, prev)
	if err != nil {
		// Paid, but a record without the payout's block is not complete: the node's legs
		// would be missing one. Look again.
		return executor.Observation{Status: executor.Pending, RetryAfter: t.dst.BlockTime,
			Reason: fmt.Sprintf("payout of %s is made, but its block is not found yet: %v", prev.GUID, err)}, nil
	}
	res.DeliveryBlock, res.Received = block, received
	return executor.Observation{Status: executor.Completed, Result: evmcall.MustJSON(res)}, nil
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

// CheckStranded implements executor.StrandedChecker: a node waiting in its deliver
// phase whose packet was delivered with the payout cached by the destination pool (at a
// final block) is stuck until a retryReceiveToken; one delivered and paid out (at a
// final block) is delivered; everything else is neither.
func (e *Executor) CheckStranded(ctx context.Context, n executor.Node, in executor.Intent) (executor.Stranded, error) {
	t, err := e.parse(n.Config)
	if err != nil {
		return executor.Stranded{}, err
	}
	var p payload
	ph, err := e.Decode(in, &p)
	if err != nil {
		return executor.Stranded{}, err
	}
	ch := ph.Chain
	if p.Phase != phaseDeliver {
		return executor.Stranded{}, nil
	}
	prev, err := evmcall.Progress[progress](n.Progress)
	if err != nil || !prev.delivering() {
		return executor.Stranded{}, fmt.Errorf("deliver phase without the send's packet in the progress: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*rpcTimeout)
	defer cancel()
	cl, err := e.Client(ctx, ch)
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
