// Package executor defines the protocol every step of a movement runs through, and
// the registry the workers and the template compiler look executors up in.
//
// A node's life through its executor:
//
//	Preflight ─► Prepare ─► [intent committed] ─► Submit ─► Observe … ─► terminal
//	                                  │                │
//	                                  └──── crash ─────┴──► Recover (reads evidence)
//
// The steps:
//
//   - Preflight checks that the step can run now (balances, executor health). It has
//     no side effect; an error holds the node back (or fails it, if Permanent).
//   - Prepare runs inside the dispatcher's claim transaction and returns the intent:
//     everything needed to perform and later recognise the side effect (lane, nonce,
//     signed bytes, idempotency key). The engine writes it before anything is sent.
//   - Submit performs the side effect described by the intent, and nothing else. Its
//     error says on which side of the side effect it failed (see Classify); an
//     unclassified error is treated as ambiguous, the safe default.
//   - Observe reports progress of a submitted side effect.
//   - Recover decides, from external evidence only, what happened to a node whose
//     outcome is unknown: a crash between intent and submit, an ambiguous submit, or
//     an observation that could not tell. It never repeats a side effect it cannot
//     prove did not happen.
//
// # The fencing rule
//
// The engine fences its own rows: every claim bumps the node's attempt and every write
// of that claim is guarded by it. That does not fence the outside world. No database
// lock is held while Submit runs (the dispatcher holds a lease it renews, and a
// dispatcher that loses its database cancels its Submits, but a request already on
// the wire cannot be recalled), so recovery may take a node over while an earlier
// attempt's Submit is still on its way. Hence the rule every executor must keep:
//
//	Recover answers VerdictNotSent only when the earlier attempt did not happen AND
//	the outside world will refuse it from now on. "I could not find it" — an RPC
//	error, a null from a lagging backend, an index still building, a timeout, a
//	transaction absent from one node's pool — is VerdictUnknown, never NotSent.
//
// Likewise VerdictFailed (and an Observe Failed) for a step with a side effect needs
// evidence that it cannot land: a refused re-broadcast is not a failure while an
// earlier broadcast may still be mined.
//
// How each executor keeps it:
//
//   - noop: its side effect is a row keyed by the fencing token (node, attempt). Recover
//     writes a fence row under the same key before answering NotSent; a later Submit of
//     that attempt finds the key taken by a fence and is refused (ErrFenced). The unique
//     key serialises the two writes, whichever comes first.
//   - evm_transfer, and every signed phase of the bridges (one kernel, package
//     evmcall): the intent holds the signed bytes, so every retry of an attempt
//     re-broadcasts the same transaction (the chain accepts it at most once), and a new
//     attempt signs a new nonce only after Recover found, on the chain itself, the
//     final transaction that consumed the old nonce and showed it is not ours: that
//     nonce can never be used again, so the old bytes can never be mined. While a
//     verdict is open on the node (Node.VerdictOpen), Recover never re-broadcasts. To
//     prove an attempt cannot land, CancelAttempt (Canceller) signs a zero-value
//     transfer to the sender at the same nonce, priced above every candidate; once it
//     is final, the nonce is another transaction's.
//   - cex_withdrawal: the venue's requestId derives from the node, not the attempt, so
//     the venue itself deduplicates every attempt and replay; since Bybit never states
//     that a requestId is unknown, NotSent needs a replay refused by the withdrawal's
//     own checks, no matching withdrawal in the venue's records, and the records' lag
//     allowance passed (see its package doc).
//   - cex_deposit: its transfer is evm_transfer's, on the same kernel.
//
// Multi-phase steps. An executor whose step is several side effects in a row (a
// bridge: approve, burn, wait for an attestation, mint) runs each as its own intent and
// attempt. Observe answers Continue with Progress once the current phase is done and
// proven; the engine stores the progress on the node (compare-and-set on attempt and
// state, audited as CONTINUE), puts it back to READY, and the next claim raises the
// attempt and calls Preflight and Prepare with Node.Progress for the next phase. The
// fencing rule holds per phase: the intent's payload names its phase, and Recover
// judges that phase's side effect only. With each Continue the executor states whether
// the phases done so far moved value out of the holder (Observation.ValueMoved: a burn,
// a send; not an approval): a cancel requested of the movement stops the node before
// its next phase unless value moved, in which case the node runs to its end
// (docs/design.md §3 "Cancel").
//
//   - cctp_transfer: every on-chain phase follows evm_transfer's rule on its chain; a
//     burn is prepared only while the progress holds none, and the mint relays only the
//     attested message stored in the progress. The destination's usedNonces makes the
//     mint itself idempotent, so a receive attempt may be replaced whenever its own
//     transaction cannot land any more.
//
// Manual verdicts. While operators have a verdict open on a node (Node.VerdictOpen),
// Recover reads evidence only: it never re-broadcasts or replays the attempt, which
// could make it land while they are proving it cannot. An approved not_sent or failed
// verdict is applied by recovery only when Recover proves the attempt can no longer
// land; an executor that can make it so implements Canceller (EVM: a zero-value
// transfer to the sender itself at the same nonce, priced above every candidate), and
// its Recover then answers NotSent once that cancellation is final (docs/design.md §7
// "Manual verdicts").
//
// Executors are stateless apart from their clients; all state lives in the node row
// and its intents, so any replica can pick up where another died.
package executor
