package policy_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/policy"
	"github.com/qtgdev/qtg/services/internal/executor"
)

func pay(key, asset, amount, chain, to string) policy.NodeInput {
	a, ok := new(big.Int).SetString(amount, 10)
	if !ok {
		panic(amount)
	}
	return policy.NodeInput{Key: key, Executor: "evm_transfer", Payment: &executor.Payment{
		Asset: asset, Amount: a, SourceChainID: chain, DestinationChainID: chain, Destination: to,
	}}
}

func doc(t *testing.T, js string) *policy.Document {
	t.Helper()
	d, err := policy.Parse([]byte(js))
	require.NoError(t, err)
	return d
}

// A tiered approvals policy: 1 below 100k USDC, 2 up to 1M, 3 above, per movement.
const tiers = `{
  "groups": {"treasury-leads": ["carol", "dave", "erin", "frank"]},
  "rules": [
    {"name": "over-1m", "match": {"movement_amount": {"min": "1000000000001"}}, "approvals": {"count": 3, "groups": ["treasury-leads"]}},
    {"name": "over-100k", "match": {"movement_amount": {"min": "100000000000"}}, "approvals": {"count": 2}}
  ]
}`

func TestApprovalsAtTheEdgesOfAmountRanges(t *testing.T) {
	t.Parallel()
	d := doc(t, tiers)
	for _, tc := range []struct {
		amount  string
		count   int
		rule    string
		allowed []string
	}{
		{"99999999999", 1, "", nil},           // min - 1 of over-100k
		{"100000000000", 2, "over-100k", nil}, // min
		{"1000000000000", 2, "over-100k", nil},
		{"1000000000001", 3, "over-1m", []string{"carol", "dave", "erin", "frank"}}, // min of over-1m
	} {
		dec := policy.Evaluate(d, 4, policy.Input{Template: "pay", Creator: "alice", CreatedAt: time.Now(),
			Nodes: []policy.NodeInput{pay("a", "USDC", tc.amount, "1", "0xaa")}})
		require.Nil(t, dec.Denied, tc.amount)
		require.Equal(t, tc.count, dec.Approvals.Count, tc.amount)
		require.Equal(t, tc.rule, dec.Approvals.Rule, tc.amount)
		require.Equal(t, tc.allowed, dec.Approvals.Allowed, tc.amount)
		require.Equal(t, int32(4), dec.Version)
	}
}

func TestNodeAmountRangeIsInclusiveAtBothEnds(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"rules":[{"name":"mid","match":{"node_amount":{"min":"100","max":"200"}},"approvals":{"count":2}}]}`)
	for amount, want := range map[string]int{"99": 1, "100": 2, "150": 2, "200": 2, "201": 1} {
		dec := policy.Evaluate(d, 1, policy.Input{Creator: "alice", Nodes: []policy.NodeInput{pay("a", "USDC", amount, "1", "0xaa")}})
		require.Equal(t, want, dec.Approvals.Count, amount)
	}
}

func TestMovementAmountSumsEveryPaymentPerAsset(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"rules":[{"name":"big","match":{"movement_amount":{"min":"300"}},"approvals":{"count":2}}]}`)
	// 150 + 150 USDC reach 300; 200 USDC and 200 EURC do not add up across assets.
	dec := policy.Evaluate(d, 1, policy.Input{Creator: "alice", Nodes: []policy.NodeInput{
		pay("a", "USDC", "150", "1", "0xaa"), pay("b", "USDC", "150", "8453", "0xaa"),
	}})
	require.Equal(t, 2, dec.Approvals.Count)
	require.Equal(t, []string{"a", "b"}, dec.Matches[0].Nodes)
	require.Contains(t, dec.Matches[0].Why, "movement total 300 USDC")
	dec = policy.Evaluate(d, 1, policy.Input{Creator: "alice", Nodes: []policy.NodeInput{
		pay("a", "USDC", "200", "1", "0xaa"), pay("b", "EURC", "200", "1", "0xaa"),
	}})
	require.Equal(t, 1, dec.Approvals.Count)
	require.Empty(t, dec.Matches)
}

func TestFirstMatchingApprovalsRuleDecidesAndAnyDenyRefuses(t *testing.T) {
	t.Parallel()
	d := doc(t, `{
	  "default_approvals": {"count": 2},
	  "rules": [
	    {"name": "payroll", "match": {"templates": ["payroll"]}, "approvals": {"count": 1}},
	    {"name": "all", "match": {}, "approvals": {"count": 4}},
	    {"name": "no-bob", "match": {"creators": ["bob"]}, "deny": true, "reason": "bob is on leave"},
	    {"name": "no-bob-2", "match": {"creators": ["bob"]}, "deny": true}
	  ]}`)
	dec := policy.Evaluate(d, 1, policy.Input{Template: "payroll", Creator: "alice"})
	require.Equal(t, 1, dec.Approvals.Count)
	require.Equal(t, "payroll", dec.Approvals.Rule)
	require.Len(t, dec.Matches, 2)
	require.Contains(t, dec.Matches[1].Decision, "an earlier rule decided")

	dec = policy.Evaluate(d, 1, policy.Input{Template: "other", Creator: "alice"})
	require.Equal(t, 4, dec.Approvals.Count)

	dec = policy.Evaluate(d, 1, policy.Input{Template: "other", Creator: "bob"})
	require.Equal(t, &policy.Denial{Rule: "no-bob", Reason: "bob is on leave"}, dec.Denied)

	// No rule with approvals matches: the document's default.
	d2 := doc(t, `{"default_approvals":{"count":2},"rules":[{"name":"x","match":{"templates":["t"]},"deny":true}]}`)
	dec = policy.Evaluate(d2, 1, policy.Input{Template: "other", Creator: "alice"})
	require.Equal(t, 2, dec.Approvals.Count)
	require.Equal(t, "", dec.Approvals.Rule)
	// The default policy: one approver, anyone but the creator.
	require.Equal(t, policy.ApprovalDecision{Count: 1}, policy.DefaultDecision().Approvals)
}

