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
// Executors are stateless apart from their clients; all state lives in the node row
// and its intents, so any replica can pick up where another died.
package executor
