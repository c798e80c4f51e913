package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"go.yaml.in/yaml/v3"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
)

// doubleNames are the outside world's stand-ins chaos runs as processes: never killed
// like the deployables, only stopped where a fault phase takes one down.
var doubleNames = []string{"cctp-attester", "ccip-relay", "lz-executor", "bybit-double"}

// The venue account the exchange legs draw on, its API keys and its opening balance.
const (
	venueAccount   = "treasury"
	venueAPIKey    = "chaosTreasury01"
	venueReadKey   = "chaosTreasuryRO1"
	venueCoin      = "USDC"
	venueBalance   = "1000000"
	venueWithdrawF = "0.1"
)

// world is where the doubles listen and what the harness needs to drive them.
type world struct {
	irisURL, relayURL, lzURL, venueURL string
	// venueDir holds the double's configuration, the venue files QTG reads and the
	// secrets.
	venueDir string
	// deposit is the venue's deposit address by chain (lower-case hex).
	deposit map[string]string
	// third is the third party's key: an account outside QTG, funded with gas on
	// every chain, that delivers bridge messages before QTG does.
	third *ecdsa.PrivateKey
}

// venuesFile is the venue configuration for a process: with the withdrawal key for
// those that withdraw (dispatcher, recovery), read-only for the others.
func (w *world) venuesFile(withdraws bool) string {
	if withdraws {
		return filepath.Join(w.venueDir, "venues.yaml")
	}
	return filepath.Join(w.venueDir, "venues.read.yaml")
}

// depositAddress is the venue's deposit address on chain: fixed by the chain's name,
// so that the venue's configuration and QTG's agree in advance.
func depositAddress(chain string) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("chaos-venue-deposit/" + chain))[12:])
}

// prepareWorld funds the venue's hot wallet and the third party from devchain's
// deployer and writes the venue's configuration files (the double's and QTG's). It
// runs before the harness reads the balances, so the funding is not part of the run.
func prepareWorld(ctx context.Context, dir string, chains *evm.Config, w *world) error {
	w.venueDir = filepath.Join(dir, "venue")
	if err := os.MkdirAll(w.venueDir, 0o700); err != nil {
		return err
	}
	hot, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	if w.third, err = crypto.GenerateKey(); err != nil {
		return err
	}
	hotFile := filepath.Join(w.venueDir, "hot-wallet.key")
	if err := os.WriteFile(hotFile, []byte(hex.EncodeToString(crypto.FromECDSA(hot))+"\n"), 0o600); err != nil {
		return err
	}
	usdc := new(big.Int).Mul(big.NewInt(10_000_000), big.NewInt(1_000_000))
	if err := fund(ctx, chains, crypto.PubkeyToAddress(hot.PublicKey), usdc); err != nil {
		return fmt.Errorf("fund the venue's hot wallet: %w", err)
	}
	if err := fund(ctx, chains, crypto.PubkeyToAddress(w.third.PublicKey), nil); err != nil {
		return fmt.Errorf("fund the third party: %w", err)
	}
	return writeVenueFiles(chains, hotFile, w)
}

// fund sends 1,000 ether (and mints usdc, unless nil) to `to` on every chain, from
// devchain's deployer (the first signer, the token's minter).
func fund(ctx context.Context, chains *evm.Config, to common.Address, usdc *big.Int) error {
	raw, err := os.ReadFile(chains.Signers[0].KeyFile)
	if err != nil {
		return err
	}
	deployer, err := evm.ParseKey(strings.TrimSpace(string(raw)))
	if err != nil {
		return err
	}
	token := contracts.NewUSDC()
	for _, ch := range chains.Chains {
		cl, err := ethclient.DialContext(ctx, ch.Primary())
		if err != nil {
			return err
		}
		opts := bind.NewKeyedTransactor(deployer, new(big.Int).SetUint64(ch.ChainID))
		opts.Context = ctx
		mined := func(tx *types.Transaction, err error) error {
			if err != nil {
				return err
			}
			r, err := bind.WaitMined(ctx, cl, tx.Hash())
			if err == nil && r.Status != types.ReceiptStatusSuccessful {
				err = fmt.Errorf("transaction %s reverted", tx.Hash().Hex())
			}
			return err
		}
		if tok, ok := ch.Token("USDC"); ok && usdc != nil {
			err = mined(bind.Transact(token.Instance(cl, tok.Address), opts, token.PackMint(to, usdc)))
		}
		if err == nil {
			opts.Value, opts.GasLimit = new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether)), params.TxGas
			err = mined(bind.Transact(bind.NewBoundContract(to, abi.ABI{}, cl, cl, cl), opts, nil))
		}
		cl.Close()
		if err != nil {
			return fmt.Errorf("chain %s: %w", ch.Name, err)
		}
	}
	return nil
}