func TestPaymentMembersMustHoldForOneAndTheSamePayment(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"rules":[{"name":"base-big","match":{"destination_chains":["8453"],"node_amount":{"min":"1000"}},"approvals":{"count":2}}]}`)
	// A big payment on chain 1 and a small one on 8453: no single payment matches both.
	dec := policy.Evaluate(d, 1, policy.Input{Creator: "alice", Nodes: []policy.NodeInput{
		pay("a", "USDC", "5000", "1", "0xaa"), pay("b", "USDC", "10", "8453", "0xaa"),
	}})
	require.Equal(t, 1, dec.Approvals.Count)
	dec = policy.Evaluate(d, 1, policy.Input{Creator: "alice", Nodes: []policy.NodeInput{
		pay("a", "USDC", "5000", "8453", "0xaa"), {Key: "n", Executor: "noop"},
	}})
	require.Equal(t, 2, dec.Approvals.Count)
	require.Equal(t, []string{"a"}, dec.Matches[0].Nodes)
}

func TestAllowlistRefusesDestinationsNotInTheBookAndGatesTheRest(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"rules":[
	  {"name":"book-only","match":{"assets":["USDC"]},"allowlist":true},
	  {"name":"cold","match":{"destination_labels":["cold"]},"approvals":{"count":3}},
	  {"name":"unknown","match":{"not_in_address_book":true},"approvals":{"count":2}}
	]}`)
	in := policy.Input{Creator: "alice", Nodes: []policy.NodeInput{
		pay("a", "USDC", "10", "1", "0xaa"), pay("b", "USDC", "10", "1", "0xbb"),
	}, Book: map[policy.GateAddress]policy.Address{{ChainID: "1", Address: "0xaa"}: {Label: "cold"}}}
	dec := policy.Evaluate(d, 1, in)
	require.Equal(t, []policy.AddressError{{Rule: "book-only", Node: "b", ChainID: "1", Address: "0xbb"}}, dec.AddressErrors)
	require.Equal(t, &policy.GateAddress{ChainID: "1", Address: "0xaa"}, dec.Gates["a"].Allowlist)
	require.Equal(t, 3, dec.Approvals.Count)
	require.Equal(t, "cold", dec.Approvals.Rule)
	require.Contains(t, dec.Matches[1].Why, "address book: cold")
	require.Equal(t, "unknown", dec.Matches[2].Rule)
	require.Equal(t, []string{"b"}, dec.Matches[2].Nodes)
}

