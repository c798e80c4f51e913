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
//   - claims never wait, and never keep a lock on a row they skip. The dispatcher's,
//     observer's and recovery's batch claims lock movement rows first (SKIP LOCKED, one
//     table), then nodes of the movements they hold (SKIP LOCKED, one table).
//   - writers that must not skip (the dispatcher recording retries and failures, an
//     operator's cancel or verdict) wait for movement rows in ID order, then for nodes.
//     Nobody holding a node row waits for a movement row.
//
// Lock lifetimes. Each claim holds its locks only as long as listed here, so replicas
// skip past each other instead of convoying:
//
//   - Dispatcher, tx1 (NodeClaimReady): the oldest READY nodes in the dispatch index's
//     order, each one's movement row looked up by key and locked FOR UPDATE SKIP LOCKED
//     in turn until a batch is held (a nested loop under LIMIT, so it reads the batch
//     and the movements others hold, and stops), then FOR NO KEY UPDATE SKIP LOCKED on
//     those movements' READY nodes; the claim writes nothing. Held until tx1 commits: Preflight of the batch in parallel, Prepare (a
//     savepoint only when Prepare runs a statement), then one statement (DispatchStart)
//     with the nodes that got an intent moved to SUBMITTING at their next attempt and
//     their leases started, APPROVED -> EXECUTING, and the intents with their audit
//     rows; a node held back stays READY (one write). For noop that is one round trip per
//     statement, not per node: milliseconds; for a chain, one round of RPCs. Another
//     replica's claim reads past those movements, however many batches are held, and
//     takes the next ones, so all work at once on disjoint movements. A window of
//     candidates (four batches, read whole) stopped there: behind four held batches it
//     claimed nothing (docs/benchmarks.md, "Claims read past what other replicas hold").
//   - Pipelining (Config.Pipeline, set by the deployable): after a full claim, Batch
//     returns once tx1 committed and the Submits started; their outcomes are recorded
//     in the background, so the dispatcher's next tx1 runs while the last batch is
//     submitted and recorded — two transactions of one process, locking disjoint rows
//     exactly as two replicas' would (the next claim skips nothing of the last batch:
//     its nodes are no longer READY, and recording takes movement rows only by waiting
//     in ID order, never holding a node a claim wants). A node keeps its slot until its
//     outcome is recorded, so SubmitConcurrency (default two batches) bounds what one
//     dispatcher has between claim and record. A short claim is recorded before Batch
//     returns: with no backlog, what becomes ready meanwhile gathers into the next
//     claim rather than trickling into claims of a node or two.
//   - The one way a claim does hold what it skipped: a movement or node another replica
//     claimed and committed while this claim statement ran still looks READY in the
//     statement's snapshot; FOR UPDATE then locks the row's newest version, rechecks it
//     (EvalPlanQual), skips it — and keeps that lock until tx1 ends. The other
//     replica's recording of that node (NodeMarkSubmitted) waits for it: rare next to
//     the waits for pg_notify's queue lock and relation extension (docs/benchmarks.md,
//     "The engine per node-step").
//   - Submits run with no transaction open. Recording SUBMITTED (or UNKNOWN) locks only
//     the nodes, in one UPDATE; renewing leases likewise. Retries, failures and the
//     final outcomes of synchronous executors wait for their movement rows (ID order),
//     then write the nodes and settle each movement once for the batch, in one short
//     transaction.
//   - Observer (NodeObserveSchedule, then NodeClaimObservable): an unlocked look at
//     whether anything is due (and when the next node is due, to sleep until then);
//     then, in the batch's transaction, the due nodes earliest first, each one's
//     movement row locked FOR UPDATE SKIP LOCKED in turn until a batch is held (as the
//     dispatcher's), then FOR UPDATE SKIP LOCKED on the due SUBMITTED/OBSERVING nodes of the
//     held movements, each with its attempt's intent (read, not locked); no more nodes
//     than the batch observes at once (ObserveConcurrency). Held through the batch's
//     Observe calls (all at once) and the commit of every outcome: one statement per
//     kind of outcome, each movement settled once. A held movement's due siblings come
//     in the same batch; another replica, or another batch in flight of the same
//     observer (Pipeline, up to ObserveBatches), skips the movement whole and takes the
//     next ones, so they never try the same nodes. The nodes a batch observes stay due
//     until it commits, at the head of the queue: every other claim reads past them, so
//     a claim costs the batch it takes plus the observations in flight.
//   - Recovery (NodeClaimUnknown, NodeClaimStaleSubmitting): the due nodes in order,
//     each one's movement row SKIP LOCKED until a batch is held, then their due nodes
//     SKIP LOCKED, held through the batch's Recover calls; each node comes with its
//     attempt's intent (read, not locked).
//   - Wake-ups do not multiply claims: a hint wakes one replica of a worker, its turn
//     by the hint's shard among the live replicas (package worker), so N replicas do
//     not each run an empty claim for every approval or recorded batch. Nor do they
//     split the work into slivers: after a batch of a sixteenth of the limit or more,
//     a replica's next wake-up waits for its turn (worker.Spec.GatherMax), so N
//     replicas claim about as often as one busy replica does and their batches stay
//     as large.
//   - Notifications do not extend any of this: Tx.Notify collects topics and Commit
//     sends them after the data transaction committed, in a transaction of their own
//     (docs/design.md §6), so no claim's commit waits for pg_notify's server-wide lock.
//
// Plans. Each statement above is prepared once per connection and runs on a generic
// plan, so its plan must not depend on how full a queue was when the table was last
// analyzed. The queue state columns have no planner statistics (migration 00019): with
// a sample taken while a state was empty, the planner took it for empty and scanned
// whole partial indexes once per row, and a backlog drained slowly.
// Lookups of a held movement's nodes are written so that only the movement_id index
// serves them, and per-batch figures (a completed parent's open children) are
// computed once per statement, not once per row. Nor may a plan outlive the table size
// it was made for: one made while movement_nodes held a few hundred rows joins it by
// sequential scan, and would keep doing so after it grew a hundredfold, until
// autovacuum's next ANALYZE. So a connection plans again (DISCARD PLANS) when its plans
// are older than db.DefaultReplanEvery; the planner then scales the same statistics to
// the table's present size. Until then, a plan made on small tables must not be one
// that only small tables afford: a held row's state is a parameter (a generic plan
// cannot match it against a live-state partial index's predicate, so the row is found
// by its key), and a process of core workers only runs with sequential and bitmap
// scans off, so a state's index is read in order and stops at the claim's LIMIT
// (db.WithKeyedPlans, "Held rows are looked up by key"; JIT is off there too, since a
// last-resort scan's penalty would have it compile such a statement on every call).
// Without these, the slow claims' plans looked held movements up through movements_live
// or by a sequential scan of movements, and their nodes through a live-state index,
// once per held row; with them, every claim's plan reads the state's index in order
// and each held row by key.
//
// Constraints. The single-column rules of the tables every node-step writes
// (movement_nodes, movements, node_intents, audit_outbox) are domains, not CHECK
// constraints (migration 00021): PostgreSQL 15 reads back and plans every CHECK of a
// table for each statement that writes it, most of a one-row node update's cost; a domain's
// rules are planned once per session and checked where a value is stored. The rules
// that relate two columns stay CHECKs.
//
// Cost per node-step. Claims and recordings are batched and set-based so that a
// node-step costs a fraction of a round trip: a claim transaction is four round trips
// (BEGIN, the claim, DispatchStart, COMMIT), recording SUBMITTED is one statement with
// no BEGIN or COMMIT, and a hint follows its COMMIT in the same pipeline (db.Tx.Commit,
// db.Pool.WithHints). Every row a node-step writes (four audit rows per node, the
// node's updates and the release of its child, the intent's insert and updates, the
// side effect) is evidence the audit chain or recovery needs; a synchronous step
// (outcome from Submit) writes two fewer (NodeMarkFinal). Replicas take turns
// (worker.Spec.GatherMax), so their claims split the nodes evenly and stay about as
// large as one replica's; where the database's CPU is the limit, more replicas cost CPU
// rather than add throughput (docs/operations.md, "Replicas"). Neither serializing the
// dispatchers' claim transactions across replicas (an advisory lock first in tx1), nor
// longer turns, nor turns after full batches, nor one batch in flight per dispatcher
// did better. An empty claim (another replica held everything due) costs BEGIN, one
// claim and ROLLBACK. The figures, with their commands and machine, are in
// docs/benchmarks.md ("The engine per node-step").
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
