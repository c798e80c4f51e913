package cctptransfer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
)

// errIrisNotFound is Iris's 404: it has not indexed the burn (yet).
var errIrisNotFound = errors.New("iris: message not found")

// irisLimited is Iris's 429: come back after RetryAfter.
type irisLimited struct{ RetryAfter time.Duration }

func (l *irisLimited) Error() string {
	return fmt.Sprintf("iris: rate limited, retry after %s", l.RetryAfter)
}

// irisDo sends a request with no body for path to the attestation service at base and
// decodes a 200's JSON into out (nil: the answer is not read). 404 is errIrisNotFound,
// 429 an *irisLimited; anything else non-200 is an error (the service is down or
// failing: the caller asks again later).
func (e *Executor) irisDo(ctx context.Context, method, base, path string, out any) error {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(base, "/")+path, nil)
	if err != nil {
		return fmt.Errorf("iris: %w", err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := e.http.Do(req)
	if err != nil {
		return fmt.Errorf("iris: %w", err)
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("iris: read answer: %w", err)
	}
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return errIrisNotFound
	case http.StatusTooManyRequests:
		after := 5 * time.Second
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			after = time.Duration(s) * time.Second
		}
		return &irisLimited{RetryAfter: after}
	default:
		return fmt.Errorf("iris: %s %s: HTTP %d: %.200s", req.Method, path, resp.StatusCode, body)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("iris: decode %s: %w", path, err)
	}
	return nil
}

// irisMessage is what QTG reads of one message in Iris's /v2/messages answer. Iris
// sends more (eventNonce, decodedMessage, cctpVersion, forwardState…), and Circle's
// own samples disagree on those fields' JSON types (numbers or strings); QTG takes
// every value it relies on from the message bytes, so it leaves them undecoded.
type irisMessage struct {
	// Message and Attestation are 0x-hex; while pending, Attestation is "PENDING".
	Message     string `json:"message"`
	Attestation string `json:"attestation"`
	Status      string `json:"status"`
	DelayReason string `json:"delayReason"`
}

// messages asks Iris for the messages of a burn transaction.
func (e *Executor) messages(ctx context.Context, t transfer, burnTx common.Hash) ([]irisMessage, error) {
	var out struct {
		Messages []irisMessage `json:"messages"`
	}
	path := fmt.Sprintf("/v2/messages/%d?transactionHash=%s", t.src.CCTP.Domain, burnTx.Hex())
	if err := e.irisDo(ctx, http.MethodGet, t.src.CCTP.AttestationURL, path, &out); err != nil {
		return nil, err
	}
	return out.Messages, nil
}

// requestReattestation asks Iris to attest the message with this nonce again (POST
// /v2/reattest/{nonce}): a Fast message past its expirationBlock is re-signed as
// Finalized, without expiration, and served by /v2/messages once ready. Asking twice
// is harmless, and nothing moves.
func (e *Executor) requestReattestation(ctx context.Context, t transfer, nonce string) error {
	return e.irisDo(ctx, http.MethodPost, t.src.CCTP.AttestationURL, "/v2/reattest/"+nonce, nil)
}

// quoteFee asks Iris for the minimum fee of the transfer's speed and returns it in base
// units of the amount (basis points, rounded up, as the contracts count in 1/1000 bps).
func (e *Executor) quoteFee(ctx context.Context, t transfer) (*big.Int, float64, error) {
	var fees []cctp.Fee
	path := fmt.Sprintf("/v2/burn/USDC/fees/%d/%d", t.src.CCTP.Domain, t.dst.CCTP.Domain)
	if err := e.irisDo(ctx, http.MethodGet, t.src.CCTP.AttestationURL, path, &fees); err != nil {
		return nil, 0, err
	}
	for _, f := range fees {
		if f.FinalityThreshold == t.minFinalityThreshold {
			if f.MinimumFee < 0 || math.IsNaN(f.MinimumFee) || f.MinimumFee > 10_000 {
				return nil, 0, fmt.Errorf("iris: fee of %v bps is out of range", f.MinimumFee)
			}
			return feeFor(t.amount, f.MinimumFee), f.MinimumFee, nil
		}
	}
	return nil, 0, fmt.Errorf("iris: no fee quoted for finality threshold %d", t.minFinalityThreshold)
}

// feeFor is amount × bps / 10,000, rounded up, counted in 1/1000 bps.
func feeFor(amount *big.Int, bps float64) *big.Int {
	milli := big.NewInt(int64(math.Round(bps * 1000)))
	fee := new(big.Int).Mul(amount, milli)
	fee.Add(fee, big.NewInt(10_000_000-1))
	return fee.Div(fee, big.NewInt(10_000_000))
}