func TestEveryMatchingVelocityRuleApplies(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"rules":[
	  {"name":"daily","match":{},"velocity":{"limit":"1000","window":"24h"}},
	  {"name":"per-dest","match":{"assets":["USDC"]},"velocity":{"limit":"500","window":"1h","per":"destination"}},
	  {"name":"per-creator","match":{"templates":["other"]},"velocity":{"limit":"5","window":"1h","per":"creator"}}
	]}`)
	dec := policy.Evaluate(d, 7, policy.Input{Template: "pay", Creator: "alice", Nodes: []policy.NodeInput{pay("a", "USDC", "10", "1", "0xaa")}})
	require.Equal(t, policy.Gate{Velocity: []policy.GateVelocity{
		{Rule: "daily", Scope: "USDC|network", Limit: "1000", WindowSeconds: 86400, Amount: "10"},
		{Rule: "per-dest", Scope: "USDC|destination=1:0xaa", Limit: "500", WindowSeconds: 3600, Amount: "10"},
	}}, dec.Gates["a"])
	raw, err := policy.MarshalGate(dec.Gates["a"])
	require.NoError(t, err)
	require.Contains(t, string(raw), `"window_seconds":86400`)
}

func TestTimeWindowsAtTheirEdgesAcrossMidnightAndZones(t *testing.T) {
	t.Parallel()
	zurich, err := time.LoadLocation("Europe/Zurich")
	require.NoError(t, err)
	// Friday 2026-12-04.
	at := func(day, h, m int, loc *time.Location) time.Time { return time.Date(2026, 12, day, h, m, 0, 0, loc) }
	night := doc(t, `{"rules":[{"name":"night","match":{"within":{"days":["fri"],"from":"22:00","to":"06:00","zone":"Europe/Zurich"}},"deny":true}]}`)
	office := doc(t, `{"rules":[{"name":"after-hours","match":{"outside":{"days":["mon","tue","wed","thu","fri"],"from":"09:00","to":"17:00"}},"approvals":{"count":2}}]}`)
	for _, tc := range []struct {
		name string
		d    *policy.Document
		t    time.Time
		hit  bool
	}{
		{"night from is inclusive", night, at(4, 22, 0, zurich), true},
		{"night one minute before", night, at(4, 21, 59, zurich), false},
		{"night past midnight belongs to friday", night, at(5, 5, 59, zurich), true},
		{"night to is exclusive", night, at(5, 6, 0, zurich), false},
		{"early friday is thursday's night", night, at(4, 1, 0, zurich), false},
		{"zone: 21:30 UTC is 22:30 in Zurich", night, at(4, 21, 30, time.UTC), true},
		{"zone: 22:30 UTC Friday is 23:30 in Zurich", night, at(4, 22, 30, time.UTC), true},
		{"office hours from inclusive", office, at(4, 9, 0, time.UTC), false},
		{"office hours to exclusive", office, at(4, 17, 0, time.UTC), true},
		{"saturday is outside", office, at(5, 12, 0, time.UTC), true},
	} {
		dec := policy.Evaluate(tc.d, 1, policy.Input{Creator: "alice", CreatedAt: tc.t})
		require.Equal(t, tc.hit, len(dec.Matches) == 1, tc.name)
	}
}

func TestGroupsLeaveTheCreatorOutAndTooFewApproversRefuse(t *testing.T) {
	t.Parallel()
	d := doc(t, `{"groups":{"leads":["carol","dave"],"ops":["dave","erin"]},
	  "rules":[{"name":"two-leads","match":{},"approvals":{"count":2,"groups":["leads","ops"]}}]}`)
	dec := policy.Evaluate(d, 1, policy.Input{Creator: "carol"})
	require.Nil(t, dec.Denied)
	require.Equal(t, []string{"dave", "erin"}, dec.Approvals.Allowed)
	d = doc(t, `{"groups":{"leads":["carol","dave"]},"rules":[{"name":"two-leads","match":{},"approvals":{"count":2,"groups":["leads"]}}]}`)
	dec = policy.Evaluate(d, 1, policy.Input{Creator: "carol"})
	require.NotNil(t, dec.Denied)
	require.Equal(t, "two-leads", dec.Denied.Rule)
	require.Contains(t, dec.Denied.Reason, "only 1")
}

func TestValidateNamesEveryProblem(t *testing.T) {
	t.Parallel()
	for js, want := range map[string]string{
		`{"rules":[{"name":"Bad Name","match":{},"deny":true}]}`:                                                          "rules[0].name",
		`{"rules":[{"name":"a","match":{},"deny":true},{"name":"a","match":{},"deny":true}]}`:                             `"a" is also the name of rules[0]`,
		`{"rules":[{"name":"a","match":{}}]}`:                                                                             "decides at least one",
		`{"rules":[{"name":"a","match":{},"approvals":{"count":2,"groups":["x"]}}]}`:                                      `no group "x"`,
		`{"rules":[{"name":"a","match":{"node_amount":{"min":"1.5"}},"deny":true}]}`:                                      "node_amount.min",
		`{"rules":[{"name":"a","match":{"node_amount":{"min":"-1"}},"deny":true}]}`:                                       "node_amount.min",
		`{"rules":[{"name":"a","match":{"movement_amount":{"min":"5","max":"4"}},"deny":true}]}`:                          "min 5 is above max 4",
		`{"rules":[{"name":"a","match":{},"velocity":{"limit":"5","window":"1 day"}}]}`:                                   "velocity.window",
		`{"rules":[{"name":"a","match":{},"velocity":{"limit":"5","window":"1h","per":"planet"}}]}`:                       "velocity.per",
		`{"rules":[{"name":"a","match":{"within":{"from":"09:00","to":"17:00","zone":"Mars/Base"}},"deny":true}]}`:        "within.zone",
		`{"rules":[{"name":"a","match":{"within":{"days":["fri","caturday"],"from":"09:00","to":"17:00"}},"deny":true}]}`: "within.days[1]",
		`{"rules":[{"name":"a","match":{},"deny":true,"approvals":{"count":2}}]}`:                                         "a deny rule decides nothing else",
		`{"rules":[{"name":"a","match":{},"alowlist":true}]}`:                                                             "unknown field",
		`{"rules":[{"name":"a","match":{},"Deny":true}]}`:                                                                 "Deny",
		`{"address_cooling_off":"soon"}`:                                                                                  "address_cooling_off",
		`{"rules":[{"name":"a","match":{"destinations":["0xAB"]},"allowlist":true}]}`:                                     "lower case",
	} {
		_, err := policy.Parse([]byte(js))
		require.ErrorIs(t, err, policy.ErrInvalid, js)
		require.ErrorContains(t, err, want, js)
	}
	require.Len(t, policy.Problems(policy.Validate(&policy.Document{Rules: []policy.Rule{{Name: "X"}}})), 2)
}
