package bybitdouble

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Double is a running exchange double: its HTTP server, its in-memory ledger and the
// loop that moves withdrawals through their statuses and credits deposits.
type Double struct {
	cfg     Config
	log     zerolog.Logger
	ln      net.Listener
	srv     *http.Server
	clients *evm.Clients
	hot     common.Address

	mu     sync.Mutex
	coins  map[string]*coin
	chains []*venueChain
	byKey  map[string]*account
	// readOnly holds the secrets of the read-only keys (byKey maps them to their account).
	readOnly    map[string]Secret
	byName      map[string]*account
	withdrawals []*withdrawal // ascending id
	byID        map[int64]*withdrawal
	deposits    []*deposit // ascending id
	faults      Faults
	limiter     limiter
	nextID      int64

	stop    chan struct{}
	stopped sync.WaitGroup
}

// coin is one coin the venue handles, on one or more chains.
type coin struct {
	symbol   string
	decimals uint8
	chains   []*venueChain
}

// venueChain is one coin on one EVM chain.
type venueChain struct {
	evm      *evm.Chain
	bybit    string // the venue's chain name ("DEV-1")
	coin     string
	token    common.Address
	decimals uint8
	fee      *big.Int

	// Deposit watcher state, touched only by the loop.
	scanned uint64
}

type account struct {
	Account
	// balances are the FUND wallet's, unified the UNIFIED wallet's, by coin.
	balances map[string]*big.Int
	unified  map[string]*big.Int
	// lastCreate is when the account last created a withdrawal, by chain and coin
	// (createKey), for Config.WithdrawInterval.
	lastCreate map[string]time.Time
	// intervalRefusals counts the creates refused for Config.WithdrawInterval.
	intervalRefusals int
	requests         map[string]*withdrawal
	book             map[AddressEntry]bool
	deposit          map[string]common.Address // EVM chain name → deposit address
}

type withdrawal struct {
	id        int64
	acct      *account
	requestID string
	params    string // what the create asked for, to tell a replay from a conflicting reuse
	chain     *venueChain
	to        string
	amount    *big.Int // what arrives
	fee       *big.Int
	// fromFund and fromUnified are what the create debited from each wallet (amount
	// plus fee in all), refunded there when the withdrawal fails.
	fromFund, fromUnified *big.Int
	status                string
	txID                  string
	tx                    *types.Transaction
	created               time.Time
	// signed is the create request's own timestamp (its signer's clock).
	signed  time.Time
	updated time.Time
	held    bool
}

type deposit struct {
	id          int64
	acct        *account
	chain       *venueChain
	txHash      common.Hash
	logIndex    uint
	blockNumber uint64
	blockHash   common.Hash
	from, to    common.Address
	amount      *big.Int
	status      int
	confs       uint64
	created     time.Time
	successAt   time.Time
}

// Deposit statuses (Bybit's depositStatus enum).
const (
	depositToBeConfirmed = 1
	depositSuccess       = 3
)

// Start validates cfg, opens the listener and starts serving and working. Close stops
// it. The double keeps its ledger in memory: a restarted double starts from its
// configured balances and watches deposits from the chains' heads at start.
func Start(ctx context.Context, cfg Config, logger zerolog.Logger) (*Double, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("bybit double: %w", err)
	}
	d := &Double{
		cfg: cfg, log: logger, clients: evm.NewClients(cfg.Chains), hot: crypto.PubkeyToAddress(cfg.HotWallet.PublicKey),
		coins: map[string]*coin{}, byKey: map[string]*account{}, readOnly: map[string]Secret{}, byName: map[string]*account{}, byID: map[int64]*withdrawal{},
		nextID: 100_000, stop: make(chan struct{}), limiter: limiter{hits: map[string][]time.Time{}},
	}
	if err := d.buildCoins(); err != nil {
		d.clients.Close()
		return nil, err
	}
	if err := d.buildAccounts(); err != nil {
		d.clients.Close()
		return nil, err
	}
	for _, vc := range d.chains {
		cl, err := d.clients.Get(ctx, vc.evm.Name)
		if err != nil {
			d.clients.Close()
			return nil, fmt.Errorf("bybit double: chain %s: %w", vc.evm.Name, evm.Redact(vc.evm, err))
		}
		head, err := cl.BlockNumber(ctx)
		if err != nil {
			d.clients.Close()
			return nil, fmt.Errorf("bybit double: chain %s head: %w", vc.evm.Name, evm.Redact(vc.evm, err))
		}
		vc.scanned = head
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", cfg.Listen)
	if err != nil {
		d.clients.Close()
		return nil, fmt.Errorf("bybit double: listen: %w", err)
	}
	d.ln = ln
	d.srv = &http.Server{Handler: d.routes(), ReadHeaderTimeout: 10 * time.Second}
	d.stopped.Add(2)
	go func() {
		defer d.stopped.Done()
		if err := d.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			d.log.Error().Err(err).Msg("serve")
		}
	}()
	go d.loop()
	return d, nil
}

