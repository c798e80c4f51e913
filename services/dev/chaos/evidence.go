package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
)

// Kinds of violation, as the summary line counts them.
const (
	// vDouble: a transfer (or one phase of one) happened twice.
	vDouble = "double"
	// vMissing: a COMPLETED node's transfer is not on the chain or at the venue.
	vMissing = "missing"
	// vFailedDelivered: a FAILED node's transfer was delivered.
	vFailedDelivered = "failed_delivered"
	// vAfterCancel and vAfterExpiry: a cancelled or expired movement moved something
	// after its cancel or expiry (or left a transfer half done).
	vAfterCancel = "after_cancel"
	vAfterExpiry = "after_expiry"
	// vStuck: something left in flight without a reason.
	vStuck = "stuck"
	// vBalance: an account moved otherwise than QTG's records say.
	vBalance = "balance"
	// vForeign: a transaction from QTG's signers that QTG never recorded.
	vForeign = "foreign"
	// vVerdict: an operator's verdict applied against the evidence.
	vVerdict = "verdict"
	// vOther: callbacks, the audit chain, drift checks.
	vOther = "other"
)

// violationKinds lists the kinds in the order the summary prints them.
var violationKinds = []string{vDouble, vMissing, vFailedDelivered, vAfterCancel, vAfterExpiry, vStuck, vBalance, vForeign, vVerdict, vOther}

// finding is one violation of a kind.
type finding struct{ kind, msg string }

// evidence is what the outside world shows of one node's transfer.
type evidence struct {
	// landed counts the node's successful transactions by phase, hashes lists them.
	landed map[string]int
	hashes map[string][]string
	// sent: the value left the holder (its value phase landed, or the venue has the
	// withdrawal and did not refuse it).
	sent bool
	// delivered: the far side holds the transfer (the CCTP nonce used, the CCIP message
	// executed, the OFT packet delivered and paid out, the venue's withdrawal paid,
	// its deposit credited); known is false when it could not be read.
	delivered, known bool
	// what names the delivery evidence, for messages.
	what string
	// signedAt is when the create of the node's withdrawal (cex_withdrawal) was signed.
	signedAt time.Time
}

// valuePhase is the phase of an executor whose transaction moves the value out of the
// holder's hands ("" for a single-phase transfer).
func valuePhase(executor string) string {
	switch executor {
	case "cctp_transfer":
		return "burn"
	case "ccip_transfer", "oft_transfer":
		return "send"
	}
	return ""
}

// onChainOnly says whether the executor's transfer is one on-chain transaction, so
// that its landing is its delivery (a cex_deposit's money is at the venue's address
// once it lands, credited or not).
func onChainOnly(executor string) bool {
	return executor == "evm_transfer" || executor == "cex_deposit"
}

// continuesMovedValue says whether a phase only finishes a transfer whose value
// already left the holder (the mint, the delivery, a manual execution, a payout
// retry): what a cancel must let run.
func continuesMovedValue(executor, phase string) bool {
	switch executor {
	case "cctp_transfer":
		return phase == "receive"
	case "ccip_transfer":
		return phase == "deliver" || phase == "manual"
	case "oft_transfer":
		return phase == "deliver" || phase == "retry"
	}
	return false
}

// judgeNode checks one node against its evidence: no phase landed twice; a COMPLETED
// node's transfer is there; a FAILED node's was not delivered; a CANCELLED node moved
// nothing, and was not cancelled after its value had left.
func judgeNode(n dbops.ChaosNode, ev evidence) []finding {
	var out []finding
	where := fmt.Sprintf("%s node %s (movement %s, %s)", n.Executor, n.ID, n.MovementID, n.State)
	for phase, c := range ev.landed {
		if c > 1 && phase != "approve" {
			out = append(out, finding{vDouble, fmt.Sprintf("%s: phase %q landed %d times: %s", where, phase, c, strings.Join(ev.hashes[phase], ", "))})
		}
	}
	switch n.State {
	case "COMPLETED":
		if !ev.sent {
			out = append(out, finding{vMissing, fmt.Sprintf("%s: its transfer never left the holder", where)})
		} else if ev.known && !ev.delivered {
			out = append(out, finding{vMissing, fmt.Sprintf("%s: not delivered (%s)", where, ev.what)})
		}
	case "FAILED":
		switch {
		case ev.known && ev.delivered:
			out = append(out, finding{vFailedDelivered, fmt.Sprintf("%s: delivered (%s)", where, ev.what)})
		case onChainOnly(n.Executor) && ev.sent:
			out = append(out, finding{vFailedDelivered, fmt.Sprintf("%s: its transfer succeeded on chain: %s", where, strings.Join(ev.hashes[""], ", "))})
		}
	case "CANCELLED":
		kind := vAfterCancel
		if n.MovementState == "EXPIRED" {
			kind = vAfterExpiry
		}
		switch {
		case ev.sent || (ev.known && ev.delivered):
			out = append(out, finding{kind, fmt.Sprintf("%s: its transfer moved (%s)", where, ev.what)})
		case n.ValueMoved:
			out = append(out, finding{kind, fmt.Sprintf("%s: cancelled after its value had moved", where)})
		}
	}
	return out
}

