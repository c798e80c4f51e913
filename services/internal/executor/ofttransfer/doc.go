// Package ofttransfer is the oft_transfer executor: USDC from one chain to another
// through a Stargate V2 pool (an OFT) over LayerZero V2, in taxi mode (one LayerZero
// message per transfer, tracked by its guid). One node is one transfer; it runs as a
// multi-phase step (executor.Continue), every on-chain phase its own intent on its
// chain's nonce lane, fenced by its own attempt:
//
//	approve (only if the allowance is short)   source chain, holder's lane
//	send (quoteSend's native fee as value)     source chain, holder's lane
//	  … the send final: its guid, nonce and amounts go into the progress
//	deliver (nothing signed)                   the observer waits, by guid, for the
//	                                           destination: delivered and paid out
//	retryReceiveToken (manual execution only)  destination chain, holder's lane
//
// Stargate's shape (docs/protocols.md): the pool is not a LayerZero OApp. Its send calls
// TokenMessaging.taxi, and TokenMessaging, the OApp of every pool on its chain, sends the
// packet: PacketSent's sender is the source chain's TokenMessaging and its receiver the
// destination's (the configuration's token_messaging), the guid derives from those two,
// and the message is Stargate's taxi message (uint8 1 ‖ assetId u16 ‖ receiver b32 ‖
// amountSD u64). On delivery the destination's TokenMessaging decodes it and calls
// receiveTokenTaxi on the pool registered under the asset ID (usdc_asset_id), which pays
// out (OFTReceived) or caches the payout (UnreceivedTokenCached). So the send's packet
// is checked against the TokenMessagings and the taxi message, the delivery is read from
// the destination endpoint keyed by them, and OFTSent, OFTReceived, unreceivedTokens and
// retryReceiveToken are the pools'.
//
// The fee: Preflight asks the source pool's quoteSend and holds the node back while the
// native fee exceeds max_fee (wei); Prepare quotes again and signs the send with exactly
// that fee as its value (the pool requires msg.value == nativeFee). The fee paid is in
// the result (native_fee). Preflight also holds back a send the source pool would
// revert, with the reason: the pool paused, the amount above the credit it holds for the
// path to the destination (Stargate's credits: the destination pool's liquidity
// promised to this chain, quoteOFT's maxAmountLD), or the amount left after FeeLibV1's
// fee below min_amount. OFTSent's amountReceivedLD (after the fee) is what the taxi
// message carries and the destination pays.
//
// Exactly once, on both chains:
//
//   - Never a second send for one node. A send is prepared only while the progress holds
//     none; the send phase ends (Continue) only once the send is final with exactly the
//     OFTSent and PacketSent (between the TokenMessagings, with the taxi message) the
//     config asks for. Before that its attempt is observed or recovered from the source
//     chain alone, as evm_transfer's: our hash mined or in the pool is Sent, reverted in
//     a final block redone (nothing moved; Failed after evmcall.MaxRedos, see
//     evmcall.Rule.Redo), and a new attempt is allowed (NotSent) only when a final
//     block used the send's nonce for another transaction.
//   - Delivery is proven from the destination chain's state at a final block, never
//     from a missing log: the destination EndpointV2 clears a packet's payload hash when
//     it delivers it, after its lazy inbound nonce reached it, so (hash empty, lazy
//     nonce ≥ the packet's), keyed by the destination's TokenMessaging and the source's,
//     is "delivered" and nothing else is. The destination pool's unreceivedTokens(guid,
//     0) tells a payout cached by the pool from one paid out.
//   - A cached payout is stranded: CheckStranded reports it (Action
//     "retry_receive_token") to the stranded reaper, which puts the node in
//     NEEDS_MANUAL_EXECUTION until operators approve (four eyes). The node then comes
//     back READY with Node.ManualExecution and Prepare signs retryReceiveToken with the
//     values the cached hash commits to (source eid, receiver, amount received, no
//     compose message). The pool pays a cached transfer at most once, whoever retries:
//     a retry that finds nothing cached (someone else's retry came first) is success
//     once unreceivedTokens(guid, 0) is empty at a final block.
//
// Pacing: the node's lane is "oft_transfer:<source chain>" (observation_lanes rows from
// migration 00015); the deliver phase polls on it.
package ofttransfer