func (d *Double) buildCoins() error {
	opts := map[string]ChainOptions{}
	for _, o := range d.cfg.ChainOptions {
		opts[o.Name] = o
	}
	for i := range d.cfg.Chains.Chains {
		ch := &d.cfg.Chains.Chains[i]
		o := opts[ch.Name]
		for _, t := range ch.Tokens {
			vc := &venueChain{evm: ch, bybit: o.BybitChain, coin: t.Symbol, token: t.Address, decimals: t.Decimals}
			if vc.bybit == "" {
				vc.bybit = strings.ToUpper(ch.Name)
			}
			fee := o.WithdrawFee
			if fee == "" {
				fee = "0"
			}
			var err error
			if vc.fee, err = parseAmount(fee, t.Decimals); err != nil {
				return fmt.Errorf("bybit double: chain %s withdraw_fee: %w", ch.Name, err)
			}
			c := d.coins[t.Symbol]
			if c == nil {
				c = &coin{symbol: t.Symbol, decimals: t.Decimals}
				d.coins[t.Symbol] = c
			}
			if c.decimals != t.Decimals {
				return fmt.Errorf("bybit double: coin %s has %d decimals on %s but %d elsewhere", t.Symbol, t.Decimals, ch.Name, c.decimals)
			}
			c.chains = append(c.chains, vc)
			d.chains = append(d.chains, vc)
		}
	}
	if len(d.coins) == 0 {
		return errors.New("bybit double: the chain configuration lists no token")
	}
	return nil
}

func (d *Double) buildAccounts() error {
	for _, a := range d.cfg.Accounts {
		acct := &account{Account: a, balances: map[string]*big.Int{}, unified: map[string]*big.Int{}, lastCreate: map[string]time.Time{},
			requests: map[string]*withdrawal{}, book: map[AddressEntry]bool{}, deposit: map[string]common.Address{}}
		for wallet, opening := range map[string]map[string]string{walletFund: a.Balances, walletUnified: a.UnifiedBalances} {
			for sym, amt := range opening {
				c := d.coins[sym]
				if c == nil {
					return fmt.Errorf("bybit double: account %q: %s balance of unknown coin %s", a.Name, wallet, sym)
				}
				v, err := parseAmount(amt, c.decimals)
				if err != nil {
					return fmt.Errorf("bybit double: account %q %s balance %s: %w", a.Name, wallet, sym, err)
				}
				acct.wallet(wallet)[sym] = v
			}
		}
		for _, e := range a.AddressBook {
			if err := d.checkEntry(e); err != nil {
				return fmt.Errorf("bybit double: account %q address book: %w", a.Name, err)
			}
			acct.book[e] = true
		}
		for i := range d.cfg.Chains.Chains {
			name := d.cfg.Chains.Chains[i].Name
			addr, ok := a.DepositAddresses[name]
			if !ok {
				addr = common.BytesToAddress(crypto.Keccak256([]byte("bybitdouble-deposit/" + acct.UID + "/" + name))[12:])
			}
			acct.deposit[name] = addr
		}
		d.byKey[a.APIKey] = acct
		for _, rk := range a.ReadKeys {
			d.byKey[rk.APIKey] = acct
			d.readOnly[rk.APIKey] = rk.Secret
		}
		d.byName[a.Name] = acct
	}
	return nil
}

// checkEntry refuses address-book entries the venue could never pay.
func (d *Double) checkEntry(e AddressEntry) error {
	if d.venueChain(e.Coin, e.Chain) == nil {
		return fmt.Errorf("coin %s on chain %s is not handled", e.Coin, e.Chain)
	}
	if !common.IsHexAddress(e.Address) {
		return fmt.Errorf("%q is not an EVM address", e.Address)
	}
	return nil
}

func (d *Double) venueChain(coinSym, bybitChain string) *venueChain {
	c := d.coins[coinSym]
	if c == nil {
		return nil
	}
	for _, vc := range c.chains {
		if vc.bybit == bybitChain {
			return vc
		}
	}
	return nil
}

// URL is the base URL of the v5 API and of the control endpoint ("http://127.0.0.1:port").
func (d *Double) URL() string { return "http://" + d.ln.Addr().String() }

