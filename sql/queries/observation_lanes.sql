-- name: LaneGet :one
SELECT * FROM observation_lanes WHERE lane_key = @lane_key;

-- name: LaneUpsert :exec
INSERT INTO observation_lanes (lane_key, baseline_seconds, fatal_after_seconds, pre_baseline_poll_seconds,
                               at_baseline_poll_seconds, over_baseline_poll_seconds)
VALUES (@lane_key, @baseline_seconds, @fatal_after_seconds, @pre_baseline_poll_seconds,
        @at_baseline_poll_seconds, @over_baseline_poll_seconds)
ON CONFLICT (lane_key) DO UPDATE SET
    baseline_seconds           = excluded.baseline_seconds,
    fatal_after_seconds        = excluded.fatal_after_seconds,
    pre_baseline_poll_seconds  = excluded.pre_baseline_poll_seconds,
    at_baseline_poll_seconds   = excluded.at_baseline_poll_seconds,
    over_baseline_poll_seconds = excluded.over_baseline_poll_seconds,
    updated_at                 = now();

-- name: LaneList :many
-- Operators' view of the lanes (OpsService.ListLanes): every row whose key starts
-- with @prefix (empty: all). Read without locks.
SELECT *
FROM observation_lanes
WHERE starts_with(lane_key, @prefix::text)
ORDER BY lane_key;

-- name: LaneGetForUpdate :one
-- SetLane's read of the current values: locks the lane row until the caller's
-- transaction ends (the write and its LANE_SET audit row follow in it), so two
-- concurrent SetLane calls with the same expected_updated_at cannot both win.
SELECT *
FROM observation_lanes
WHERE lane_key = @lane_key
FOR UPDATE;

-- name: LaneSet :one
-- Writes a lane's values (insert or update) and returns the row; updated_at is the
-- statement's clock, so the caller's compare-and-set token changes with every write.
INSERT INTO observation_lanes (lane_key, baseline_seconds, fatal_after_seconds, pre_baseline_poll_seconds,
                               at_baseline_poll_seconds, over_baseline_poll_seconds, updated_at)
VALUES (@lane_key, @baseline_seconds, @fatal_after_seconds, @pre_baseline_poll_seconds,
        @at_baseline_poll_seconds, @over_baseline_poll_seconds, clock_timestamp())
ON CONFLICT (lane_key) DO UPDATE SET
    baseline_seconds           = excluded.baseline_seconds,
    fatal_after_seconds        = excluded.fatal_after_seconds,
    pre_baseline_poll_seconds  = excluded.pre_baseline_poll_seconds,
    at_baseline_poll_seconds   = excluded.at_baseline_poll_seconds,
    over_baseline_poll_seconds = excluded.over_baseline_poll_seconds,
    updated_at                 = excluded.updated_at
RETURNING *;
