package evmtransfer

import (
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/services/internal/evm"
)

// sendClass is how a broadcast went.
type sendClass int

const (
	// sendAccepted: the node has the transaction (now or before).
	sendAccepted sendClass = iota + 1
	// sendNonceTooLow: some transaction with this nonce is already mined; maybe ours.
	sendNonceTooLow
	// sendRejected: refused now, may pass later (funds, fees, pool full, replaced).
	sendRejected
	// sendPermanent: the chain can never accept this transaction.
	sendPermanent
	// sendAmbiguous: the request may or may not have reached the node.
	sendAmbiguous
)

// Texts of go-ethereum's transaction pool errors (core and core/txpool), as nodes
// return them over JSON-RPC, where only the text survives. Written out rather than
// imported: importing go-ethereum's core package starts goroutines at init in every
// process that links this executor.
const (
	msgAlreadyKnown = "already known"
	msgNonceTooLow  = "nonce too low"
)

// permanentRejections are the node's refusals that no later broadcast can change.
var permanentRejections = []string{
	"intrinsic gas too low",
	"transaction gas limit too high",
	"exceeds block gas limit",
	"max priority fee per gas higher than max fee per gas",
	"max priority fee per gas higher than 2^256-1",
	"max fee per gas higher than 2^256-1",
	"transaction type not supported",
	"nonce has max value",
	"invalid sender",
	"oversized data",
	"negative value",
	"invalid chain id",
	"only replay-protected",
}

func classifySend(err error) sendClass {
	if err == nil {
		return sendAccepted
	}
	var rpcErr rpc.Error
	if !errors.As(err, &rpcErr) {
		// Transport errors, timeouts, HTTP failures: the request may have arrived.
		return sendAmbiguous
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, msgAlreadyKnown), strings.Contains(msg, "known transaction"):
		return sendAccepted
	case strings.Contains(msg, msgNonceTooLow):
		return sendNonceTooLow
	}
	for _, p := range permanentRejections {
		if strings.Contains(msg, p) {
			return sendPermanent
		}
	}
	return sendRejected
}

// redact replaces the chain's RPC URL in err's text by the chain's name.
func (e *Executor) redact(ch *evm.Chain, err error) error { return evm.Redact(ch, err) }
