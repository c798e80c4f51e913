package bybitdouble

import (
	"cmp"
	"encoding/json"
	"net/http"
	"strconv"
	"time"
)

// Faults are what the double does wrong on command (see the package doc). Each count
// is used up one event at a time.
type Faults struct {
	// LoseNextCreate: the next N withdraw/create calls that create a withdrawal create
	// it and then close the connection without an answer.
	LoseNextCreate int `json:"lose_next_create"`
	// LostCreateHoldMS: a lost create's connection is held open, unanswered, this many
	// milliseconds before it is closed (0: closed at once), so a crash test can kill
	// the caller while it still waits for the answer. It is not used up.
	LostCreateHoldMS int `json:"lost_create_hold_ms"`
	// HoldSecurityCheck: the next N withdrawals created stay in SecurityCheck until
	// released (POST /control/withdrawals/{id}/release).
	HoldSecurityCheck int `json:"hold_security_check"`
	// ErrorBurst: the next N v5 requests are answered with ErrorStatus and an HTML
	// body, before anything else is looked at (nothing is created).
	ErrorBurst int `json:"error_burst"`
	// ErrorStatus is the burst's HTTP status, 500-599. Default 503.
	ErrorStatus int `json:"error_status"`

	// CreateErrorNext: the next N withdraw/create calls are answered with the v5
	// envelope's retCode CreateErrorCode and retMsg CreateErrorMsg (HTTP 200), after
	// authentication and the rate limit. Without CreateErrorAfterCreate the call is
	// answered so before anything else is looked at, the requestId included: nothing is
	// created (a refusal, or a venue that failed before acting; a repeat of a known
	// requestId is refused too, as a venue checking it after its other checks would).
	// With it the call is handled as usual and only a successful answer (a withdrawal
	// created, or a repeat answered with its ID) is replaced by the error: the venue
	// acted, then answered that it failed. Each replaced answer uses one up.
	CreateErrorNext int `json:"create_error_next"`
	// CreateErrorCode is that retCode. Default 10000 (Server Timeout).
	CreateErrorCode int `json:"create_error_code"`
	// CreateErrorMsg is that retMsg. Default: Bybit's message for the code.
	CreateErrorMsg string `json:"create_error_msg"`
	// CreateErrorAfterCreate: see CreateErrorNext. It is not used up.
	CreateErrorAfterCreate bool `json:"create_error_after_create"`
	// DuplicateOnReplay: the next N repeats of a known requestId with the same
	// parameters are answered retCode 10014 ("Invalid duplicate request.") instead of
	// the existing withdrawal's ID (Bybit does not document which it answers). Nothing
	// is created either way.
	DuplicateOnReplay int `json:"duplicate_on_replay"`
	// RecordLagMS: withdraw/query-record leaves out withdrawals created less than this
	// many milliseconds ago, by ID or in a listing alike (records that lag behind the
	// creates). It is not used up.
	RecordLagMS int `json:"record_lag_ms"`
	// PadRecordAmounts: withdraw/query-record writes amount and withdrawFee with every
	// decimal of the coin ("7.000000", not "7"). It is not used up.
	PadRecordAmounts bool `json:"pad_record_amounts"`
	// LowerRecordChains: withdraw/query-record writes chain names in lower case ("dev-1",
	// not "DEV-1"). It is not used up.
	LowerRecordChains bool `json:"lower_record_chains"`
	// FailWithTxID: the next N withdrawals paid turn Fail (refunded) right after their
	// transaction is signed and recorded, and keep reporting its hash as txID, where
	// Bybit documents txID "" for a failed withdrawal. The transaction is broadcast (and
	// may well be mined) unless FailUnbroadcast.
	FailWithTxID int `json:"fail_with_txid"`
	// FailUnbroadcast: a FailWithTxID withdrawal's transaction is never broadcast (the
	// chain never hears of it). It is not used up.
	FailUnbroadcast bool `json:"fail_unbroadcast"`
	// DepositRecordLagMS: deposit/query-record leaves out deposits seen less than this
	// many milliseconds ago (records that lag behind the balance, which already counts
	// a credited deposit). It is not used up.
	DepositRecordLagMS int `json:"deposit_record_lag_ms"`
}

