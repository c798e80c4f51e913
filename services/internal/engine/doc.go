// Package engine holds the three core workers' batches: the dispatcher
// (READY → SUBMITTING → SUBMITTED), the observer (SUBMITTED/OBSERVING → terminal or
// UNKNOWN) and recovery (UNKNOWN and stale SUBMITTING → a verdict from evidence).
//
// Locking protocol. Every transaction that can change whether a movement is finished
// — a node leaving the in-flight states, a node going back to READY, a request
// starting — holds the request row's lock when it does so, and settles the request
// (cancel what will never start, finish what has nothing left) before committing.
// Every writer of a READY node holds its request row first. Locks are taken in one of
// two ways, never in an order that can form a cycle:
//
//   - claims never wait, and never keep a lock on a row they skip. The dispatcher's and
//     recovery's batch claims lock request rows first (SKIP LOCKED, one table), then
//     nodes of the requests they hold (SKIP LOCKED, one table). The observer's per-ID
//     claim locks node and request together inside a savepoint that a miss rolls back
//     (the two-stage claim of docs/design.md §4).
//   - writers that must not skip (the dispatcher recording retries and failures, an
//     operator's cancel or verdict) wait for request rows in ID order, then for nodes.
//     Nobody holding a node row waits for a request row.
//
// Why replicas do not convoy. A dispatcher holds the request rows of its batch for
// tx1 only (claim, Preflight in parallel, Prepare, intents: milliseconds for noop,
// one round of RPCs for a chain), and a second replica's claim skips those requests
// and takes the next ones from a candidate window four batches wide, so both work at
// once on disjoint movements. Submits run outside any transaction; recording their
// outcomes needs no request lock unless a node retries or fails. The observer and
// recovery hold one request (observer) or one batch of requests (recovery) through
// their provider calls, which the others skip.
//
// Fencing. Every claim bumps the node's attempt; every write of that claim is guarded
// by attempt and the expected state, so a worker that stalls and wakes up late
// changes nothing in the database (docs/design.md §7). The outside world is fenced by the
// executors (see the fencing rule in package executor).
//
// Side effects. The dispatcher commits the intent and SUBMITTING (with a lease,
// submitting_at) before Submit runs, renews the lease while Submit runs, and cancels a
// Submit whose lease it cannot renew. A crash or a lost database leaves SUBMITTING with
// an expired lease and an intent, which only recovery resolves — from the executor's
// external evidence, never by submitting again unless that evidence proves nothing was
// sent and nothing can be.
//
// Clocks. Every submit (first, retry, or recovery's "sent") starts a fresh observation
// clock, so pacing phases and the fatal deadline measure the current attempt, and a
// node handed back by recovery is not fatal again at once. A node held back before its
// side effect backs off by its count of holds, and its movement stays APPROVED (so it
// can be cancelled or expire) until one of its nodes gets an intent or fails.
package engine
