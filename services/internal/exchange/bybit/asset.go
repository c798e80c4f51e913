package bybit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Withdrawal statuses, Bybit's withdrawStatus (bybit-exchange/docs, docs/v5/enum.mdx;
// note the lower-case "success"). MoreInformationRequired and Unknown ("a rare status")
// are neither paid nor ended: a withdrawal in them is followed until it leaves them.
const (
	StatusSecurityCheck           = "SecurityCheck"
	StatusPending                 = "Pending"
	StatusSuccess                 = "success"
	StatusBlockchainConfirmed     = "BlockchainConfirmed"
	StatusCancelByUser            = "CancelByUser"
	StatusReject                  = "Reject"
	StatusFail                    = "Fail"
	StatusMoreInformationRequired = "MoreInformationRequired"
	StatusUnknown                 = "Unknown"
)

// StatusDone reports a withdrawal the venue paid out (success, BlockchainConfirmed).
func StatusDone(s string) bool { return s == StatusSuccess || s == StatusBlockchainConfirmed }

// StatusFailed reports a withdrawal the venue ended without paying it (CancelByUser,
// Reject, Fail). Bybit documents txID "" for failed and cancelled withdrawals; a record
// that ended so with a txID set may have broadcast a payment all the same, and only the
// chain can say whether it lands.
func StatusFailed(s string) bool {
	return s == StatusCancelByUser || s == StatusReject || s == StatusFail
}

// WithdrawRequest is the body of withdraw/create. Amount is a decimal coin amount.
type WithdrawRequest struct {
	Coin        string `json:"coin"`
	Chain       string `json:"chain"`
	Address     string `json:"address"`
	Amount      string `json:"amount"`
	Timestamp   int64  `json:"timestamp"`
	ForceChain  int    `json:"forceChain"`
	AccountType string `json:"accountType"`
	FeeType     int    `json:"feeType"`
	RequestID   string `json:"requestId"`
}

// CreateWithdrawal posts withdraw/create and returns the withdrawal ID. Errors: an
// *APIError carrying the venue's retCode, or one wrapping ErrAmbiguous when the outcome
// is unknown (no answer, a 5xx, 10000, 10016, an answer without an id). What a retCode
// says about the withdrawal is ClassifyCreate's: a refusal, a permanent refusal, an
// already used requestId (the withdrawal exists), or ambiguous.
func (c *Client) CreateWithdrawal(ctx context.Context, r WithdrawRequest) (string, error) {
	env, err := c.Post(ctx, PathWithdrawCreate, r)
	if err != nil {
		return "", err
	}
	var res struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(env.Result, &res); err != nil || res.ID == "" {
		return "", fmt.Errorf("withdraw/create: %w: answer without an id", ErrAmbiguous)
	}
	return res.ID, nil
}

// Withdrawal is one row of withdraw/query-record.
type Withdrawal struct {
	WithdrawID  string `json:"withdrawId"`
	TxID        string `json:"txID"`
	Coin        string `json:"coin"`
	Chain       string `json:"chain"`
	Amount      string `json:"amount"`
	WithdrawFee string `json:"withdrawFee"`
	Status      string `json:"status"`
	ToAddress   string `json:"toAddress"`
	CreateTime  string `json:"createTime"`
	UpdateTime  string `json:"updateTime"`
}

// Created is the record's createTime.
func (w *Withdrawal) Created() (time.Time, error) { return msTime(w.CreateTime) }

func msTime(s string) (time.Time, error) {
	ms, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("time %q: %w", s, err)
	}
	return time.UnixMilli(ms).UTC(), nil
}

type page[T any] struct {
	Rows           []T    `json:"rows"`
	NextPageCursor string `json:"nextPageCursor"`
}

// ErrNoRecord is returned by the single-record lookups when the venue lists none.
var ErrNoRecord = errors.New("no such record at the venue")

// WithdrawalByID returns one withdrawal by its ID, or ErrNoRecord.
func (c *Client) WithdrawalByID(ctx context.Context, id string) (*Withdrawal, error) {
	env, err := c.Get(ctx, PathWithdrawRecords, url.Values{"withdrawID": {id}, "withdrawType": {"2"}})
	if err != nil {
		return nil, err
	}
	var p page[Withdrawal]
	if err := json.Unmarshal(env.Result, &p); err != nil {
		return nil, fmt.Errorf("decode withdrawal records: %w", err)
	}
	for i := range p.Rows {
		if p.Rows[i].WithdrawID == id {
			return &p.Rows[i], nil
		}
	}
	return nil, ErrNoRecord
}

