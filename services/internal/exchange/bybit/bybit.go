// Package bybit is QTG's client of Bybit's v5 asset API: the withdrawals, deposits and
// balances the exchange executors, capital-transfer-followup and the balance workers
// use (../shared/PROTOCOLS.md §4; the local double is package bybitdouble).
//
// Signing: X-BAPI-SIGN = hex(HMAC_SHA256(secret, timestamp + apiKey + recvWindow +
// payload)), payload being the raw query string of a GET exactly as sent, or the exact
// body bytes of a POST. The client builds those bytes once, signs them and sends the
// same bytes; nothing re-encodes them on the way.
//
// Retries: a 10006 (rate limit: nothing was done) is retried after the
// X-Bapi-Limit-Reset-Timestamp the venue sent, for GET and POST alike. A GET is
// retried on a 5xx or a transport error. A POST is never re-sent on a 5xx, a transport
// error, or a retCode 10000 (Server Timeout) or 10016 (Server error): the venue may have
// acted on it, so Do returns an error wrapping ErrAmbiguous and the caller resolves it
// from the venue's records (a withdrawal by its requestId). A non-zero retCode is an
// *APIError with the venue's code and message; what a withdraw/create code says about
// the withdrawal is ClassifyCreate's table (codes.go), from Bybit's error-code page.
//
// Transport (docs/security.md, "Limits that hold under abuse"): the client never
// follows a redirect (a redirect would re-send the signed headers to another URL), never
// takes a proxy from the environment, and speaks https only, unless Options.AllowInsecure
// (a venue double in development). Clock: a signed request is valid only while
// server − recvWindow ≤ timestamp < server + 1000 (docs/protocols.md, Bybit). On a 10002
// (timestamp outside that window, refused before the request is looked at) the client
// reads the venue's clock at /v5/market/time, as Bybit's integration guide advises,
// keeps the offset when it is within Options.MaxClockOffset, and sends the request once
// more with a corrected timestamp.
package bybit

import (
	"bytes"
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/services/internal/platform/outcall"
)

// Paths of the v5 endpoints used.
const (
	PathServerTime      = "/v5/market/time"
	PathWithdrawCreate  = "/v5/asset/withdraw/create"
	PathWithdrawRecords = "/v5/asset/withdraw/query-record"
	PathDepositRecords  = "/v5/asset/deposit/query-record"
	PathCoinsBalance    = "/v5/asset/transfer/query-account-coins-balance"
)

// Return codes QTG branches on.
const (
	CodeServerTimeout  = 10000
	CodeTimestamp      = 10002
	CodeAPIKey         = 10003
	CodeSign           = 10004
	CodePermission     = 10005
	CodeRateLimit      = 10006
	CodeDuplicate      = 10014
	CodeServerError    = 10016
	CodeNotWhitelisted = 131093
	CodeInsufficient   = 131212
)

// MaxRecvWindow is the largest X-BAPI-RECV-WINDOW QTG signs with. Bybit documents the
// default (5000 ms) and that a smaller window is more secure, and no upper bound
// (docs/protocols.md, Bybit, "Integration Guidance"); a signed withdrawal can be
// replayed, and stays ambiguous, for as long as its window, so QTG bounds it here.
const MaxRecvWindow = 30 * time.Second

// ErrRedirect is returned for an answer that redirects: the client does not follow it.
var ErrRedirect = errors.New("bybit: the venue answered with a redirect; not followed, signed headers are never re-sent")

// ErrClockOff is returned when the local clock differs from the venue's by more than
// Options.MaxClockOffset: the host's clock needs fixing, not the client's offset.
var ErrClockOff = errors.New("bybit: the local clock is off the venue's by more than the allowed offset")

// ErrAmbiguous marks a POST whose outcome is unknown: sent, and no answer that says
// whether the venue acted on it (a transport error, a 5xx, an unreadable answer).
var ErrAmbiguous = errors.New("the venue may or may not have acted on the request")

// APIError is a non-zero retCode.
type APIError struct {
	Code int
	Msg  string
}

