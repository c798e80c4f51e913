// Package venue reads the exchange venue configuration (MG_VENUES_FILE): which venues
// QTG moves money through, how their chains and coins map to QTG's, the SLAs of their
// capital transfers, and the references to their API credentials.
//
// Credentials are never in the file and never logged: each venue names a withdrawal
// key (api_key + secret_file or secret_env) and a read-only key. Like EVM signing keys
// (evm.RefuseKeys), secrets are loaded only where they are needed, by Access:
//
//   - AccessWithdraw (dispatcher, recovery: they create withdrawals) loads the
//     withdrawal key, and the read key when configured (else reads use the withdrawal
//     key).
//   - AccessRead (observer, capital-transfer-followup, balance-snapshot) loads the read
//     key only, and refuses to start when a withdrawal secret is within reach (its
//     file readable or its variable set).
//   - AccessNone (gateway, executor-health, verify-drift) loads no secret and refuses a
//     reachable withdrawal secret too.
//
// For example:
//
//	venues:
//	  - name: bybit-dev
//	    kind: bybit
//	    base_url: http://127.0.0.1:9191
//	    allow_insecure: true        # http to the local double only; venues are https
//	    account_type: FUND          # withdraw/create's accountType: FUND, UTA or FUND,UTA
//	    withdraw_interval: 10s      # the venue's least time between two creates on a chain and coin
//	    withdraw_key: {api_key: devrunTreasury01, secret_file: /keys/bybit-withdraw.secret}
//	    read_key: {api_key: devrunTreasuryRO1, secret_env: QTG_BYBIT_READ_SECRET}
//	    withdrawal_sla: 30m
//	    deposit_sla: 30m
//	    coins: [{token: USDC, coin: USDC}]
//	    chains: [{chain: dev-1, venue_chain: DEV-1, deposit_address: "0x…"}]
package venue

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.opentelemetry.io/otel/trace"
	"go.yaml.in/yaml/v3"

	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
)

// Access is what a process may do at the venues.
type Access int

// Access levels, in increasing order of what they allow.
const (
	// AccessNone: configuration only, no secret.
	AccessNone Access = iota
	// AccessRead: the read-only key (records, balances).
	AccessRead
	// AccessWithdraw: the withdrawal key (create withdrawals) and the read key.
	AccessWithdraw
)

// ErrSecretsNotAllowed is returned when a process that may not withdraw can reach a
// withdrawal secret.
var ErrSecretsNotAllowed = errors.New("venue withdrawal secrets handed to a process that does not withdraw")

// KeyRef names an API key's secret without containing it.
type KeyRef struct {
	APIKey     string `yaml:"api_key"`
	SecretFile string `yaml:"secret_file"`
	SecretEnv  string `yaml:"secret_env"`
}

func (k KeyRef) configured() bool { return k.APIKey != "" }

// reachable reports whether the secret can be read by this process.
func (k KeyRef) reachable(getenv func(string) string) (bool, string) {
	if k.SecretFile != "" {
		if f, err := os.Open(k.SecretFile); err == nil {
			_ = f.Close()
			return true, "secret_file " + k.SecretFile
		}
	}
	if k.SecretEnv != "" && getenv(k.SecretEnv) != "" {
		return true, "secret_env " + k.SecretEnv
	}
	return false, ""
}

func (k KeyRef) read(getenv func(string) string) (*bybit.Credentials, error) {
	var raw string
	switch {
	case (k.SecretFile == "") == (k.SecretEnv == ""):
		return nil, errors.New("set exactly one of secret_file and secret_env")
	case k.SecretFile != "":
		b, err := os.ReadFile(k.SecretFile)
		if err != nil {
			return nil, fmt.Errorf("read secret file: %w", err)
		}
		raw = string(b)
	default:
		raw = getenv(k.SecretEnv)
		if raw == "" {
			return nil, fmt.Errorf("environment variable %s is empty", k.SecretEnv)
		}
	}
	secret := strings.TrimSpace(raw)
	if len(secret) < 16 {
		return nil, errors.New("secret shorter than 16 bytes")
	}
	return &bybit.Credentials{APIKey: k.APIKey, Secret: bybit.Secret(secret)}, nil
}