// Withdrawals lists every withdrawal of coin created in [start, end] (a window of at
// most 30 days), newest first, following the cursor through every page.
func (c *Client) Withdrawals(ctx context.Context, coin string, start, end time.Time) ([]Withdrawal, error) {
	var out []Withdrawal
	cursor := ""
	for range 1000 {
		q := url.Values{"coin": {coin}, "withdrawType": {"2"}, "limit": {"50"},
			"startTime": {strconv.FormatInt(start.UnixMilli(), 10)}, "endTime": {strconv.FormatInt(end.UnixMilli(), 10)}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		env, err := c.Get(ctx, PathWithdrawRecords, q)
		if err != nil {
			return nil, err
		}
		var p page[Withdrawal]
		if err := json.Unmarshal(env.Result, &p); err != nil {
			return nil, fmt.Errorf("decode withdrawal records: %w", err)
		}
		out = append(out, p.Rows...)
		if len(p.Rows) == 0 || p.NextPageCursor == "" {
			return out, nil
		}
		cursor = p.NextPageCursor
	}
	return nil, errors.New("withdrawal records: too many pages")
}

// Deposit is one row of deposit/query-record. Status 3 is credited.
type Deposit struct {
	ID        string `json:"id"`
	Coin      string `json:"coin"`
	Chain     string `json:"chain"`
	Amount    string `json:"amount"`
	TxID      string `json:"txID"`
	Status    int    `json:"status"`
	ToAddress string `json:"toAddress"`
	SuccessAt string `json:"successAt"`
}

// DepositCredited is the deposit status of a credited deposit.
const DepositCredited = 3

// Credited is when the deposit was credited (zero before).
func (d *Deposit) Credited() (time.Time, error) {
	if d.SuccessAt == "" || d.SuccessAt == "0" {
		return time.Time{}, nil
	}
	return msTime(d.SuccessAt)
}

// DepositsByTxID lists the deposits the venue recorded for one transaction.
func (c *Client) DepositsByTxID(ctx context.Context, txID string) ([]Deposit, error) {
	env, err := c.Get(ctx, PathDepositRecords, url.Values{"txID": {txID}})
	if err != nil {
		return nil, err
	}
	var p page[Deposit]
	if err := json.Unmarshal(env.Result, &p); err != nil {
		return nil, fmt.Errorf("decode deposit records: %w", err)
	}
	return p.Rows, nil
}

// Balance returns the account's balance of coin (a decimal string) and the venue's
// time of the answer.
func (c *Client) Balance(ctx context.Context, accountType, coin string) (string, time.Time, error) {
	env, err := c.Get(ctx, PathCoinsBalance, url.Values{"accountType": {accountType}, "coin": {coin}})
	if err != nil {
		return "", time.Time{}, err
	}
	var res struct {
		Balance []struct {
			Coin          string `json:"coin"`
			WalletBalance string `json:"walletBalance"`
		} `json:"balance"`
	}
	if err := json.Unmarshal(env.Result, &res); err != nil {
		return "", time.Time{}, fmt.Errorf("decode balance: %w", err)
	}
	for _, b := range res.Balance {
		if b.Coin == coin {
			return b.WalletBalance, time.UnixMilli(env.Time).UTC(), nil
		}
	}
	return "0", time.UnixMilli(env.Time).UTC(), nil
}

// ServerTime returns the venue's clock (unsigned).
func (c *Client) ServerTime(ctx context.Context) (time.Time, error) {
	env, err := c.Get(ctx, PathServerTime, nil)
	if err != nil {
		return time.Time{}, err
	}
	return time.UnixMilli(env.Time).UTC(), nil
}

// ParseAmount reads a venue decimal amount ("12.5") into base units of a token with the
// given decimals; more fractional digits than that, signs and exponents are refused.
func ParseAmount(s string, decimals uint8) (*big.Int, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || (hasDot && frac == "") || len(frac) > int(decimals) || !digits(whole) || !digits(frac) {
		return nil, fmt.Errorf("amount %q: not a decimal within %d places", s, decimals)
	}
	v, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", int(decimals)-len(frac)), 10)
	if !ok {
		return nil, fmt.Errorf("amount %q: not a decimal", s)
	}
	return v, nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// FormatAmount renders base units as the venue's decimal string ("12.5").
func FormatAmount(v *big.Int, decimals uint8) string {
	s := new(big.Int).Abs(v).String()
	if decimals > 0 {
		if len(s) <= int(decimals) {
			s = strings.Repeat("0", int(decimals)-len(s)+1) + s
		}
		cut := len(s) - int(decimals)
		s = strings.TrimSuffix(strings.TrimRight(s[:cut]+"."+s[cut:], "0"), ".")
	}
	if v.Sign() < 0 {
		s = "-" + s
	}
	return s
}

// SameAmount reports whether two venue decimal amounts ("10", "10.00", "10.000000") are
// the same number. Anything that is not a plain non-negative decimal (signs, exponents,
// fractions, empty parts) is never the same as anything.
func SameAmount(a, b string) bool {
	x, ok1 := decimal(a)
	y, ok2 := decimal(b)
	return ok1 && ok2 && x.Cmp(y) == 0
}

func decimal(s string) (*big.Rat, bool) {
	s = strings.TrimSpace(s)
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || (hasDot && frac == "") || !digits(whole) || !digits(frac) {
		return nil, false
	}
	return new(big.Rat).SetString(s)
}

// SameChain reports whether two venue chain names are the same chain. Bybit names
// chains in upper case ("ETH", "ARBI") in withdraw/create, withdraw/query-record and
// coin/query-info alike (https://bybit-exchange.github.io/docs/v5/asset/coin-info);
// QTG's venue configuration may spell them otherwise, so the names compare
// case-insensitively, surrounding spaces aside.
func SameChain(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}
