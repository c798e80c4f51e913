-- The address book (docs/address-book.md; migration 00037). Every decision is a
-- compare-and-set on the entry's state; its audit row is written by the caller in the
-- same transaction (db/addresses.go). No row from a decision: the entry is unknown, in
-- another state, or (approval) the approver proposed it; AddressGet tells which.

-- name: AddressPropose :one
-- A new PROPOSED entry. A live entry (PROPOSED or ACTIVE) for the same chain and
-- address makes the insert fail on address_book_live (ErrDuplicate).
INSERT INTO address_book (id, chain_id, address, label, proposed_by, proposed_at, reason)
VALUES (@id, @chain_id, @address, @label, @proposed_by, coalesce(sqlc.narg('now')::timestamptz, now()), @reason)
RETURNING *;

-- name: AddressApprove :one
-- PROPOSED -> ACTIVE by a principal other than the proposer (four eyes), usable from
-- the approval plus @cooling_off_seconds (the active policy's AddressCoolingOff).
UPDATE address_book
SET state       = 'ACTIVE',
    approved_by = @approved_by::text,
    approved_at = coalesce(sqlc.narg('now')::timestamptz, now()),
    usable_from = coalesce(sqlc.narg('now')::timestamptz, now()) + make_interval(secs => @cooling_off_seconds::bigint)
WHERE id = @id
  AND state = 'PROPOSED'
  AND proposed_by <> @approved_by::text
RETURNING *;

-- name: AddressReject :one
-- PROPOSED -> REJECTED, by any operator (the proposer withdrawing it included).
UPDATE address_book
SET state            = 'REJECTED',
    rejected_by      = @rejected_by::text,
    rejected_at      = coalesce(sqlc.narg('now')::timestamptz, now()),
    rejection_reason = @rejection_reason::text
WHERE id = @id
  AND state = 'PROPOSED'
RETURNING *;

-- name: AddressRemove :one
-- ACTIVE -> REMOVED, by one operator: effective for every lookup and gate check that
-- starts after the commit.
UPDATE address_book
SET state          = 'REMOVED',
    removed_by     = @removed_by::text,
    removed_at     = coalesce(sqlc.narg('now')::timestamptz, now()),
    removal_reason = @removal_reason::text
WHERE id = @id
  AND state = 'ACTIVE'
RETURNING *;

-- name: AddressGet :one
SELECT * FROM address_book WHERE id = @id;

-- name: AddressLookup :one
-- The ACTIVE entry for a chain and a (normalised) address, if any: served by the
-- partial unique index address_book_live.
SELECT * FROM address_book
WHERE chain_id = @chain_id AND address = @address AND state = 'ACTIVE';

-- name: AddressList :many
-- Operators' view (AddressBookService.ListAddresses): newest proposal first,
-- keyset-paged by id (UUIDv7: proposal order); filtered by states (empty: every state)
-- and chain. The table is small (one row per decision on a destination): no index
-- but the primary key's.
SELECT * FROM address_book
WHERE (coalesce(cardinality(@states::text[]), 0) = 0 OR state = ANY(@states::text[]))
  AND (sqlc.narg('chain_id')::text IS NULL OR chain_id = sqlc.narg('chain_id')::text)
  AND (sqlc.narg('before_id')::uuid IS NULL OR id < sqlc.narg('before_id')::uuid)
ORDER BY id DESC
LIMIT @max_rows::int;
