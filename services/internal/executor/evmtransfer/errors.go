package evmtransfer

import "github.com/qtgdev/qtg/services/internal/evm"

// redact replaces the chain's RPC URL in err's text by the chain's name.
func (e *Executor) redact(ch *evm.Chain, err error) error { return evm.Redact(ch, err) }
