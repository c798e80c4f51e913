package executor

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// PinsField is the node config member that holds a Pinner's pins: what the approver
// approved of the process's chain and venue configuration (docs/security.md, "A
// compromised pod").
const PinsField = "pins"

// Pinner is implemented by executors whose config names things that the chain or venue
// configuration resolves at run time (a chain name to its chain ID, a token symbol to
// its contract, a bridge to its contracts and the destination's ID, a venue to its
// coin and chain). The compiler embeds Pins' answer in the node's config, so the plan
// hash its approver signs covers where the money goes; before Preflight and before
// Recover the engine computes them again with the configuration the process runs
// with, and holds a node whose pins differ (docs/design.md §6, "Plan hash").
type Pinner interface {
	// Pins returns the facts config resolves to against the configuration this
	// process runs with, as a flat map of dotted names ("src.chain_id", "src.usdc",
	// "src.token_messenger") to their canonical text (addresses in EIP-55, numbers in
	// decimal). It reads config's own fields only: a pins member in config is ignored.
	// An empty answer pins nothing: the compiler then writes no pins member, and a
	// config without one is what the engine expects (so a wrapper, such as a test's,
	// may implement Pinner for whatever it wraps).
	Pins(config json.RawMessage) (map[string]string, error)
}

// Pinned is embedded in the config struct of a Pinner, so strict decoding
// (DecodeStrict) accepts the pins member the compiler adds.
type Pinned struct {
	// Pins are what the compiler resolved at creation (Pinner.Pins); the executors do
	// not read them, the engine compares them.
	Pins map[string]string `json:"pins,omitempty"`
}

// ErrPins means a node config's stored pins are missing or malformed.
var ErrPins = errors.New("pins")

// StoredPins returns the pins member of a node config: nil, false when it has none.
func StoredPins(config json.RawMessage) (map[string]string, bool, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(config, &top); err != nil {
		return nil, false, fmt.Errorf("%w: config is not an object: %w", ErrPins, err)
	}
	raw, ok := top[PinsField]
	if !ok {
		return nil, false, nil
	}
	var pins map[string]string
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&pins); err != nil || pins == nil {
		return nil, false, fmt.Errorf("%w: the %s member is not an object of strings", ErrPins, PinsField)
	}
	return pins, true, nil
}

// DiffPins describes how got (recomputed) differs from want (stored): every name
// missing, added or changed, sorted; empty when they are the same.
func DiffPins(want, got map[string]string) string {
	names := slices.Sorted(maps.Keys(want))
	for k := range got {
		if _, ok := want[k]; !ok {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	var diffs []string
	for _, k := range names {
		w, inWant := want[k]
		g, inGot := got[k]
		switch {
		case !inGot:
			diffs = append(diffs, fmt.Sprintf("%s: approved %q, now none", k, w))
		case !inWant:
			diffs = append(diffs, fmt.Sprintf("%s: approved none, now %q", k, g))
		case w != g:
			diffs = append(diffs, fmt.Sprintf("%s: approved %q, now %q", k, w, g))
		}
	}
	return strings.Join(diffs, "; ")
}
