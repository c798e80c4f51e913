package evmtransfer

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/evm"
)

// rpcErr is an error as go-ethereum's RPC client returns a node's refusal.
type rpcErr struct{ msg string }

func (e rpcErr) Error() string  { return e.msg }
func (e rpcErr) ErrorCode() int { return -32000 }

func TestClassifySend(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err  error
		want sendClass
	}{
		{nil, sendAccepted},
		{rpcErr{"already known"}, sendAccepted},
		{rpcErr{"nonce too low: next nonce 5, tx nonce 4"}, sendNonceTooLow},
		{rpcErr{"insufficient funds for gas * price + value: balance 0"}, sendRejected},
		{rpcErr{"replacement transaction underpriced"}, sendRejected},
		{rpcErr{"txpool is full"}, sendRejected},
		{rpcErr{"max fee per gas less than block base fee"}, sendRejected},
		{rpcErr{"intrinsic gas too low: gas 100, minimum needed 21000"}, sendPermanent},
		{rpcErr{"transaction gas limit too high (cap: 16777216, tx: 30000000)"}, sendPermanent},
		{rpcErr{"invalid sender"}, sendPermanent},
		{fmt.Errorf("wrapped: %w", rpcErr{"exceeds block gas limit"}), sendPermanent},
		{errors.New("Post \"http://127.0.0.1:1\": dial tcp: connection refused"), sendAmbiguous},
		{context.DeadlineExceeded, sendAmbiguous},
	}
	for _, tt := range tests {
		name := "nil"
		if tt.err != nil {
			name = tt.err.Error()
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, classifySend(tt.err))
		})
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	e := &Executor{}
	ch := &evm.Chain{Name: "main", RPCURL: "https://rpc.example/v3/secret-api-key"}
	base := errors.New("boom")
	err := e.redact(ch, fmt.Errorf("Post %q: %w", ch.RPCURL, base))
	require.NotContains(t, err.Error(), "secret-api-key")
	require.Contains(t, err.Error(), "<rpc of main>")
	require.ErrorIs(t, err, base)
}
