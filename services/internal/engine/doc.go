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
// Why replicas do not convoy. Every claim locks request rows before node rows, skips
// what another worker holds instead of waiting, and holds its locks only as long as
// listed here; only writers that must not skip wait, for request rows in ID order and
// then nodes, and nobody holding a node row waits for a request row.
//
//   - Dispatcher, tx1 (NodeClaimReady): an unlocked look at the oldest READY nodes (the
//     dispatch index, a window four batches wide), then FOR UPDATE SKIP LOCKED on up to
//     a batch of their request rows, then FOR UPDATE SKIP LOCKED on those requests'
//     READY nodes, moved to SUBMITTING in the same statement. Held until tx1 commits:
//     Preflight of the batch in parallel, Prepare (a savepoint only when Prepare runs a
//     statement), one COPY of the intents, their audit rows, APPROVED -> EXECUTING, the
//     lease start. For noop that is one round trip per statement, not per node:
//     milliseconds; for a chain, one round of RPCs. A second replica's claim skips
//     those requests and takes the next ones from the window, so both work at once on
//     disjoint movements.
//   - Submits run with no transaction open. Recording SUBMITTED (or UNKNOWN) locks only
//     the nodes, in one UPDATE; renewing leases likewise. Retries, failures and the
//     final outcomes of synchronous executors wait for their request rows (ID order),
//     then write the nodes and settle each movement once for the batch, in one short
//     transaction.
//   - Observer (NodeClaimObservable): per node, inside a savepoint, the node and its
//     request FOR UPDATE SKIP LOCKED, held through Observe and the commit of its
//     outcome; siblings of a held request are offered again in the next round. The
//     claim returns the intent of the node's attempt too (read, not locked).
//   - Recovery (NodeClaimUnknown, NodeClaimStaleSubmitting): request rows SKIP LOCKED,
//     then their due nodes SKIP LOCKED, held through the batch's Recover calls; each
//     node comes with its attempt's intent (read, not locked).
//
// Measured with `make bench-peers` in one run (3-node noop movements, fsync on, the
// 2-core dev machine while other work used about one core; 2026-11-30): with
// synchronous noop steps (outcome from Submit, no observer round) 1, 2 and 4 replicas
// of each core worker did 214, 258 and 480 node-steps/s with clients creating and
// approving meanwhile, and drained 376, 575 and 712 node-steps/s of movements approved
// in a burst (River chain-of-3: 718, DBOS 3-step queue: 1,515 steps/s in the same run).
// The workers ran 1.3 statements and 0.03 transactions per node-step at 1 and 2
// replicas (2.4 and 0.19 at 4, where claims come back short: 207-212 short and 21-41
// empty per replica against 0 before); more replicas added capacity rather than
// convoying. Observed (asynchronous) steps cost about 10 statements per node-step at
// one replica; with several observer replicas the observer used to re-offer nodes
// another replica had finished, round after round (220-400 statements per node-step at
// 2-4 replicas), which it no longer does; observed steps with several replicas still
// cost 75-220 statements per node-step in later runs (open: misses of per-node claims
// across observer replicas), against 10 with one.
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
// Multi-phase steps. An Observe answering Continue (executor/doc.go) moves the node
// from SUBMITTED/OBSERVING back to READY with its progress (NodeMarkContinue: fenced by
// attempt and state, under the observer's node and request locks, the attempt's intent
// CONFIRMED, tries reset for the new phase, a CONTINUE audit row) and wakes the
// dispatchers; their next claim raises attempt and prepares the next phase. A READY
// node with progress is mid-step: RequestCancelAbandonedNodes leaves it alone and
// NodeClaimReady takes it even from a movement whose cancel was requested.
//
// Clocks. Every submit (first, retry, or recovery's "sent") starts a fresh observation
// clock, so pacing phases and the fatal deadline measure the current attempt, and a
// node handed back by recovery is not fatal again at once. A node held back before its
// side effect backs off by its count of holds, and its movement stays APPROVED (so it
// can be cancelled or expire) until one of its nodes gets an intent or fails.
package engine