func (e *APIError) Error() string { return fmt.Sprintf("retCode %d: %s", e.Code, e.Msg) }

// IsCode reports whether err is an APIError with code.
func IsCode(err error, code int) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Code == code
}

// Secret is an API secret; it prints and marshals as "[redacted]".
type Secret []byte

func (Secret) String() string { return "[redacted]" }

// MarshalJSON implements json.Marshaler.
func (Secret) MarshalJSON() ([]byte, error) { return []byte(`"[redacted]"`), nil }

// MarshalText implements encoding.TextMarshaler (zerolog, yaml).
func (Secret) MarshalText() ([]byte, error) { return []byte("[redacted]"), nil }

// Credentials are one API key and its secret.
type Credentials struct {
	APIKey string
	Secret Secret
}

// Sign returns the v5 signature of payload.
func Sign(secret []byte, timestamp, apiKey, recvWindow, payload string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(timestamp))
	m.Write([]byte(apiKey))
	m.Write([]byte(recvWindow))
	m.Write([]byte(payload))
	return hex.EncodeToString(m.Sum(nil))
}

// Options configures a Client.
type Options struct {
	// BaseURL is the venue's API root ("https://api-testnet.bybit.com", or the double's).
	// It must be https unless AllowInsecure.
	BaseURL string
	// AllowInsecure accepts an http:// BaseURL: a venue double in development only.
	AllowInsecure bool
	// Credentials sign requests; nil: only unsigned endpoints (ServerTime) work.
	Credentials *Credentials
	// RecvWindow is sent as X-BAPI-RECV-WINDOW. Default 5s, at most MaxRecvWindow.
	RecvWindow time.Duration
	// HTTP is the transport. Default: a client with a 10s timeout and no proxy. Whatever
	// is given, redirects are never followed (its CheckRedirect is replaced) and an
	// *http.Transport's proxy is removed.
	HTTP *http.Client
	// MaxClockOffset bounds the offset from the venue's clock the client corrects for
	// (server-time sync). Default 30s.
	MaxClockOffset time.Duration
	// Now is the clock of the X-BAPI-TIMESTAMP. Default time.Now.
	Now func() time.Time
	// MaxRateWait bounds how long one call waits for a rate limit to reset. Default 30s.
	MaxRateWait time.Duration
	// GetTries bounds the tries of a GET on 5xx or transport errors. Default 3.
	GetTries int
}

// Client calls one venue with one set of credentials. Safe for concurrent use.
type Client struct {
	o Options
	// offset is the venue's clock minus the local clock, in milliseconds, as last
	// measured at /v5/market/time; added to every X-BAPI-TIMESTAMP.
	offset atomic.Int64
}

// ClockOffset is the venue's clock minus the local one, as last measured (zero until a
// request is refused for its timestamp).
func (c *Client) ClockOffset() time.Duration {
	return time.Duration(c.offset.Load()) * time.Millisecond
}

// RecvWindow is how long after its timestamp the venue still accepts a request this
// client signs: after it, the venue refuses that request for good.
func (c *Client) RecvWindow() time.Duration { return c.o.RecvWindow }

// New returns a client.
func New(o Options) (*Client, error) {
	u, err := url.Parse(o.BaseURL)
	if err != nil || o.BaseURL == "" || u.Host == "" {
		return nil, fmt.Errorf("bybit: base URL %q", o.BaseURL)
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && o.AllowInsecure:
	default:
		return nil, fmt.Errorf("bybit: base URL %q: must be https (http only with allow_insecure, for a venue double)", o.BaseURL)
	}
	o.BaseURL = strings.TrimRight(o.BaseURL, "/")
	o.RecvWindow = cmp.Or(o.RecvWindow, 5*time.Second)
	if o.RecvWindow < time.Millisecond || o.RecvWindow > MaxRecvWindow {
		return nil, fmt.Errorf("bybit: recv_window %s: must be between 1ms and %s", o.RecvWindow, MaxRecvWindow)
	}
	o.HTTP = safeHTTP(o.HTTP)
	o.MaxClockOffset = cmp.Or(o.MaxClockOffset, 30*time.Second)
	if o.Now == nil {
		o.Now = time.Now
	}
	o.MaxRateWait = cmp.Or(o.MaxRateWait, 30*time.Second)
	o.GetTries = cmp.Or(o.GetTries, 3)
	return &Client{o: o}, nil
}

