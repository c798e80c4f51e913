package bybitdouble

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

var requestIDRE = regexp.MustCompile(`^[A-Za-z0-9]{1,32}$`)

// createBody is the body of withdraw/create. Numbers may come as JSON numbers or
// strings, as Bybit's own SDKs send either.
type createBody struct {
	Coin        string      `json:"coin"`
	Chain       string      `json:"chain"`
	Address     string      `json:"address"`
	Tag         string      `json:"tag"`
	Amount      string      `json:"amount"`
	Timestamp   json.Number `json:"timestamp"`
	ForceChain  json.Number `json:"forceChain"`
	AccountType string      `json:"accountType"`
	FeeType     json.Number `json:"feeType"`
	RequestID   string      `json:"requestId"`
}

func (d *Double) withdrawCreate(req *request) (any, *apiError) {
	var b createBody
	dec := json.NewDecoder(bytes.NewReader(req.body))
	dec.UseNumber()
	if err := dec.Decode(&b); err != nil {
		return nil, errParams("body is not a JSON object")
	}
	switch {
	case b.Coin == "" || b.Chain == "" || b.Address == "" || b.Amount == "":
		return nil, errParams("coin, chain, address and amount are required")
	case b.Timestamp == "":
		return nil, errParams("timestamp is required")
	case b.ForceChain != "" && b.ForceChain != "0" && b.ForceChain != "1":
		return nil, errParams("forceChain must be 0 or 1 (the double pays on chain only)")
	case b.FeeType != "" && b.FeeType != "0" && b.FeeType != "1":
		return nil, errParams("feeType must be 0 or 1")
	case !validAccountType(b.AccountType):
		return nil, errParams("accountType must be FUND, UTA or a comma-separated combination")
	case b.RequestID != "" && !requestIDRE.MatchString(b.RequestID):
		return nil, errParams("requestId must be 1-32 letters or digits")
	}
	ms, err := strconv.ParseInt(string(b.Timestamp), 10, 64)
	if err != nil {
		return nil, errParams("timestamp must be an integer")
	}
	// What the create asks for, timestamp aside: a replay must ask for the same.
	params := strings.Join([]string{b.Coin, b.Chain, b.Address, b.Tag, b.Amount, string(b.ForceChain), b.AccountType, string(b.FeeType)}, "\x00")

	d.mu.Lock()
	defer d.mu.Unlock()
	if d.faults.CreateErrorNext > 0 && !d.faults.CreateErrorAfterCreate {
		d.faults.CreateErrorNext--
		aerr := d.createError()
		d.log.Warn().Int("ret_code", aerr.code).Str("request_id", b.RequestID).Msg("fault: withdraw create refused before anything was looked at")
		return nil, aerr
	}
	res, aerr := d.create(req, b, params, time.UnixMilli(ms))
	if aerr == nil && !req.drop && d.faults.CreateErrorNext > 0 && d.faults.CreateErrorAfterCreate {
		d.faults.CreateErrorNext--
		aerr = d.createError()
		d.log.Warn().Int("ret_code", aerr.code).Str("request_id", b.RequestID).Interface("result", res).Msg("fault: withdraw create acted, then answered an error")
		return nil, aerr
	}
	return res, aerr
}