// Chain maps a QTG chain to the venue's.
type Chain struct {
	// Chain is the QTG chain name ("dev-1").
	Chain string `yaml:"chain"`
	// VenueChain is the venue's name for it ("DEV-1", "ETH").
	VenueChain string `yaml:"venue_chain"`
	// DepositAddress is the account's deposit address on it.
	DepositAddress string `yaml:"deposit_address"`
}

// Coin maps a QTG token symbol to the venue's coin.
type Coin struct {
	Token string `yaml:"token"`
	Coin  string `yaml:"coin"`
}

// DefaultWithdrawInterval is the venue's least time between two withdrawal creates
// of one account on one chain and coin, when the file names none: Bybit's "you can only
// withdraw once every 10 seconds per chain/coin combination" (bybit-exchange/docs,
// docs/v5/asset/withdraw/withdraw.mdx).
const DefaultWithdrawInterval = 10 * time.Second

// FileVenue is one venue in the file.
type FileVenue struct {
	Name string `yaml:"name"`
	Kind string `yaml:"kind"`
	// BaseURL is the venue's API root; https only, unless AllowInsecure.
	BaseURL string `yaml:"base_url"`
	// AllowInsecure accepts an http:// base_url: for a venue double in development,
	// never for a venue (signed requests and answers would travel in the clear).
	AllowInsecure bool `yaml:"allow_insecure"`
	// RecvWindow is X-BAPI-RECV-WINDOW; default 5s, at most bybit.MaxRecvWindow.
	RecvWindow time.Duration `yaml:"recv_window"`
	// AccountType is withdraw/create's accountType: FUND (default), UTA, or FUND,UTA
	// (the funding wallet first, the rest from the unified one). EARN is refused: the
	// balance QTG checks before a withdrawal cannot be read for it.
	AccountType string `yaml:"account_type"`
	// WithdrawInterval is the venue's least time between two creates of the account on
	// one chain and coin; default DefaultWithdrawInterval. Only a venue double may be
	// configured shorter.
	WithdrawInterval time.Duration `yaml:"withdraw_interval"`
	WithdrawKey      KeyRef        `yaml:"withdraw_key"`
	ReadKey          KeyRef        `yaml:"read_key"`
	WithdrawalSLA    time.Duration `yaml:"withdrawal_sla"`
	DepositSLA       time.Duration `yaml:"deposit_sla"`
	Coins            []Coin        `yaml:"coins"`
	Chains           []Chain       `yaml:"chains"`
}

// File is the configuration file.
type File struct {
	Venues []FileVenue `yaml:"venues"`
}

// Venue is one resolved venue.
type Venue struct {
	Name        string
	AccountType string
	// Wallets are the accountTypes of the balance query whose sum AccountType draws on
	// (UTA's wallet is UNIFIED there).
	Wallets []string
	// WithdrawInterval is the venue's least time between two creates on one chain and
	// coin (FileVenue.WithdrawInterval).
	WithdrawInterval time.Duration
	WithdrawalSLA    time.Duration
	DepositSLA       time.Duration
	Coins            []Coin
	Chains           []Chain
	// Public calls the venue's unsigned endpoints (health).
	Public *bybit.Client
	// Reader reads records and balances; nil under AccessNone.
	Reader *bybit.Client
	// Writer creates withdrawals; nil unless AccessWithdraw.
	Writer *bybit.Client
}

// Chain returns the venue's mapping of a QTG chain.
func (v *Venue) Chain(name string) (*Chain, bool) {
	for i := range v.Chains {
		if v.Chains[i].Chain == name {
			return &v.Chains[i], true
		}
	}
	return nil, false
}

