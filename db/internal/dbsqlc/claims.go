package dbsqlc

// Hand-written (sqlc leaves files it did not generate alone): the text of every
// worker's claim query, by query name, for db's plan test (TestClaimQueriesUseLiveIndexes),
// which proves each reaches its rows through an index over live states.

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