// judgeLate checks the intents written after their movement's cancel or expiry: after
// a cancel only a phase that finishes an already moved transfer may start; after an
// expiry nothing may.
func judgeLate(rows []dbops.ChaosLateIntent) []finding {
	var out []finding
	for _, r := range rows {
		if r.Cause == "cancel" && continuesMovedValue(r.Executor, r.Phase) {
			continue
		}
		kind := vAfterCancel
		if r.Cause == "expiry" {
			kind = vAfterExpiry
		}
		out = append(out, finding{kind, fmt.Sprintf("movement %s (%s): node %s (%s, %s) got an intent for attempt %d (phase %q) at %s, after its %s at %s",
			r.MovementID, r.MovementState, r.NodeKey, r.NodeID, r.Executor, r.Attempt, r.Phase, r.IntentAt.Format("15:04:05.000"), r.Cause,
			r.StoppedAt.Format("15:04:05.000"))})
	}
	return out
}

// judgeVerdicts checks the operators' verdicts that were applied: a not_sent or failed
// verdict on an attempt whose side effect landed must have been refused.
func judgeVerdicts(vs []dbops.ChaosVerdict, landed map[string]bool) []finding {
	var out []finding
	for _, v := range vs {
		if v.State != "APPLIED" || (v.Kind != "not_sent" && v.Kind != "failed") {
			continue
		}
		if landed[fmt.Sprintf("%s/%d", v.NodeID, v.Attempt)] {
			out = append(out, finding{vVerdict, fmt.Sprintf("verdict %s (%s) on node %s attempt %d was applied though the attempt's side effect landed; its proof: %s",
				v.ID, v.Kind, v.NodeID, v.Attempt, cmp.Or(v.Proof, "none (applied on approval)"))})
		}
	}
	return out
}

// deliveries reads, after the run, what the far side of each bridge node and each
// exchange leg shows.
type deliveries struct {
	chains *chainReader
	venue  *venueLedger
}

// of fills in ev.delivered for n from the destination chain or the venue.
func (d *deliveries) of(ctx context.Context, n dbops.ChaosNode, ev *evidence) error {
	var c bridgeConfig
	if len(n.Config) > 0 {
		if err := json.Unmarshal(n.Config, &c); err != nil {
			return err
		}
	}
	switch n.Executor {
	case "cctp_transfer":
		return d.cctp(ctx, c, n.Progress, ev)
	case "ccip_transfer":
		return d.ccip(ctx, c, n.Progress, ev)
	case "oft_transfer":
		return d.oft(ctx, c, n.Progress, ev)
	case "cex_withdrawal":
		d.withdrawal(n.ID, ev)
	case "cex_deposit":
		d.deposit(ev)
	}
	return nil
}

// cctp: the message's nonce is used on the destination (whoever relayed it).
func (d *deliveries) cctp(ctx context.Context, c bridgeConfig, progress json.RawMessage, ev *evidence) error {
	var p struct {
		MessageNonce string `json:"message_nonce"`
	}
	if len(progress) > 0 {
		if err := json.Unmarshal(progress, &p); err != nil {
			return err
		}
	}
	if p.MessageNonce == "" {
		return nil // never attested: nothing can have been minted for it
	}
	dst, err := d.chains.chain(c.ToChain)
	if err != nil {
		return err
	}
	mt := contracts.NewMessageTransmitterV2()
	out, err := d.chains.call(ctx, dst.Name, dst.CCTP.MessageTransmitter, mt.PackUsedNonces(common.HexToHash(p.MessageNonce)))
	if err != nil {
		return err
	}
	used, err := mt.UnpackUsedNonces(out)
	if err != nil {
		return err
	}
	ev.known, ev.delivered, ev.what = true, used.Sign() != 0, "usedNonces("+p.MessageNonce+") on "+dst.Name
	return nil
}