// Coin returns the venue coin of a QTG token symbol.
func (v *Venue) Coin(token string) (string, bool) {
	for _, c := range v.Coins {
		if c.Token == token {
			return c.Coin, true
		}
	}
	return "", false
}

// Config is the resolved venue configuration.
type Config struct {
	Venues []*Venue
}

// Traced makes every venue's calls client spans (bybit.Client.Traced), the venue's
// name as their peer. Call it once, right after loading, before any call.
func (c *Config) Traced(tp trace.TracerProvider) {
	for _, v := range c.Venues {
		shared := v.Reader != nil && v.Reader == v.Writer
		v.Public = v.Public.Traced(tp, v.Name)
		if v.Writer != nil {
			v.Writer = v.Writer.Traced(tp, v.Name)
		}
		if shared {
			v.Reader = v.Writer
		} else if v.Reader != nil {
			v.Reader = v.Reader.Traced(tp, v.Name)
		}
	}
}

// Venue returns the named venue.
func (c *Config) Venue(name string) (*Venue, bool) {
	if c == nil {
		return nil, false
	}
	for _, v := range c.Venues {
		if v.Name == name {
			return v, true
		}
	}
	return nil, false
}

// wallets maps withdraw/create's accountType to the wallets it draws on, as the
// balance query names them: Bybit's withdraw/create takes FUND, UTA ("System transfers
// the funds to Funding wallet to withdraw") or a combination deducting FUND first
// (docs/v5/asset/withdraw/withdraw.mdx), while query-account-coins-balance takes FUND or
// UNIFIED (docs/v5/asset/balance/all-balance.mdx, docs/v5/enum.mdx accountType).
var wallets = map[string][]string{
	"FUND":     {"FUND"},
	"UTA":      {"UNIFIED"},
	"FUND,UTA": {"FUND", "UNIFIED"},
}

var (
	nameRE   = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)
	apiKeyRE = regexp.MustCompile(`^[A-Za-z0-9]{8,64}$`)
)

// LoadFile reads the file at path and resolves the secrets access allows (getenv:
// os.Getenv in production). Errors never contain a secret.
func LoadFile(path string, access Access, getenv func(string) string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("venue config: %w", err)
	}
	var f File
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("venue config %s: %w", path, err)
	}
	return Resolve(f, access, getenv)
}

