package cctptransfer

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Iris answers are read for what QTG uses (message, attestation, status, delay
// reason) and nothing else: Circle's own samples give cctpVersion and the decoded
// fields as numbers in one place and as strings in another, and an answer must not
// become unreadable over a field QTG ignores.
func TestIrisMessagesDecodeOnlyWhatQTGUses(t *testing.T) {
	t.Parallel()
	const message, attestation = "0x00000001000000000000000a", "0x1b2c"
	for _, tt := range []struct{ name, decoded string }{
		{"numbers", `"cctpVersion": 2, "decodedMessage": {"sourceDomain": 0, "destinationDomain": 10, "nonce": "0x01",
			"minFinalityThreshold": 1000, "decodedMessageBody": {"amount": 5000, "maxFee": 5, "feeExecuted": 1, "expirationBlock": 9001}}`},
		{"strings", `"cctpVersion": "2", "decodedMessage": {"sourceDomain": "0", "destinationDomain": "10", "nonce": "1",
			"minFinalityThreshold": "1000", "decodedMessageBody": {"amount": "5000", "maxFee": "5", "feeExecuted": "1", "expirationBlock": "9001"}}`},
		{"fields QTG does not know", `"cctpVersion": 2, "forwardState": "PENDING", "decodedMessage": null, "eventNonce": 7`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				_, _ = fmt.Fprintf(w, `{"messages": [{"message": %q, "attestation": %q, "status": "complete", "delayReason": "insufficient_fee", %s}]}`,
					message, attestation, tt.decoded)
			}))
			defer srv.Close()
			x, err := New(Options{Config: &evm.Config{}})
			require.NoError(t, err)
			defer x.Close()
			msgs, err := x.messages(context.Background(), transfer{src: &evm.Chain{CCTP: &evm.CCTP{AttestationURL: srv.URL}}}, common.Hash{1})
			require.NoError(t, err)
			require.Equal(t, []irisMessage{{Message: message, Attestation: attestation, Status: "complete", DelayReason: "insufficient_fee"}}, msgs)
		})
	}
}