// ccip: the message's execution state on the destination OffRamp is SUCCESS.
func (d *deliveries) ccip(ctx context.Context, c bridgeConfig, progress json.RawMessage, ev *evidence) error {
	var p ccipProgress
	if len(progress) > 0 {
		if err := json.Unmarshal(progress, &p); err != nil {
			return err
		}
	}
	if p.SentData == "" {
		return nil
	}
	src, dst, err := d.chains.ends(c)
	if err != nil {
		return err
	}
	state, err := ccipState(ctx, d.chains, src, dst, p.SequenceNumber)
	if err != nil {
		return err
	}
	ev.known, ev.delivered = true, state == ccip.Success
	ev.what = fmt.Sprintf("execution state %s of sequence %d on %s", state, p.SequenceNumber, dst.Name)
	return nil
}

// oft: the destination endpoint shows the packet delivered (payload hash cleared, lazy
// inbound nonce at or past it) and the pool holds no cached payout for it.
func (d *deliveries) oft(ctx context.Context, c bridgeConfig, progress json.RawMessage, ev *evidence) error {
	var p oftProgress
	if len(progress) > 0 {
		if err := json.Unmarshal(progress, &p); err != nil {
			return err
		}
	}
	if p.GUID == "" {
		return nil
	}
	src, dst, err := d.chains.ends(c)
	if err != nil {
		return err
	}
	ep, pool := contracts.NewEndpointV2(), stargate.NewStargatePoolUSDC()
	// Stargate's OApp is TokenMessaging: the endpoint keys the packet's path by it.
	sender := layerzero.AddressToBytes32(src.LayerZero.TokenMessaging)
	out, err := d.chains.call(ctx, dst.Name, dst.LayerZero.Endpoint, ep.PackInboundPayloadHash(dst.LayerZero.TokenMessaging, p.SrcEid, sender, p.Nonce))
	if err != nil {
		return err
	}
	hash, err := ep.UnpackInboundPayloadHash(out)
	if err != nil {
		return err
	}
	out, err = d.chains.call(ctx, dst.Name, dst.LayerZero.Endpoint, ep.PackLazyInboundNonce(dst.LayerZero.TokenMessaging, p.SrcEid, sender))
	if err != nil {
		return err
	}
	lazy, err := ep.UnpackLazyInboundNonce(out)
	if err != nil {
		return err
	}
	out, err = d.chains.call(ctx, dst.Name, dst.LayerZero.USDCPool, pool.PackUnreceivedTokens(common.HexToHash(p.GUID), 0))
	if err != nil {
		return err
	}
	cached, err := pool.UnpackUnreceivedTokens(out)
	if err != nil {
		return err
	}
	delivered := hash == [32]byte{} && lazy >= p.Nonce
	ev.known, ev.delivered = true, delivered && cached == [32]byte{}
	ev.what = fmt.Sprintf("packet %s on %s: delivered %v, payout cached %v", p.GUID, dst.Name, delivered, cached != [32]byte{})
	return nil
}

// withdrawal: the venue's withdrawal with the node's requestId (its ID without
// dashes) exists and was not refused (sent), and was paid (delivered).
func (d *deliveries) withdrawal(nodeID string, ev *evidence) {
	want := strings.ReplaceAll(nodeID, "-", "")
	ev.known, ev.what = true, "no venue withdrawal with requestId "+want
	var found []bybitdouble.WithdrawalInfo
	for _, w := range d.venue.withdrawals {
		if w.RequestID == want {
			found = append(found, w)
		}
	}
	ev.landed = map[string]int{"": 0}
	for _, w := range found {
		refused := venueRefused(w)
		ev.what = fmt.Sprintf("venue withdrawal %s (requestId %s) is %s", w.ID, want, w.Status)
		if refused {
			continue
		}
		if !ev.sent || w.Signed.Before(ev.signedAt) {
			ev.signedAt = w.Signed
		}
		ev.sent = true
		ev.landed[""]++
		ev.hashes = map[string][]string{"": append(ev.hashes[""], w.ID)}
		if w.Status == bybitdouble.StatusSuccess || w.Status == bybitdouble.StatusBlockchainConfirmed || w.TxID != "" {
			ev.delivered = true
		}
	}
}

// venueRefused says whether the venue turned the withdrawal down (nothing was paid).
func venueRefused(w bybitdouble.WithdrawalInfo) bool {
	return w.Status == bybitdouble.StatusReject || w.Status == bybitdouble.StatusFail || w.Status == bybitdouble.StatusCancelByUser
}

// deposit: the venue credited the node's transfer (found by its successful hash).
func (d *deliveries) deposit(ev *evidence) {
	hashes := ev.hashes[""]
	if len(hashes) == 0 {
		return
	}
	ev.known, ev.what = true, "no venue deposit credited for "+strings.Join(hashes, ", ")
	for _, dep := range d.venue.deposits {
		for _, h := range hashes {
			if strings.EqualFold(dep.TxID, h) && dep.Status == 3 {
				ev.delivered, ev.what = true, "venue deposit "+dep.ID+" credited"
			}
		}
	}
}
