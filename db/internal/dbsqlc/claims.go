package dbsqlc

// Hand-written (sqlc leaves files it did not generate alone): the text of every
// worker's claim query, by query name, for db's plan tests (TestClaimQueriesUseLiveIndexes,
// TestGenericPlansLookHeldRowsUpByKey), which prove each reaches its rows through an
// index over live states and finds the rows it holds by key.

// ClaimQueries maps a claim query's name to its SQL text.
var ClaimQueries = map[string]string{
	"NodeClaimReady":                nodeClaimReady,
	"NodeObserveSchedule":           nodeObserveSchedule,
	"NodeClaimObservable":           nodeClaimObservable,
	"NodeClaimUnknown":              nodeClaimUnknown,
	"NodeClaimStaleSubmitting":      nodeClaimStaleSubmitting,
	"CallbackClaimDue":              callbackClaimDue,
	"MovementClaimExpired":          movementClaimExpired,
	"TemplateClaimExpiredProposals": templateClaimExpiredProposals,
	"ArchiveClaim":                  archiveClaim,
	"NodeGateCandidates":            nodeGateCandidates,
	"NodeGateLock":                  nodeGateLock,
}

// LiveCounts maps the name of a read of live nodes (the backlog and parked-node
// gauges, the stranded reaper's scan of parked nodes, verify-drift's nodes in
// flight) to its SQL text: each must be served by the partial indexes of the states
// it reads, never by terminal history (db's TestLiveNodeReadsAreServedByPartialIndexes).
var LiveCounts = map[string]string{
	"BacklogNodes":                  backlogNodes,
	"NodeCountNeedsManualExecution": nodeCountNeedsManualExecution,
	"NodeListNeedsManualExecution":  nodeListNeedsManualExecution,
	"BalanceSnapshotPairsUnchecked": balanceSnapshotPairsUnchecked,
}

// KeyedTransitions maps the name of a hot-path transition that is given the IDs of
// the rows it moves to its SQL text: each must find those rows by key, whatever the
// table sizes its generic plan was made for (db's TestGenericPlansLookHeldRowsUpByKey).
var KeyedTransitions = map[string]string{
	"DispatchStart":     dispatchStart,
	"NodeMarkSubmitted": nodeMarkSubmitted,
	"MovementApprove":   movementApprove,
	"MovementFinish":    movementFinish,
}

// IntentReads maps the name of a read of node_intents (a view of two shapes, which
// the planner cannot flatten into a join; migration 00046) to its SQL text: each must
// look a node's intents up by key, never read every node that has one (db's
// TestIntentReadsAreKeyed).
var IntentReads = map[string]string{
	"NodeClaimObservable":           nodeClaimObservable,
	"NodeClaimUnknown":              nodeClaimUnknown,
	"NodeClaimStaleSubmitting":      nodeClaimStaleSubmitting,
	"NodeLockForDeliveryCheck":      nodeLockForDeliveryCheck,
	"NodeGetIntent":                 nodeGetIntent,
	"IntentListByMovement":          intentListByMovement,
	"MovementClaimExpired":          movementClaimExpired,
	"MovementExpire":                movementExpire,
	"ArchiveClaim":                  archiveClaim,
	"BalanceSnapshotPairsUnchecked": balanceSnapshotPairsUnchecked,
	"EVMIntentsInFlight":            eVMIntentsInFlight,
	"EVMNonceIntentsAt":             eVMNonceIntentsAt,
}

// HeldStates are the states in which the core workers' claims and keyed transitions
// find the rows they hold or move. They come as parameters, not literals, so that no
// generic plan can reach those rows through a live-state partial index (see "Held
// rows are looked up by key" in db/open.go). The db wrappers and db's plan tests both
// pass them from here, so the two cannot drift apart. Read-only: callers hand the
// slices to pgx and never change them.
var HeldStates = struct {
	// NodeClaimReady: the held movements' and their nodes' states.
	ReadyMovements, ReadyNodes []string
	// NodeClaimObservable: likewise.
	ObservableMovements, ObservableNodes []string
	// NodeClaimUnknown and NodeClaimStaleSubmitting: the held nodes' states.
	UnknownNodes, StaleSubmittingNodes []string
	// NodeMarkSubmitted: the nodes' and their intents' states before the move.
	SubmittingNodes, PreparedIntents []string
	// DispatchStart, MovementFinish: the movements' states before the move.
	StartingMovements, FinishingMovements []string
	// MovementApprove: the movement's and its nodes' states before the approval.
	ApprovingMovements, ApprovingNodes []string
}{
	ReadyMovements: []string{"APPROVED", "EXECUTING"}, ReadyNodes: []string{"READY"},
	ObservableMovements: []string{"EXECUTING"}, ObservableNodes: []string{"SUBMITTED", "OBSERVING"},
	UnknownNodes: []string{"UNKNOWN"}, StaleSubmittingNodes: []string{"SUBMITTING"},
	SubmittingNodes: []string{"SUBMITTING"}, PreparedIntents: []string{"PREPARED"},
	StartingMovements: []string{"APPROVED"}, FinishingMovements: []string{"EXECUTING"},
	ApprovingMovements: []string{"PENDING_APPROVAL"}, ApprovingNodes: []string{"PENDING"},
}

// SearchQueries maps the gateway's search statements to their SQL text: db's
// TestSearchIsServedByIndexes proves their generic plans reach movement_refs and
// movements through an index only (migration 00032).
var SearchQueries = map[string]string{
	"MovementSearch":       movementSearch,
	"MovementRefsMatching": movementRefsMatching,
}

// PruneQueries maps a retention statement's name to its SQL text: each must reach the
// rows it deletes through an index, whatever the table's size (db's
// TestVelocityPruneReachesSpendsThroughTheWindowIndex).
var PruneQueries = map[string]string{
	"PolicyVelocityPrune": policyVelocityPrune,
}
