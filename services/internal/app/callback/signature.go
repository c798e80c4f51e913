package callback

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Header names of a callback request (see the package doc).
const (
	HeaderSignature = "QTG-Signature"
	HeaderTimestamp = "QTG-Timestamp"
	HeaderEventID   = "QTG-Event-ID"
	HeaderEventType = "QTG-Event-Type"
	HeaderAttempt   = "QTG-Delivery-Attempt"
)

// MaxSecrets is how many signing secrets may be active at once: the current one and,
// during a rotation, the previous one.
const MaxSecrets = 2

// Errors VerifySignature returns, so a receiver can tell a stale request from a forged
// one in its logs.
var (
	// ErrMalformedSignature: the header is missing or not t=…,v1=… .
	ErrMalformedSignature = errors.New("malformed callback signature header")
	// ErrStaleSignature: the timestamp is further from now than the tolerance.
	ErrStaleSignature = errors.New("callback signature timestamp outside tolerance")
	// ErrSignatureMismatch: no v1 matches any of the receiver's secrets.
	ErrSignatureMismatch = errors.New("callback signature does not match")
)

// Sign returns the QTG-Signature header value for body sent at t: t=<unix>, then one
// v1=<hex HMAC-SHA256(secret, "<unix>.<body>")> per secret, in the order given.
func Sign(t time.Time, body []byte, secrets ...[]byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	var b strings.Builder
	b.WriteString("t=")
	b.WriteString(ts)
	for _, s := range secrets {
		b.WriteString(",v1=")
		b.WriteString(hex.EncodeToString(mac(s, ts, body)))
	}
	return b.String()
}

func mac(secret []byte, ts string, body []byte) []byte {
	h := hmac.New(sha256.New, secret)
	h.Write([]byte(ts))
	h.Write([]byte{'.'})
	h.Write(body)
	return h.Sum(nil)
}

// VerifySignature is what a receiver does with a callback: it checks that header (the
// QTG-Signature value) carries a timestamp within tolerance of now and a v1 signature
// of body made with one of secrets (pass both during a rotation). It returns nil, or an
// error wrapping ErrMalformedSignature, ErrStaleSignature or ErrSignatureMismatch.
func VerifySignature(header string, body []byte, now time.Time, tolerance time.Duration, secrets ...[]byte) error {
	var ts string
	var sigs [][]byte
	for part := range strings.SplitSeq(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return fmt.Errorf("%w: %q", ErrMalformedSignature, part)
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			sig, err := hex.DecodeString(v)
			if err != nil {
				return fmt.Errorf("%w: v1 is not hex", ErrMalformedSignature)
			}
			sigs = append(sigs, sig)
		default:
			// Unknown schemes are ignored, so a future v2 can be added alongside v1.
		}
	}
	unix, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return fmt.Errorf("%w: want t=<unix>,v1=<hex>", ErrMalformedSignature)
	}
	if d := now.Sub(time.Unix(unix, 0)); d > tolerance || d < -tolerance {
		return fmt.Errorf("%w: timestamp is %s away from now", ErrStaleSignature, d.Round(time.Second))
	}
	for _, secret := range secrets {
		want := mac(secret, ts, body)
		for _, sig := range sigs {
			if hmac.Equal(sig, want) {
				return nil
			}
		}
	}
	return ErrSignatureMismatch
}
