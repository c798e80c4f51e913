// Package engine holds the three core workers' batches: the dispatcher
// (READY → SUBMITTING → SUBMITTED), the observer (SUBMITTED/OBSERVING → terminal or
// UNKNOWN) and recovery (UNKNOWN and stale SUBMITTING → a verdict from evidence).
//
// Locking protocol. Every transaction that can change whether a movement is finished
// — a node leaving the in-flight states, a node going back to READY, a request
// starting — holds the request row's lock when it does so, and settles the request
// (cancel what will never start, finish what has nothing left) before committing. The
// locks are taken in one of two ways, never in an order that can form a cycle:
//
//   - claims lock node and request rows together with SKIP LOCKED and never wait
//     (dispatcher tx1, observer per-ID claim, recovery claims);
//   - the dispatcher's submit transaction (tx2) holds only its SUBMITTING nodes and,
//     when an outcome needs settling, waits for their request rows in ID order. The
//     holders of a request row never wait for a SUBMITTING node.
//
// Fencing. Every claim bumps the node's attempt; every write of that claim is guarded
// by attempt and the expected state, so a worker that stalls and wakes up late
// changes nothing (DESIGN §7).
//
// Side effects. The dispatcher commits the intent and SUBMITTING before Submit runs,
// and holds the node's row through Submit. A crash in between leaves SUBMITTING with
// an intent, which only recovery resolves — from the executor's external evidence,
// never by submitting again unless that evidence proves nothing was sent.
package engine
