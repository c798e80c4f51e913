package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// The dispatch gate's statements (sql/queries/policy_gate.sql, policy_velocity.sql,
// address_book_gate.sql; docs/policy-gate.md). The dispatcher runs them for one node
// in one transaction: GateLock, then AddressStates and the velocity statements, then
// GatePass or GateBlock.

// gateMovementStates and gateNodeStates are the states NodeGateLock holds rows in,
// passed as parameters like the claim's (see "Held rows are looked up by key" in
// open.go).
var (
	gateMovementStates = []string{"APPROVED", "EXECUTING"}
	gateNodeStates     = []string{"READY"}
)

// GateCandidate is a node the gate may look at: gated, READY, not let through, due.
type GateCandidate struct {
	ID, MovementID uuid.UUID
}

// GateCandidates is the gate's unlocked look for work (NodeGateCandidates): up to
// maxNodes gated READY nodes not let through whose next check is due and that no hold
// keeps waiting, oldest first. now nil: the database's clock.
func (n Nodes) GateCandidates(ctx context.Context, maxNodes int, now *time.Time) ([]GateCandidate, error) {
	rows, err := n.c.q.NodeGateCandidates(ctx, n.c.db, &dbsqlc.NodeGateCandidatesParams{Now: now, MaxNodes: int32(maxNodes)})
	if err != nil {
		return nil, fmt.Errorf("policy gate candidates: %w", Interpret(err))
	}
	out := make([]GateCandidate, len(rows))
	for i, r := range rows {
		out[i] = GateCandidate{ID: r.ID, MovementID: r.MovementID}
	}
	return out, nil
}

// GatedNode is a node the gate holds (GateLock).
type GatedNode struct {
	ID, MovementID uuid.UUID
	// Gate is the node's policy_gate (policy.Gate as JSON).
	Gate json.RawMessage
	// BlockedReason is why the gate last kept it waiting (nil: never).
	BlockedReason *string
}

// GateLock locks a candidate's movement row, then the node row (both SKIP LOCKED),
// until the transaction ends, re-checking under the locks that the node still waits
// for the gate and that its movement may run. An error wrapping ErrNotFound: skipped
// (held by another worker, or no longer waiting); try again later.
func (n Nodes) GateLock(ctx context.Context, c GateCandidate, now *time.Time) (*GatedNode, error) {
	r, err := n.c.q.NodeGateLock(ctx, n.c.db, &dbsqlc.NodeGateLockParams{
		ID: c.ID, MovementID: c.MovementID, NodeStates: gateNodeStates, MovementStates: gateMovementStates, Now: now,
	})
	if err != nil {
		return nil, fmt.Errorf("policy gate: lock node %s: %w", c.ID, Interpret(err))
	}
	return &GatedNode{ID: r.ID, MovementID: r.MovementID, Gate: r.PolicyGate, BlockedReason: r.PolicyBlockedReason}, nil
}

// VelocitySpend is one velocity limit a payment counts against: the counter (Rule,
// Scope), the payment's Amount and the Limit per window, in base units as decimal
// strings.
type VelocitySpend struct {
	Rule, Scope   string
	Amount, Limit string
	WindowSeconds int64
}

// GatePass lets a locked node through (NodeGatePass): one spend row per limit,
// policy_passed_at and the POLICY_PASSED audit row (address: what the allowlist found,
// as JSON, or nil), in one statement. Reports whether the node moved (false: it was no
// longer waiting, and nothing was spent).
func (n Nodes) GatePass(ctx context.Context, nodeID uuid.UUID, spends []VelocitySpend, address json.RawMessage, actor string, now *time.Time) (bool, error) {
	p := &dbsqlc.NodeGatePassParams{Now: now, ID: nodeID, Actor: actor, Address: address,
		Rules: []string{}, Scopes: []string{}, Amounts: []string{}, Limits: []string{}, WindowSeconds: []int64{}}
	for _, s := range spends {
		p.Rules = append(p.Rules, s.Rule)
		p.Scopes = append(p.Scopes, s.Scope)
		p.Amounts = append(p.Amounts, s.Amount)
		p.Limits = append(p.Limits, s.Limit)
		p.WindowSeconds = append(p.WindowSeconds, s.WindowSeconds)
	}
	moved, err := n.c.q.NodeGatePass(ctx, n.c.db, p)
	if err != nil {
		return false, fmt.Errorf("policy gate: pass node %s: %w", nodeID, Interpret(err))
	}
	return moved == 1, nil
}

