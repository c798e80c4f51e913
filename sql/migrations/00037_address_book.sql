-- The address book of a treasury policy (docs/address-book.md): the destinations an
-- allowlist rule lets a movement pay.
--
-- * address_book: one row per entry. An operator proposes (chain, address, label,
--   reason); another operator approves it (four eyes: address_book_four_eyes), which
--   makes it ACTIVE and sets usable_from to the approval time plus the cooling-off of
--   the policy active then (policy.Document.AddressCoolingOff, 24h by default): a
--   movement may name it from then on, and the dispatch gate pays it only once
--   usable_from has passed, so an address slipped in by two colluding or compromised
--   operators still leaves a day for someone to notice. A proposal may be rejected by
--   any operator (the proposer withdrawing it included). Removal is immediate and one
--   operator: braking needs no second person. The row is kept, REJECTED or REMOVED, as
--   the record; proposing the address again is a new row.
-- * The address is stored normalised (policy.NormalizeAddress): on an EVM chain (a
--   decimal chain ID) lower-case 0x and 40 hex digits, as executor.Payment writes a
--   destination; on any other chain exactly as given. So a lookup by the payment's
--   destination is an equality, and a mixed-case proposal cannot make a second entry.
-- * At most one PROPOSED or ACTIVE entry per (chain_id, address): the partial unique
--   index, which also serves the lookups by chain and address (policy.Book.Lookup, the
--   dispatch gate).
--
-- * audit_entity_type gains 'address': the entries' transitions are audited
--   ('->PROPOSED', 'PROPOSED->ACTIVE', 'PROPOSED->REJECTED', 'ACTIVE->REMOVED'). The
--   set is the one migration 00036 leaves ('policy' included) plus 'address'.
--
-- The table is not per movement: it is not archived.

-- +goose Up
CREATE TABLE address_book (
    id               uuid        PRIMARY KEY CONSTRAINT address_book_id_is_v7 CHECK (uuid_is_v7(id)),
    -- A decimal EIP-155 chain ID ("1", "8453") or another chain's name.
    chain_id         text        NOT NULL CHECK (chain_id ~ '^[\x21-\x7e]{1,64}$'),
    address          text        NOT NULL,
    -- What the entry is ("Coinbase Prime deposit"); policy rules may match on it.
    label            text        NOT NULL CHECK (length(label) BETWEEN 1 AND 200 AND label !~ '[[:cntrl:]]'),
    state            text        NOT NULL DEFAULT 'PROPOSED' CHECK (state IN ('PROPOSED', 'ACTIVE', 'REJECTED', 'REMOVED')),
    proposed_by      text        NOT NULL CHECK (proposed_by <> ''),
    proposed_at      timestamptz NOT NULL DEFAULT now(),
    -- Why the address is to be paid (whose it is, the ticket that asked for it).
    reason           text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
    approved_by      text,
    approved_at      timestamptz,
    -- approved_at plus the cooling-off read when approved; the gate pays from then.
    usable_from      timestamptz,
    rejected_by      text,
    rejected_at      timestamptz,
    rejection_reason text CHECK (length(rejection_reason) BETWEEN 1 AND 1000),
    removed_by       text,
    removed_at       timestamptz,
    removal_reason   text CHECK (length(removal_reason) BETWEEN 1 AND 1000),
    CONSTRAINT address_book_normalised CHECK (CASE WHEN chain_id ~ '^[0-9]+$'
        THEN chain_id ~ '^[1-9][0-9]{0,19}$' AND address ~ '^0x[0-9a-f]{40}$'
        ELSE address ~ '^[\x21-\x7e]{1,200}$' END),
    -- Four eyes on approval: whoever proposed an entry cannot approve it.
    CONSTRAINT address_book_four_eyes CHECK (approved_by IS NULL OR approved_by <> proposed_by),
    -- Each state carries exactly the decisions that led to it.
    CONSTRAINT address_book_approved CHECK ((state IN ('ACTIVE', 'REMOVED'))
        = (approved_by IS NOT NULL AND approved_at IS NOT NULL AND usable_from IS NOT NULL)),
    CONSTRAINT address_book_rejected CHECK ((state = 'REJECTED')
        = (rejected_by IS NOT NULL AND rejected_at IS NOT NULL AND rejection_reason IS NOT NULL)),
    CONSTRAINT address_book_removed CHECK ((state = 'REMOVED')
        = (removed_by IS NOT NULL AND removed_at IS NOT NULL AND removal_reason IS NOT NULL)),
    CONSTRAINT address_book_usable_after_approval CHECK (usable_from >= approved_at)
);

-- One live entry per address; the lookups by chain and address.
CREATE UNIQUE INDEX address_book_live ON address_book (chain_id, address) WHERE state IN ('PROPOSED', 'ACTIVE');

ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer', 'hold', 'policy', 'address'));

-- +goose Down
-- The audit chain is append-only: rows naming an address stay, so the narrower check
-- applies to new rows only (NOT VALID).
ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer', 'hold', 'policy')) NOT VALID;
DROP TABLE address_book;
