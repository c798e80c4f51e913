package evmcall_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// An approval that a later one replaces in a node's progress is kept as redone (its gas
// a leg), unless there was none or the later one is the same approval judged again.
func TestASupersededApprovalIsKeptAsRedone(t *testing.T) {
	t.Parallel()
	earlier := []evmcall.Redone{{Phase: "burn", Reverted: true, BlockNumber: 5, GasCost: "3"}}
	for _, tt := range []struct {
		name     string
		block    uint64
		newBlock uint64
		want     []evmcall.Redone
	}{
		{"replaced by a later approval", 7, 9, append(earlier[:1:1],
			evmcall.Redone{Phase: "approve", TxHash: "0xa", Chain: "dev-1", From: "0xf", BlockNumber: 7, GasCost: "11"})},
		{"no approval before", 0, 9, earlier},
		{"the same approval judged again", 9, 9, earlier},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := evmcall.Supersede(earlier[:1:1], "approve", "0xa", "dev-1", "0xf", tt.block, "11", tt.newBlock)
			require.Equal(t, tt.want, got)
			require.Equal(t, 1, evmcall.Redos(got), "a superseded approval did not revert: it is no redo")
		})
	}
}
