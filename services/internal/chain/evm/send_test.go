package evm_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// rpcErr is an error as go-ethereum's RPC client returns a node's refusal.
type rpcErr struct{ msg string }

func (e rpcErr) Error() string  { return e.msg }
func (e rpcErr) ErrorCode() int { return -32000 }

func TestClassifySend(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err  error
		want evm.SendClass
	}{
		{nil, evm.SendAccepted},
		{rpcErr{"already known"}, evm.SendAccepted},
		{rpcErr{"nonce too low: next nonce 5, tx nonce 4"}, evm.SendNonceTooLow},
		{rpcErr{"insufficient funds for gas * price + value: balance 0"}, evm.SendRejected},
		{rpcErr{"replacement transaction underpriced"}, evm.SendRejected},
		{rpcErr{"txpool is full"}, evm.SendRejected},
		{rpcErr{"max fee per gas less than block base fee"}, evm.SendRejected},
		{rpcErr{"intrinsic gas too low: gas 100, minimum needed 21000"}, evm.SendPermanent},
		{rpcErr{"transaction gas limit too high (cap: 16777216, tx: 30000000)"}, evm.SendPermanent},
		{rpcErr{"invalid sender"}, evm.SendPermanent},
		{fmt.Errorf("wrapped: %w", rpcErr{"exceeds block gas limit"}), evm.SendPermanent},
		{errors.New("Post \"http://127.0.0.1:1\": dial tcp: connection refused"), evm.SendAmbiguous},
		{context.DeadlineExceeded, evm.SendAmbiguous},
	}
	for _, tt := range tests {
		name := "nil"
		if tt.err != nil {
			name = tt.err.Error()
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, evm.ClassifySend(tt.err))
		})
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	ch := &evm.Chain{Name: "main", RPCURL: "https://rpc.example/v3/secret-api-key"}
	base := errors.New("boom")
	err := evm.Redact(ch, fmt.Errorf("Post %q: %w", ch.RPCURL, base))
	require.NotContains(t, err.Error(), "secret-api-key")
	require.Contains(t, err.Error(), "<rpc of main>")
	require.ErrorIs(t, err, base)
}
