-- Pacing of exchange withdrawals. Bybit accepts one withdraw/create per chain and coin
-- every 10 seconds, on top of its per-second rate limit; the answer to a second create
-- is not documented. Every dispatcher replica and recovery take a lane's turn here
-- before they create, one row per (venue account, venue chain, coin), so QTG never asks
-- twice within the interval, whichever process asks (docs/design.md §1: the processes
-- coordinate through rows and row locks only).

-- +goose Up
CREATE TABLE withdraw_pacing (
    -- "cex:<venue>:withdraw:<venue chain>:<coin>" (package cexwithdrawal).
    pace_key       text        PRIMARY KEY CHECK (pace_key <> ''),
    -- When the lane's last create was let through (the database's clock); the epoch
    -- for a lane that never created.
    last_create_at timestamptz NOT NULL DEFAULT 'epoch',
    -- The node whose create it was, for operators.
    node_id        uuid
);

-- +goose Down
DROP TABLE withdraw_pacing;
