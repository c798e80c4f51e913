// Package policy is a network's treasury policy: the versioned document of ordered
// rules that decides, for each movement from what its compiled plan pays, how many
// approvals it needs and from whom, whether it is denied, whether its destinations
// must be in the address book, and which velocity limits its payments count against
// (docs/policy.md).
//
// The document is data, proposed by one operator and approved by another like a
// template; a movement records the version it was judged by and the rules that
// matched, so an approver sees why N approvals are needed. Velocity and the address
// book are judged again at dispatch (the gate), where the accounting is exact under
// concurrency.
package policy

import (
	"encoding/json"
)

// Document is one version of a network's policy, as proposed and stored (JSON). The
// zero Document is the default policy: one approver besides the creator, nothing
// denied, no limits — what every network had before policies existed.
type Document struct {
	// Groups name sets of principals that approval rules may require approvers from
	// ("treasury-leads": ["carol", "dave"]). Membership is part of the approved
	// document, so changing it takes four eyes and is audited like any rule.
	Groups map[string][]string `json:"groups,omitempty"`
	// Rules are evaluated in order (docs/policy.md, "Precedence").
	Rules []Rule `json:"rules,omitempty"`
	// DefaultApprovals applies when no matching rule sets approvals. Nil: one approver,
	// any principal but the creator.
	DefaultApprovals *Approvals `json:"default_approvals,omitempty"`
	// AddressCoolingOff is how long an address-book entry waits after its approval
	// before it may be paid, as a Go duration ("24h"). Empty: 24h.
	AddressCoolingOff string `json:"address_cooling_off,omitempty"`
}

// Rule is one line of the policy: what it matches and what it decides. A rule decides
// at least one of Deny, Approvals, Allowlist and Velocity.
type Rule struct {
	// Name identifies the rule in the movement's record, the audit trail and errors:
	// 1-64 of a-z 0-9 _ -, unique within the document.
	Name string `json:"name"`
	// Match is what a movement or one of its payments must be for the rule to apply.
	Match Match `json:"match"`
	// Deny refuses a matching movement at create, with Reason.
	Deny bool `json:"deny,omitempty"`
	// Approvals is how many approvers a matching movement needs, and from whom. The
	// first matching rule with Approvals decides (precedence by order).
	Approvals *Approvals `json:"approvals,omitempty"`
	// Allowlist requires every matching payment's destination to be an approved
	// address-book entry on its chain: refused at create when the address is not in
	// the book, held at dispatch until its cooling-off ends or when it was removed.
	Allowlist bool `json:"allowlist,omitempty"`
	// Velocity limits the sum of matching payments per rolling window. Every matching
	// rule's limit applies.
	Velocity *Velocity `json:"velocity,omitempty"`
	// Reason is shown to creators and approvers when the rule applies.
	Reason string `json:"reason,omitempty"`
}

// Match is a conjunction: every member that is set must hold. Lists match when any
// element matches. Payment-level members (Executors, Assets, SourceChains,
// DestinationChains, Destinations, DestinationLabels, NodeAmount) must all hold for
// one and the same payment; a rule with none of them matches the movement as a whole.
type Match struct {
	Templates         []string `json:"templates,omitempty"`
	Creators          []string `json:"creators,omitempty"`
	Executors         []string `json:"executors,omitempty"`
	Assets            []string `json:"assets,omitempty"`
	SourceChains      []string `json:"source_chains,omitempty"`
	DestinationChains []string `json:"destination_chains,omitempty"`
	// Destinations are addresses (compared as executor.Payment.Destination is written).
	Destinations []string `json:"destinations,omitempty"`
	// DestinationLabels match a destination by its address-book entry's label.
	DestinationLabels []string `json:"destination_labels,omitempty"`
	// NotInAddressBook matches a payment whose destination has no approved entry.
	NotInAddressBook bool `json:"not_in_address_book,omitempty"`
	// NodeAmount bounds one payment's amount; MovementAmount the movement's total per
	// asset (the sum of its payments of that asset: a route of several hops counts
	// every hop, the conservative reading).
	NodeAmount     *AmountRange `json:"node_amount,omitempty"`
	MovementAmount *AmountRange `json:"movement_amount,omitempty"`
	// Within and Outside match on when the movement is created.
	Within  *TimeWindow `json:"within,omitempty"`
	Outside *TimeWindow `json:"outside,omitempty"`
}

// AmountRange is inclusive at both ends, in base units as decimal strings; an empty
// end is unbounded.
type AmountRange struct {
	Min string `json:"min,omitempty"`
	Max string `json:"max,omitempty"`
}

// TimeWindow is a weekly window in a time zone: Days ("mon".."sun"; empty: every day)
// between From (inclusive) and To (exclusive), "HH:MM" in Zone (an IANA name; empty:
// UTC). To before From wraps past midnight.
type TimeWindow struct {
	Days []string `json:"days,omitempty"`
	From string   `json:"from"`
	To   string   `json:"to"`
	Zone string   `json:"zone,omitempty"`
}

// Approvals is M distinct approvers, none of them the creator; when Groups is set,
// each approver must be a member of one of them.
type Approvals struct {
	Count  int      `json:"count"`
	Groups []string `json:"groups,omitempty"`
}

// Velocity scopes for Velocity.Per: whose payments are summed together.
const (
	PerNetwork     = "network"
	PerTemplate    = "template"
	PerAsset       = "asset"
	PerDestination = "destination"
	PerCreator     = "creator"
)

// Velocity is a limit on the sum of matching payments of one asset in a rolling
// window, per scope. Payments count from the moment the gate lets them through
// (in flight or finished), so a limit cannot be outrun by movements still running.
type Velocity struct {
	// Limit is in base units, a decimal string.
	Limit string `json:"limit"`
	// Window is a Go duration ("24h", "1h").
	Window string `json:"window"`
	// Per is one of the Per* scopes; empty: PerNetwork. Sums are always per asset.
	Per string `json:"per,omitempty"`
}

// Gate is what the dispatch gate must check for one node before it may be claimed,
// stored with the node at create (movement_nodes.policy_gate) from the rules that
// matched its payment. A node with no gate is claimed as before.
type Gate struct {
	// Allowlist: the destination must be an approved address-book entry on the chain
	// whose cooling-off has ended, and not removed.
	Allowlist *GateAddress `json:"allowlist,omitempty"`
	// Velocity: every limit the payment counts against.
	Velocity []GateVelocity `json:"velocity,omitempty"`
}

// GateAddress names the destination the allowlist checks.
type GateAddress struct {
	ChainID string `json:"chain_id"`
	Address string `json:"address"`
}

// GateVelocity is one limit a payment counts against, fully resolved at create so
// the gate needs no policy document: the counter is (Rule, Scope).
type GateVelocity struct {
	// Rule is the rule's name: a counter outlives policy versions, so a new version
	// with the same rule does not start its window from zero.
	Rule string `json:"rule"`
	// Scope is the counter's key within the rule: the asset and the Per value,
	// "USDC|network" or "USDC|destination=0xab…".
	Scope string `json:"scope"`
	// Limit and Amount are base units, decimal strings; WindowSeconds the rolling window.
	Limit         string `json:"limit"`
	WindowSeconds int64  `json:"window_seconds"`
	Amount        string `json:"amount"`
}

// MarshalGate is the stored form of g, or nil when g checks nothing.
func MarshalGate(g Gate) (json.RawMessage, error) {
	if g.Allowlist == nil && len(g.Velocity) == 0 {
		return nil, nil
	}
	return json.Marshal(g)
}
