-- Pacing baselines of oft_transfer's lanes (issue 16: USDC over LayerZero V2 / Stargate
-- V2 taxi), one per source chain ("oft_transfer:<chain>"): how long after the send a
-- transfer is usually delivered on the destination. The DVNs wait for the source
-- chain's confirmations before verifying, so the source chain sets the pace: LayerZero's
-- default confirmations make Ethereum ~3 minutes and the L2s about a minute; dev-1..dev-3
-- are devchain-scaled (lz-executor delivers after 2 blocks and 1 s by default).
-- Operators edit them like any lane row.

-- +goose Up
INSERT INTO observation_lanes (lane_key, baseline_seconds, fatal_after_seconds, pre_baseline_poll_seconds,
                               at_baseline_poll_seconds, over_baseline_poll_seconds)
VALUES ('oft_transfer:ethereum', 180, 7200, 30, 10, 60),
       ('oft_transfer:base', 60, 3600, 10, 5, 30),
       ('oft_transfer:arbitrum', 60, 3600, 10, 5, 30),
       ('oft_transfer:optimism', 60, 3600, 10, 5, 30),
       ('oft_transfer:dev-1', 3, 600, 0.5, 0.25, 1),
       ('oft_transfer:dev-2', 3, 600, 0.5, 0.25, 1),
       ('oft_transfer:dev-3', 3, 600, 0.5, 0.25, 1)
ON CONFLICT (lane_key) DO NOTHING;

-- +goose Down
DELETE FROM observation_lanes WHERE lane_key LIKE 'oft\_transfer:%';