// create handles a validated withdraw/create body signed at signed. Callers hold d.mu.
func (d *Double) create(req *request, b createBody, params string, signed time.Time) (any, *apiError) {
	acct := req.acct
	if b.RequestID != "" {
		if w := acct.requests[b.RequestID]; w != nil {
			if w.params != params {
				return nil, &apiError{CodeDuplicate, "Invalid duplicate request."}
			}
			if d.faults.DuplicateOnReplay > 0 {
				d.faults.DuplicateOnReplay--
				d.log.Info().Int64("withdraw_id", w.id).Str("account", acct.Name).Str("request_id", b.RequestID).Msg("fault: withdraw create replayed, answered as a duplicate")
				return nil, &apiError{CodeDuplicate, "Invalid duplicate request."}
			}
			d.log.Info().Int64("withdraw_id", w.id).Str("account", acct.Name).Str("request_id", b.RequestID).Msg("withdraw create replayed")
			return map[string]string{"id": strconv.FormatInt(w.id, 10)}, nil
		}
	}
	vc := d.venueChain(b.Coin, b.Chain)
	if vc == nil {
		return nil, errParams("coin %s is not available on chain %s", b.Coin, b.Chain)
	}
	amount, err := parseAmount(b.Amount, vc.decimals)
	if err != nil || amount.Sign() <= 0 {
		return nil, errParams("amount must be a positive decimal within %d decimals", vc.decimals)
	}
	// Bybit: "you can only withdraw once every 10 seconds per chain/coin combination"
	// (docs/v5/asset/withdraw/withdraw.mdx). Which retCode it answers is not documented
	// (docs/v5/error.mdx lists none for it); the double answers the closest documented
	// one, 10006 (over the rate limit), and creates nothing. A repeat of a known
	// requestId was answered above: it creates nothing, so the limit does not refuse it.
	now := d.cfg.Now()
	key := createKey(vc)
	if last, ok := acct.lastCreate[key]; ok && d.cfg.WithdrawInterval > 0 && now.Sub(last) < d.cfg.WithdrawInterval {
		acct.intervalRefusals++
		d.log.Warn().Str("account", acct.Name).Str("request_id", b.RequestID).Str("coin", b.Coin).Str("chain", b.Chain).
			Dur("since_last", now.Sub(last)).Msg("withdraw create refused: the chain and coin's last withdrawal is too recent")
		return nil, &apiError{CodeRateLimit, "Too many visits. Exceeded the API Rate Limit."}
	}
	if !acct.book[AddressEntry{Coin: b.Coin, Chain: b.Chain, Address: b.Address}] {
		return nil, &apiError{CodeNotWhitelisted, "The withdrawal address is not in the whitelist."}
	}
	debit, arrives := new(big.Int).Add(amount, vc.fee), amount
	if b.FeeType == "1" {
		debit, arrives = amount, new(big.Int).Sub(amount, vc.fee)
		if arrives.Sign() <= 0 {
			return nil, errParams("amount does not cover the withdrawal fee")
		}
	}
	fromFund, fromUnified, ok := acct.split(b.AccountType, b.Coin, debit)
	if !ok {
		return nil, &apiError{CodeInsufficientFund, "Insufficient balance"}
	}
	acct.addTo(walletFund, b.Coin, new(big.Int).Neg(fromFund))
	acct.addTo(walletUnified, b.Coin, new(big.Int).Neg(fromUnified))
	acct.lastCreate[key] = now
	d.nextID++
	w := &withdrawal{
		id: d.nextID, acct: acct, requestID: b.RequestID, params: params, chain: vc, to: b.Address,
		amount: arrives, fee: new(big.Int).Sub(debit, arrives), fromFund: fromFund, fromUnified: fromUnified,
		status: StatusSecurityCheck, created: now, signed: signed, updated: now,
	}
	if d.faults.HoldSecurityCheck > 0 {
		d.faults.HoldSecurityCheck--
		w.held = true
	}
	d.withdrawals = append(d.withdrawals, w)
	d.byID[w.id] = w
	if b.RequestID != "" {
		acct.requests[b.RequestID] = w
	}
	d.log.Info().Int64("withdraw_id", w.id).Str("account", acct.Name).Str("request_id", b.RequestID).Str("coin", b.Coin).
		Str("chain", b.Chain).Str("to", b.Address).Str("amount", formatAmount(arrives, vc.decimals)).Bool("held", w.held).Msg("withdrawal created")
	if d.faults.LoseNextCreate > 0 {
		d.faults.LoseNextCreate--
		req.drop = true
		req.dropAfter = time.Duration(d.faults.LostCreateHoldMS) * time.Millisecond
	}
	return map[string]string{"id": strconv.FormatInt(w.id, 10)}, nil
}

// createKey is the chain and coin a create's interval is counted on.
func createKey(vc *venueChain) string { return vc.bybit + "\x00" + vc.coin }

