// Package worker is the loop every QTG worker runs in, and the Supervisor that hosts
// several of them in one process.
//
// QTG has no scheduler: each worker polls Postgres on its own schedule. A worker is a
// Batch func (claim rows with SKIP LOCKED, do them, commit, say how many) plus a Spec
// (name, tier, interval, jitter, batch size, wake-up topics); everything else is here,
// so every worker fails, backs off, reports and stops the same way. One tick:
//
//	          ┌───────────────────────────── wake-up (NOTIFY) ───────────────┐
//	          ▼                                                              │
//	heartbeat (best effort) ─► Batch ─┬─ n ≥ BatchSize ─► Batch again …      │
//	          ▲                       ├─ ok ─► errs = 0 ─► sleep interval ± jitter
//	          │                       ├─ error ─► errs++ ─► heartbeat 'backoff' ─► sleep backoff
//	          │                       └─ panic ─► crash (see tiers)          │
//	          └────────────────────────── timer ─────────────────────────────┘
//
// The heartbeat is an upsert of the instance's worker_heartbeats row, committed before
// the work so an idle worker still shows it is alive; a failing heartbeat is a logged
// warning, never a reason to stop. expected_interval_seconds publishes the longest
// pause the loop intends (Interval + Jitter, or the backoff), which is what
// ListStalled's "silent for twice the expected interval" compares against. After an
// error the pause is min(Interval·2^(errs−1), MaxBackoff) ± Jitter, never above
// MaxBackoff (60 s); see nextDelay. Every pause is retry.SleepOrWake on the context,
// the timer and the wake-up channel, so shutdown is prompt and a notification ends it early.
//
// Wake-ups come from one notify.Listener per process: a dedicated connection LISTENing
// on network-prefixed channels (notify.Channel), fanning notifications out to the subscribed
// loops through one-slot channels, so a burst coalesces into one extra pass and the
// listener never blocks on a busy loop. Polling stays the source of truth: a lost
// notification costs latency only, and after every (re)connect each subscriber is
// woken once to cover what was missed.
//
// Replicas share the hints rather than all answering each one. A hint's payload is a
// random shard (db: NotifyAfterCommit); every heartbeat returns the worker's other
// live instances, and the loop takes the hints whose shard modulo the replicas is its
// place among them (notify.Subscription.SetShare). Each hint so wakes one replica,
// whose claim takes all the work there is, instead of every replica racing to claim
// it, so empty claims become rare (docs/benchmarks.md, "Replicas taking turns"). While an
// instance starts or dies the views can disagree for a heartbeat: a hint then wakes
// two replicas or none, which costs latency only.
//
// Replicas also take turns in time (Spec.GatherMax, MG_GATHER_MAX for the dispatcher
// and observer). One busy replica claims once per pass, and what becomes ready during
// the pass gathers into its next claim. N idle replicas would instead each claim a
// sliver of the same work as soon as it is hinted, and every sliver pays a claim's
// fixed statements. So after a batch of at least a sixteenth of BatchSize (and two
// rows), a replica's next wake-up waits until N−1 times that batch's time has passed
// since it ended (at most GatherMax). After a smaller batch (light load, where waiting
// would gather little and cost latency) or a full one (a backlog, drained at once),
// and for a lone replica, nothing waits: waiting after batches of two rows raised
// light-load latency, and a bound shorter than three turns of a loaded batch cuts the
// turns short (docs/benchmarks.md, "Replicas taking turns"). Under load a node can
// so wait up to GatherMax for the replica its hint woke, though another replica's
// turn usually comes first; at light load nothing waits.
//
// Tiers decide what a crash (a panic in Batch) means. A Core worker's crash cancels
// every loop and Run returns the *PanicError, so the process exits non-zero instead of
// running "mostly working"; a Sidecar's crash is logged with its stack and that worker
// alone is restarted after a backoff. Ordinary errors never crash a worker. On
// cancellation (SIGTERM in main) Run cancels every loop, each writes a final 'stopped'
// heartbeat on a context that is not cancelled, and Run returns within
// ShutdownTimeout even if a Batch ignores its context, naming the workers it
// abandoned.
//
// The operator gate (MG_WORKERS_ENABLED=false) is the host's decision: a gated process
// builds none of its workers and runs a Supervisor from NewGated instead, which only
// heartbeats: status 'gated' every GatedInterval for each worker it would run, then
// 'stopped' at shutdown. A frozen network so shows as gated, not as dead; a gated
// instance is no live replica, and one that falls silent is stalled like any other.
// Every heartbeat carries the process's build (Config.Version), so a rollout with
// mixed versions shows on the workers page.
package worker