// Traced returns a client like c whose every HTTP attempt is a client span named
// "<METHOD> <path>" (package outcall; the query, which carries signed parameters, is
// left out), with peer as the span's qtg.peer. Call it before the client's first use:
// the new client measures the venue's clock afresh.
func (c *Client) Traced(tp trace.TracerProvider, peer string) *Client {
	o := c.o
	hc := *o.HTTP
	hc.Transport = outcall.Transport(hc.Transport, tp, peer, outcall.HTTP)
	o.HTTP = &hc
	return &Client{o: o}
}

// safeHTTP returns a copy of hc (or a default client) that refuses redirects and takes
// no proxy from the environment.
func safeHTTP(hc *http.Client) *http.Client {
	var out http.Client
	if hc != nil {
		out = *hc
	} else {
		out.Timeout = 10 * time.Second
	}
	switch t := out.Transport.(type) {
	case nil:
		dt := http.DefaultTransport.(*http.Transport).Clone()
		dt.Proxy = nil
		out.Transport = dt
	case *http.Transport:
		if t.Proxy != nil {
			t = t.Clone()
			t.Proxy = nil
			out.Transport = t
		}
	}
	out.CheckRedirect = func(req *http.Request, _ []*http.Request) error {
		return fmt.Errorf("%w (to %s)", ErrRedirect, req.URL.Redacted())
	}
	return &out
}

// Envelope is the v5 answer.
type Envelope struct {
	RetCode int             `json:"retCode"`
	RetMsg  string          `json:"retMsg"`
	Result  json.RawMessage `json:"result"`
	Time    int64           `json:"time"`
}

// signedRequest builds the request whose signed payload is exactly what is sent.
// An unsigned request (sign false) carries no credentials at all.
func (c *Client) signedRequest(ctx context.Context, method, path, rawQuery string, body []byte, sign bool) (*http.Request, error) {
	u := c.o.BaseURL + path
	if rawQuery != "" {
		u += "?" + rawQuery
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return nil, err
	}
	if c.o.Credentials == nil || !sign {
		return req, nil
	}
	ts := strconv.FormatInt(c.o.Now().UnixMilli()+c.offset.Load(), 10)
	recv := strconv.FormatInt(c.o.RecvWindow.Milliseconds(), 10)
	payload := rawQuery
	if method == http.MethodPost {
		payload = string(body)
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("X-BAPI-API-KEY", c.o.Credentials.APIKey)
	req.Header.Set("X-BAPI-TIMESTAMP", ts)
	req.Header.Set("X-BAPI-RECV-WINDOW", recv)
	req.Header.Set("X-BAPI-SIGN", Sign(c.o.Credentials.Secret, ts, c.o.Credentials.APIKey, recv, payload))
	return req, nil
}

// Get calls a GET endpoint with the query (encoded once, sorted by key; that string is
// signed and sent) and returns its result.
func (c *Client) Get(ctx context.Context, path string, query url.Values) (*Envelope, error) {
	return c.do(ctx, http.MethodGet, path, query.Encode(), nil)
}

// Post calls a POST endpoint with body (marshalled once; those bytes are signed and
// sent). A 5xx, a transport error or an unreadable answer wraps ErrAmbiguous.
func (c *Client) Post(ctx context.Context, path string, body any) (*Envelope, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return nil, fmt.Errorf("encode %s body: %w", path, err)
	}
	return c.do(ctx, http.MethodPost, path, "", raw)
}

