package bybitdouble

import (
	"bytes"
	"cmp"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.yaml.in/yaml/v3"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Withdrawal statuses, spelled as Bybit spells them (note the lower-case "success").
const (
	StatusSecurityCheck       = "SecurityCheck"
	StatusPending             = "Pending"
	StatusSuccess             = "success"
	StatusBlockchainConfirmed = "BlockchainConfirmed"
	StatusReject              = "Reject"
	StatusFail                = "Fail"
	StatusCancelByUser        = "CancelByUser"
	// StatusMoreInformationRequired and StatusUnknown ("a rare status") are in Bybit's
	// withdrawStatus list (docs/v5/enum.mdx) without a word on when they happen; the
	// double puts a withdrawal in one only on command, and it stays there until released.
	StatusMoreInformationRequired = "MoreInformationRequired"
	StatusUnknown                 = "Unknown"
)

// DefaultWithdrawInterval is Bybit's secondary limit of withdraw/create: "you can only
// withdraw once every 10 seconds per chain/coin combination" (bybit-exchange/docs,
// docs/v5/asset/withdraw/withdraw.mdx).
const DefaultWithdrawInterval = 10 * time.Second

// Config is the double's resolved configuration: secrets already read from their files
// or environment variables. Load builds it from a FileConfig; tests build it directly.
type Config struct {
	// Listen is the loopback address to serve on; "127.0.0.1:0" picks a free port.
	Listen string
	// Chains is the EVM chain configuration (devchain's chains.yaml): the double pays
	// withdrawals and watches deposits on every chain in it, for every token it lists.
	Chains *evm.Config
	// HotWallet pays every withdrawal, on every chain. Required.
	HotWallet *ecdsa.PrivateKey
	// Accounts are the venue's accounts, each reached by its own API key.
	Accounts []Account
	// ChainOptions override per-chain values (fees, Bybit chain names) by EVM chain name.
	ChainOptions []ChainOptions
	// Tick paces the withdrawal state machine and the deposit watcher. Default 100ms.
	Tick time.Duration
	// SecurityCheckDelay is how long a new withdrawal stays in SecurityCheck before it
	// goes Pending (unless held). Default 300ms.
	SecurityCheckDelay time.Duration
	// WithdrawConfirmations is the depth (the inclusion block counting as one) at which
	// a paid withdrawal turns FinalStatus. Default 1.
	WithdrawConfirmations uint64
	// DepositConfirmations is the depth at which a deposit is credited. Default 3.
	DepositConfirmations uint64
	// FinalStatus is the status of a paid withdrawal: "success" (default) or
	// "BlockchainConfirmed".
	FinalStatus string
	// RateWindow is the rate limits' window. Default 1s.
	RateWindow time.Duration
	// RateLimits are requests per window per API key, by path; paths not listed get
	// DefaultRateLimit. Default: withdraw/create 5 (Bybit's documented limit).
	RateLimits map[string]int
	// DefaultRateLimit is the limit of every other signed path. Default 50.
	DefaultRateLimit int
	// WithdrawInterval is the least time between two withdrawals an account creates on
	// one chain and coin; a create sooner is refused and creates nothing. Default
	// DefaultWithdrawInterval; negative: no such limit.
	WithdrawInterval time.Duration
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Account is one venue account (a master UID) and its API key.
type Account struct {
	// Name is for operators and the control endpoint ("treasury").
	Name string
	// UID is the account's Bybit UID (memberId). Default: derived from the name.
	UID string
	// APIKey is sent in X-BAPI-API-KEY.
	APIKey string
	// Secret is the HMAC key. Never logged.
	Secret Secret
	// Balances are the opening FUND (funding wallet) balances by coin, as decimal
	// strings ("1000.5").
	Balances map[string]string
	// UnifiedBalances are the opening UNIFIED (unified trading account) balances.
	UnifiedBalances map[string]string
	// AddressBook lists where withdrawals may go.
	AddressBook []AddressEntry
	// DepositAddresses overrides the derived deposit address per EVM chain name.
	DepositAddresses map[string]common.Address
	// ReadKeys are read-only API keys of the account: they read records and balances,
	// and withdraw/create and withdraw/cancel answer them 10005 (permission denied).
	ReadKeys []ReadKey
}

// ReadKey is a read-only API key and its secret.
type ReadKey struct {
	APIKey string
	Secret Secret
}

// AddressEntry is one whitelisted withdrawal address.
type AddressEntry struct {
	Coin    string `yaml:"coin" json:"coin"`
	Chain   string `yaml:"chain" json:"chain"` // the Bybit chain name ("DEV-1")
	Address string `yaml:"address" json:"address"`
}

// ChainOptions override one chain's venue values.
type ChainOptions struct {
	// Name is the EVM chain's name in the chain configuration ("dev-1").
	Name string `yaml:"name"`
	// BybitChain is the chain's name on the venue API. Default: Name upper-cased.
	BybitChain string `yaml:"bybit_chain"`
	// WithdrawFee is the fee per withdrawal in coin units ("0.5"). Default "0".
	WithdrawFee string `yaml:"withdraw_fee"`
}

// Secret is an API secret; it prints and marshals as "[redacted]", so a stray %v or
// log field cannot leak it.
type Secret []byte

// String implements fmt.Stringer.
func (Secret) String() string { return "[redacted]" }

// MarshalJSON implements json.Marshaler.
func (Secret) MarshalJSON() ([]byte, error) { return []byte(`"[redacted]"`), nil }

// MarshalText implements encoding.TextMarshaler (zerolog, yaml).
func (Secret) MarshalText() ([]byte, error) { return []byte("[redacted]"), nil }

func (c *Config) applyDefaults() {
	c.Listen = cmp.Or(c.Listen, "127.0.0.1:0")
	c.Tick = cmp.Or(c.Tick, 100*time.Millisecond)
	c.SecurityCheckDelay = cmp.Or(c.SecurityCheckDelay, 300*time.Millisecond)
	c.WithdrawConfirmations = cmp.Or(c.WithdrawConfirmations, 1)
	c.DepositConfirmations = cmp.Or(c.DepositConfirmations, 3)
	c.FinalStatus = cmp.Or(c.FinalStatus, StatusSuccess)
	c.RateWindow = cmp.Or(c.RateWindow, time.Second)
	c.DefaultRateLimit = cmp.Or(c.DefaultRateLimit, 50)
	c.WithdrawInterval = cmp.Or(c.WithdrawInterval, DefaultWithdrawInterval)
	if c.RateLimits == nil {
		c.RateLimits = map[string]int{pathWithdrawCreate: 5}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	for i := range c.Accounts {
		if c.Accounts[i].UID == "" {
			c.Accounts[i].UID = derivedUID(c.Accounts[i].Name)
		}
	}
}

var (
	apiKeyRE = regexp.MustCompile(`^[A-Za-z0-9]{8,64}$`)
	nameRE   = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)
)

func (c *Config) validate() error {
	if c.Chains == nil || len(c.Chains.Chains) == 0 {
		return errors.New("no chains")
	}
	if c.HotWallet == nil {
		return errors.New("no hot wallet key")
	}
	host, _, err := net.SplitHostPort(c.Listen)
	if ip := net.ParseIP(host); err != nil || (host != "localhost" && (ip == nil || !ip.IsLoopback())) {
		return fmt.Errorf("listen %q: the double (and its unauthenticated control endpoint) serves on loopback only", c.Listen)
	}
	if c.FinalStatus != StatusSuccess && c.FinalStatus != StatusBlockchainConfirmed {
		return fmt.Errorf("final_status %q: want %s or %s", c.FinalStatus, StatusSuccess, StatusBlockchainConfirmed)
	}
	if len(c.Accounts) == 0 {
		return errors.New("no accounts")
	}
	keys, names := map[string]bool{}, map[string]bool{}
	for _, a := range c.Accounts {
		if !nameRE.MatchString(a.Name) || names[a.Name] {
			return fmt.Errorf("account name %q: empty, malformed or listed twice", a.Name)
		}
		names[a.Name] = true
		if !apiKeyRE.MatchString(a.APIKey) || keys[a.APIKey] {
			return fmt.Errorf("account %q: api key must be 8-64 letters or digits, one per account", a.Name)
		}
		keys[a.APIKey] = true
		if len(a.Secret) < 16 {
			return fmt.Errorf("account %q: secret shorter than 16 bytes", a.Name)
		}
		for _, rk := range a.ReadKeys {
			if !apiKeyRE.MatchString(rk.APIKey) || keys[rk.APIKey] || len(rk.Secret) < 16 {
				return fmt.Errorf("account %q: read key %q: 8-64 letters or digits, used once, secret of at least 16 bytes", a.Name, rk.APIKey)
			}
			keys[rk.APIKey] = true
		}
	}
	for _, o := range c.ChainOptions {
		if _, ok := c.Chains.Chain(o.Name); !ok {
			return fmt.Errorf("chain options for %q: no such chain in the chain configuration", o.Name)
		}
	}
	return nil
}

// FileConfig is the YAML configuration file (see the package doc). Secrets are never in
// it: an account names a secret file or environment variable, the hot wallet a key
// file or environment variable.
type FileConfig struct {
	Listen                string         `yaml:"listen"`
	ChainsFile            string         `yaml:"chains_file"`
	HotWallet             KeyRef         `yaml:"hot_wallet"`
	Tick                  time.Duration  `yaml:"tick"`
	SecurityCheckDelay    time.Duration  `yaml:"security_check_delay"`
	WithdrawConfirmations uint64         `yaml:"withdraw_confirmations"`
	DepositConfirmations  uint64         `yaml:"deposit_confirmations"`
	FinalStatus           string         `yaml:"final_status"`
	RateWindow            time.Duration  `yaml:"rate_window"`
	RateLimits            map[string]int `yaml:"rate_limits"`
	DefaultRateLimit      int            `yaml:"default_rate_limit"`
	WithdrawInterval      time.Duration  `yaml:"withdraw_interval"`
	Chains                []ChainOptions `yaml:"chains"`
	Accounts              []FileAccount  `yaml:"accounts"`
}

// KeyRef names a secret without containing it: exactly one of File and Env.
type KeyRef struct {
	File string `yaml:"key_file"`
	Env  string `yaml:"key_env"`
}

// FileAccount is an account in the file.
type FileAccount struct {
	Name             string            `yaml:"name"`
	UID              string            `yaml:"uid"`
	APIKey           string            `yaml:"api_key"`
	SecretFile       string            `yaml:"secret_file"`
	SecretEnv        string            `yaml:"secret_env"`
	Balances         map[string]string `yaml:"balances"`
	UnifiedBalances  map[string]string `yaml:"unified_balances"`
	AddressBook      []AddressEntry    `yaml:"address_book"`
	DepositAddresses map[string]string `yaml:"deposit_addresses"`
	ReadKeys         []FileReadKey     `yaml:"read_keys"`
}

// FileReadKey is a read-only key in the file: its secret in a file or a variable.
type FileReadKey struct {
	APIKey     string `yaml:"api_key"`
	SecretFile string `yaml:"secret_file"`
	SecretEnv  string `yaml:"secret_env"`
}

// Load reads the configuration file at path and resolves its secrets through getenv
// (os.Getenv in production). chainsFile, when set, overrides the file's chains_file
// (MG_CONFIG_FILE); listen, when set, its listen address. Errors never contain a secret.
func Load(path, chainsFile, listen string, getenv func(string) string) (Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Config{}, fmt.Errorf("bybit double config: %w", err)
	}
	var fc FileConfig
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	if err := dec.Decode(&fc); err != nil {
		return Config{}, fmt.Errorf("bybit double config %s: %w", path, err)
	}
	fc.ChainsFile = cmp.Or(chainsFile, fc.ChainsFile)
	fc.Listen = cmp.Or(listen, fc.Listen)
	if fc.ChainsFile == "" {
		return Config{}, errors.New("bybit double config: no chains_file (or MG_CONFIG_FILE)")
	}
	chains, err := evm.LoadFile(fc.ChainsFile, getenv)
	if err != nil {
		return Config{}, err
	}
	hot, err := fc.HotWallet.read(getenv)
	if err != nil {
		return Config{}, fmt.Errorf("bybit double config: hot wallet: %w", err)
	}
	key, err := evm.ParseKey(hot)
	if err != nil {
		return Config{}, fmt.Errorf("bybit double config: hot wallet: %w", err)
	}
	cfg := Config{
		Listen: fc.Listen, Chains: chains, HotWallet: key, ChainOptions: fc.Chains, Tick: fc.Tick,
		SecurityCheckDelay: fc.SecurityCheckDelay, WithdrawConfirmations: fc.WithdrawConfirmations,
		DepositConfirmations: fc.DepositConfirmations, FinalStatus: fc.FinalStatus, RateWindow: fc.RateWindow,
		RateLimits: fc.RateLimits, DefaultRateLimit: fc.DefaultRateLimit, WithdrawInterval: fc.WithdrawInterval,
	}
	for _, fa := range fc.Accounts {
		secret, err := KeyRef{File: fa.SecretFile, Env: fa.SecretEnv}.read(getenv)
		if err != nil {
			return Config{}, fmt.Errorf("bybit double config: account %q secret: %w", fa.Name, err)
		}
		a := Account{
			Name: fa.Name, UID: fa.UID, APIKey: fa.APIKey, Secret: Secret(strings.TrimSpace(secret)),
			Balances: fa.Balances, UnifiedBalances: fa.UnifiedBalances, AddressBook: fa.AddressBook, DepositAddresses: map[string]common.Address{},
		}
		for _, rk := range fa.ReadKeys {
			rs, err := KeyRef{File: rk.SecretFile, Env: rk.SecretEnv}.read(getenv)
			if err != nil {
				return Config{}, fmt.Errorf("bybit double config: account %q read key secret: %w", fa.Name, err)
			}
			a.ReadKeys = append(a.ReadKeys, ReadKey{APIKey: rk.APIKey, Secret: Secret(strings.TrimSpace(rs))})
		}
		for chain, addr := range fa.DepositAddresses {
			if !common.IsHexAddress(addr) {
				return Config{}, fmt.Errorf("bybit double config: account %q: deposit address for %s is not an address", fa.Name, chain)
			}
			a.DepositAddresses[chain] = common.HexToAddress(addr)
		}
		cfg.Accounts = append(cfg.Accounts, a)
	}
	return cfg, nil
}

func (r KeyRef) read(getenv func(string) string) (string, error) {
	switch {
	case (r.File == "") == (r.Env == ""):
		return "", errors.New("set exactly one of the file and the environment variable")
	case r.File != "":
		b, err := os.ReadFile(r.File)
		if err != nil {
			return "", fmt.Errorf("read %s: %w", r.File, err)
		}
		return string(b), nil
	default:
		v := getenv(r.Env)
		if v == "" {
			return "", fmt.Errorf("environment variable %s is empty", r.Env)
		}
		return v, nil
	}
}

// derivedUID makes a stable numeric UID from an account name.
func derivedUID(name string) string {
	h := new(big.Int).SetBytes([]byte(name))
	h.Mod(h, big.NewInt(90_000_000))
	return new(big.Int).Add(h, big.NewInt(10_000_000)).String()
}