// GateBlock keeps a locked node waiting (NodeGateBlock): reason, and the next check
// at nextCheck; audited only when reason differs from the node's last one.
func (n Nodes) GateBlock(ctx context.Context, nodeID uuid.UUID, reason string, nextCheck time.Time, actor string) (bool, error) {
	moved, err := n.c.q.NodeGateBlock(ctx, n.c.db, &dbsqlc.NodeGateBlockParams{
		ID: nodeID, Reason: reason, NextCheckAt: nextCheck, Actor: actor,
	})
	if err != nil {
		return false, fmt.Errorf("policy gate: block node %s: %w", nodeID, Interpret(err))
	}
	return moved == 1, nil
}

// PolicyBlockedCount is the qtg_policy_blocked_nodes gauge: READY nodes the gate keeps
// waiting.
func (n Nodes) PolicyBlockedCount(ctx context.Context) (int64, error) {
	c, err := n.c.q.NodePolicyBlockedCount(ctx, n.c.db)
	if err != nil {
		return 0, fmt.Errorf("policy blocked nodes: %w", Interpret(err))
	}
	return c, nil
}

// AddressState is one address-book entry for a destination, as the gate reads it.
type AddressState struct {
	// State is ACTIVE or REMOVED.
	State string
	// UsableFrom ends an ACTIVE entry's cooling-off (nil: not set).
	UsableFrom *time.Time
}

// AddressStates reads the ACTIVE and REMOVED address-book entries for a destination
// (AddressBookGateLookup), ACTIVE first; unlocked.
func (c Conn) AddressStates(ctx context.Context, chainID, address string) ([]AddressState, error) {
	rows, err := c.q.AddressBookGateLookup(ctx, c.db, &dbsqlc.AddressBookGateLookupParams{ChainID: chainID, Address: address})
	if err != nil {
		return nil, fmt.Errorf("address book %s %s: %w", chainID, address, Interpret(err))
	}
	out := make([]AddressState, len(rows))
	for i, r := range rows {
		out[i] = AddressState{State: r.State, UsableFrom: r.UsableFrom}
	}
	return out, nil
}

// Velocity groups the statements on the velocity counters and their spends.
type Velocity struct{ c Conn }

// Velocity returns the velocity statements run on c.
func (c Conn) Velocity() Velocity { return Velocity{c} }

// VelocityKey names one counter and the window it is checked against.
type VelocityKey struct {
	Rule, Scope   string
	WindowSeconds int64
}

// Lock creates the counters that do not exist and locks all of them, in (rule,
// scope) order, waiting for gates that hold them, until the transaction ends
// (PolicyVelocityLock). keys must be distinct counters.
func (v Velocity) Lock(ctx context.Context, keys []VelocityKey) error {
	p := &dbsqlc.PolicyVelocityLockParams{Rules: []string{}, Scopes: []string{}, WindowSeconds: []int64{}}
	for _, k := range keys {
		p.Rules = append(p.Rules, k.Rule)
		p.Scopes = append(p.Scopes, k.Scope)
		p.WindowSeconds = append(p.WindowSeconds, k.WindowSeconds)
	}
	rows, err := v.c.q.PolicyVelocityLock(ctx, v.c.db, p)
	if err != nil {
		return fmt.Errorf("lock velocity counters: %w", Interpret(err))
	}
	if len(rows) != len(keys) {
		return fmt.Errorf("lock velocity counters: locked %d of %d", len(rows), len(keys))
	}
	return nil
}

// VelocitySpendPruneMargin is how much longer than its counter's longest window a
// spend is kept (PolicyVelocityPrune), and how long a gate's transaction may have been
// open when it sums its windows (Sums refuses a sum taken later, ErrGateTooSlow): the
// two together mean the prune never deletes a spend a sum can see (the proof is at
// PolicyVelocityPrune in sql/queries/policy_velocity.sql). A gate's transaction is a
// few statements, each under the logins' statement_timeout (db/migrate.Limits), so an
// hour is never reached; it costs an hour more of spend rows per counter. Migration
// 00039's trigger refuses any login but the owner's a delete of a spend not older than
// this margin past its windows, with its own copy of the margin
// (policy_velocity_spend_margin_seconds()): change the two together
// (TestSpendRetentionMarginIsThePrunes pins them equal).
const VelocitySpendPruneMargin = time.Hour

// ErrGateTooSlow is a window sum taken by a transaction open for longer than
// VelocitySpendPruneMargin: spends it should count may have been pruned, so the gate
// rolls back and checks the node again in a new transaction.
var ErrGateTooSlow = errors.New("the gate's transaction is older than the spend retention margin")

