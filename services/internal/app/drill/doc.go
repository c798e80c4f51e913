// Package drill is the generic loop behind `qtgctl drill <bridge>`: it starts a drill
// movement through the API, waits while a second principal approves it, watches it to
// its end and reports each phase's timing from the server's own timestamps. A bridge adds a
// subcommand that builds a Drill (its template's parameters and how to name its
// phases); it never adds a loop of its own.
//
// What a drill proves: that one bridge lane works end to end with the real workers,
// the real chains (or devchain) and the real approval path, for a tiny amount. So
// every step is the one production uses:
//
//  1. OpsService.StartDrill (as the creator) creates a movement of the template
//     "drill-<name>". The gateway refuses it (FAILED_PRECONDITION, nothing written)
//     unless the operator gate is on: dispatcher, observer and recovery each have a
//     live, fresh heartbeat (docs/drills.md). A drill against frozen workers would
//     only sit APPROVED. It also refuses (INVALID_ARGUMENT) a plan that moves more than
//     the gateway's drill limit or pays anyone but the configured signers.
//  2. A second principal approves it with their own credentials (qtgctl movements
//     approve, echoing the plan hash: approve what you saw, docs/design.md §7); the
//     loop prints that command and holds no approver's token.
//  3. MovementService.WatchMovement until the stream ends with the movement finished.
//     A broken stream (a gateway restart, the watch lifetime) resumes after the last
//     cursor, so no event is lost or counted twice.
//  4. MovementService.GetMovement for the final nodes, then the timings: the movement's
//     created and approved times, and per node the audit events' times — the first
//     claim (READY->SUBMITTING) starts its first phase, each CONTINUE (a multi-phase
//     executor finished a phase, docs/adding-an-executor.md) ends one phase and starts
//     the next, the terminal transition ends the last. Phase names come from the
//     bridge (Drill.PhaseNames), which reads the node's result and progress.
//
// Times are the server's (audit rows written in the transitions' transactions), so
// the client's clock and its distance from the gateway do not enter the figures.
package drill
