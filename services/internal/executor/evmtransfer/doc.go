// Package evmtransfer is the evm_transfer executor: an ERC-20 transfer or a native
// transfer as an EIP-1559 transaction, signed before anything is sent and proven from
// the chain afterwards.
//
// The protocol, step by step (see package executor for the contract):
//
//   - Preflight reads the sender's token balance and gas funds, less what the sender's
//     other open intents on the lane (prepared or submitted, not yet mined, any node)
//     may still spend, and estimates the gas (a transfer that would revert now is
//     held back); too little holds the node back (no side effect, the try is
//     refunded).
//   - Prepare runs inside the dispatcher's claim transaction. It reads the head (kept
//     in the intent as prepared_block: nobody can use the nonce before it), estimates
//     the gas (×1.25, capped by the chain's max_gas; a token's transfer_gas overrides
//     the estimate), allocates the nonce from the sender's lane (the evm_sender_nonces
//     row, locked until that transaction commits, so dispatcher replicas take
//     consecutive nonces one after the other; a new lane starts at the chain's pending
//     nonce), builds and signs the transaction, and returns lane
//     "evm:<chain id>:<sender>", nonce, the signed bytes and their hash. The engine
//     commits them as the intent before Submit runs.
//   - Submit broadcasts exactly those bytes. "already known" is success, and so is
//     "nonce too low" when the transaction with our hash is the one mined. A rejection
//     that can pass later (funds, fees, a full pool) and any transport error are
//     ambiguous: recovery re-broadcasts the same bytes. Only a transaction the chain can
//     never accept (invalid gas limit, signature, type) fails permanently, and only on
//     this first broadcast.
//   - Observe waits for the receipt at the transfer's depth (its confirmations or the
//     chain's finality_depth, whichever is larger), then checks the Transfer log (or,
//     for native transfers, the transaction itself) against the intent. A reverted
//     transaction fails the node with its revert reason; one that succeeded but does
//     not match is UNKNOWN for an operator (it landed: never a silent failure).
//   - Fee bumping: while the newest candidate sits in the pool priced below what the
//     chain takes (fee cap under the base fee, or tip under the node's suggestion) for
//     three block times, Observe answers Unknown ("fee bump due") and signs nothing;
//     recovery, which holds the sender's key, claims the node, checks again and signs a
//     replacement with the same nonce and at least 10% more tip and fee cap (geth's
//     replacement rule), writes it to evm_tx_candidates (committed), only then
//     broadcasts it, and hands the node back (Sent). Keys live only where they sign
//     (docs/security.md, "A compromised pod"). The intent's own
//     transaction and its replacements are its candidates: whichever is mined is the
//     intent's transaction, and Observe, Recover and the nonce reaper look at them all.
//   - Recover decides from chain evidence only, and reads "the node cannot tell" (an
//     RPC error such as geth's "transaction indexing is in progress", a null from a
//     lagging backend) as unknown, never as absent. In order: our hash mined (Completed
//     or Failed once final, else Sent); our hash in the node's pool (Sent); otherwise
//     the chain's blocks decide: the first block after prepared_block at whose state
//     the sender's nonce is past ours (bisection on eth_getTransactionCount) must hold
//     the sender's transaction with our nonce. Ours: Sent. Another one, in a final
//     block: NotSent (our bytes can never be mined, so a new try is safe). Not used by
//     a final block: re-broadcast the same signed bytes (Sent if accepted), unless a
//     verdict is open on the node or the attempt's cancellation is recorded (then
//     Unknown: recovery reads evidence only). Anything else (errors, answers that do
//     not fit together, a re-broadcast refused while an earlier one could still land)
//     is VerdictUnknown with its reason, logged as a warning. The only thing it signs
//     is a due fee bump (above), never a new nonce.
//   - CancelAttempt (executor.Canceller) replaces an attempt that has not landed by a
//     zero-value transfer from the sender to itself at its nonce, priced at least 10%
//     above every candidate and at what the chain asks now, recorded in
//     evm_tx_candidates as the intent's cancellation before it is broadcast. It is
//     never one of the intent's own transactions: mined and final, it proves NotSent;
//     Observe never judges it as the transfer.
//
// All of it but the transfer's call and its judge (the Transfer log) is the EVM phase
// kernel's (package evmcall), which the bridges' signed phases share.
//
// Every node-level decision is one of those; a new nonce is only ever taken for a node
// whose previous transaction is proven unable to land, so a transfer cannot happen
// twice.
//
// Crash-test pauses (test_pause_before_submit_ms, test_pause_after_submit_ms) are not
// part of this executor: tests wrap it with package crashtest, and its strict config
// decoding refuses those fields anywhere else.
package evmtransfer
