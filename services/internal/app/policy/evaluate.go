package policy

import (
	"cmp"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Input is what the evaluator judges a movement on: who creates it from which
// template, when, and what each node of its compiled plan pays.
type Input struct {
	Template  string
	Creator   string
	CreatedAt time.Time
	Nodes     []NodeInput
	// Book holds the address-book entries of the payments' destinations
	// (LookupAddresses); a destination absent from it is not in the book.
	Book map[GateAddress]Address
}

// NodeInput is one node of the plan.
type NodeInput struct {
	Key      string
	Executor string
	// Payment is what the node pays (executor.Payer); nil when it pays nothing.
	Payment *executor.Payment
}

// Decision is what a policy decided for one movement (docs/policy.md, "Precedence").
type Decision struct {
	// Version is the policy version that decided (0: the default policy).
	Version int32
	// Denied is set when a deny rule matched (the first one) or the approvals a rule
	// requires cannot be given: the movement is refused at create.
	Denied *Denial
	// Approvals is how many approvers the movement needs and from whom.
	Approvals ApprovalDecision
	// Gates are the dispatch gate's checks, by node key, for the nodes that have any.
	Gates map[string]Gate
	// Matches are the rules that matched, in document order, with what each decided
	// and why: what the API and the console show an approver.
	Matches []RuleMatch
	// AddressErrors are the allowlisted payments whose destination is not in the
	// address book: the movement is refused at create.
	AddressErrors []AddressError
}

// Denial names the deny rule that refused a movement and why.
type Denial struct {
	Rule   string
	Reason string
}

// ApprovalDecision is the approvals a movement needs.
type ApprovalDecision struct {
	Count int
	// Allowed are the principals who may approve, the creator left out, sorted; nil:
	// any principal but the creator.
	Allowed []string
	// Rule is the rule that decided; "" for the document's default approvals or the
	// default policy's one approver.
	Rule string
}

// RuleMatch is one rule that matched a movement, as stored with it
// (movements.policy_matches) and shown to approvers.
type RuleMatch struct {
	Rule string `json:"rule"`
	// Decision says what the rule decided: "deny", "approvals: 3 from treasury-leads",
	// "allowlist", "velocity: 1000000000000 per 24h0m0s per network"; several joined by "; ".
	Decision string `json:"decision"`
	// Why is the human reason: the rule's reason and what of the movement matched.
	Why string `json:"why"`
	// Nodes are the keys of the nodes whose payments matched (none for a rule on the
	// movement as a whole).
	Nodes []string `json:"nodes,omitempty"`
}

// AddressError is an allowlisted payment whose destination is not in the book.
type AddressError struct {
	Rule    string
	Node    string
	ChainID string
	Address string
}

// DefaultDecision is the default policy's decision: one approver besides the creator,
// nothing denied, no gate.
func DefaultDecision() Decision {
	return Decision{Approvals: ApprovalDecision{Count: 1}}
}

// Evaluate judges a movement by version of doc (Validate must have passed). Deny: any
// matching deny rule refuses (the first is reported). Approvals: the first matching
// rule with approvals decides, else DefaultApprovals, else one approver. Allowlist and
// velocity: every matching rule applies to the payments it matched.
func Evaluate(doc *Document, version int32, in Input) Decision {
	d := Decision{Version: version, Approvals: ApprovalDecision{Count: 1}}
	totals := movementTotals(in.Nodes)
	decided := false
	gates := map[string]*Gate{}
	for _, r := range doc.Rules {
		m, ok := matchRule(&r, in, totals)
		if !ok {
			continue
		}
		var what []string
		if r.Deny {
			what = append(what, "deny")
			if d.Denied == nil {
				d.Denied = &Denial{Rule: r.Name, Reason: cmp.Or(r.Reason, "denied by rule "+r.Name)}
			}
		}
		if r.Approvals != nil {
			if !decided {
				decided = true
				d.Approvals = resolveApprovals(doc, r.Approvals, in.Creator, r.Name)
				what = append(what, "approvals: "+describeApprovals(r.Approvals))
			} else {
				what = append(what, "approvals: "+describeApprovals(r.Approvals)+" (an earlier rule decided)")
			}
		}
		if r.Allowlist {
			what = append(what, "allowlist")
			for _, i := range m.nodes {
				n := in.Nodes[i]
				addr := GateAddress{ChainID: n.Payment.DestinationChainID, Address: n.Payment.Destination}
				gateOf(gates, n.Key).Allowlist = &addr
				if _, ok := in.Book[addr]; !ok {
					d.AddressErrors = append(d.AddressErrors, AddressError{Rule: r.Name, Node: n.Key, ChainID: addr.ChainID, Address: addr.Address})
				}
			}
		}
		if v := r.Velocity; v != nil {
			window, _ := time.ParseDuration(v.Window)
			what = append(what, fmt.Sprintf("velocity: %s per %s per %s", v.Limit, window, cmp.Or(v.Per, PerNetwork)))
			for _, i := range m.nodes {
				n := in.Nodes[i]
				g := gateOf(gates, n.Key)
				g.Velocity = append(g.Velocity, GateVelocity{
					Rule: r.Name, Scope: scope(v.Per, in, n.Payment), Limit: v.Limit,
					WindowSeconds: int64(window / time.Second), Amount: n.Payment.Amount.String(),
				})
			}
		}
		rm := RuleMatch{Rule: r.Name, Decision: strings.Join(what, "; "), Why: why(&r, m, in, totals)}
		for _, i := range m.nodes {
			rm.Nodes = append(rm.Nodes, in.Nodes[i].Key)
		}
		d.Matches = append(d.Matches, rm)
	}
	if !decided && doc.DefaultApprovals != nil {
		d.Approvals = resolveApprovals(doc, doc.DefaultApprovals, in.Creator, "")
	}
	if d.Denied == nil && d.Approvals.Allowed != nil && len(d.Approvals.Allowed) < d.Approvals.Count {
		d.Denied = &Denial{Rule: cmp.Or(d.Approvals.Rule, "default_approvals"), Reason: fmt.Sprintf(
			"needs %d approvers from %s but only %d of their members are not the creator",
			d.Approvals.Count, strings.Join(approvalGroups(doc, d.Approvals.Rule), ", "), len(d.Approvals.Allowed))}
	}
	if len(gates) > 0 {
		d.Gates = make(map[string]Gate, len(gates))
		for k, g := range gates {
			d.Gates[k] = *g
		}
	}
	return d
}

func gateOf(gates map[string]*Gate, key string) *Gate {
	g := gates[key]
	if g == nil {
		g = &Gate{}
		gates[key] = g
	}
	return g
}

// approvalGroups names the groups the deciding approvals draw from.
func approvalGroups(doc *Document, rule string) []string {
	if rule == "" && doc.DefaultApprovals != nil {
		return doc.DefaultApprovals.Groups
	}
	for _, r := range doc.Rules {
		if r.Name == rule && r.Approvals != nil {
			return r.Approvals.Groups
		}
	}
	return nil
}

func resolveApprovals(doc *Document, a *Approvals, creator, rule string) ApprovalDecision {
	out := ApprovalDecision{Count: a.Count, Rule: rule}
	if len(a.Groups) == 0 {
		return out
	}
	out.Allowed = []string{}
	for _, g := range a.Groups {
		for _, m := range doc.Groups[g] {
			if m != creator && !slices.Contains(out.Allowed, m) {
				out.Allowed = append(out.Allowed, m)
			}
		}
	}
	slices.Sort(out.Allowed)
	return out
}

func describeApprovals(a *Approvals) string {
	s := strconv.Itoa(a.Count)
	if len(a.Groups) > 0 {
		return s + " from " + strings.Join(a.Groups, ", ")
	}
	return s
}

// scope is a velocity counter's key within its rule: the asset and the Per value.
func scope(per string, in Input, p *executor.Payment) string {
	switch per {
	case PerTemplate:
		return p.Asset + "|template=" + in.Template
	case PerAsset:
		return p.Asset + "|asset"
	case PerDestination:
		return p.Asset + "|destination=" + p.DestinationChainID + ":" + p.Destination
	case PerCreator:
		return p.Asset + "|creator=" + in.Creator
	default:
		return p.Asset + "|network"
	}
}

// movementTotals sums the movement's payments per asset: a route of several hops
// counts every hop (the conservative reading, docs/policy.md).
func movementTotals(nodes []NodeInput) map[string]*big.Int {
	out := map[string]*big.Int{}
	for _, n := range nodes {
		if n.Payment == nil || n.Payment.Amount == nil {
			continue
		}
		t := out[n.Payment.Asset]
		if t == nil {
			t = new(big.Int)
			out[n.Payment.Asset] = t
		}
		t.Add(t, n.Payment.Amount)
	}
	return out
}

// ruleMatch is how a rule matched: the payments (node indexes) it applies to, and
// the assets whose movement total matched.
type ruleMatch struct {
	nodes  []int
	assets []string
}

// hasPaymentMembers says whether a match names anything of one payment.
func (m *Match) hasPaymentMembers() bool {
	return len(m.Executors) > 0 || len(m.Assets) > 0 || len(m.SourceChains) > 0 || len(m.DestinationChains) > 0 ||
		len(m.Destinations) > 0 || len(m.DestinationLabels) > 0 || m.NotInAddressBook || m.NodeAmount != nil
}

// matchRule says whether r matches the movement, and which payments it applies to: a
// rule with payment members applies to the payments that meet all of them (and whose
// asset's movement total is in MovementAmount); one without applies to every payment
// (of the assets whose total is in MovementAmount, when set).
func matchRule(r *Rule, in Input, totals map[string]*big.Int) (ruleMatch, bool) {
	m := &r.Match
	if len(m.Templates) > 0 && !slices.Contains(m.Templates, in.Template) {
		return ruleMatch{}, false
	}
	if len(m.Creators) > 0 && !slices.Contains(m.Creators, in.Creator) {
		return ruleMatch{}, false
	}
	if m.Within != nil && !inWindow(m.Within, in.CreatedAt) {
		return ruleMatch{}, false
	}
	if m.Outside != nil && inWindow(m.Outside, in.CreatedAt) {
		return ruleMatch{}, false
	}
	var out ruleMatch
	totalIn := func(asset string) bool {
		if m.MovementAmount == nil {
			return true
		}
		t := totals[asset]
		return t != nil && inRange(m.MovementAmount, t)
	}
	for _, a := range slices.Sorted(maps.Keys(totals)) {
		if m.MovementAmount != nil && totalIn(a) {
			out.assets = append(out.assets, a)
		}
	}
	for i, n := range in.Nodes {
		p := n.Payment
		if p == nil || !totalIn(p.Asset) {
			continue
		}
		if m.hasPaymentMembers() && !matchPayment(m, n, in.Book) {
			continue
		}
		out.nodes = append(out.nodes, i)
	}
	switch {
	case m.hasPaymentMembers():
		return out, len(out.nodes) > 0
	case m.MovementAmount != nil:
		return out, len(out.assets) > 0
	default:
		return out, true
	}
}

func matchPayment(m *Match, n NodeInput, book map[GateAddress]Address) bool {
	p := n.Payment
	if len(m.Executors) > 0 && !slices.Contains(m.Executors, n.Executor) ||
		len(m.Assets) > 0 && !slices.Contains(m.Assets, p.Asset) ||
		len(m.SourceChains) > 0 && !slices.Contains(m.SourceChains, p.SourceChainID) ||
		len(m.DestinationChains) > 0 && !slices.Contains(m.DestinationChains, p.DestinationChainID) ||
		len(m.Destinations) > 0 && !slices.Contains(m.Destinations, p.Destination) ||
		m.NodeAmount != nil && (p.Amount == nil || !inRange(m.NodeAmount, p.Amount)) {
		return false
	}
	entry, inBook := book[GateAddress{ChainID: p.DestinationChainID, Address: p.Destination}]
	if m.NotInAddressBook && inBook {
		return false
	}
	if len(m.DestinationLabels) > 0 && (!inBook || !slices.Contains(m.DestinationLabels, entry.Label)) {
		return false
	}
	return true
}

// inRange says whether v is within r, both ends inclusive.
func inRange(r *AmountRange, v *big.Int) bool {
	if r.Min != "" {
		lo, _ := new(big.Int).SetString(r.Min, 10)
		if v.Cmp(lo) < 0 {
			return false
		}
	}
	if r.Max != "" {
		hi, _ := new(big.Int).SetString(r.Max, 10)
		if v.Cmp(hi) > 0 {
			return false
		}
	}
	return true
}

// inWindow says whether t falls in w: on one of its days (in its zone) from From
// (inclusive) to To (exclusive). A window whose To is before its From runs past
// midnight, and its early hours belong to the day it started on: "fri 22:00-06:00" holds
// early on Saturday, not early on Friday.
func inWindow(w *TimeWindow, t time.Time) bool {
	loc := time.UTC
	if w.Zone != "" {
		if l, err := time.LoadLocation(w.Zone); err == nil {
			loc = l
		}
	}
	lt := t.In(loc)
	now := lt.Hour()*60 + lt.Minute()
	from, to := clockMinutes(w.From), clockMinutes(w.To)
	onDay := func(d time.Weekday) bool {
		if len(w.Days) == 0 {
			return true
		}
		for _, name := range w.Days {
			if dayNames[name] == d {
				return true
			}
		}
		return false
	}
	if from < to {
		return onDay(lt.Weekday()) && now >= from && now < to
	}
	return onDay(lt.Weekday()) && now >= from || onDay((lt.Weekday()+6)%7) && now < to
}

func clockMinutes(s string) int {
	h, m, _ := strings.Cut(s, ":")
	hh, _ := strconv.Atoi(h)
	mm, _ := strconv.Atoi(m)
	return hh*60 + mm
}

// why is a rule match in words: its reason, then what of the movement matched.
func why(r *Rule, m ruleMatch, in Input, totals map[string]*big.Int) string {
	var parts []string
	if r.Reason != "" {
		parts = append(parts, r.Reason)
	}
	if len(r.Match.Templates) > 0 {
		parts = append(parts, "template "+in.Template)
	}
	if len(r.Match.Creators) > 0 {
		parts = append(parts, "created by "+in.Creator)
	}
	if r.Match.Within != nil || r.Match.Outside != nil {
		parts = append(parts, "created at "+in.CreatedAt.UTC().Format(time.RFC3339))
	}
	for _, a := range m.assets {
		parts = append(parts, fmt.Sprintf("movement total %s %s in %s", totals[a], a, describeRange(r.Match.MovementAmount)))
	}
	if r.Match.hasPaymentMembers() {
		for _, i := range m.nodes {
			n := in.Nodes[i]
			p := n.Payment
			s := fmt.Sprintf("node %s pays %s %s to %s on chain %s", n.Key, p.Amount, p.Asset, p.Destination, p.DestinationChainID)
			if r.Match.NodeAmount != nil {
				s += " (node amount in " + describeRange(r.Match.NodeAmount) + ")"
			}
			if e, ok := in.Book[GateAddress{ChainID: p.DestinationChainID, Address: p.Destination}]; ok && e.Label != "" {
				s += " (address book: " + e.Label + ")"
			}
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		return "matches every movement"
	}
	return strings.Join(parts, "; ")
}

func describeRange(r *AmountRange) string {
	if r == nil {
		return "any amount"
	}
	return "[" + cmp.Or(r.Min, "0") + ", " + cmp.Or(r.Max, "∞") + "]"
}
