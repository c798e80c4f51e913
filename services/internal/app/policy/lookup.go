package policy

import (
	"context"
	"fmt"
)

// AddressBook finds approved address-book entries (docs/address-book.md). The
// evaluator matches destinations on it (DestinationLabels, NotInAddressBook) and
// refuses an allowlisted payment whose destination it does not find. Implemented over
// the database by the address book's own package; a nil AddressBook finds nothing.
type AddressBook interface {
	// Lookup returns the ACTIVE entry for address on chainID (the address written as
	// executor.Payment.Destination writes it), or false when there is none.
	Lookup(ctx context.Context, chainID, address string) (Address, bool, error)
}

// LookupAddresses fills in.Book with the entries of the payments' destinations that
// book finds, once per destination, and only when doc matches or checks destinations
// against the book at all: a policy without allowlists or label rules costs no lookup.
func LookupAddresses(ctx context.Context, book AddressBook, doc *Document, in *Input) error {
	if book == nil || !doc.needsBook() {
		return nil
	}
	for _, n := range in.Nodes {
		if n.Payment == nil {
			continue
		}
		key := GateAddress{ChainID: n.Payment.DestinationChainID, Address: n.Payment.Destination}
		if _, seen := in.Book[key]; seen {
			continue
		}
		a, ok, err := book.Lookup(ctx, key.ChainID, key.Address)
		if err != nil {
			return fmt.Errorf("look up %s on chain %s in the address book: %w", key.Address, key.ChainID, err)
		}
		if ok {
			if in.Book == nil {
				in.Book = map[GateAddress]Address{}
			}
			in.Book[key] = a
		}
	}
	return nil
}

// needsBook says whether any rule reads the address book.
func (d *Document) needsBook() bool {
	for _, r := range d.Rules {
		if r.Allowlist || r.Match.NotInAddressBook || len(r.Match.DestinationLabels) > 0 {
			return true
		}
	}
	return false
}
