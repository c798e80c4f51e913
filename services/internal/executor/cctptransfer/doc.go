// Package cctptransfer is the cctp_transfer executor: USDC from one chain to another
// over Circle's CCTP v2, QTG relaying the message itself. One node is one transfer; it
// runs as a multi-phase step (executor.Continue), every on-chain phase its own intent
// on its chain's nonce lane, fenced by its own attempt:
//
//	approve (only if the allowance is short)   source chain, holder's lane
//	depositForBurn                             source chain, holder's lane
//	  … wait for Iris's attestation of the burn's message (the burn phase's observation)
//	receiveMessage(message, attestation)       destination chain, relayer's lane
//	  … the message's nonce used on the destination: completed, with the fee
//
// A message past its expirationBlock (Fast attestations expire) cannot be received
// any more: instead of a receive, the phase asks Iris to re-attest it (reattest,
// nothing signed), checks that the new message is the same burn, stores it in the
// progress, and the next receive relays that.
//
// Between phases the observer stores what the finished phase proved in the node's
// progress (the approval, the final burn, the attested message and its nonce) and the
// node goes back to READY; the next claim raises the attempt and Prepare builds the
// next phase from the progress alone.
//
// Exactly once, on both chains:
//
//   - Never a second burn for one node. A burn is prepared only while the progress
//     holds no burn. The burn phase ends (Continue) only once the burn is final and its
//     attestation complete; before that its attempt is observed, or recovered from the
//     chain: our hash mined or in the pool is Sent, reverted in a final block is
//     Failed, and a new attempt is allowed (NotSent) only when a final block used the
//     burn's nonce for another transaction — then our signed burn can never land. In
//     every other case recovery re-broadcasts the same signed bytes or answers Unknown.
//   - Never a mint without the attested message. The receive phase relays only the
//     message and attestation Iris returned for our burn's transaction hash, after
//     checking that the message is our burn's (header and burn body equal to the
//     MessageSent log of the final burn, with only the attester's fields filled in).
//   - A mint happens once whoever relays: the destination's usedNonces(nonce) is the
//     evidence. Used at a final block is success, whether our receiveMessage did it or
//     someone else's (a relay that reverts with "Nonce already used" is someone else's
//     success). Because the destination refuses a second receive of one message, a
//     receive phase may be retried with a new attempt whenever its old transaction
//     reverted or its nonce went to another transaction. A message someone else
//     received before the phase was prepared gets an intent with nothing signed: a
//     pending outcome the observer waits on until it is final, never a refusal that
//     would use up the phase's tries and fail a node whose USDC was minted.
//
// Fees: Preflight asks Iris's /v2/burn/USDC/fees for the speed's minimum fee and holds
// the node back while it exceeds max_fee; the burn's maxFee is max_fee, so the
// attester can never take more. The executed fee (from the attested message) is in
// the node's result, with the minted amount. Fast or standard comes from the config
// (minFinalityThreshold 1000 or 2000).
//
// Pacing: the node's lane is "cctp_transfer:<source chain>:<speed>" (observation_lanes
// rows from migration 00009); 404s, pending attestations, 429s (with Retry-After) and
// an unreachable attestation service keep the burn phase observing on that pacing, and
// past the lane's fatal deadline recovery finds the burn on chain and hands the node
// back to the observer.
//
// Out of tries: a phase whose tries run out (the receive refused before its side effect
// max_attempts times) fails the node, but the burn stays done and the attested
// message stays in the node's progress (GetMovement's progress_json, `qtgctl movements
// get`): an operator relays it by hand, and the destination mints it exactly once. A
// phase held back (Preflight or Prepare refusing: an unreachable chain, a fee above
// max_fee) uses no try and is never failed for it; it is retried with a growing
// backoff.
//
// Legs for verify-drift: each phase's block and gas cost go into the progress
// (approve, burn) and the result (our receive; the mint's block — found by the
// message's nonce when someone else relayed — and the fee recipient the destination's
// token messenger names at that block), so package balances can place every change of
// every account by block.
//
// Not yet done: fee bumping of a stuck phase transaction (evm_transfer's), and the
// in-flight funds check of evm_transfer's Preflight.
package cctptransfer
