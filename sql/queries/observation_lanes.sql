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
