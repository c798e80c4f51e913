-- Chainlink CCIP (issue 16): ccip_transfer sends USDC over CCIP and waits for the
-- destination's OffRamp to execute the message; a message that ends in FAILURE, or is
-- left UNTOUCHED, needs a manual execution, which operators approve with four eyes.
--
-- * node_state NEEDS_MANUAL_EXECUTION: the ccip-stranded-reaper moves a node waiting
--   for delivery there (compare-and-set from SUBMITTED/OBSERVING at its attempt, with a
--   reason as its last_error) when its executor reports the delivery stuck. Nothing claims it: it stays
--   until an approved manual_execution verdict puts it back to READY. It is live (the
--   movement stays EXECUTING, its funds count as in flight) and never cancelled.
-- * movement_nodes.manual_execution: set by that approval; the executor's Prepare then
--   builds the manual step (CCIP's manuallyExecute) as a fenced intent. The observer's
--   next Continue clears it.
-- * node_verdicts.verdict 'manual_execution': the existing four-eyes verdicts, proposed
--   on a node in NEEDS_MANUAL_EXECUTION instead of UNKNOWN.
-- * observation_lanes: pacing of ccip_transfer's lanes, one per source and destination
--   chain ("ccip_transfer:<from>:<to>"): CCIP's published end-to-end times (minutes:
--   source finality plus the DON's commit and execution) for the public chains,
--   devchain-scaled for dev-1..dev-3.

-- +goose Up
ALTER TABLE movement_nodes DROP CONSTRAINT movement_nodes_node_state_check;
ALTER TABLE movement_nodes ADD CONSTRAINT movement_nodes_node_state_check
    CHECK (node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING',
                          'COMPLETED', 'FAILED', 'UNKNOWN', 'CANCELLED', 'NEEDS_MANUAL_EXECUTION'));
ALTER TABLE movement_nodes ADD COLUMN manual_execution boolean NOT NULL DEFAULT false;
ALTER TABLE movement_nodes_archive ADD COLUMN manual_execution boolean NOT NULL DEFAULT false;

DROP INDEX movement_nodes_live;
CREATE INDEX movement_nodes_live ON movement_nodes (node_state)
    WHERE node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION');
-- The reaper's scan: nodes of the executors it asks, waiting for delivery.
CREATE INDEX movement_nodes_stranded ON movement_nodes (executor_key, next_observe_at)
    WHERE node_state IN ('SUBMITTED', 'OBSERVING');

ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_verdict_check;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_verdict_check
    CHECK (verdict IN ('sent', 'not_sent', 'failed', 'manual_execution'));

INSERT INTO observation_lanes (lane_key, baseline_seconds, fatal_after_seconds, pre_baseline_poll_seconds,
                               at_baseline_poll_seconds, over_baseline_poll_seconds)
VALUES ('ccip_transfer:ethereum:base', 1200, 10800, 60, 20, 60),
       ('ccip_transfer:ethereum:arbitrum', 1200, 10800, 60, 20, 60),
       ('ccip_transfer:base:ethereum', 1500, 10800, 60, 20, 60),
       ('ccip_transfer:base:arbitrum', 1500, 10800, 60, 20, 60),
       ('ccip_transfer:arbitrum:ethereum', 1500, 10800, 60, 20, 60),
       ('ccip_transfer:arbitrum:base', 1500, 10800, 60, 20, 60),
       ('ccip_transfer:dev-1:dev-2', 3, 600, 0.5, 0.25, 1),
       ('ccip_transfer:dev-1:dev-3', 3, 600, 0.5, 0.25, 1),
       ('ccip_transfer:dev-2:dev-1', 3, 600, 0.5, 0.25, 1),
       ('ccip_transfer:dev-2:dev-3', 3, 600, 0.5, 0.25, 1),
       ('ccip_transfer:dev-3:dev-1', 3, 600, 0.5, 0.25, 1),
       ('ccip_transfer:dev-3:dev-2', 3, 600, 0.5, 0.25, 1)
ON CONFLICT (lane_key) DO NOTHING;

-- +goose Down
DELETE FROM observation_lanes WHERE lane_key LIKE 'ccip\_transfer:%';
DELETE FROM node_verdicts WHERE verdict = 'manual_execution';
DELETE FROM node_verdicts_archive WHERE verdict = 'manual_execution';
ALTER TABLE node_verdicts DROP CONSTRAINT node_verdicts_verdict_check;
ALTER TABLE node_verdicts ADD CONSTRAINT node_verdicts_verdict_check
    CHECK (verdict IN ('sent', 'not_sent', 'failed'));
UPDATE movement_nodes SET node_state = 'UNKNOWN', next_observe_at = now() WHERE node_state = 'NEEDS_MANUAL_EXECUTION';
DROP INDEX movement_nodes_stranded;
DROP INDEX movement_nodes_live;
CREATE INDEX movement_nodes_live ON movement_nodes (node_state)
    WHERE node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN');
ALTER TABLE movement_nodes_archive DROP COLUMN manual_execution;
ALTER TABLE movement_nodes DROP COLUMN manual_execution;
ALTER TABLE movement_nodes DROP CONSTRAINT movement_nodes_node_state_check;
ALTER TABLE movement_nodes ADD CONSTRAINT movement_nodes_node_state_check
    CHECK (node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING',
                          'COMPLETED', 'FAILED', 'UNKNOWN', 'CANCELLED'));
