package executor

import "context"

// StrandedChecker is implemented by executors whose delivery can get stuck on the far
// side of a bridge after the send succeeded (a CCIP message in FAILURE or left
// UNTOUCHED, an OFT payout cached by the pool). The stranded reaper asks it about nodes
// waiting for delivery; a stuck node goes to NEEDS_MANUAL_EXECUTION until operators
// approve a manual execution (four eyes), after which the executor's next phase performs
// it as a fenced intent. The reaper also asks about the nodes it parked: one whose
// delivery happened meanwhile (someone executed the message) goes back to the observer.
type StrandedChecker interface {
	CheckStranded(ctx context.Context, n Node, in Intent) (Stranded, error)
}

// Stranded is CheckStranded's answer.
type Stranded struct {
	// Stuck reports that the delivery needs a manual execution to finish.
	Stuck bool
	// Reason says why, for operators (e.g. "ccip message 0x… in FAILURE").
	Reason string
	// Action names the manual step the executor will take once approved
	// (e.g. "manually_execute", "retry_receive_token").
	Action string
	// Delivered reports that the far side shows the delivery done (whoever did it), so
	// no manual execution is needed: a parked node goes back to the observer, which
	// completes it once the delivery is final. Never set together with Stuck.
	Delivered bool
}