// HotWallet is the address that pays every withdrawal.
func (d *Double) HotWallet() common.Address { return d.hot }

// Close stops serving and working.
func (d *Double) Close() {
	select {
	case <-d.stop:
		return
	default:
	}
	close(d.stop)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := d.srv.Shutdown(ctx); err != nil {
		// Shutdown leaves a connection that never carried a request (a client's
		// keep-alive dial it did not use) for 5 s; close what is left.
		_ = d.srv.Close()
	}
	d.stopped.Wait()
	d.clients.Close()
}

// DepositAddress is the account's deposit address on the EVM chain named chain.
func (d *Double) DepositAddress(accountName, chain string) (common.Address, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	a := d.byName[accountName]
	if a == nil {
		return common.Address{}, false
	}
	addr, ok := a.deposit[chain]
	return addr, ok
}

// Balance is the account's FUND balance of coin as a decimal string ("" for an unknown
// account or coin).
func (d *Double) Balance(accountName, coinSym string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	a, c := d.byName[accountName], d.coins[coinSym]
	if a == nil || c == nil {
		return ""
	}
	return formatAmount(a.balance(coinSym), c.decimals)
}

// UnifiedBalance is the account's UNIFIED balance of coin, as Balance.
func (d *Double) UnifiedBalance(accountName, coinSym string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	a, c := d.byName[accountName], d.coins[coinSym]
	if a == nil || c == nil {
		return ""
	}
	return formatAmount(a.balanceIn(walletUnified, coinSym), c.decimals)
}

// SetBalance sets the account's FUND balance of coin.
func (d *Double) SetBalance(accountName, coinSym, amount string) error {
	return d.SetWalletBalance(accountName, walletFund, coinSym, amount)
}

// SetWalletBalance sets the account's balance of coin in wallet (FUND or UNIFIED).
func (d *Double) SetWalletBalance(accountName, wallet, coinSym, amount string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	a, c := d.byName[accountName], d.coins[coinSym]
	if a == nil || c == nil {
		return fmt.Errorf("no account %q or coin %q", accountName, coinSym)
	}
	if wallet != walletFund && wallet != walletUnified {
		return fmt.Errorf("wallet %q: want %s or %s", wallet, walletFund, walletUnified)
	}
	v, err := parseAmount(amount, c.decimals)
	if err != nil {
		return err
	}
	a.wallet(wallet)[coinSym] = v
	return nil
}

// Whitelist adds an entry to the account's address book.
func (d *Double) Whitelist(accountName string, e AddressEntry) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	a := d.byName[accountName]
	if a == nil {
		return fmt.Errorf("no account %q", accountName)
	}
	if err := d.checkEntry(e); err != nil {
		return err
	}
	a.book[e] = true
	return nil
}

// WithdrawalCount is how many withdrawals the venue holds for the account, whatever
// their status: exactly-once tests compare it with what they asked for.
func (d *Double) WithdrawalCount(accountName string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, w := range d.withdrawals {
		if w.acct.Name == accountName {
			n++
		}
	}
	return n
}

// Withdrawals lists the account's withdrawals to the address to, oldest first, as its
// records show them: exactly-once tests count them per destination.
func (d *Double) Withdrawals(accountName string, to common.Address) []WithdrawalRow {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []WithdrawalRow
	for _, w := range d.withdrawals {
		if w.acct.Name == accountName && strings.EqualFold(w.to, to.Hex()) {
			out = append(out, d.row(w))
		}
	}
	return out
}

// Credited is how many deposits from the address from the venue credited to the
// account: exactly-once tests count them per sender.
func (d *Double) Credited(accountName string, from common.Address) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, dep := range d.deposits {
		if dep.acct.Name == accountName && dep.from == from && dep.status == depositSuccess {
			n++
		}
	}
	return n
}

// The wallets of the balance query's accountType (docs/v5/enum.mdx accountType).
const (
	walletFund    = "FUND"
	walletUnified = "UNIFIED"
)

// wallet is the account's balances in wallet (FUND or UNIFIED).
func (a *account) wallet(wallet string) map[string]*big.Int {
	if wallet == walletUnified {
		return a.unified
	}
	return a.balances
}

func (a *account) balanceIn(wallet, sym string) *big.Int {
	if v := a.wallet(wallet)[sym]; v != nil {
		return v
	}
	return new(big.Int)
}

// balance is the FUND balance, which deposits credit.
func (a *account) balance(sym string) *big.Int { return a.balanceIn(walletFund, sym) }

func (a *account) addTo(wallet, sym string, v *big.Int) {
	a.wallet(wallet)[sym] = new(big.Int).Add(a.balanceIn(wallet, sym), v)
}