// retMessages are Bybit's retMsg of the codes a test is likely to inject
// (https://bybit-exchange.github.io/docs/v5/error).
var retMessages = map[int]string{
	10000: "Server Timeout", 10001: "Request parameter error", 10002: "The request time exceeds the time window range.",
	10003: "API key is invalid.", 10004: "Error sign, please check your signature generation algorithm.",
	10005: "Permission denied, please check your API key permissions.", 10006: "Too many visits. Exceeded the API Rate Limit.",
	10014: "Invalid duplicate request.",
	10016: "Server error.", 131001: "openapi svc error", 131003: "Internal error",
	131082: "Do not repeat the request", 131093: "The withdrawal address is not in the whitelist.",
	131096: "Withdraw amount does not satify the lower limit or upper limit", 131212: "Insufficient balance",
	131230: "The system is busy, please try again later",
}

// createError is the answer CreateErrorNext injects. Callers hold d.mu.
func (d *Double) createError() *apiError {
	code := d.faults.CreateErrorCode
	if code == 0 {
		code = 10000
	}
	msg := d.faults.CreateErrorMsg
	if msg == "" {
		msg = retMessages[code]
	}
	if msg == "" {
		msg = "error"
	}
	return &apiError{code, msg}
}

func (d *Double) controlRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /control/faults", func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, http.StatusOK, d.Faults()) })
	mux.HandleFunc("POST /control/faults", func(w http.ResponseWriter, r *http.Request) {
		var f Faults
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		d.SetFaults(f)
		d.log.Warn().Interface("faults", f).Msg("faults set")
		writeJSON(w, http.StatusOK, f)
	})
	mux.HandleFunc("DELETE /control/faults", func(w http.ResponseWriter, _ *http.Request) {
		d.SetFaults(Faults{})
		writeJSON(w, http.StatusOK, Faults{})
	})
	mux.HandleFunc("POST /control/withdrawals/{id}/{action}", func(w http.ResponseWriter, r *http.Request) {
		if err := d.control(r.PathValue("id"), r.PathValue("action")); err != nil {
			writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"ok": "true"})
	})
	mux.HandleFunc("GET /control/accounts/{name}/withdrawals", listRoute(d.WithdrawalsOf))
	mux.HandleFunc("GET /control/accounts/{name}/deposits", listRoute(d.DepositsOf))
	mux.HandleFunc("GET /control/accounts/{name}", func(w http.ResponseWriter, r *http.Request) {
		info, ok := d.AccountInfo(r.PathValue("name"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such account"})
			return
		}
		writeJSON(w, http.StatusOK, info)
	})
	mux.HandleFunc("POST /control/accounts/{name}/balances", func(w http.ResponseWriter, r *http.Request) {
		var b struct {
			Coin   string `json:"coin"`
			Amount string `json:"amount"`
			// AccountType is the wallet, FUND (default) or UNIFIED.
			AccountType string `json:"account_type"`
		}
		if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		if err := d.SetWalletBalance(r.PathValue("name"), cmp.Or(b.AccountType, walletFund), b.Coin, b.Amount); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"ok": "true"})
	})
	mux.HandleFunc("POST /control/accounts/{name}/address-book", func(w http.ResponseWriter, r *http.Request) {
		var e AddressEntry
		if err := json.NewDecoder(r.Body).Decode(&e); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		if err := d.Whitelist(r.PathValue("name"), e); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"ok": "true"})
	})
}

// AccountInfo is what the control endpoint tells about an account (never its secret).
type AccountInfo struct {
	Name string `json:"name"`
	UID  string `json:"uid"`
	// Balances are the FUND wallet's, UnifiedBalances the UNIFIED wallet's.
	Balances         map[string]string `json:"balances"`
	UnifiedBalances  map[string]string `json:"unified_balances"`
	DepositAddresses map[string]string `json:"deposit_addresses"` // by EVM chain name
	AddressBook      []AddressEntry    `json:"address_book"`
	Withdrawals      int               `json:"withdrawals"`
}

