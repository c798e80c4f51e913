-- NOT A MIGRATION. A stand-in for the address book's table (its migration and
-- docs/address-book.md), read only by sqlc so that the dispatch gate's query
-- (queries/address_book_gate.sql) is checked and generated against the columns it
-- reads. When the address book's migration is in sql/migrations, delete this folder
-- and its line in sqlc.yaml; make generate then gives the same code.
CREATE TABLE address_book (
    id          uuid        PRIMARY KEY,
    chain_id    text        NOT NULL,
    address     text        NOT NULL,
    label       text        NOT NULL,
    state       text        NOT NULL,
    proposed_by text        NOT NULL,
    proposed_at timestamptz NOT NULL,
    approved_by text,
    approved_at timestamptz,
    usable_from timestamptz,
    removed_by  text,
    removed_at  timestamptz,
    reason      text
);
