// Package evmtransfer is the evm_transfer executor: an ERC-20 transfer or a native
// transfer as an EIP-1559 transaction, signed before anything is sent and proven from
// the chain afterwards.
//
// The protocol, step by step (see package executor for the contract):
//
//   - Preflight reads the sender's token balance and gas funds; too little holds the
//     node back (no side effect, the try is refunded).
//   - Prepare runs inside the dispatcher's claim transaction. It allocates the nonce
//     from the sender's lane (the evm_sender_nonces row, locked until that transaction
//     commits, so dispatcher replicas take consecutive nonces one after the other; a new
//     lane starts at the chain's pending nonce), builds and signs the transaction, and
//     returns lane "evm:<chain id>:<sender>", nonce, the signed bytes and their hash.
//     The engine commits them as the intent before Submit runs.
//   - Submit broadcasts exactly those bytes. "already known" is success, and so is
//     "nonce too low" when the transaction with our hash is the one mined. A rejection
//     that can pass later (funds, fees, a full pool) and any transport error are
//     ambiguous: recovery re-broadcasts the same bytes. Only a transaction the chain can
//     never accept (invalid gas limit, signature, type) fails permanently.
//   - Observe waits for the receipt and the confirmations, then checks the Transfer log
//     (or, for native transfers, the transaction itself) against the intent. A reverted
//     transaction fails the node with its revert reason.
//   - Recover decides from chain evidence only, in this order: our hash mined (Completed
//     or Failed once confirmed, else Sent); our hash in the node's pool (Sent); the
//     sender's confirmed nonce past ours while our hash is not mined (NotSent: our bytes
//     can never be mined, so a new try is safe); otherwise nothing is known and the nonce
//     is free, and the only retry is to broadcast the same signed bytes again, which
//     Recover does before answering Sent. It never signs anything new.
//
// Every node-level decision is one of those; a new nonce is only ever taken for a node
// whose previous transaction is proven unable to land, so a transfer cannot happen
// twice.
//
// Test hooks: with QTG_TEST_PAUSES=1 in the environment (tests only, never in a
// deployment), a node's config may set test_pause_before_submit_ms and
// test_pause_after_submit_ms; Submit then records the point in noop_markers and sleeps
// there on the node's first try, so a crash test can kill the process exactly there.
// Without that variable such a config is refused.
package evmtransfer