func (c *Client) do(ctx context.Context, method, path, rawQuery string, body []byte) (*Envelope, error) {
	deadline := time.Now().Add(c.o.MaxRateWait)
	tries := 0
	synced := false
	for {
		tries++
		env, reset, err := c.once(ctx, method, path, rawQuery, body, true)
		switch {
		case err == nil && env.RetCode == CodeTimestamp && c.o.Credentials != nil && !synced:
			// Refused for its timestamp before the venue looked at it (nothing was
			// done, for a POST too): read the venue's clock and send it once more.
			synced = true
			if serr := c.SyncClock(ctx); serr != nil {
				return env, fmt.Errorf("%w: %w", &APIError{Code: env.RetCode, Msg: env.RetMsg}, serr)
			}
			continue
		case err == nil && env.RetCode == CodeRateLimit:
			// Nothing was done: wait for the window the venue named, then again.
			wait := time.Until(reset)
			if reset.IsZero() || wait <= 0 {
				wait = 200 * time.Millisecond
			}
			if time.Now().Add(wait).After(deadline) {
				return env, &APIError{Code: env.RetCode, Msg: env.RetMsg}
			}
			if err := sleep(ctx, wait); err != nil {
				return nil, err
			}
			continue
		case err == nil && (env.RetCode == CodeServerError || env.RetCode == CodeServerTimeout) && method == http.MethodPost:
			// "Server error" and "Server Timeout" say nothing about whether the venue acted.
			return env, fmt.Errorf("POST %s: %w: %w", path, ErrAmbiguous, &APIError{Code: env.RetCode, Msg: env.RetMsg})
		case err == nil && env.RetCode != 0:
			return env, &APIError{Code: env.RetCode, Msg: env.RetMsg}
		case err == nil:
			return env, nil
		case method == http.MethodPost:
			return nil, fmt.Errorf("POST %s: %w: %w", path, ErrAmbiguous, err)
		case tries >= c.o.GetTries || ctx.Err() != nil:
			return nil, fmt.Errorf("GET %s: %w", path, err)
		}
		if err := sleep(ctx, time.Duration(tries)*200*time.Millisecond); err != nil {
			return nil, err
		}
	}
}

// once sends one request; an error means no usable answer (transport, 5xx, not JSON).
func (c *Client) once(ctx context.Context, method, path, rawQuery string, body []byte, sign bool) (*Envelope, time.Time, error) {
	req, err := c.signedRequest(ctx, method, path, rawQuery, body, sign)
	if err != nil {
		return nil, time.Time{}, err
	}
	resp, err := c.o.HTTP.Do(req)
	if err != nil {
		return nil, time.Time{}, err
	}
	defer func() { _ = resp.Body.Close() }()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("read answer: %w", err)
	}
	var reset time.Time
	if ms, err := strconv.ParseInt(resp.Header.Get("X-Bapi-Limit-Reset-Timestamp"), 10, 64); err == nil {
		reset = time.UnixMilli(ms)
	}
	if resp.StatusCode >= 500 {
		return nil, reset, fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	var env Envelope
	if err := json.Unmarshal(raw, &env); err != nil {
		return nil, reset, fmt.Errorf("HTTP %d: answer is not a v5 envelope", resp.StatusCode)
	}
	return &env, reset, nil
}

// SyncClock measures the venue's clock at /v5/market/time (unsigned) and keeps the
// offset from the local clock, taken at the midpoint of the call, for the timestamps
// of later requests. An offset beyond MaxClockOffset is not kept: it wraps ErrClockOff.
func (c *Client) SyncClock(ctx context.Context) error {
	before := c.o.Now()
	env, _, err := c.once(ctx, http.MethodGet, PathServerTime, "", nil, false)
	after := c.o.Now()
	if err != nil {
		return fmt.Errorf("bybit: read the venue's clock: %w", err)
	}
	if env.RetCode != 0 || env.Time <= 0 {
		return fmt.Errorf("bybit: read the venue's clock: retCode %d, time %d", env.RetCode, env.Time)
	}
	local := before.Add(after.Sub(before) / 2)
	off := time.UnixMilli(env.Time).Sub(local)
	if off > c.o.MaxClockOffset || off < -c.o.MaxClockOffset {
		return fmt.Errorf("%w: off by %s, allowed %s", ErrClockOff, off.Round(time.Millisecond), c.o.MaxClockOffset)
	}
	c.offset.Store(off.Milliseconds())
	return nil
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