// AccountInfo describes the named account.
func (d *Double) AccountInfo(name string) (AccountInfo, bool) {
	n := d.WithdrawalCount(name)
	d.mu.Lock()
	defer d.mu.Unlock()
	a := d.byName[name]
	if a == nil {
		return AccountInfo{}, false
	}
	info := AccountInfo{Name: a.Name, UID: a.UID, Balances: map[string]string{}, UnifiedBalances: map[string]string{},
		DepositAddresses: map[string]string{}, AddressBook: []AddressEntry{}, Withdrawals: n}
	for sym, c := range d.coins {
		info.Balances[sym] = formatAmount(a.balance(sym), c.decimals)
		info.UnifiedBalances[sym] = formatAmount(a.balanceIn(walletUnified, sym), c.decimals)
	}
	for chain, addr := range a.deposit {
		info.DepositAddresses[chain] = addr.Hex()
	}
	for e := range a.book {
		info.AddressBook = append(info.AddressBook, e)
	}
	return info, true
}

// listRoute serves the list one of an account's ledgers gives, by the account's name.
func listRoute[T any](list func(name string) ([]T, bool)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		out, ok := list(r.PathValue("name"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such account"})
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

// WithdrawalInfo is one withdrawal as the control endpoint lists it: the venue's own
// ledger, with the requestId the API never shows (how a test or the chaos harness
// ties a withdrawal to the node that asked for it), whatever records lag.
type WithdrawalInfo struct {
	ID        string `json:"id"`
	RequestID string `json:"request_id"`
	Coin      string `json:"coin"`
	Chain     string `json:"chain"`
	To        string `json:"to"`
	// Amount arrives; Fee is debited on top (coin units, decimal).
	Amount string `json:"amount"`
	Fee    string `json:"fee"`
	Status string `json:"status"`
	TxID   string `json:"tx_id"`
	Held   bool   `json:"held"`
	// Created is when the venue created it, on the double's clock.
	Created time.Time `json:"created"`
	// Signed is the timestamp its create request was signed with (the caller's clock).
	Signed time.Time `json:"signed"`
}

// DepositInfo is one deposit the double saw, credited or not.
type DepositInfo struct {
	ID     string `json:"id"`
	Coin   string `json:"coin"`
	Chain  string `json:"chain"`
	TxID   string `json:"tx_id"`
	From   string `json:"from"`
	To     string `json:"to"`
	Amount string `json:"amount"`
	// Status is Bybit's depositStatus: 1 to be confirmed, 3 credited.
	Status int `json:"status"`
}

// WithdrawalsOf lists the named account's withdrawals, oldest first.
func (d *Double) WithdrawalsOf(name string) ([]WithdrawalInfo, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	a := d.byName[name]
	if a == nil {
		return nil, false
	}
	out := []WithdrawalInfo{}
	for _, w := range d.withdrawals {
		if w.acct != a {
			continue
		}
		out = append(out, WithdrawalInfo{ID: strconv.FormatInt(w.id, 10), RequestID: w.requestID, Coin: w.chain.coin, Chain: w.chain.bybit,
			To: w.to, Amount: formatAmount(w.amount, w.chain.decimals), Fee: formatAmount(w.fee, w.chain.decimals),
			Status: w.status, TxID: w.txID, Held: w.held, Created: w.created, Signed: w.signed})
	}
	return out, true
}

// DepositsOf lists the deposits to the named account, oldest first.
func (d *Double) DepositsOf(name string) ([]DepositInfo, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	a := d.byName[name]
	if a == nil {
		return nil, false
	}
	out := []DepositInfo{}
	for _, dep := range d.deposits {
		if dep.acct != a {
			continue
		}
		out = append(out, DepositInfo{ID: strconv.FormatInt(dep.id, 10), Coin: dep.chain.coin, Chain: dep.chain.bybit,
			TxID: dep.txHash.Hex(), From: dep.from.Hex(), To: dep.to.Hex(), Amount: formatAmount(dep.amount, dep.chain.decimals),
			Status: dep.status})
	}
	return out, true
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