// split divides a withdrawal's debit between the wallets withdraw/create's accountType
// names: FUND draws on the funding wallet, UTA on the unified one ("System transfers
// the funds to Funding wallet to withdraw"), and a combination on the funding wallet
// first, the rest from the unified one (docs/v5/asset/withdraw/withdraw.mdx). ok is
// false when the wallets named hold less than debit together.
func (a *account) split(accountType, coin string, debit *big.Int) (fromFund, fromUnified *big.Int, ok bool) {
	fund, uta := false, false
	for part := range strings.SplitSeq(accountType, ",") {
		fund, uta = fund || part == "FUND", uta || part == "UTA"
	}
	fromFund, fromUnified = new(big.Int), new(big.Int)
	if fund {
		fromFund = bigMin(debit, a.balanceIn(walletFund, coin))
	}
	rest := new(big.Int).Sub(debit, fromFund)
	if uta {
		fromUnified = bigMin(rest, a.balanceIn(walletUnified, coin))
	}
	return fromFund, fromUnified, new(big.Int).Add(fromFund, fromUnified).Cmp(debit) == 0
}

func bigMin(x, y *big.Int) *big.Int {
	if x.Cmp(y) <= 0 {
		return new(big.Int).Set(x)
	}
	return new(big.Int).Set(y)
}

func validAccountType(s string) bool {
	if s == "" {
		return false
	}
	for part := range strings.SplitSeq(s, ",") {
		if part != "FUND" && part != "UTA" {
			return false
		}
	}
	return true
}

// WithdrawalRow is one row of withdraw/query-record.
type WithdrawalRow struct {
	WithdrawID   string `json:"withdrawId"`
	TxID         string `json:"txID"`
	WithdrawType int    `json:"withdrawType"`
	Coin         string `json:"coin"`
	Chain        string `json:"chain"`
	Amount       string `json:"amount"`
	WithdrawFee  string `json:"withdrawFee"`
	Status       string `json:"status"`
	ToAddress    string `json:"toAddress"`
	Tag          string `json:"tag"`
	CreateTime   string `json:"createTime"`
	UpdateTime   string `json:"updateTime"`
	Tax          string `json:"tax"`
	TaxRate      string `json:"taxRate"`
	TaxType      string `json:"taxType"`
}

// page is a result page: rows and the cursor of the next page.
type page[T any] struct {
	Rows           []T    `json:"rows"`
	NextPageCursor string `json:"nextPageCursor"`
}

// cursor is the opaque paging token: the IDs of the page it follows (base64 JSON, as
// Bybit's look). The next page holds rows older than MinID.
type cursor struct {
	MinID int64 `json:"minID"`
	MaxID int64 `json:"maxID"`
}

func encodeCursor(c cursor) string {
	raw, _ := json.Marshal(c)
	return base64.StdEncoding.EncodeToString(raw)
}

// listing is the shared part of the record queries: time range, limit and cursor.
type listing struct {
	start, end time.Time
	timed      bool // the range applies
	limit      int
	before     int64 // only ids below; 0: no cursor
}

const maxRange = 30 * 24 * time.Hour

// parseListing reads startTime, endTime, limit and cursor. The range defaults to the
// last 30 days and may not exceed them; byID says the query names a record, when the
// range applies only if given.
func parseListing(q url.Values, now time.Time, byID bool) (listing, *apiError) {
	l := listing{limit: 50, timed: true}
	ms := func(name string) (time.Time, bool, *apiError) {
		v := q.Get(name)
		if v == "" {
			return time.Time{}, false, nil
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return time.Time{}, false, errParams("%s must be a timestamp in ms", name)
		}
		return time.UnixMilli(n), true, nil
	}
	start, hasStart, aerr := ms("startTime")
	if aerr != nil {
		return l, aerr
	}
	end, hasEnd, aerr := ms("endTime")
	if aerr != nil {
		return l, aerr
	}
	switch {
	case hasStart && hasEnd:
	case hasStart:
		end = start.Add(maxRange)
	case hasEnd:
		start = end.Add(-maxRange)
	default:
		end, start = now, now.Add(-maxRange)
		l.timed = !byID
	}
	if end.Before(start) || end.Sub(start) > maxRange {
		return l, errParams("endTime - startTime should be less than 30 days")
	}
	l.start, l.end = start, end
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 50 {
			return l, errParams("limit must be 1-50")
		}
		l.limit = n
	}
	if v := q.Get("cursor"); v != "" {
		raw, err := base64.StdEncoding.DecodeString(v)
		var c cursor
		if err != nil || json.Unmarshal(raw, &c) != nil || c.MinID <= 0 {
			return l, errParams("invalid cursor")
		}
		l.before = c.MinID
	}
	return l, nil
}