// Sums returns, for each key, what its counter spent within its window at now (nil:
// the database's clock), leaving nodeID's own spends out (PolicyVelocitySums), as
// decimal strings by "rule\x00scope". Run it after Lock, in the same transaction. An
// error wrapping ErrGateTooSlow: the transaction began more than
// VelocitySpendPruneMargin before the sum.
func (v Velocity) Sums(ctx context.Context, nodeID uuid.UUID, keys []VelocityKey, now *time.Time) (map[string]string, error) {
	return v.sums(ctx, nodeID, keys, now, VelocitySpendPruneMargin)
}

// sums is Sums with the freshness bound as a parameter (export_test.go).
func (v Velocity) sums(ctx context.Context, nodeID uuid.UUID, keys []VelocityKey, now *time.Time, fresh time.Duration) (map[string]string, error) {
	p := &dbsqlc.PolicyVelocitySumsParams{NodeID: nodeID, Now: now, FreshSeconds: fresh.Seconds(),
		Rules: []string{}, Scopes: []string{}, WindowSeconds: []int64{}}
	for _, k := range keys {
		p.Rules = append(p.Rules, k.Rule)
		p.Scopes = append(p.Scopes, k.Scope)
		p.WindowSeconds = append(p.WindowSeconds, k.WindowSeconds)
	}
	rows, err := v.c.q.PolicyVelocitySums(ctx, v.c.db, p)
	if err != nil {
		return nil, fmt.Errorf("sum velocity windows: %w", Interpret(err))
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		if !r.Fresh {
			return nil, fmt.Errorf("sum velocity windows: %w", ErrGateTooSlow)
		}
		out[r.Rule+"\x00"+r.Scope] = r.Spent
	}
	return out, nil
}

// Prune deletes up to maxRows spends older than their counter's longest window plus
// VelocitySpendPruneMargin at now (nil: the database's clock, which the gates' sums
// use) and returns how many it deleted (PolicyVelocityPrune). It runs on its own,
// takes no counter lock and never waits for a gate; no gate waits for it.
func (v Velocity) Prune(ctx context.Context, maxRows int, now *time.Time) (int64, error) {
	n, err := v.c.q.PolicyVelocityPrune(ctx, v.c.db, &dbsqlc.PolicyVelocityPruneParams{
		Now: now, MarginSeconds: int64(VelocitySpendPruneMargin / time.Second), MaxRows: int32(maxRows),
	})
	if err != nil {
		return 0, fmt.Errorf("prune velocity spends: %w", Interpret(err))
	}
	return n, nil
}

// FreesAt is when key's window will have room for excess more base units if nothing
// else is spent (PolicyVelocityFreesAt); ok false when it never will (the payment
// alone is above the limit).
func (v Velocity) FreesAt(ctx context.Context, nodeID uuid.UUID, key VelocityKey, excess string, now *time.Time) (time.Time, bool, error) {
	rows, err := v.c.q.PolicyVelocityFreesAt(ctx, v.c.db, &dbsqlc.PolicyVelocityFreesAtParams{
		Rule: key.Rule, Scope: key.Scope, Now: now, WindowSeconds: key.WindowSeconds, NodeID: nodeID, Excess: excess,
	})
	if err != nil {
		return time.Time{}, false, fmt.Errorf("velocity window frees at: %w", Interpret(err))
	}
	if len(rows) == 0 {
		return time.Time{}, false, nil
	}
	return rows[0].Add(time.Duration(key.WindowSeconds) * time.Second), true, nil
}

// NodeSpend is what one node counted against one velocity limit.
type NodeSpend struct {
	VelocitySpend
	SpentAt time.Time
}

// NodeSpends lists what nodeID counted against each velocity limit.
func (v Velocity) NodeSpends(ctx context.Context, nodeID uuid.UUID) ([]NodeSpend, error) {
	rows, err := v.c.q.PolicyVelocityNodeSpends(ctx, v.c.db, nodeID)
	if err != nil {
		return nil, fmt.Errorf("node velocity spends: %w", Interpret(err))
	}
	out := make([]NodeSpend, len(rows))
	for i, r := range rows {
		out[i] = NodeSpend{VelocitySpend: VelocitySpend{Rule: r.Rule, Scope: r.Scope, Amount: r.Amount, Limit: r.LimitAmount,
			WindowSeconds: r.WindowSeconds}, SpentAt: r.SpentAt}
	}
	return out, nil
}