// writeVenueFiles writes the double's configuration (one account holding
// venueBalance USDC, every dev account on every chain in its address book, a fee per
// withdrawal) and the venue files QTG's processes read.
func writeVenueFiles(chains *evm.Config, hotFile string, w *world) error {
	secret, readSecret := filepath.Join(w.venueDir, "treasury.secret"), filepath.Join(w.venueDir, "treasury-read.secret")
	for _, f := range []string{secret, readSecret} {
		if err := os.WriteFile(f, []byte(randomHex(24)+"\n"), 0o600); err != nil {
			return err
		}
	}
	w.deposit = map[string]string{}
	account := bybitdouble.FileAccount{Name: venueAccount, APIKey: venueAPIKey, SecretFile: secret,
		ReadKeys: []bybitdouble.FileReadKey{{APIKey: venueReadKey, SecretFile: readSecret}},
		Balances: map[string]string{venueCoin: venueBalance}, DepositAddresses: map[string]string{}}
	double := bybitdouble.FileConfig{Listen: strings.TrimPrefix(w.venueURL, "http://"), HotWallet: bybitdouble.KeyRef{File: hotFile},
		DepositConfirmations: 3, DefaultRateLimit: 1000, RateLimits: map[string]int{"/v5/asset/withdraw/create": 50},
		WithdrawInterval: venueWithdrawInterval}
	var vchains []venue.Chain
	for _, ch := range chains.Chains {
		addr := depositAddress(ch.Name)
		w.deposit[ch.Name] = strings.ToLower(addr.Hex())
		account.DepositAddresses[ch.Name] = addr.Hex()
		double.Chains = append(double.Chains, bybitdouble.ChainOptions{Name: ch.Name, WithdrawFee: venueWithdrawF})
		vchains = append(vchains, venue.Chain{Chain: ch.Name, VenueChain: strings.ToUpper(ch.Name), DepositAddress: addr.Hex()})
		for _, s := range chains.Signers[1:] {
			account.AddressBook = append(account.AddressBook, bybitdouble.AddressEntry{Coin: venueCoin, Chain: strings.ToUpper(ch.Name), Address: s.Address.Hex()})
		}
	}
	double.Accounts = []bybitdouble.FileAccount{account}
	if err := writeYAML(filepath.Join(w.venueDir, "bybit-double.yaml"), double); err != nil {
		return err
	}
	for file, withdraw := range map[string]venue.KeyRef{
		"venues.yaml":      {APIKey: venueAPIKey, SecretFile: secret},
		"venues.read.yaml": {APIKey: venueAPIKey, SecretEnv: "QTG_CHAOS_VENUE_SECRET_ONLY_IN_DISPATCHER_AND_RECOVERY"},
	} {
		f := venue.File{Venues: []venue.FileVenue{{Name: venueName, Kind: "bybit", BaseURL: w.venueURL, AllowInsecure: true, AccountType: "FUND",
			WithdrawKey: withdraw, ReadKey: venue.KeyRef{APIKey: venueReadKey, SecretFile: readSecret},
			WithdrawalSLA: 10 * time.Minute, DepositSLA: 10 * time.Minute, WithdrawInterval: venueWithdrawInterval,
			Coins: []venue.Coin{{Token: "USDC", Coin: venueCoin}}, Chains: vchains}}}
		if err := writeYAML(filepath.Join(w.venueDir, file), f); err != nil {
			return err
		}
	}
	return nil
}

