// Package rpcfault is QTG's own JSON-RPC fault proxy: an HTTP reverse proxy on
// loopback in front of a chain's JSON-RPC endpoint that answers the way unreliable
// providers do, on demand. Tests and the chaos harness use it to prove that executors
// never read "I cannot tell" as "it did not happen".
//
// A Proxy forwards everything until it is given Faults, either from Go
// (Proxy.Set, Proxy.Clear) or over HTTP from another process, on the proxy's own
// listener:
//
//	POST   <proxy URL>/faults   body: a Faults JSON object; replaces the current faults
//	GET    <proxy URL>/faults   the current faults
//	DELETE <proxy URL>/faults   forward everything again
//	GET    <proxy URL>/stats    how many requests were forwarded and how many faulted, by action
//
// The chain behind it may serve its own controls there too (Proxy.Handle: devchain's
// POST <proxy URL>/reorg).
//
// JSON-RPC itself is served on every other path. For example, to answer every receipt
// lookup the way a still-indexing geth does, half of the time:
//
//	{"rules":[{"methods":["eth_getTransactionReceipt"],"probability":0.5,
//	           "action":"error","code":-32000,"message":"transaction indexing is in progress"}]}
//
// Faults, per request (each element of a batch is judged on its own; the first rule
// that matches the method and wins its coin toss decides):
//
//   - error: a JSON-RPC error with the rule's code and message.
//   - null: a null result, as from a backend that has not seen the block or transaction.
//   - drop: the connection is closed without an answer (after delay_ms, if set: a
//     timeout as the client sees it). A batch with one dropped element is dropped whole.
//   - delay: wait delay_ms, then forward.
//   - swallow: answer eth_sendRawTransaction with the transaction's hash and do not
//     forward it: a transaction the provider accepted and lost.
//   - lose_answer: forward the request and close the connection without the node's
//     answer: a broadcast the node accepted while its caller timed out.
//
// Besides the rules, chain_id makes eth_chainId and net_version report another chain,
// and lag_blocks makes the proxy answer as a node that many blocks behind the head:
// eth_blockNumber, block tags "latest"/"pending" and receipts or transactions in newer
// blocks are answered from that lagging view. Proxy.DropTx loses the next broadcast of
// one transaction hash, whatever the faults.
package rpcfault
