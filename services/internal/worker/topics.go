package worker

import "github.com/qtgdev/qtg/services/internal/notify"

// Deprecated aliases of the notify package's topics, kept only until the process
// host (issue 12) stops naming them here; new code uses notify.NodesReady etc.
const (
	TopicNodesReady     = notify.NodesReady
	TopicNodesSubmitted = notify.NodesSubmitted
	TopicNodesUnknown   = notify.NodesUnknown
	TopicCallbacks      = notify.Callbacks
	TopicMovements      = notify.Movements
)
