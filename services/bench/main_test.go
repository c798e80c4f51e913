package main

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// Savepoint names differ by depth (sp_1, sp_2, …): folding them into one text must
// not count the shallower ones again for every deeper one.
func TestFoldStatementsCountsEachCallOnce(t *testing.T) {
	s := foldStatements([]db.StatementStat{
		{Query: "savepoint sp_1", Calls: 100},
		{Query: "savepoint sp_2", Calls: 50},
		{Query: "savepoint sp_3", Calls: 25},
		{Query: "commit", Calls: 10},
		{Query: "begin", Calls: 10},
	})
	require.InDelta(t, 195, s.workerCalls, 0)
	require.InDelta(t, 10, s.workerCommits, 0)
	require.InDelta(t, 175, s.byQuery["savepoint sp_N"].calls, 0)
}
