package compiler

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Rail is what an operator's hold can match a planned node on besides its executor and
// template (docs/operations.md, "Holds"): the observation lane the executor paces it
// on, and the chain IDs its pins name. Stored with the node when the movement is
// created (movement_nodes.rail_lane, rail_chains), so the dispatcher's claim filters
// held nodes in SQL without running executor code.
type Rail struct {
	// Lane is the executor's observation lane for the config (executor.Baseline), e.g.
	// "cctp_transfer:dev-1:fast".
	Lane string
	// Chains are the distinct values of the config's pins named "chain_id" or
	// "….chain_id" (executor.Pinner), sorted: every chain the node's money touches.
	// Empty for a config without pins.
	Chains []string
}

// Rail returns the rail of a node of plan: run by executorKey with config as planned.
// An executor the registry does not know has no rail.
func (c *Compiler) Rail(executorKey string, config json.RawMessage) Rail {
	e, err := c.reg.Get(executorKey)
	if err != nil {
		return Rail{}
	}
	r := Rail{Lane: e.Baseline(config).Lane}
	pins, ok, err := executor.StoredPins(config)
	if err != nil || !ok {
		return r
	}
	for name, v := range pins {
		if (name == "chain_id" || strings.HasSuffix(name, ".chain_id")) && v != "" && !slices.Contains(r.Chains, v) {
			r.Chains = append(r.Chains, v)
		}
	}
	slices.Sort(r.Chains)
	return r
}

// Pays returns what a node of a plan pays (executor.Payer), read from its config as
// planned, for the treasury policy (docs/policy.md): nil when its executor pays
// nothing (not a Payer, or a config that pays nothing). An error means a paying
// node's config cannot be read as a payment, which must refuse the movement: a policy
// never passes what it cannot see.
func (c *Compiler) Pays(executorKey string, config json.RawMessage) (*executor.Payment, error) {
	e, err := c.reg.Get(executorKey)
	if err != nil {
		return nil, err
	}
	p, ok := e.(executor.Payer)
	if !ok {
		return nil, nil
	}
	pay, ok, err := p.Pays(config)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidParams, err)
	}
	if !ok {
		return nil, nil
	}
	return &pay, nil
}
