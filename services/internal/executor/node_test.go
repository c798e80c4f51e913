package executor_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// A key handed to a downstream system derives from the node, stable across attempts,
// so the downstream system itself refuses a second side effect (docs/design.md §7).
// Node offers no key derived from the attempt that an executor could hand out by
// mistake: the attempt fences QTG's own rows only.
func TestNodeOffersNoPerAttemptDownstreamKey(t *testing.T) {
	typ := reflect.TypeOf(executor.Node{})
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		require.NotContains(t, m.Name, "Key", "Node.%s: downstream keys derive from Node.ID, not from the attempt", m.Name)
	}
}
