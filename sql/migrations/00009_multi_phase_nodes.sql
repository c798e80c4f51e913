-- Multi-phase executors (issue 15: cctp_transfer approves, burns, waits for the
-- attestation and mints, each on-chain step its own fenced intent).
--
-- * movement_nodes.progress: what the node's finished phases proved (a burn's
--   transaction hash, the attested message), written by the observer when a phase is
--   done and the node goes back to READY for its next phase (NodeMarkContinue). NULL
--   for a node that has not finished a phase, and for every single-phase executor.
--   A READY node with progress is in the middle of its step: nothing cancels it
--   (RequestCancelAbandonedNodes skips it) and the dispatcher claims it even when a
--   cancel was requested, because money already moved.
-- * observation_lanes: pacing baselines of cctp_transfer's lanes, one per source chain
--   and speed ("cctp_transfer:<chain>:fast|standard"): real-world defaults for the
--   public chains (Circle: fast ~8-20 s, standard ~13-19 min on Ethereum and L2s
--   settling on it), devchain-scaled for dev-1..dev-3. Operators edit them like any
--   lane row.

-- +goose Up
ALTER TABLE movement_nodes ADD COLUMN progress jsonb;

INSERT INTO observation_lanes (lane_key, baseline_seconds, fatal_after_seconds, pre_baseline_poll_seconds,
                               at_baseline_poll_seconds, over_baseline_poll_seconds)
VALUES ('cctp_transfer:ethereum:fast', 20, 3600, 5, 3, 30),
       ('cctp_transfer:ethereum:standard', 1140, 7200, 120, 20, 60),
       ('cctp_transfer:base:fast', 20, 3600, 5, 3, 30),
       ('cctp_transfer:base:standard', 1140, 7200, 120, 20, 60),
       ('cctp_transfer:arbitrum:fast', 20, 3600, 5, 3, 30),
       ('cctp_transfer:arbitrum:standard', 1140, 7200, 120, 20, 60),
       ('cctp_transfer:dev-1:fast', 2, 600, 0.5, 0.25, 1),
       ('cctp_transfer:dev-1:standard', 4, 600, 0.5, 0.25, 1),
       ('cctp_transfer:dev-2:fast', 2, 600, 0.5, 0.25, 1),
       ('cctp_transfer:dev-2:standard', 4, 600, 0.5, 0.25, 1),
       ('cctp_transfer:dev-3:fast', 2, 600, 0.5, 0.25, 1),
       ('cctp_transfer:dev-3:standard', 4, 600, 0.5, 0.25, 1)
ON CONFLICT (lane_key) DO NOTHING;

-- +goose Down
DELETE FROM observation_lanes WHERE lane_key LIKE 'cctp\_transfer:%';
ALTER TABLE movement_nodes DROP COLUMN progress;
