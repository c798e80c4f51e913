package bybitdouble

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// The v5 paths the double serves.
const (
	pathServerTime      = "/v5/market/time"
	pathCoinInfo        = "/v5/asset/coin/query-info"
	pathWithdrawCreate  = "/v5/asset/withdraw/create"
	pathWithdrawRecords = "/v5/asset/withdraw/query-record"
	pathWithdrawCancel  = "/v5/asset/withdraw/cancel"
	pathDepositAddress  = "/v5/asset/deposit/query-address"
	pathDepositRecords  = "/v5/asset/deposit/query-record"
	pathCoinsBalance    = "/v5/asset/transfer/query-account-coins-balance"
)

// Return codes the double answers with (Bybit's).
const (
	CodeOK               = 0
	CodeParams           = 10001
	CodeTimestamp        = 10002
	CodeAPIKey           = 10003
	CodeSign             = 10004
	CodePermission       = 10005
	CodeRateLimit        = 10006
	CodeDuplicate        = 10014
	CodeRouteNotFound    = 10017
	CodeNotWhitelisted   = 131093
	CodeInsufficientFund = 131212
)

// Envelope is the v5 response body.
type Envelope struct {
	RetCode    int             `json:"retCode"`
	RetMsg     string          `json:"retMsg"`
	Result     json.RawMessage `json:"result"`
	RetExtInfo struct{}        `json:"retExtInfo"`
	Time       int64           `json:"time"`
}

// apiError is a non-zero retCode and its message.
type apiError struct {
	code int
	msg  string
}

func errParams(format string, args ...any) *apiError {
	return &apiError{CodeParams, "params error: " + fmt.Sprintf(format, args...)}
}

// Sign is the v5 signature: hex(HMAC_SHA256(secret, timestamp + apiKey + recvWindow +
// payload)), payload being the raw query string of a GET or the exact body of a POST.
func Sign(secret []byte, timestamp, apiKey, recvWindow, payload string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(timestamp + apiKey + recvWindow + payload))
	return hex.EncodeToString(m.Sum(nil))
}

// request is a signed request that passed authentication.
type request struct {
	r    *http.Request
	acct *account
	body []byte
	// drop asks the wrapper to close the connection without an answer (a lost response).
	drop bool
	// dropAfter holds the dropped connection open, unanswered, this long first.
	dropAfter time.Duration
}

type handler func(*request) (any, *apiError)

func (d *Double) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+pathServerTime, d.serverTime)
	mux.Handle("GET "+pathCoinInfo, d.signed(d.coinInfo))
	mux.Handle("POST "+pathWithdrawCreate, d.signed(d.withdrawCreate))
	mux.Handle("GET "+pathWithdrawRecords, d.signed(d.withdrawRecords))
	mux.Handle("POST "+pathWithdrawCancel, d.signed(d.withdrawCancel))
	mux.Handle("GET "+pathDepositAddress, d.signed(d.depositAddress))
	mux.Handle("GET "+pathDepositRecords, d.signed(d.depositRecords))
	mux.Handle("GET "+pathCoinsBalance, d.signed(d.coinsBalance))
	d.controlRoutes(mux)
	mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		d.write(w, http.StatusNotFound, nil, &apiError{CodeRouteNotFound, "Route not found."})
	})
	return mux
}

func (d *Double) serverTime(w http.ResponseWriter, r *http.Request) {
	if d.burst(w) {
		return
	}
	now := d.cfg.Now()
	d.write(w, http.StatusOK, map[string]string{
		"timeSecond": strconv.FormatInt(now.Unix(), 10), "timeNano": strconv.FormatInt(now.UnixNano(), 10),
	}, nil)
}

// burst answers with the configured server error while an error burst lasts.
func (d *Double) burst(w http.ResponseWriter) bool {
	d.mu.Lock()
	n, status := d.faults.ErrorBurst, d.faults.ErrorStatus
	if n > 0 {
		d.faults.ErrorBurst--
	}
	d.mu.Unlock()
	if n == 0 {
		return false
	}
	if status < 500 || status > 599 {
		status = http.StatusServiceUnavailable
	}
	w.Header().Set("Content-Type", "text/html")
	w.WriteHeader(status)
	_, _ = fmt.Fprintf(w, "<html><body><h1>%d %s</h1></body></html>\n", status, http.StatusText(status))
	return true
}

