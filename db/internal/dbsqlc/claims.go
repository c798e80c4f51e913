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
