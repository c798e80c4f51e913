-- Four eyes past the API, cancelling a movement that is running, and manual verdicts
-- (issue 11, item 9, item 5 and the operator tools).
--
-- * movement_request_nodes.approved_config / approved_config_sha256: the node's config
--   exactly as the approved plan compiled it (canonical JSON bytes) and their SHA-256.
--   The network roles may not UPDATE these columns, nor node_config, executor_key and
--   the node's identity (column privileges, see db/migrate's grants); the dispatcher
--   checks both against node_config before Preflight and holds a node whose config
--   no longer matches (services/internal/nodeconfig).
-- * movement_requests.cancel_requested_at / cancel_reason: a cancel asked for while
--   nodes were in flight; the request ends when they settle (RequestFinish).
-- * node_verdicts: an operator's proposed verdict for an UNKNOWN node, applied only
--   when a second operator approves it.

-- +goose Up
ALTER TABLE movement_request_nodes
    ADD COLUMN approved_config        bytea,
    ADD COLUMN approved_config_sha256 bytea;

-- Nodes created before this migration: what they hold now is all there is to approve.
UPDATE movement_request_nodes
SET approved_config = convert_to(node_config::text, 'UTF8'),
    approved_config_sha256 = sha256(convert_to(node_config::text, 'UTF8'))
WHERE approved_config IS NULL;

ALTER TABLE movement_request_nodes
    ALTER COLUMN approved_config SET NOT NULL,
    ALTER COLUMN approved_config_sha256 SET NOT NULL,
    ADD CONSTRAINT movement_request_nodes_approved_config_hash CHECK (length(approved_config_sha256) = 32);

-- An INSERT that names no approved config (tests and tools that write node rows by
-- hand) gets node_config's own text as it. The gateway always writes the compiler's
-- canonical bytes. Either way the stored hash covers the bytes, and nobody but the
-- owner can change either afterwards.
-- +goose StatementBegin
CREATE FUNCTION movement_request_nodes_default_approved_config() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.approved_config IS NULL THEN
        NEW.approved_config := convert_to(NEW.node_config::text, 'UTF8');
    END IF;
    IF NEW.approved_config_sha256 IS NULL THEN
        NEW.approved_config_sha256 := sha256(NEW.approved_config);
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd

CREATE TRIGGER movement_request_nodes_default_approved_config
    BEFORE INSERT ON movement_request_nodes
    FOR EACH ROW EXECUTE FUNCTION movement_request_nodes_default_approved_config();

ALTER TABLE movement_requests
    ADD COLUMN cancel_requested_at timestamptz,
    ADD COLUMN cancel_reason       text;

-- expiration-checker: a movement expires while no node has started, also when the
-- dispatcher moved it to EXECUTING and then held every node back (RequestClaimExpired).
DROP INDEX movement_requests_expiry_due;
CREATE INDEX movement_requests_expiry_due ON movement_requests (expires_at)
    WHERE request_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING') AND expires_at IS NOT NULL;

CREATE TABLE node_verdicts (
    id               uuid        PRIMARY KEY CONSTRAINT node_verdicts_id_is_v7 CHECK (uuid_is_v7(id)),
    node_id          uuid        NOT NULL REFERENCES movement_request_nodes (id),
    request_id       uuid        NOT NULL REFERENCES movement_requests (id),
    -- The node's attempt when the verdict was proposed: it applies to that attempt only.
    attempt          integer     NOT NULL CHECK (attempt >= 0),
    verdict          text        NOT NULL CHECK (verdict IN ('sent', 'not_sent', 'failed')),
    -- Evidence for 'sent': the transaction hash or the venue's ID of the side effect.
    tx_hash          text,
    external_id      text,
    reason           text        NOT NULL CHECK (reason <> '' AND length(reason) <= 2000),
    verdict_state    text        NOT NULL DEFAULT 'PROPOSED'
        CHECK (verdict_state IN ('PROPOSED', 'APPLIED', 'REJECTED')),
    proposed_by      text        NOT NULL CHECK (proposed_by <> ''),
    decided_by       text,
    decision_reason  text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    decided_at       timestamptz,
    CONSTRAINT node_verdicts_sent_has_evidence
        CHECK (verdict <> 'sent' OR coalesce(tx_hash, external_id, '') <> ''),
    -- Four eyes: whoever proposed a verdict cannot apply it.
    CONSTRAINT node_verdicts_four_eyes CHECK (verdict_state <> 'APPLIED' OR decided_by <> proposed_by),
    CONSTRAINT node_verdicts_decided
        CHECK ((verdict_state = 'PROPOSED') = (decided_by IS NULL AND decided_at IS NULL))
);

-- One open proposal per node.
CREATE UNIQUE INDEX node_verdicts_open ON node_verdicts (node_id) WHERE verdict_state = 'PROPOSED';
-- Listing: open proposals, and a movement's history.
CREATE INDEX node_verdicts_request ON node_verdicts (request_id, created_at);

-- +goose Down
DROP TABLE node_verdicts;
DROP INDEX movement_requests_expiry_due;
CREATE INDEX movement_requests_expiry_due ON movement_requests (expires_at)
    WHERE request_state IN ('PENDING_APPROVAL', 'APPROVED') AND expires_at IS NOT NULL;
ALTER TABLE movement_requests
    DROP COLUMN cancel_reason,
    DROP COLUMN cancel_requested_at;
DROP TRIGGER movement_request_nodes_default_approved_config ON movement_request_nodes;
DROP FUNCTION movement_request_nodes_default_approved_config();
ALTER TABLE movement_request_nodes
    DROP CONSTRAINT movement_request_nodes_approved_config_hash,
    DROP COLUMN approved_config_sha256,
    DROP COLUMN approved_config;
