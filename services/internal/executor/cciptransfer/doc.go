// Package cciptransfer is the ccip_transfer executor: USDC from one chain to another
// over Chainlink CCIP v1.6 (Router.ccipSend, the DON commits and executes the message
// on the destination's OffRamp). One node is one transfer; it runs as a multi-phase
// step (executor.Continue), every on-chain phase its own intent on its chain's nonce
// lane, fenced by its own attempt:
//
//	approve (only if the Router's allowance is short)   source chain, holder's lane
//	ccipSend (fee quoted again before signing)          source chain, holder's lane
//	deliver (nothing signed: wait for the OffRamp)      destination chain
//	  … getExecutionState(source selector, sequence number) SUCCESS at a final block
//	manuallyExecute (only after an approved manual execution)   destination, holder's lane
//
// Between phases the observer stores what the finished phase proved in the node's
// progress (the approval; the final send, its messageId, sequence number, fee and the
// CCIPMessageSent log it emitted) and the node goes back to READY; the next claim
// raises the attempt and Prepare builds the next phase from the progress alone.
//
// Exactly once, on both chains:
//
//   - Never a second send for one node. A send is prepared only while the progress
//     holds none. Its attempt is observed, or recovered from the chain: our hash mined
//     or in the pool is Sent, reverted in a final block is redone (nothing moved; Failed
//     after evmcall.MaxRedos, see evmcall.Rule.Redo), and a
//     new attempt is allowed (NotSent) only when a final block used the send's nonce for
//     another transaction — then our signed send can never land. Otherwise recovery
//     re-broadcasts the same signed bytes or answers Unknown.
//   - One delivery whoever executes: the destination OffRamp's execution state of
//     (source selector, sequence number) is the evidence, read at a final block.
//     SUCCESS completes the node, whether the DON or our manual execution did it; the
//     OffRamp itself refuses a second execution of a SUCCESS message.
//   - Stuck deliveries: a message in FAILURE, or UNTOUCHED past a threshold, is
//     reported by CheckStranded (executor.StrandedChecker); the stranded-reaper
//     moves the node to NEEDS_MANUAL_EXECUTION. Once operators approve a manual
//     execution (a manual_execution verdict, four eyes), the node is READY with
//     Node.ManualExecution and Prepare signs manuallyExecute with the message rebuilt
//     from the send's own CCIPMessageSent log and its merkle proof, as a fenced intent.
//     The DON commits roots over ranges of sequence numbers, so the proof is rebuilt
//     (proof.go): the root covering the message from the destination OffRamp's
//     CommitReportAccepted (searched after the head read before the send), every
//     message of that range from the source OnRamp's CCIPMessageSent (searched in
//     windows around the send's block), their leaves checked to make the committed
//     root, and the message's path (ccip.MerkleProof).
//
// Fees: Preflight quotes getFee for the node's message and holds the node back while it
// exceeds max_fee; Prepare quotes again before signing the send. A native fee is sent
// as msg.value (all of it is kept by the Router, as CCIP does); a USDC fee is taken by
// the Router with transferFrom, so the approval covers the amount plus max_fee. The fee
// paid (the CCIPMessageSent's feeTokenAmount) is in the node's result.
//
// Pacing: the node's lane is "ccip_transfer:<from chain>:<to chain>" (observation_lanes
// rows from migration 00017), which paces the wait for delivery.
package cciptransfer
