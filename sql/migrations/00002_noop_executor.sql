-- The noop executor's "outside world". noop is the executor of tests and benchmarks:
-- its side effect is a row here, written outside the engine's transactions (as a real
-- transfer would be), so tests can count how often each side effect really happened
-- and recovery has evidence to read. No foreign keys: the outside world does not know
-- QTG's tables.

-- +goose Up
CREATE TABLE noop_side_effects (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    node_id         uuid        NOT NULL,
    attempt         integer     NOT NULL,
    idempotency_key text        NOT NULL,
    performed_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX noop_side_effects_node ON noop_side_effects (node_id);

-- One row per Observe call, with start and end, so tests can prove that no two
-- observers observed one node at overlapping times.
CREATE TABLE noop_observations (
    id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    node_id     uuid        NOT NULL,
    observer    text        NOT NULL,
    started_at  timestamptz NOT NULL,
    ended_at    timestamptz NOT NULL
);
CREATE INDEX noop_observations_node ON noop_observations (node_id, started_at);

-- Points a Submit reached (for crash tests that kill a process at a known point).
CREATE TABLE noop_markers (
    id        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    node_id   uuid        NOT NULL,
    point     text        NOT NULL,
    pid       integer     NOT NULL,
    marked_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX noop_markers_node ON noop_markers (node_id);

-- +goose Down
DROP TABLE noop_markers;
DROP TABLE noop_observations;
DROP TABLE noop_side_effects;