// venueWithdrawInterval is the double's least time between two creates on a chain and
// coin under chaos (Bybit's is 10 s), and the venue configuration's, so QTG paces its
// creates by it without slowing the run down.
const venueWithdrawInterval = 200 * time.Millisecond

func writeYAML(path string, v any) error {
	raw, err := yaml.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(path, raw, 0o600)
}

// startDoubles starts the doubles as processes of the fleet and waits until each
// answers on its control endpoint.
func startDoubles(ctx context.Context, f *fleet, bin, logs, chainsFile string, w *world) error {
	base := slices.Concat(os.Environ(), []string{"MG_CONFIG_FILE=" + chainsFile, "MG_LOG_LEVEL=info"})
	envs := map[string][]string{
		// cctp-attester listens where devchain wrote the attestation_url.
		"cctp-attester": base,
		"ccip-relay":    append(slices.Clip(base), "MG_CCIP_RELAY_ADDR="+strings.TrimPrefix(w.relayURL, "http://")),
		"lz-executor":   append(slices.Clip(base), "MG_LZ_EXECUTOR_ADDR="+strings.TrimPrefix(w.lzURL, "http://")),
		"bybit-double":  append(slices.Clip(base), "MG_BYBIT_DOUBLE_CONFIG="+filepath.Join(w.venueDir, "bybit-double.yaml")),
	}
	probes := map[string]string{"cctp-attester": w.irisURL + "/faults", "ccip-relay": w.relayURL + "/rules",
		"lz-executor": w.lzURL + "/control", "bybit-double": w.venueURL + "/control/faults"}
	for _, name := range doubleNames {
		p := f.add(name, 0, bin, envs[name], logs)
		if err := p.start(); err != nil {
			return err
		}
		if err := waitFor(ctx, time.Minute, func() (bool, error) {
			_, err := control(ctx, http.MethodGet, probes[name], nil)
			return err == nil, nil
		}); err != nil {
			return fmt.Errorf("%s did not come up (see %s): %w", name, p.logPath, err)
		}
	}
	return nil
}

// control sends a JSON request to a double's control endpoint and returns the body of
// a 2xx answer.
func control(ctx context.Context, method, url string, body any) ([]byte, error) {
	var rd io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(raw)
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		return nil, fmt.Errorf("%s %s: %s: %s", method, url, resp.Status, strings.TrimSpace(string(out)))
	}
	return out, nil
}

// venueLedger is the venue double's own ledger of the treasury account: its balance,
// withdrawals and deposits.
type venueLedger struct {
	balance     *big.Int
	withdrawals []bybitdouble.WithdrawalInfo
	deposits    []bybitdouble.DepositInfo
}

// readVenue reads the treasury account's balance (base units) and its withdrawals and
// deposits from the double's control endpoint.
func readVenue(ctx context.Context, url string) (*venueLedger, error) {
	var info bybitdouble.AccountInfo
	var v venueLedger
	for path, out := range map[string]any{"": &info, "/withdrawals": &v.withdrawals, "/deposits": &v.deposits} {
		raw, err := control(ctx, http.MethodGet, url+"/control/accounts/"+venueAccount+path, nil)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(raw, out); err != nil {
			return nil, fmt.Errorf("venue %s: %w", path, err)
		}
	}
	bal, err := baseUnits(info.Balances[venueCoin])
	if err != nil {
		return nil, fmt.Errorf("venue balance: %w", err)
	}
	v.balance = bal
	return &v, nil
}

// baseUnits turns a USDC amount in coin units ("12.5") into base units (6 decimals).
func baseUnits(s string) (*big.Int, error) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	if len(frac) > 6 {
		return nil, fmt.Errorf("amount %q has more than 6 decimals", s)
	}
	v, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", 6-len(frac)), 10)
	if !ok || whole == "" {
		return nil, fmt.Errorf("amount %q", s)
	}
	return v, nil
}
