-- Issue 13 (per-step cost): the UUIDv7 check runs as a function call on every insert
-- and update of nine tables, including each of a node's dozen state changes.
--
-- PostgreSQL evaluates every CHECK constraint of a row on every UPDATE, whatever columns
-- changed. The planner inlines a SQL function into the constraint's expression only if
-- the function is not STRICT or its body is strict as well; 00001's uuid_is_v7 was
-- STRICT and its body (AND, IN) is not, so each check set up and ran the function
-- executor: 277,502 calls, 30 per movement, 2.4 s of a one-replica `make bench`
-- (pg_stat_user_functions), for a movement whose create, approve and node-steps take
-- about 2 ms of server time in all.
--
-- The same test, not STRICT and on the UUID's bytes instead of its text form: the
-- version is the high nibble of byte 6 and the RFC 9562 variant the two high bits of
-- byte 8 (10). A NULL argument still gives NULL, which a CHECK accepts, as the STRICT
-- function's NULL result did; every id column is NOT NULL anyway.

-- +goose Up
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION uuid_is_v7(id uuid) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN get_byte(uuid_send(id), 6) >> 4 = 7 AND get_byte(uuid_send(id), 8) >> 6 = 2;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION uuid_is_v7(id uuid) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN substr(id::text, 15, 1) = '7' AND substr(id::text, 20, 1) IN ('8', '9', 'a', 'b');
-- +goose StatementEnd
