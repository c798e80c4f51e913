// Package executortest is the executor conformance suite: Exercise runs one executor,
// described by a Subject (the executor, a one-node template, how each movement's value
// shows in the outside world, and the fault hooks that world offers), through the same
// cases as every other, with the real engine workers on a database of its own per case.
// Every registered executor has a test that calls it (Covered; the registry's test in
// package executors refuses one that has none), and a new executor is registered only
// once it passes (docs/adding-an-executor.md). Only tests import this package.
//
// Every case ends by reading the outside world (balances, the venue's records, the
// noop's side-effect rows — never QTG's node rows): the movement's value left its
// holder at most once, exactly once for a movement that completed (and arrived as
// often), and the movement ended in the state the engine's rules give
// (docs/design.md §3 and §7). The cases:
//
//   - happy: one movement completes.
//   - crash/<phase>/<point>: a replica's database is cut (testfix.CutPool) at a point
//     of a phase — after-prepare (the claim not committed), before-submit (the intent
//     committed, the side effect not performed: that Submit goes out late, after the
//     movement ended, as a request already on the wire), after-submit (the outcome not
//     recorded) — and a second replica with recovery finishes the movement.
//   - lie/<kind>: the chain endpoints (rpcfault proxies) lie about the value phase's own
//     transaction until the executor has heard them — indexing in progress, null from
//     a lagging backend, a dropped transaction, a timeout after acceptance — or the
//     venue acts on the request and loses its answer. The movement completes, and a
//     transaction the node accepted is never judged not sent.
//   - elsewhere: a third party does a phase after the executor wrote its intent for it
//     and before it submits; the movement completes, never FAILED.
//   - cancel/…: a cancel before the first claim, while a phase's Submit is under way,
//     and between phases. Value moved iff a phase that moves value finished or was in
//     flight before the cancel; then the movement completes, otherwise it is
//     CANCELLED with nothing moved.
//   - expiry/…: a deadline passed before the start expires the movement with nothing
//     moved; one passing after a phase started lets the movement complete.
//   - verdict/<phase>/<variant>: a phase's Submit leaves the node UNKNOWN — its answer
//     lost after the side effect, or the request never sent — and operators propose
//     and approve not_sent. Recovery may apply it only on proof that the attempt can no
//     longer land and must refuse it when it landed; a request never sent lands only if
//     Recover re-sent it while the verdict was open, which it may not.
//   - race: two replicas share a few movements.
//
// Cases that set faults the whole outside world sees (the venue's next answer) run one
// at a time before the others; the rest run concurrently. A case whose hook the
// Subject leaves nil is skipped, saying why; one listed in Subject.Known is skipped
// with the defect it names.
//
// In process, the suite reaches the crash points through a wrapper around the
// Subject's executor (tap) that holds or loses one call of one phase: the executor
// never knows it is being tested.
package executortest
