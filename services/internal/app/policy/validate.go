package policy

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // time windows' zones load without the host's zoneinfo (a distroless image has none)

	"github.com/qtgdev/qtg/services/internal/executor"
)

// ErrInvalid means a policy document breaks a rule of its format (Validate); the
// error lists every problem found.
var ErrInvalid = errors.New("invalid policy")

// Bounds of a document.
const (
	// MaxApprovals is the most approvers a rule may require (movements.approvals_required).
	MaxApprovals = 20
	// MaxRules bounds a document's rules: every create evaluates all of them.
	MaxRules = 200
	// maxAmountDigits is numeric(78,0)'s width.
	maxAmountDigits = 78
)

var (
	nameRE   = regexp.MustCompile(`^[a-z0-9_-]{1,64}$`)
	amountRE = regexp.MustCompile(`^(0|[1-9][0-9]*)$`)
	clockRE  = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
	dayNames = map[string]time.Weekday{
		"sun": time.Sunday, "mon": time.Monday, "tue": time.Tuesday, "wed": time.Wednesday,
		"thu": time.Thursday, "fri": time.Friday, "sat": time.Saturday,
	}
	perScopes = []string{"", PerNetwork, PerTemplate, PerAsset, PerDestination, PerCreator}
)

// Parse decodes a policy document strictly (executor.DecodeStrict: exact keys only,
// unknown members refused, so a misspelt "alowlist" or a "Deny" is not silently read
// otherwise than an approver reads it) and validates it.
func Parse(raw []byte) (*Document, error) {
	var d Document
	if err := executor.DecodeStrict(raw, &d); err != nil {
		return nil, &InvalidError{Problems: []string{"document: " + err.Error()}}
	}
	if err := Validate(&d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Validate checks a document before it can be proposed: names, the groups rules
// refer to, amounts (whole non-negative decimals, min ≤ max), durations, zones, days
// and scopes, and that every rule decides something. The error wraps ErrInvalid and
// names every problem, each with where it is ("rules[2].match.node_amount.min").
func Validate(d *Document) error {
	var p problems
	for _, g := range slices.Sorted(maps.Keys(d.Groups)) {
		members := d.Groups[g]
		if !nameRE.MatchString(g) {
			p.add("groups."+g, "a group name is 1-64 of a-z 0-9 _ -")
		}
		if len(members) == 0 {
			p.add("groups."+g, "a group has at least one member")
		}
		seen := map[string]bool{}
		for i, m := range members {
			if strings.TrimSpace(m) == "" || len(m) > 200 {
				p.add(fmt.Sprintf("groups.%s[%d]", g, i), "a member is a principal's name, 1-200 characters")
			}
			if seen[m] {
				p.add(fmt.Sprintf("groups.%s[%d]", g, i), fmt.Sprintf("%q is listed twice", m))
			}
			seen[m] = true
		}
	}
	if len(d.Rules) > MaxRules {
		p.add("rules", fmt.Sprintf("at most %d rules", MaxRules))
	}
	names := map[string]int{}
	for i, r := range d.Rules {
		at := fmt.Sprintf("rules[%d]", i)
		if !nameRE.MatchString(r.Name) {
			p.add(at+".name", "a rule name is 1-64 of a-z 0-9 _ -")
		} else if j, dup := names[r.Name]; dup {
			p.add(at+".name", fmt.Sprintf("%q is also the name of rules[%d]", r.Name, j))
		}
		names[r.Name] = i
		validateMatch(&p, at+".match", &r.Match)
		decides := 0
		if r.Deny {
			decides++
		}
		if r.Approvals != nil {
			decides++
			validateApprovals(&p, at+".approvals", r.Approvals, d.Groups)
		}
		if r.Allowlist {
			decides++
		}
		if r.Velocity != nil {
			decides++
			validateVelocity(&p, at+".velocity", r.Velocity)
		}
		switch {
		case decides == 0:
			p.add(at, "a rule decides at least one of deny, approvals, allowlist and velocity")
		case r.Deny && decides > 1:
			p.add(at, "a deny rule decides nothing else: whatever it matches is refused")
		}
		if len(r.Reason) > 1000 {
			p.add(at+".reason", "at most 1000 characters")
		}
	}
	if d.DefaultApprovals != nil {
		validateApprovals(&p, "default_approvals", d.DefaultApprovals, d.Groups)
	}
	if d.AddressCoolingOff != "" {
		if v, err := time.ParseDuration(d.AddressCoolingOff); err != nil || v < 0 {
			p.add("address_cooling_off", "a non-negative Go duration such as \"24h\"")
		}
	}
	return p.err()
}

func validateMatch(p *problems, at string, m *Match) {
	for _, f := range []struct {
		field string
		list  []string
	}{
		{"templates", m.Templates}, {"creators", m.Creators}, {"executors", m.Executors}, {"assets", m.Assets},
		{"source_chains", m.SourceChains}, {"destination_chains", m.DestinationChains},
		{"destinations", m.Destinations}, {"destination_labels", m.DestinationLabels},
	} {
		for i, v := range f.list {
			if strings.TrimSpace(v) == "" || len(v) > 200 {
				p.add(fmt.Sprintf("%s.%s[%d]", at, f.field, i), "1-200 characters")
			}
		}
	}
	for i, v := range m.Destinations {
		if strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0X") {
			if v != strings.ToLower(v) {
				p.add(fmt.Sprintf("%s.destinations[%d]", at, i), "an EVM address is written in lower case, as payments write it")
			}
		}
	}
	if m.NotInAddressBook && len(m.DestinationLabels) > 0 {
		p.add(at, "not_in_address_book and destination_labels cannot both hold")
	}
	validateRange(p, at+".node_amount", m.NodeAmount)
	validateRange(p, at+".movement_amount", m.MovementAmount)
	validateWindow(p, at+".within", m.Within)
	validateWindow(p, at+".outside", m.Outside)
}

func validateRange(p *problems, at string, r *AmountRange) {
	if r == nil {
		return
	}
	if r.Min == "" && r.Max == "" {
		p.add(at, "set min, max or both")
	}
	lo, okLo := checkAmount(p, at+".min", r.Min)
	hi, okHi := checkAmount(p, at+".max", r.Max)
	if okLo && okHi && lo != nil && hi != nil && lo.Cmp(hi) > 0 {
		p.add(at, fmt.Sprintf("min %s is above max %s", r.Min, r.Max))
	}
}

// checkAmount parses an optional amount: nil, true when empty.
func checkAmount(p *problems, at, s string) (*big.Int, bool) {
	if s == "" {
		return nil, true
	}
	if len(s) > maxAmountDigits || !amountRE.MatchString(s) {
		p.add(at, "a whole non-negative number of base units as a decimal string (\"1000000\" is 1 USDC)")
		return nil, false
	}
	v, _ := new(big.Int).SetString(s, 10)
	return v, true
}

func validateWindow(p *problems, at string, w *TimeWindow) {
	if w == nil {
		return
	}
	if !clockRE.MatchString(w.From) {
		p.add(at+".from", "\"HH:MM\", 00:00 to 23:59")
	}
	if !clockRE.MatchString(w.To) && w.To != "24:00" {
		p.add(at+".to", "\"HH:MM\", 00:00 to 24:00")
	}
	if w.From == w.To || (w.From == "00:00" && w.To == "24:00") && len(w.Days) == 0 {
		p.add(at, "an empty or whole-week window: drop it, or set days")
	}
	for i, d := range w.Days {
		if _, ok := dayNames[d]; !ok {
			p.add(fmt.Sprintf("%s.days[%d]", at, i), "one of mon, tue, wed, thu, fri, sat, sun")
		}
	}
	if w.Zone != "" {
		if _, err := time.LoadLocation(w.Zone); err != nil {
			p.add(at+".zone", fmt.Sprintf("an IANA time zone (\"Europe/Zurich\"): %v", err))
		}
	}
}

func validateApprovals(p *problems, at string, a *Approvals, groups map[string][]string) {
	if a.Count < 1 || a.Count > MaxApprovals {
		p.add(at+".count", fmt.Sprintf("1 to %d approvers", MaxApprovals))
	}
	for i, g := range a.Groups {
		if _, ok := groups[g]; !ok {
			p.add(fmt.Sprintf("%s.groups[%d]", at, i), fmt.Sprintf("no group %q in groups", g))
		}
	}
}

func validateVelocity(p *problems, at string, v *Velocity) {
	if l, ok := checkAmount(p, at+".limit", v.Limit); ok && (l == nil || l.Sign() == 0) {
		p.add(at+".limit", "a positive number of base units (to refuse everything, use a deny rule)")
	}
	if w, err := time.ParseDuration(v.Window); err != nil || w < time.Second {
		p.add(at+".window", "a Go duration of at least 1s (\"24h\")")
	}
	if !slices.Contains(perScopes, v.Per) {
		p.add(at+".per", "one of network, template, asset, destination, creator")
	}
}

// problems collects what Validate found, in document order.
type problems []string

func (p *problems) add(at, what string) { *p = append(*p, at+": "+what) }

func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return &InvalidError{Problems: p}
}

// InvalidError lists every problem Validate or Parse found in a document, each with
// where it is; it is ErrInvalid.
type InvalidError struct {
	Problems []string
}

func (e *InvalidError) Error() string {
	return ErrInvalid.Error() + ": " + strings.Join(e.Problems, "; ")
}

// Is makes errors.Is(err, ErrInvalid) hold.
func (e *InvalidError) Is(target error) bool { return target == ErrInvalid }

// Problems returns the problems an invalid document's error lists, one per element,
// for an API's field violations; nil for any other error.
func Problems(err error) []string {
	var ie *InvalidError
	if !errors.As(err, &ie) {
		return nil
	}
	return ie.Problems
}
