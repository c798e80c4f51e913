package db

import (
	"errors"
	"fmt"
	"strings"
)

// Network is a network class. Each class has its own Postgres schema and its own
// database role; a process serves exactly one (MG_NETWORK_MODE).
type Network string

// The two network classes. Their names are also their schema names.
const (
	Mainnet Network = "mainnet"
	Testnet Network = "testnet"
)

// Networks lists every network class, in the order migrations are applied.
var Networks = []Network{Mainnet, Testnet}

// ErrUnknownNetwork is returned for a network name that is neither mainnet nor testnet.
var ErrUnknownNetwork = errors.New("unknown network")

// ParseNetwork turns a configured name into a Network. It is strict on purpose: a
// typo must never silently select the other network.
func ParseNetwork(name string) (Network, error) {
	switch n := Network(strings.TrimSpace(name)); n {
	case Mainnet, Testnet:
		return n, nil
	default:
		return "", fmt.Errorf("%w %q: want %q or %q", ErrUnknownNetwork, name, Mainnet, Testnet)
	}
}

// Schema is the Postgres schema holding this network's tables.
func (n Network) Schema() string { return string(n) }

// Role is the Postgres group role that holds privileges on this network's schema and
// on no other. Deployments log in as a member of it.
func (n Network) Role() string { return "qtg_" + string(n) }

// String returns the network's name.
func (n Network) String() string { return string(n) }
