package policy_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// An EVM address is stored lower-case whatever case it was written in, and mixed
// case must be its EIP-55 checksum; other chains' addresses are kept as written.
func TestNormalizeAddressLowersEVMAndKeepsOthers(t *testing.T) {
	t.Parallel()
	const checksummed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" // EIP-55's own example
	for _, c := range []struct {
		chain, in, want string
		ok              bool
	}{
		{"1", checksummed, "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", true},
		{"8453", "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", true},
		{"1", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", true},
		{"1", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "", false}, // one letter's case off the checksum
		{"1", "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "", false},
		{"1", "0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "", false},
		{"1", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae", "", false},
		{"1", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedd", "", false},
		{"1", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg", "", false},
		{"01", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "", false},
		{"solana", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", true},
		{"solana", "has space", "", false},
		{"solana", "", "", false},
		{"", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "", false},
		{"chain with space", "x", "", false},
	} {
		got, err := policy.NormalizeAddress(c.chain, c.in)
		if !c.ok {
			require.Error(t, err, "%q on %q", c.in, c.chain)
			continue
		}
		require.NoError(t, err, "%q on %q", c.in, c.chain)
		require.Equal(t, c.want, got, "%q on %q", c.in, c.chain)
	}
}

// The cooling-off is the document's AddressCoolingOff, a day when it sets none.
func TestAddressCoolingOffDefaultsToADay(t *testing.T) {
	t.Parallel()
	d, err := policy.AddressCoolingOff(policy.Document{})
	require.NoError(t, err)
	require.Equal(t, 24*time.Hour, d)
	d, err = policy.AddressCoolingOff(policy.Document{AddressCoolingOff: "72h"})
	require.NoError(t, err)
	require.Equal(t, 72*time.Hour, d)
	_, err = policy.AddressCoolingOff(policy.Document{AddressCoolingOff: "-1h"})
	require.Error(t, err)
	_, err = policy.AddressCoolingOff(policy.Document{AddressCoolingOff: "a day"})
	require.Error(t, err)
}

// Lookup finds an ACTIVE entry only, by the address in any case, with its label and
// usable-from; a proposal, a rejected and a removed entry are not in the book.
func TestLookupFindsOnlyActiveEntriesInAnyCase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := db.Wrap(dbtest.New(t).Pool(t, db.Testnet))
	book := policy.NewAddressBook(pool)
	const addr = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"
	const mixed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

	e, err := pool.ProposeAddress(ctx, db.NewAddress{ID: uuid.Must(uuid.NewV7()), ChainID: "1", Address: addr, Label: "prime", ProposedBy: "ops1", Reason: "r"})
	require.NoError(t, err)
	_, found, err := book.Lookup(ctx, "1", mixed)
	require.NoError(t, err)
	require.False(t, found, "a proposal is not in the book")

	approved, err := pool.ApproveAddress(ctx, e.ID, "ops2", 90*time.Minute)
	require.NoError(t, err)
	require.Equal(t, approved.ApprovedAt.Add(90*time.Minute), *approved.UsableFrom)
	got, found, err := book.Lookup(ctx, "1", mixed)
	require.NoError(t, err)
	require.True(t, found)
	require.Equal(t, policy.Address{Label: "prime", UsableFrom: *approved.UsableFrom}, got)
	_, found, err = book.Lookup(ctx, "8453", addr)
	require.NoError(t, err)
	require.False(t, found, "an entry is for its chain only")
	_, found, err = book.Lookup(ctx, "1", "not an address")
	require.NoError(t, err)
	require.False(t, found)

	_, err = pool.RemoveAddress(ctx, e.ID, "ops1", "compromised")
	require.NoError(t, err)
	_, found, err = book.Lookup(ctx, "1", addr)
	require.NoError(t, err)
	require.False(t, found, "a removed entry is out of the book at once")
}
