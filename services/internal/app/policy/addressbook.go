package policy

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/db"
)

// The address book (docs/address-book.md): the destinations an allowlist rule lets a
// movement pay. An entry is proposed by one operator and approved by another; it may
// be paid from its approval plus the policy's cooling-off; a removal is immediate.

// DefaultAddressCoolingOff is the cooling-off of a policy that sets none (and of the
// default policy): a day between an address's approval and its first payment, so an
// address two operators slipped in is seen by the rest of the team before money goes.
const DefaultAddressCoolingOff = 24 * time.Hour

// AddressCoolingOff is the cooling-off doc sets: its AddressCoolingOff as a Go
// duration, DefaultAddressCoolingOff when empty. A negative or unreadable one is an
// error.
func AddressCoolingOff(doc Document) (time.Duration, error) {
	if doc.AddressCoolingOff == "" {
		return DefaultAddressCoolingOff, nil
	}
	d, err := time.ParseDuration(doc.AddressCoolingOff)
	if err != nil {
		return 0, fmt.Errorf("address_cooling_off %q: %w", doc.AddressCoolingOff, err)
	}
	if d < 0 {
		return 0, fmt.Errorf("address_cooling_off %q is negative", doc.AddressCoolingOff)
	}
	return d, nil
}

// Address is what the policy needs of an approved address-book entry.
type Address struct {
	// Label is the entry's name ("treasury-cold"), matched by DestinationLabels.
	Label string
	// UsableFrom is when its cooling-off ends: the dispatch gate holds a payment to it
	// until then; at create an entry cooling off is in the book all the same.
	UsableFrom time.Time
}

// Book is the address book read from the database: the AddressBook the evaluator
// looks destinations up in.
type Book struct {
	pool *db.Pool
}

// NewAddressBook returns the address book of pool's network.
func NewAddressBook(pool *db.Pool) *Book { return &Book{pool: pool} }

// Lookup returns the ACTIVE entry for the chain and address (false when there is
// none: never approved, rejected or removed). The address is normalised first
// (NormalizeAddress), so a mixed-case EVM address finds its entry; one that cannot be
// normalised is in no entry.
func (b *Book) Lookup(ctx context.Context, chainID, address string) (Address, bool, error) {
	norm, err := NormalizeAddress(chainID, address)
	if err != nil {
		return Address{}, false, nil //nolint:nilerr // an address no entry can hold is simply not in the book
	}
	e, err := b.pool.Addresses().Lookup(ctx, chainID, norm)
	switch {
	case errors.Is(err, db.ErrNotFound):
		return Address{}, false, nil
	case err != nil:
		return Address{}, false, err
	case e.UsableFrom == nil:
		return Address{}, false, fmt.Errorf("address-book entry %s is ACTIVE without usable_from", e.ID)
	}
	return Address{Label: e.Label, UsableFrom: *e.UsableFrom}, true, nil
}

var (
	evmChainIDRE  = regexp.MustCompile(`^[0-9]+$`)
	canonChainRE  = regexp.MustCompile(`^[1-9][0-9]{0,19}$`)
	chainIDRE     = regexp.MustCompile(`^[\x21-\x7e]{1,64}$`)
	evmAddressRE  = regexp.MustCompile(`^0x[0-9a-f]{40}$`)
	otherAddrRE   = regexp.MustCompile(`^[\x21-\x7e]{1,200}$`)
	errChainID    = errors.New("chain_id must be a decimal EVM chain ID without leading zeros (\"1\", \"8453\") or 1-64 printable characters without spaces")
	errEVMAddress = errors.New("an address on an EVM chain is 0x and 40 hexadecimal digits")
	errChecksum   = errors.New("the address's mixed case is not its EIP-55 checksum: a digit is probably mistyped")
	errAddress    = errors.New("an address is 1-200 printable characters without spaces")
)

// IsEVMChain says whether chainID names an EVM chain: a decimal EIP-155 chain ID, as
// executor.Payment writes one.
func IsEVMChain(chainID string) bool { return evmChainIDRE.MatchString(chainID) }

// CheckChainID refuses a chain ID no entry may have.
func CheckChainID(chainID string) error {
	if IsEVMChain(chainID) && !canonChainRE.MatchString(chainID) || !chainIDRE.MatchString(chainID) {
		return errChainID
	}
	return nil
}

// NormalizeAddress is address as the book stores it and executor.Payment writes a
// destination (migration 00037, address_book_normalised): on an EVM chain lower-case
// 0x hex of 40 digits, on any other chain exactly as given, since other chains'
// encodings (base58, bech32 with its own rules) are case-sensitive or canonical
// already. A mixed-case EVM address must carry its EIP-55 checksum (go-ethereum
// common.Address.Hex): mixed case that is not the checksum is a typo, refused rather
// than stored as some other address; all lower or all upper case carries none.
func NormalizeAddress(chainID, address string) (string, error) {
	if err := CheckChainID(chainID); err != nil {
		return "", err
	}
	if !IsEVMChain(chainID) {
		if !otherAddrRE.MatchString(address) {
			return "", errAddress
		}
		return address, nil
	}
	norm := strings.ToLower(address)
	if !evmAddressRE.MatchString(norm) || !strings.HasPrefix(address, "0x") {
		return "", errEVMAddress
	}
	if digits := address[2:]; digits != strings.ToLower(digits) && digits != strings.ToUpper(digits) &&
		address != common.HexToAddress(address).Hex() {
		return "", errChecksum
	}
	return norm, nil
}