// depositLagging reports whether a deposit seen then is still left out of
// deposit/query-record by the deposit_record_lag_ms fault. Callers hold d.mu.
func (d *Double) depositLagging(created time.Time) bool {
	return d.faults.DepositRecordLagMS > 0 && d.cfg.Now().Sub(created) < time.Duration(d.faults.DepositRecordLagMS)*time.Millisecond
}

// keep says whether a record with this id and creation time belongs to the listing.
func (l listing) keep(id int64, created time.Time) bool {
	if l.before != 0 && id >= l.before {
		return false
	}
	return !l.timed || (!created.Before(l.start) && !created.After(l.end))
}

// finish cuts rows (newest first, with their ids) to the limit and sets the cursor:
// whenever a page holds rows, its cursor leads to the older ones (an empty page ends).
func finish[T any](rows []T, ids []int64, limit int) page[T] {
	p := page[T]{Rows: rows}
	if len(rows) > limit {
		p.Rows, ids = rows[:limit], ids[:limit]
	}
	if p.Rows == nil {
		p.Rows = []T{}
	}
	if len(ids) > 0 {
		p.NextPageCursor = encodeCursor(cursor{MinID: ids[len(ids)-1], MaxID: ids[0]})
	}
	return p
}

func (d *Double) withdrawRecords(req *request) (any, *apiError) {
	q := req.r.URL.Query()
	id, txID, coinSym := q.Get("withdrawID"), q.Get("txID"), q.Get("coin")
	l, aerr := parseListing(q, d.cfg.Now(), id != "" || txID != "")
	if aerr != nil {
		return nil, aerr
	}
	switch q.Get("withdrawType") {
	case "", "0", "2":
	case "1":
		return finish[WithdrawalRow](nil, nil, l.limit), nil // the double makes no off-chain withdrawals
	default:
		return nil, errParams("withdrawType must be 0, 1 or 2")
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	var rows []WithdrawalRow
	var ids []int64
	listedBefore := d.cfg.Now().Add(-time.Duration(d.faults.RecordLagMS) * time.Millisecond)
	for _, w := range d.sortedWithdrawals() {
		switch {
		case w.acct != req.acct, !l.keep(w.id, w.created),
			d.faults.RecordLagMS > 0 && w.created.After(listedBefore),
			id != "" && strconv.FormatInt(w.id, 10) != id,
			txID != "" && !strings.EqualFold(w.txID, txID),
			coinSym != "" && w.chain.coin != coinSym:
			continue
		}
		rows, ids = append(rows, d.row(w)), append(ids, w.id)
	}
	return finish(rows, ids, l.limit), nil
}

// row is a withdrawal as withdraw/query-record lists it. Callers hold d.mu.
func (d *Double) row(w *withdrawal) WithdrawalRow {
	amount, fee, chain := formatAmount(w.amount, w.chain.decimals), formatAmount(w.fee, w.chain.decimals), w.chain.bybit
	if d.faults.PadRecordAmounts {
		amount, fee = padAmount(w.amount, w.chain.decimals), padAmount(w.fee, w.chain.decimals)
	}
	if d.faults.LowerRecordChains {
		chain = strings.ToLower(chain)
	}
	return WithdrawalRow{
		WithdrawID: strconv.FormatInt(w.id, 10), TxID: w.txID, Coin: w.chain.coin, Chain: chain,
		Amount: amount, WithdrawFee: fee,
		Status: w.status, ToAddress: w.to, CreateTime: strconv.FormatInt(w.created.UnixMilli(), 10),
		UpdateTime: strconv.FormatInt(w.updated.UnixMilli(), 10),
	}
}

func (d *Double) withdrawCancel(req *request) (any, *apiError) {
	var b struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(req.body, &b); err != nil || b.ID == "" {
		return nil, errParams("id is required")
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	w := d.withdrawalByID(b.ID)
	if w == nil || w.acct != req.acct {
		return nil, errParams("withdrawal %s not found", b.ID)
	}
	// Only a withdrawal still in its security check can be cancelled; otherwise the
	// answer is OK with status 0 (not cancelled), as Bybit's.
	if w.status != StatusSecurityCheck {
		return map[string]int{"status": 0}, nil
	}
	d.setStatus(w, StatusCancelByUser, "cancelled by the user")
	return map[string]int{"status": 1}, nil
}

func (d *Double) coinInfo(req *request) (any, *apiError) {
	want := req.r.URL.Query().Get("coin")
	type chainRow struct {
		Chain                 string `json:"chain"`
		ChainType             string `json:"chainType"`
		Confirmation          string `json:"confirmation"`
		WithdrawFee           string `json:"withdrawFee"`
		DepositMin            string `json:"depositMin"`
		WithdrawMin           string `json:"withdrawMin"`
		MinAccuracy           string `json:"minAccuracy"`
		ChainDeposit          string `json:"chainDeposit"`
		ChainWithdraw         string `json:"chainWithdraw"`
		WithdrawPercentageFee string `json:"withdrawPercentageFee"`
		ContractAddress       string `json:"contractAddress"`
		SafeConfirmNumber     string `json:"safeConfirmNumber"`
	}
	type coinRow struct {
		Name         string     `json:"name"`
		Coin         string     `json:"coin"`
		RemainAmount string     `json:"remainAmount"`
		Chains       []chainRow `json:"chains"`
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	rows := []coinRow{}
	for _, sym := range sortedKeys(d.coins) {
		if want != "" && want != sym {
			continue
		}
		c := d.coins[sym]
		r := coinRow{Name: sym, Coin: sym, RemainAmount: "10000000"}
		confs := strconv.FormatUint(d.cfg.DepositConfirmations, 10)
		for _, vc := range c.chains {
			r.Chains = append(r.Chains, chainRow{
				Chain: vc.bybit, ChainType: "Devchain " + vc.evm.Name, Confirmation: confs,
				WithdrawFee: formatAmount(vc.fee, vc.decimals), DepositMin: "0", WithdrawMin: "0",
				MinAccuracy: strconv.Itoa(int(vc.decimals)), ChainDeposit: "1", ChainWithdraw: "1",
				WithdrawPercentageFee: "0", ContractAddress: strings.ToLower(vc.token.Hex()), SafeConfirmNumber: confs,
			})
		}
		rows = append(rows, r)
	}
	return map[string]any{"rows": rows}, nil
}

func (d *Double) depositAddress(req *request) (any, *apiError) {
	q := req.r.URL.Query()
	sym, chainType := q.Get("coin"), q.Get("chainType")
	type chainRow struct {
		ChainType         string `json:"chainType"`
		AddressDeposit    string `json:"addressDeposit"`
		TagDeposit        string `json:"tagDeposit"`
		Chain             string `json:"chain"`
		BatchReleaseLimit string `json:"batchReleaseLimit"`
		ContractAddress   string `json:"contractAddress"`
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	c := d.coins[sym]
	if c == nil {
		return nil, errParams("coin %q is not supported", sym)
	}
	chains := []chainRow{}
	for _, vc := range c.chains {
		if chainType != "" && chainType != vc.bybit {
			continue
		}
		token := strings.ToLower(vc.token.Hex())
		chains = append(chains, chainRow{
			ChainType: "Devchain " + vc.evm.Name, AddressDeposit: req.acct.deposit[vc.evm.Name].Hex(), Chain: vc.bybit,
			BatchReleaseLimit: "-1", ContractAddress: token[len(token)-6:],
		})
	}
	return map[string]any{"coin": sym, "chains": chains}, nil
}

// DepositRow is one row of deposit/query-record.
type DepositRow struct {
	ID                string `json:"id"`
	Coin              string `json:"coin"`
	Chain             string `json:"chain"`
	Amount            string `json:"amount"`
	TxID              string `json:"txID"`
	Status            int    `json:"status"`
	ToAddress         string `json:"toAddress"`
	Tag               string `json:"tag"`
	DepositFee        string `json:"depositFee"`
	SuccessAt         string `json:"successAt"`
	Confirmations     string `json:"confirmations"`
	TxIndex           string `json:"txIndex"`
	BlockHash         string `json:"blockHash"`
	BatchReleaseLimit string `json:"batchReleaseLimit"`
	DepositType       string `json:"depositType"`
	FromAddress       string `json:"fromAddress"`
}

func (d *Double) depositRecords(req *request) (any, *apiError) {
	q := req.r.URL.Query()
	id, txID, sym := q.Get("id"), q.Get("txID"), q.Get("coin")
	l, aerr := parseListing(q, d.cfg.Now(), id != "" || txID != "")
	if aerr != nil {
		return nil, aerr
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	var rows []DepositRow
	var ids []int64
	for _, dep := range slices.Backward(d.deposits) {
		switch {
		case dep.acct != req.acct, !l.keep(dep.id, dep.created), d.depositLagging(dep.created),
			id != "" && strconv.FormatInt(dep.id, 10) != id,
			txID != "" && !strings.EqualFold(dep.txHash.Hex(), txID),
			sym != "" && dep.chain.coin != sym:
			continue
		}
		row := DepositRow{
			ID: strconv.FormatInt(dep.id, 10), Coin: dep.chain.coin, Chain: dep.chain.bybit,
			Amount: formatAmount(dep.amount, dep.chain.decimals), TxID: dep.txHash.Hex(), Status: dep.status,
			ToAddress: dep.to.Hex(), Confirmations: strconv.FormatUint(dep.confs, 10),
			TxIndex: strconv.FormatUint(uint64(dep.logIndex), 10), BlockHash: dep.blockHash.Hex(),
			BatchReleaseLimit: "-1", DepositType: "0", FromAddress: dep.from.Hex(),
		}
		if !dep.successAt.IsZero() {
			row.SuccessAt = strconv.FormatInt(dep.successAt.UnixMilli(), 10)
		}
		rows, ids = append(rows, row), append(ids, dep.id)
	}
	return finish(rows, ids, l.limit), nil
}

func (d *Double) coinsBalance(req *request) (any, *apiError) {
	q := req.r.URL.Query()
	accountType := q.Get("accountType")
	if accountType != walletFund && accountType != walletUnified {
		return nil, errParams("accountType must be FUND or UNIFIED")
	}
	if accountType == walletUnified && q.Get("coin") == "" {
		// docs/v5/asset/balance/all-balance.mdx: coin "is mandatory for accountType=UNIFIED".
		return nil, errParams("coin is required for accountType UNIFIED")
	}
	type bal struct {
		Coin            string `json:"coin"`
		WalletBalance   string `json:"walletBalance"`
		TransferBalance string `json:"transferBalance"`
		Bonus           string `json:"bonus"`
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	want := map[string]bool{}
	if v := q.Get("coin"); v != "" {
		for s := range strings.SplitSeq(v, ",") {
			want[s] = true
		}
	}
	out := []bal{}
	for _, sym := range sortedKeys(d.coins) {
		if len(want) > 0 && !want[sym] {
			continue
		}
		v := formatAmount(req.acct.balanceIn(accountType, sym), d.coins[sym].decimals)
		out = append(out, bal{Coin: sym, WalletBalance: v, TransferBalance: v})
	}
	return map[string]any{"accountType": accountType, "memberId": req.acct.UID, "balance": out}, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
