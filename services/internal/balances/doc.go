// Package balances holds the balance-snapshot and verify-drift sidecars.
//
// Snapshotter (balance-snapshot) records, per configured chain, the native and token
// balances of every configured signer at one block, into balance_snapshots.
//
// Verifier (verify-drift) compares each pair of consecutive snapshots of an account
// with what QTG's EVM transfers imply for the blocks between them: completed transfers
// move their amount in or out, and every transaction the account sent (completed or
// reverted) cost it gas_used × effective_gas_price of the native token. Actual minus
// expected is the drift; every comparison is a balance_checks row, a non-zero drift is
// also logged at error level. A pair is judged only once no EVM transfer touching the
// account is in flight (its transaction may be mined before its node has a result).
// Money moved outside QTG (a deposit, a manual transfer, a
// nonce reaper's fill, which pays gas) shows up as drift by design: that is what an
// operator must look at.
package balances
