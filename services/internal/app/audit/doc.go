// Package audit is the audit-outbox-promoter sidecar and the verifier of what it
// writes.
//
// Every transition writes its audit events in its own transaction (cheap, no
// ordering between writers): a statement that moves many nodes or movements appends
// one audit_batches row holding all of its events, a single event may be one
// audit_outbox row (migration 00040, docs/design.md §3). The promoter moves them,
// oldest first, into audit_log, one row per event: an append-only table the network
// roles may only read, where each row is chained to its predecessor:
//
//	seq       1, 2, 3, … with no gaps, per network (each schema has its own chain)
//	prev_hash the previous row's hash; 32 zero bytes for seq 1 (genesis)
//	hash      SHA-256(prev_hash || Encode(row))
//
// Encode is the canonical encoding of the row's content, big-endian throughout
// (hash_version 2; a version 1 row, written before migration 00010, has neither of the
// first two fields):
//
//	version      one byte, 0x02
//	outbox_id    uint64
//	seq          uint64
//	occurred_at  int64, microseconds since the Unix epoch (UTC)
//	actor, entity_type, entity_id, action, detail
//	             each uint32 length || UTF-8 bytes; detail is the JSON re-encoded
//	             canonically: object keys sorted bytewise, no insignificant
//	             whitespace, no HTML escaping, numbers written as stored
//	trace_id     0x00 when NULL, else 0x01 || uint32 length || bytes
//
// recorded_at (when the promoter ran) is not covered. Only the promoter's login (a
// member of the network's audit role) may append rows; the services may only read
// audit_log and only insert into audit_outbox and audit_batches, and nobody may change
// their rows.
//
// Promotion is serialised per network by a row lock on the schema's single
// audit_promotion_lock row, which only the network's audit role may lock (see
// AuditPromotionTryLock in sql/queries/audit.sql for why neither a lock on the head
// row nor an advisory lock can do it); a replica that finds the lock taken skips its
// turn instead of waiting. Promoted outbox rows and batches are deleted in the same transaction
// that appends them, so a crash promotes either the whole batch or nothing.
//
// Verify walks the chain and reports the first row that does not fit: a content edit
// changes that row's hash; a deleted row leaves a gap in seq; a row moved, inserted or
// renumbered breaks its successor's prev_hash. Deleting rows at the end of the chain,
// or rewriting the whole tail with recomputed hashes, needs an anchor from outside
// the database to detect: the promoter publishes the head after every batch (the
// qtg_audit_chain_head_seq gauge, and an "audit chain head" log line with seq and hash
// at most once a minute), OpsService.GetAuditHead reads it, and Report's HeadSeq and
// HeadHash are the same anchor; keep them outside the database and compare.
//
// Verification is incremental (docs/security.md). Every VerifyInterval (MG_AUDIT_VERIFY_INTERVAL)
// the promoter walks the whole chain from genesis (Verify), exports the verdict as
// qtg_audit_chain_ok and, when the chain is intact, moves audit_verify_checkpoint to
// the last row it checked: compare-and-set, never backwards, writable by the audit
// role only. VerifyIncremental (VerifyAuditLog's default) checks that the checkpointed
// row is still there with that hash and still hashes to it, then walks only the rows
// after it. An in-place edit of a row before the checkpoint is therefore caught by the
// next full walk (or VerifyAuditLog with full), not by every call; a truncation back
// past the checkpoint, or a rewrite of the chain with recomputed hashes, is caught by
// both, since the checkpointed row is gone or has another hash.
package audit
