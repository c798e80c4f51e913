package bybitdouble

import (
	"encoding/json"
	"net/http"
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
		}
		if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		if err := d.SetBalance(r.PathValue("name"), b.Coin, b.Amount); err != nil {
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
	Name             string            `json:"name"`
	UID              string            `json:"uid"`
	Balances         map[string]string `json:"balances"`
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
	info := AccountInfo{Name: a.Name, UID: a.UID, Balances: map[string]string{},
		DepositAddresses: map[string]string{}, AddressBook: []AddressEntry{}, Withdrawals: n}
	for sym, c := range d.coins {
		info.Balances[sym] = formatAmount(a.balance(sym), c.decimals)
	}
	for chain, addr := range a.deposit {
		info.DepositAddresses[chain] = addr.Hex()
	}
	for e := range a.book {
		info.AddressBook = append(info.AddressBook, e)
	}
	return info, true
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
