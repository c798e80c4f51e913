// Package compiler turns a movement template and its params into the plan a
// movement runs: the nodes and edges the gateway stores and the workers execute.
// It is pure — no database, no network, no clock — so the same inputs give the
// same plan on every replica and in every test.
//
// Two steps, because they happen at different times to different people:
//
//	definition ──Parse──► Template ──Compile(params)──► Plan{Nodes, Hash}
//	 (proposal: author)              (movement creation: requester)
//
// Parse checks everything that does not depend on params — strict JSON, node
// keys, known executors, depends_on, no cycles, attempt limits, well-formed
// placeholders, and the configs of nodes without placeholders — so a template is
// refused when it is proposed, not later when money is waiting. Compile checks the
// params against the names the template references (missing and unused names are
// both errors), substitutes them, and has every node's executor validate the
// result. Both report every problem they find at once, as a *ValidationError
// wrapping ErrInvalidTemplate or ErrInvalidParams, with a field path per problem.
//
// # Determinism and the plan hash
//
// An approver approves a hash, not a description ("approve what you saw", docs/design.md
// §7), so the hash must change with anything that would run differently and with
// nothing else:
//
//   - Nodes are ordered topologically, ties broken by key; the order of nodes in
//     the definition and of keys in objects do not matter.
//   - Configs are canonical JSON: object keys sorted by byte order, no whitespace,
//     numbers exactly as written (1, 1.0 and 1e0 differ: an executor may parse them
//     differently), strings with only '"', '\\' and control characters escaped.
//     This is close to, but not, RFC 8785: numbers are not normalised.
//   - Hash is SHA-256 of the canonical encoding of
//     {"format":"qtg.plan.v1","nodes":[{"config","executor","has_side_effect","key",
//     "max_attempts","parents"}…]} with nodes in plan order and parents sorted. The
//     format name is part of the hashed bytes, so a future encoding cannot collide.
//   - Plan format 2 (CompileMovement, what the gateway compiles movements with) adds
//     the movement's terms, {"callback_url":…,"expires_at":"…Z","format":"qtg.plan.v2",
//     "nodes":[…]} (null where the movement has none; the deadline in UTC to the
//     microsecond), and the pins of each node of an executor.Pinner: what its config
//     resolves to against the chain and venue configuration (chain IDs, token and
//     bridge contracts, destination IDs, venue coins), written into the config as a
//     "pins" object. The approver signs where the money goes, not only names that a
//     changed configuration could point elsewhere; the engine resolves the pins again
//     before it runs a node and holds it when they differ (package nodeconfig). A
//     movement stores its format (movements.plan_format), so HashStored hashes a
//     movement created before format 2 as it was approved.
//
// The description is not part of the plan and not hashed. The configs stored must
// be the canonical bytes of PlannedNode.Config for the hash to be recomputable from
// storage (Postgres jsonb re-orders keys and normalises numbers; keep the bytes or
// keep the hash).
package compiler