func (a *account) add(sym string, v *big.Int) { a.addTo(walletFund, sym, v) }

// setStatus moves w to status; a failure refunds what the withdrawal debited.
// Callers hold d.mu.
func (d *Double) setStatus(w *withdrawal, status, why string) {
	from := w.status
	w.status, w.updated = status, d.cfg.Now()
	if status == StatusReject || status == StatusFail || status == StatusCancelByUser {
		w.acct.addTo(walletFund, w.chain.coin, w.fromFund)
		w.acct.addTo(walletUnified, w.chain.coin, w.fromUnified)
		w.txID = "" // Bybit reports no txID for failed or cancelled withdrawals
	}
	d.log.Info().Int64("withdraw_id", w.id).Str("account", w.acct.Name).Str("from", from).Str("to", status).
		Str("reason", why).Msg("withdrawal status")
}

// withdrawalByID finds a withdrawal by its decimal ID. Callers hold d.mu.
func (d *Double) withdrawalByID(id string) *withdrawal {
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return nil
	}
	return d.byID[n]
}

// Release lets a held withdrawal leave SecurityCheck.
func (d *Double) Release(id string) error { return d.control(id, "release") }

// Reject rejects a withdrawal still in SecurityCheck (Reject; refunded).
func (d *Double) Reject(id string) error { return d.control(id, "reject") }

// Fail fails a withdrawal not yet broadcast (Fail; refunded).
func (d *Double) Fail(id string) error { return d.control(id, "fail") }

// Hold keeps a withdrawal in SecurityCheck until released.
func (d *Double) Hold(id string) error { return d.control(id, "hold") }

// IntervalRefusals is how many creates of the account were refused because it had
// created on the same chain and coin less than Config.WithdrawInterval before.
func (d *Double) IntervalRefusals(accountName string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	if a := d.byName[accountName]; a != nil {
		return a.intervalRefusals
	}
	return 0
}

// RequireMoreInformation puts a withdrawal still in SecurityCheck into
// MoreInformationRequired until released (back to SecurityCheck, and on from there).
func (d *Double) RequireMoreInformation(id string) error { return d.control(id, "more-information") }

// MakeUnknown puts a withdrawal still in SecurityCheck into Unknown until released.
func (d *Double) MakeUnknown(id string) error { return d.control(id, "unknown") }

func (d *Double) control(id, action string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	w := d.withdrawalByID(id)
	if w == nil {
		return fmt.Errorf("no withdrawal %s", id)
	}
	switch action {
	case "release":
		w.held = false
		if w.status == StatusMoreInformationRequired || w.status == StatusUnknown {
			d.setStatus(w, StatusSecurityCheck, "released on command")
		}
	case "more-information", "unknown":
		if w.status != StatusSecurityCheck {
			return fmt.Errorf("withdrawal %s is %s, not %s", id, w.status, StatusSecurityCheck)
		}
		status := StatusMoreInformationRequired
		if action == "unknown" {
			status = StatusUnknown
		}
		w.held = true
		d.setStatus(w, status, "on command")
	case "hold":
		if w.status != StatusSecurityCheck {
			return fmt.Errorf("withdrawal %s is %s, not %s", id, w.status, StatusSecurityCheck)
		}
		w.held = true
	case "reject":
		if w.status != StatusSecurityCheck {
			return fmt.Errorf("withdrawal %s is %s, not %s", id, w.status, StatusSecurityCheck)
		}
		d.setStatus(w, StatusReject, "rejected on command")
	case "fail":
		if w.status != StatusSecurityCheck && (w.status != StatusPending || w.tx != nil) {
			return fmt.Errorf("withdrawal %s is %s or already broadcast", id, w.status)
		}
		d.setStatus(w, StatusFail, "failed on command")
	default:
		return fmt.Errorf("unknown action %q", action)
	}
	return nil
}

// SetFaults replaces the faults to inject.
func (d *Double) SetFaults(f Faults) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.faults = f
}

// Faults returns the faults still to inject.
func (d *Double) Faults() Faults {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.faults
}

// sortedWithdrawals returns the withdrawals newest first. Callers hold d.mu.
func (d *Double) sortedWithdrawals() []*withdrawal {
	out := slices.Clone(d.withdrawals)
	slices.Reverse(out)
	return out
}

// ethClient returns the chain's client.
func (d *Double) ethClient(ctx context.Context, vc *venueChain) (*ethclient.Client, error) {
	cl, err := d.clients.Get(ctx, vc.evm.Name)
	if err != nil {
		return nil, evm.Redact(vc.evm, err)
	}
	return cl, nil
}
