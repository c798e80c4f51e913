package bybitdoubletest

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
)

// The venue account StartVenue configures, and the venue's name in the venue
// configuration.
const (
	Account   = "treasury"
	VenueName = "bybit-dev"
	apiKey    = "qtgTreasury001"
	secret    = "treasury-secret-0123456789"
)

// VenueConfig configures StartVenue.
type VenueConfig struct {
	// Accounts is how many dev accounts besides the deployer devchain funds; the last
	// one is the venue's hot wallet. Default 4.
	Accounts int
	// BlockInterval is devchain's (how often it mines an empty block).
	BlockInterval time.Duration
	// WithdrawInterval is the venue's least time between two creates on one chain and
	// coin, in the double and in the venue configuration alike. Zero: the double
	// enforces none and the configuration says a millisecond, for tests that are not
	// about the venue's pacing and create back to back.
	WithdrawInterval time.Duration
}

// Venue is the outside world of the exchange executors in one process: a devchain
// chain dev-1, the double paying and watching it, and the venue configuration pointing
// at the double, all closed at the end of the test.
type Venue struct {
	Devchain *devchain.Devchain
	Chains   *evm.Config
	Signers  map[common.Address]evm.Signer
	Double   *bybitdouble.Double
	// Venues is the venue configuration of one venue, VenueName, whose withdrawal key
	// is Account's.
	Venues *venue.Config
	// Deposit is Account's deposit address on dev-1.
	Deposit common.Address
}

// StartVenue starts the chain and the double, whose account Account holds 1000 USDC
// (withdrawal fee 0.5) and may withdraw to dev account 1.
func StartVenue(t testing.TB, cfg VenueConfig) *Venue {
	t.Helper()
	if cfg.Accounts == 0 {
		cfg.Accounts = 4
	}
	dc, chains, signers := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: cfg.Accounts, BlockInterval: cfg.BlockInterval,
	})
	accts := dc.Accounts()
	doubleInterval, venueInterval := cfg.WithdrawInterval, cfg.WithdrawInterval
	if cfg.WithdrawInterval == 0 {
		doubleInterval, venueInterval = -1, time.Millisecond
	}
	d, err := bybitdouble.Start(context.Background(), bybitdouble.Config{
		Chains: chains, HotWallet: accts[cfg.Accounts].Key, Tick: 20 * time.Millisecond, SecurityCheckDelay: 50 * time.Millisecond,
		DepositConfirmations: 2, RateLimits: map[string]int{}, DefaultRateLimit: 1_000_000, WithdrawInterval: doubleInterval,
		ChainOptions: []bybitdouble.ChainOptions{{Name: "dev-1", BybitChain: "DEV-1", WithdrawFee: "0.5"}},
		Accounts: []bybitdouble.Account{{
			Name: Account, APIKey: apiKey, Secret: bybitdouble.Secret(secret), Balances: map[string]string{"USDC": "1000"},
			AddressBook: []bybitdouble.AddressEntry{{Coin: "USDC", Chain: "DEV-1", Address: accts[1].Address.Hex()}},
		}},
	}, zerolog.New(zerolog.NewTestWriter(t)))
	require.NoError(t, err)
	t.Cleanup(d.Close)
	dep, ok := d.DepositAddress(Account, "dev-1")
	require.True(t, ok)
	secretFile := filepath.Join(t.TempDir(), "withdraw.secret")
	require.NoError(t, os.WriteFile(secretFile, []byte(secret), 0o600))
	venues, err := venue.Resolve(venue.File{Venues: []venue.FileVenue{{
		Name: VenueName, BaseURL: d.URL(), AllowInsecure: true, WithdrawKey: venue.KeyRef{APIKey: apiKey, SecretFile: secretFile},
		WithdrawalSLA: time.Hour, DepositSLA: time.Hour, WithdrawInterval: venueInterval,
		Coins:  []venue.Coin{{Token: "USDC", Coin: "USDC"}},
		Chains: []venue.Chain{{Chain: "dev-1", VenueChain: "DEV-1", DepositAddress: dep.Hex()}},
	}}}, venue.AccessWithdraw, func(string) string { return "" })
	require.NoError(t, err)
	return &Venue{Devchain: dc, Chains: chains, Signers: signers, Double: d, Venues: venues, Deposit: dep}
}
