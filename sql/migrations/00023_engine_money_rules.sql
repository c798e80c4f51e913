-- The money rules the engine enforces itself (docs/design.md §3 "Cancel" and §7 "Manual
-- verdicts are never weaker than recovery"):
--
-- * movement_nodes.value_moved: a multi-phase executor's statement, made with the
--   Continue of a phase, that value has left the holder (a burn, a bridge send). A cancel
--   requested of an EXECUTING movement stops a node between phases unless it is set.
--   Before, the presence of progress stood for it, but an ERC-20 approval alone sets
--   progress. Live nodes that have progress keep the old reading (they finish).
-- * node_verdicts: an approved not_sent or failed verdict on a node with a side effect
--   is APPROVED, waiting for recovery to prove that the attempt can no longer land; it is
--   then APPLIED, or REFUSED when the evidence shows the attempt landed. proof is what
--   recovery found, resolved_by and resolved_at who applied or refused it and when. A
--   node has at most one open (PROPOSED or APPROVED) verdict.

-- +goose Up
ALTER TABLE movement_nodes ADD COLUMN value_moved boolean NOT NULL DEFAULT false;
ALTER TABLE movement_nodes_archive ADD COLUMN value_moved boolean NOT NULL DEFAULT false;
UPDATE movement_nodes SET value_moved = true
WHERE progress IS NOT NULL
  AND node_state IN ('READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION');

ALTER TABLE node_verdicts
    ADD COLUMN proof       text CHECK (length(proof) <= 2000),
    ADD COLUMN resolved_by text,
    ADD COLUMN resolved_at timestamptz;
ALTER TABLE node_verdicts_archive
    ADD COLUMN proof       text,
    ADD COLUMN resolved_by text,
    ADD COLUMN resolved_at timestamptz;
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_verdict_state_check;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_verdict_state_check
    CHECK (verdict_state IN ('PROPOSED', 'APPROVED', 'APPLIED', 'REFUSED', 'REJECTED'));
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_four_eyes;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_four_eyes
    CHECK (verdict_state NOT IN ('APPROVED', 'APPLIED', 'REFUSED') OR decided_by <> proposed_by);
-- A refusal names who refused and on what evidence.
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_refused_has_proof
    CHECK (verdict_state <> 'REFUSED' OR (resolved_by IS NOT NULL AND proof IS NOT NULL));
DROP INDEX node_verdicts_open;
CREATE UNIQUE INDEX node_verdicts_open ON node_verdicts (node_id) WHERE verdict_state IN ('PROPOSED', 'APPROVED');

-- +goose Down
DROP INDEX node_verdicts_open;
UPDATE node_verdicts SET verdict_state = 'REJECTED', decision_reason = 'migration 00023 rolled back'
WHERE verdict_state IN ('APPROVED', 'REFUSED');
CREATE UNIQUE INDEX node_verdicts_open ON node_verdicts (node_id) WHERE verdict_state = 'PROPOSED';
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_refused_has_proof;
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_four_eyes;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_four_eyes CHECK (verdict_state <> 'APPLIED' OR decided_by <> proposed_by);
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_verdict_state_check;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_verdict_state_check
    CHECK (verdict_state IN ('PROPOSED', 'APPLIED', 'REJECTED'));
ALTER TABLE node_verdicts_archive DROP COLUMN proof, DROP COLUMN resolved_by, DROP COLUMN resolved_at;
ALTER TABLE node_verdicts DROP COLUMN proof, DROP COLUMN resolved_by, DROP COLUMN resolved_at;
ALTER TABLE movement_nodes_archive DROP COLUMN value_moved;
ALTER TABLE movement_nodes DROP COLUMN value_moved;