// Resolve validates f and resolves the secrets access allows.
func Resolve(f File, access Access, getenv func(string) string) (*Config, error) {
	if access < AccessWithdraw {
		if err := RefuseWithdrawSecrets(f, getenv); err != nil {
			return nil, err
		}
	}
	cfg := &Config{}
	seen := map[string]bool{}
	for _, fv := range f.Venues {
		if !nameRE.MatchString(fv.Name) || seen[fv.Name] {
			return nil, fmt.Errorf("venue config: name %q empty, malformed or listed twice", fv.Name)
		}
		seen[fv.Name] = true
		if cmp.Or(fv.Kind, "bybit") != "bybit" {
			return nil, fmt.Errorf("venue %s: kind %q: only bybit is supported", fv.Name, fv.Kind)
		}
		if !apiKeyRE.MatchString(fv.WithdrawKey.APIKey) {
			return nil, fmt.Errorf("venue %s: withdraw_key.api_key must be 8-64 letters or digits", fv.Name)
		}
		if fv.ReadKey.configured() && !apiKeyRE.MatchString(fv.ReadKey.APIKey) {
			return nil, fmt.Errorf("venue %s: read_key.api_key must be 8-64 letters or digits", fv.Name)
		}
		v := &Venue{Name: fv.Name, AccountType: cmp.Or(fv.AccountType, "FUND"), WithdrawInterval: cmp.Or(fv.WithdrawInterval, DefaultWithdrawInterval),
			WithdrawalSLA: cmp.Or(fv.WithdrawalSLA, 30*time.Minute), DepositSLA: cmp.Or(fv.DepositSLA, 30*time.Minute), Coins: fv.Coins, Chains: fv.Chains}
		var ok bool
		if v.Wallets, ok = wallets[v.AccountType]; !ok {
			return nil, fmt.Errorf("venue %s: account_type %q: want FUND, UTA or FUND,UTA", fv.Name, fv.AccountType)
		}
		if fv.WithdrawInterval < 0 {
			return nil, fmt.Errorf("venue %s: withdraw_interval must not be negative", fv.Name)
		}
		for _, c := range fv.Chains {
			if c.Chain == "" || c.VenueChain == "" {
				return nil, fmt.Errorf("venue %s: a chain needs chain and venue_chain", fv.Name)
			}
			if c.DepositAddress != "" && !common.IsHexAddress(c.DepositAddress) {
				return nil, fmt.Errorf("venue %s: chain %s: deposit_address is not an address", fv.Name, c.Chain)
			}
		}
		for _, c := range fv.Coins {
			if c.Token == "" || c.Coin == "" {
				return nil, fmt.Errorf("venue %s: a coin needs token and coin", fv.Name)
			}
		}
		opts := bybit.Options{BaseURL: fv.BaseURL, AllowInsecure: fv.AllowInsecure, RecvWindow: fv.RecvWindow}
		pub, err := bybit.New(opts)
		if err != nil {
			return nil, fmt.Errorf("venue %s: %w", fv.Name, err)
		}
		v.Public = pub
		if access >= AccessWithdraw {
			creds, err := fv.WithdrawKey.read(getenv)
			if err != nil {
				return nil, fmt.Errorf("venue %s: withdraw_key: %w", fv.Name, err)
			}
			o := opts
			o.Credentials = creds
			if v.Writer, err = bybit.New(o); err != nil {
				return nil, err
			}
			v.Reader = v.Writer
		}
		if access >= AccessRead && fv.ReadKey.configured() {
			creds, err := fv.ReadKey.read(getenv)
			if err != nil {
				return nil, fmt.Errorf("venue %s: read_key: %w", fv.Name, err)
			}
			o := opts
			o.Credentials = creds
			if v.Reader, err = bybit.New(o); err != nil {
				return nil, err
			}
		}
		if access == AccessRead && v.Reader == nil {
			return nil, fmt.Errorf("venue %s: no read_key: a process that reads the venue needs one (the withdrawal key stays with dispatcher and recovery)", fv.Name)
		}
		cfg.Venues = append(cfg.Venues, v)
	}
	return cfg, nil
}

// RefuseWithdrawSecrets fails when a withdrawal secret of f is within reach: a
// process that does not withdraw must not be able to (Helm mounts the withdrawal
// secret into dispatcher and recovery only).
func RefuseWithdrawSecrets(f File, getenv func(string) string) error {
	var found []string
	for _, fv := range f.Venues {
		if ok, what := fv.WithdrawKey.reachable(getenv); ok {
			found = append(found, fmt.Sprintf("%s (%s)", fv.Name, what))
		}
	}
	if len(found) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s; mount or export withdrawal secrets only into dispatcher and recovery (Helm: venues.withdrawSecrets)",
		ErrSecretsNotAllowed, strings.Join(found, ", "))
}

// Balance is what the venue's AccountType can withdraw of coin: the sum of its wallets'
// balances, in base units of decimals, and the venue's time of the latest answer.
func (v *Venue) Balance(ctx context.Context, coin string, decimals uint8) (*big.Int, time.Time, error) {
	sum := new(big.Int)
	var at time.Time
	for _, wallet := range v.Wallets {
		bal, t, err := v.Reader.Balance(ctx, wallet, coin)
		if err != nil {
			return nil, time.Time{}, fmt.Errorf("%s wallet: %w", wallet, err)
		}
		units, err := bybit.ParseAmount(bal, decimals)
		if err != nil {
			return nil, time.Time{}, fmt.Errorf("%s wallet: %w", wallet, err)
		}
		sum.Add(sum, units)
		if t.After(at) {
			at = t
		}
	}
	return sum, at, nil
}
