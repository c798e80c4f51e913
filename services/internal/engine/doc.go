// Package engine holds the three core workers' batches: the dispatcher
// (READY → SUBMITTING → SUBMITTED), the observer (SUBMITTED/OBSERVING → terminal or
// UNKNOWN) and recovery (UNKNOWN and stale SUBMITTING → a verdict from evidence).
//
// Locking protocol. Every transaction that can change whether a movement is finished
// — a node leaving the in-flight states, a node going back to READY, a movement
// starting — holds the movement row's lock when it does so, and settles the movement
// (cancel what will never start, finish what has nothing left) before committing.
// Every writer of a READY node holds its movement row first. Locks are taken in one of
// two ways, never in an order that can form a cycle:
//
//   - claims never wait, and never keep a lock on a row they skip. The dispatcher's and
//     recovery's batch claims lock movement rows first (SKIP LOCKED, one table), then
//     nodes of the movements they hold (SKIP LOCKED, one table). The observer's per-ID
//     claim locks node and movement together inside a savepoint that a miss rolls back
//     (the two-stage claim of docs/design.md §4).
//   - writers that must not skip (the dispatcher recording retries and failures, an
//     operator's cancel or verdict) wait for movement rows in ID order, then for nodes.
//     Nobody holding a node row waits for a movement row.
//
// Why replicas do not convoy. Every claim locks movement rows before node rows, skips
// what another worker holds instead of waiting, and holds its locks only as long as
// listed here; only writers that must not skip wait, for movement rows in ID order and
// then nodes, and nobody holding a node row waits for a movement row.
//
//   - Dispatcher, tx1 (NodeClaimReady): an unlocked look at the oldest READY nodes (the
//     dispatch index, a window four batches wide), then FOR UPDATE SKIP LOCKED on up to
//     a batch of their movement rows, then FOR UPDATE SKIP LOCKED on those movements'
//     READY nodes, moved to SUBMITTING in the same statement. Held until tx1 commits:
//     Preflight of the batch in parallel, Prepare (a savepoint only when Prepare runs a
//     statement), one COPY of the intents, their audit rows, APPROVED -> EXECUTING, the
//     lease start. For noop that is one round trip per statement, not per node:
//     milliseconds; for a chain, one round of RPCs. A second replica's claim skips
//     those movements and takes the next ones from the window, so both work at once on
//     disjoint movements.
//   - Submits run with no transaction open. Recording SUBMITTED (or UNKNOWN) locks only
//     the nodes, in one UPDATE; renewing leases likewise. Retries, failures and the
//     final outcomes of synchronous executors wait for their movement rows (ID order),
//     then write the nodes and settle each movement once for the batch, in one short
//     transaction.
//   - Observer (NodeClaimObservable): per node, inside a savepoint, the node and its
//     movement FOR UPDATE SKIP LOCKED, held through Observe and the commit of its
//     outcome; siblings of a held movement are offered again in the next round. The
//     claim returns the intent of the node's attempt too (read, not locked).
//   - Recovery (NodeClaimUnknown, NodeClaimStaleSubmitting): movement rows SKIP LOCKED,
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
// 2-4 replicas), which it no longer does. The 75-220 (97.6) statements per node-step
// reported at 2-4 replicas after that were the benchmark's own error: it folded the
// savepoint names sp_1, sp_2, … into one text and added the running total once per
// name, so the observer's transactions that went through several savepoints were
// counted quadratically. Counted once (300 movements, same run): 9.1-9.3 statements
// per node-step at one replica, 12.9-13.3 at two. What the second observer replica
// adds is misses: both list the same due nodes (NodeListObservable, woken by the same
// notification) and each tries them one by one; the replica that comes second finds
// the node locked or no longer due, which costs SAVEPOINT, NodeClaimObservable and
// ROLLBACK TO SAVEPOINT — 0.86-0.94 misses per node-step at two replicas, plus about
// 0.3 more BEGIN/ROLLBACK of transactions that claimed nothing. A claim that takes a
// set of due nodes SKIP LOCKED in one statement would remove the misses.
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
