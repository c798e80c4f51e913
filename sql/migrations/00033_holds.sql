-- Holds: an operator's runtime brake on one rail (docs/operations.md, "Holds").
--
-- * rail_holds: one row per hold, on one executor, chain, lane or template, with who
--   placed it, why and until when it is expected to last. While released_at is NULL
--   the dispatcher claims no READY node the hold matches (NodeClaimReady): the node
--   waits, neither failed nor retried; nodes already submitted are still observed and
--   recovered. Placing is one operator; releasing takes another (the
--   rail_holds_four_eyes constraint, and HoldRelease's compare-and-set).
-- * movement_nodes.rail_lane and rail_chains: what a lane or chain hold matches on,
--   written by the compiler when the movement is created: the lane is the executor's
--   observation lane for the config (executor.Baseline), the chains the chain IDs the
--   node's pins name (executor.Pinner). Both are NULL for nodes created before this
--   migration and for configs without pins; an executor or template hold still
--   covers those.
--
-- * audit_entity_type gains 'hold': HOLD_PLACED and HOLD_RELEASED rows name the hold.
--
-- The table is tiny (the active rows a handful at most) and read by every claim: the
-- partial index keeps the released history off that path.

-- +goose Up
CREATE TABLE rail_holds (
    id              uuid        PRIMARY KEY CONSTRAINT rail_holds_id_is_v7 CHECK (uuid_is_v7(id)),
    scope           text        NOT NULL CHECK (scope IN ('EXECUTOR', 'CHAIN', 'LANE', 'TEMPLATE')),
    -- The executor key, chain ID, lane key or template name held.
    target          text        NOT NULL CHECK (target ~ '^[\x21-\x7e]{1,200}$'),
    reason          text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
    placed_by       text        NOT NULL CHECK (placed_by <> ''),
    placed_at       timestamptz NOT NULL DEFAULT now(),
    -- When the operator expects the trouble to end; QTGHoldOverdue fires past it. The
    -- hold does not end by itself: releasing is a decision.
    expected_end_at timestamptz NOT NULL,
    released_by     text,
    released_at     timestamptz,
    release_reason  text CHECK (length(release_reason) <= 1000),
    CONSTRAINT rail_holds_ends_after_placed CHECK (expected_end_at > placed_at),
    CONSTRAINT rail_holds_released_has_releaser CHECK ((released_at IS NULL) = (released_by IS NULL)),
    -- Four eyes on release: whoever placed a hold cannot release it.
    CONSTRAINT rail_holds_four_eyes CHECK (released_by IS NULL OR released_by <> placed_by)
);

-- The claim's NOT EXISTS and the gauges: active holds only.
CREATE INDEX rail_holds_active ON rail_holds (scope, target) WHERE released_at IS NULL;
-- Listing, newest first.
CREATE INDEX rail_holds_placed_at ON rail_holds (placed_at DESC, id DESC);

ALTER TABLE movement_nodes ADD COLUMN rail_lane text, ADD COLUMN rail_chains text[];
ALTER TABLE movement_nodes_archive ADD COLUMN rail_lane text, ADD COLUMN rail_chains text[];

ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer', 'hold'));

-- +goose Down
-- The audit chain is append-only: rows naming a hold stay, so the narrower check
-- applies to new rows only (NOT VALID).
ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer')) NOT VALID;
ALTER TABLE movement_nodes_archive DROP COLUMN rail_chains, DROP COLUMN rail_lane;
ALTER TABLE movement_nodes DROP COLUMN rail_chains, DROP COLUMN rail_lane;
DROP TABLE rail_holds;