// signed wraps a v5 handler with the fault check, authentication, rate limiting and
// the envelope.
func (d *Double) signed(h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if d.burst(w) {
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<16))
		if err != nil {
			d.write(w, http.StatusBadRequest, nil, errParams("unreadable body"))
			return
		}
		acct, aerr := d.authenticate(r, body)
		if aerr != nil {
			d.write(w, http.StatusOK, nil, aerr)
			return
		}
		if !d.limiter.allow(w, acct.APIKey, r.URL.Path, d.limitFor(r.URL.Path), d.cfg.RateWindow, d.cfg.Now()) {
			d.write(w, http.StatusOK, nil, &apiError{CodeRateLimit, "Too many visits. Exceeded the API Rate Limit."})
			return
		}
		req := &request{r: r, acct: acct, body: body}
		result, aerr := h(req)
		if req.drop {
			d.log.Warn().Str("path", r.URL.Path).Dur("hold", req.dropAfter).Msg("fault: dropping the response")
			if hj, ok := w.(http.Hijacker); ok {
				if conn, _, err := hj.Hijack(); err == nil {
					if req.dropAfter > 0 {
						// A timer, not a goroutine: nothing waits on the held connection.
						time.AfterFunc(req.dropAfter, func() { _ = conn.Close() })
						return
					}
					_ = conn.Close()
					return
				}
			}
			panic(http.ErrAbortHandler) // closes the connection without an answer
		}
		d.write(w, http.StatusOK, result, aerr)
	})
}

func (d *Double) limitFor(path string) int {
	if n, ok := d.cfg.RateLimits[path]; ok {
		return n
	}
	return d.cfg.DefaultRateLimit
}

// authenticate checks the X-BAPI-* headers: the key (10003), the timestamp against the
// receive window (10002), then the signature (10004).
func (d *Double) authenticate(r *http.Request, body []byte) (*account, *apiError) {
	key := r.Header.Get("X-BAPI-API-KEY")
	d.mu.Lock()
	acct := d.byKey[key]
	roSecret, readOnly := d.readOnly[key]
	d.mu.Unlock()
	if key == "" || acct == nil {
		return nil, &apiError{CodeAPIKey, "API key is invalid."}
	}
	tsRaw, recvRaw := r.Header.Get("X-BAPI-TIMESTAMP"), r.Header.Get("X-BAPI-RECV-WINDOW")
	recv := int64(5000)
	if recvRaw != "" {
		v, err := strconv.ParseInt(recvRaw, 10, 64)
		if err != nil || v <= 0 {
			return nil, &apiError{CodeTimestamp, "invalid recv_window"}
		}
		recv = v
	}
	now := d.cfg.Now().UnixMilli()
	ts, err := strconv.ParseInt(tsRaw, 10, 64)
	if err != nil || ts < now-recv || ts >= now+1000 {
		return nil, &apiError{CodeTimestamp, fmt.Sprintf(
			"invalid request, please check your server timestamp or recv_window param. req_timestamp[%s],server_timestamp[%d],recv_window[%d]",
			tsRaw, now, recv)}
	}
	payload := r.URL.RawQuery
	if r.Method == http.MethodPost {
		payload = string(body)
	}
	got, err := hex.DecodeString(r.Header.Get("X-BAPI-SIGN"))
	secret := acct.Secret
	if readOnly {
		secret = roSecret
	}
	want, _ := hex.DecodeString(Sign(secret, tsRaw, key, recvRaw, payload))
	if err != nil || !hmac.Equal(got, want) {
		return nil, &apiError{CodeSign, "Error sign, please check your signature generation algorithm."}
	}
	if readOnly && r.Method == http.MethodPost {
		return nil, &apiError{CodePermission, "Permission denied, please check your API key permissions."}
	}
	return acct, nil
}

func (d *Double) write(w http.ResponseWriter, status int, result any, aerr *apiError) {
	env := Envelope{RetCode: CodeOK, RetMsg: "OK", Result: json.RawMessage("{}"), Time: d.cfg.Now().UnixMilli()}
	if aerr != nil {
		env.RetCode, env.RetMsg = aerr.code, aerr.msg
	} else if result != nil {
		raw, err := json.Marshal(result)
		if err != nil {
			env.RetCode, env.RetMsg = 10016, "Internal System Error."
		} else {
			env.Result = raw
		}
	}
	var buf bytes.Buffer
	_ = json.NewEncoder(&buf).Encode(env)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// limiter is a sliding-window rate limit per API key and path, answering with the
// X-Bapi-Limit-* headers Bybit sends.
type limiter struct {
	mu   sync.Mutex
	hits map[string][]time.Time
}

func (l *limiter) allow(w http.ResponseWriter, key, path string, limit int, window time.Duration, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := key + " " + path
	hits := l.hits[k]
	for len(hits) > 0 && !hits[0].After(now.Add(-window)) {
		hits = hits[1:]
	}
	ok := len(hits) < limit
	if ok {
		hits = append(hits, now)
	}
	l.hits[k] = hits
	reset := now.Add(window)
	if len(hits) > 0 {
		reset = hits[0].Add(window)
	}
	h := w.Header()
	h.Set("X-Bapi-Limit", strconv.Itoa(limit))
	h.Set("X-Bapi-Limit-Status", strconv.Itoa(max(limit-len(hits), 0)))
	h.Set("X-Bapi-Limit-Reset-Timestamp", strconv.FormatInt(reset.UnixMilli(), 10))
	return ok
}
