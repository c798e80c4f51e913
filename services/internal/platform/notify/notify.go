// Package notify is QTG's one place for Postgres notifications: the topics producers
// announce, the channel name each topic uses per network, the statement that sends one
// (sql/queries/notify.sql; statements that make rows claimable inline the same
// pg_notify), and the Listener that turns them into wake-ups for worker loops.
//
// A notification is a hint, never the source of truth: a worker polls on its interval
// as well, and the Listener wakes every subscriber after (re)connecting, so a lost
// notification costs latency only.
package notify

import (
	"context"
	"errors"
	"fmt"
	"regexp"

	"github.com/qtgdev/qtg/db"
)

// Topics: what a producer announces and which worker it wakes. A producer sends on
// Channel(network, topic), payload empty, in the transaction that made rows
// claimable, so the wake-up is delivered only if that transaction commits. SQL that
// notifies inline builds the same name: 'qtg_' || current_schema() || '_' || topic.
const (
	// NodesReady wakes the dispatcher: a node became READY.
	NodesReady = "nodes_ready"
	// NodesSubmitted wakes the observer: a node was submitted and can be observed.
	NodesSubmitted = "nodes_submitted"
	// NodesUnknown wakes recovery: a node's outcome became UNKNOWN.
	NodesUnknown = "nodes_unknown"
	// Callbacks wakes the callback dispatcher: a callback_outbox row is due. Every
	// statement that queues or re-queues a callback sends it (see notify_test.go).
	Callbacks = "callbacks"
	// Movements wakes movement watchers: a movement finished.
	Movements = "movements"
)

// Topics lists every topic above, for validation and tests.
var Topics = []string{NodesReady, NodesSubmitted, NodesUnknown, Callbacks, Movements}

// maxChannelLen is Postgres's identifier limit (NAMEDATALEN − 1). LISTEN silently
// truncates a longer name while pg_notify rejects it, so a long name would never
// deliver; topics are checked against it up front.
const maxChannelLen = 63

var topicPattern = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// Channel is the Postgres channel a topic uses on network. Channels are per database,
// and both networks share one database, so the network is part of the name: a testnet
// NOTIFY must never wake a mainnet worker. The network is the schema name, which is
// what the SQL's current_schema() gives.
func Channel(network db.Network, topic string) string {
	return "qtg_" + network.String() + "_" + topic
}

// ValidateTopic reports whether topic can be listened to: a lower-case identifier
// whose channel name fits Postgres's identifier limit on every network.
func ValidateTopic(topic string) error {
	if !topicPattern.MatchString(topic) {
		return fmt.Errorf("topic %q: want lower-case letters, digits and underscores, starting with a letter", topic)
	}
	if n := len(Channel(db.Mainnet, topic)); n > maxChannelLen {
		return fmt.Errorf("topic %q: channel name would be %d bytes, Postgres allows %d", topic, n, maxChannelLen)
	}
	return nil
}

// Send notifies topic on the network c is bound to (its search_path), delivered when
// c's transaction commits. Call it in the transaction that made the rows claimable.
func Send(ctx context.Context, c db.Conn, topic string) error {
	return c.Notify(ctx, topic)
}

// errInvalidConfig marks a ListenerConfig that cannot work.
var errInvalidConfig = errors.New("invalid listener config")
