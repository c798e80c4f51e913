// Package balances holds the balance-snapshot and verify-drift sidecars.
//
// Snapshotter (balance-snapshot) records, per configured chain, the native and token
// balances of every configured signer at one block, into balance_snapshots: the chain's
// newest final block (its finality depth below the head), so that a reorg the depth
// allows changes no balance recorded and moves no recorded transaction across one.
//
// Verifier (verify-drift) compares each pair of consecutive snapshots of an account
// with what QTG's EVM transfers imply for the blocks between them: completed transfers
// move their amount in or out, and every transaction the account sent (completed or
// reverted) cost it gas_used × effective_gas_price of the native token. A transfer
// counts in (from_block, to_block] by the block its receipt names, never by when QTG
// recorded it. Actual minus expected is the drift; every comparison is a balance_checks
// row, a non-zero drift is also logged at error level. Every node counts by its legs,
// on each chain, as its executor tells them from the node's config, progress and result
// (executor.LegReporter, see Legs): transfers, exchange deposits and withdrawals, and
// bridge transfers alike; verify-drift never parses an executor's records itself.
//
// A drift alarm must not depend on timing, so a pair is judged only once it is decided:
// no EVM transfer from or to the account is in flight with an intent written before the
// later snapshot was taken (the query BalanceSnapshotPairsUnchecked gives the argument).
// Transfers whose intents were all written later land above that snapshot's block, so
// a busy account's older pairs are still judged, and one stuck transfer holds back only
// its own accounts' pairs. From the moment a pair is decided, its evidence cannot
// change, so checking it earlier or later gives the same verdict.
//
// QTG's own transactions whose gas no node's records name count too: a nonce gap fill,
// a cancellation by replacement, and an attempt that reverted in a final block and that
// recovery proved did nothing. Recovery records a cancellation's or a reverted attempt's
// gas as it proves the attempt not sent, and evm-nonce-reaper a fill's once its nonce is
// used (evm_gas_spends), each before the pairs it lands in are decided; a signed fill
// holds its sender's native pairs back until then.
//
// Money moved outside QTG (a deposit, a manual transfer) shows up as drift by design:
// that is what an operator must look at. So does a transaction QTG broadcast whose node
// did not record it (a transfer paid twice).
// A reorg deeper than the chain's finality depth is outside what any record of QTG's
// assumes: evm-nonce-reaper raises the completed transfers it took (docs/protocols.md,
// "Finality and reorgs"), and verify-drift shows the balances it moved as drift.
package balances
