-- The dispatch gate's read of the address book (docs/policy-gate.md; the table is the
-- address book's, docs/address-book.md): the entries for one destination that decide
-- whether it may be paid now.

-- name: AddressBookGateLookup :many
-- The ACTIVE and REMOVED entries for (chain_id, address), ACTIVE first: an ACTIVE one
-- may be paid once usable_from has passed (its cooling-off); with none ACTIVE, a
-- REMOVED one says why the destination is refused. Read, not locked: a removal that
-- commits after this read is seen by the next check, as a hold placed after a claim
-- began is seen by the next claim. The address is compared as stored (normalised:
-- EVM addresses lower-case 0x hex).
SELECT state, usable_from
FROM address_book
WHERE chain_id = @chain_id AND address = @address AND state IN ('ACTIVE', 'REMOVED')
ORDER BY state, usable_from
LIMIT 8;
