package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"go.yaml.in/yaml/v3"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// structured reports whether the output is a document (JSON or YAML) rather than a table.
func (g *globals) structured() bool { return g.Output == "json" || g.Output == "yaml" }

// printMessage writes one message as JSON (indented, or one per line for streams) or
// as a YAML document (each a document of its own, so a stream is a multi-document
// YAML). The field names are the proto's, as in the API docs.
func (g *globals) printMessage(m proto.Message, indent bool) error {
	opts := protojson.MarshalOptions{EmitUnpopulated: false, UseProtoNames: true}
	if indent && g.Output != "yaml" {
		opts.Multiline, opts.Indent = true, "  "
	}
	b, err := opts.Marshal(m)
	if err != nil {
		return err
	}
	if g.Output == "yaml" {
		return writeYAML(g.out, b)
	}
	_, err = fmt.Fprintln(g.out, string(b))
	return err
}

// writeYAML writes JSON as a YAML document. JSON is YAML, so the YAML library reads it
// into a node tree, which keeps the fields in the order protojson wrote them; only the
// style changes to YAML's block style.
func writeYAML(w io.Writer, js []byte) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(js, &doc); err != nil {
		return fmt.Errorf("yaml: %w", err)
	}
	blockStyle(&doc)
	if _, err := fmt.Fprintln(w, "---"); err != nil {
		return err
	}
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return fmt.Errorf("yaml: %w", err)
	}
	return enc.Close()
}

// blockStyle clears the flow style the JSON input gave every node, and the quotes of
// keys, so the document reads as YAML is usually written.
func blockStyle(n *yaml.Node) {
	n.Style &^= yaml.FlowStyle
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		n.Style &^= yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		blockStyle(c)
	}
}

// page is a response of a paged list.
type page interface {
	proto.Message
	GetNextPageToken() string
}

// list prints a paged list: the page at token, or with all every page from there (each
// fetched in turn, merged into the first by merge, which also takes the page's next
// token). Structured output prints the response, -q the items' IDs one per line, and
// the table its rows with a hint for the next page.
func list[R page](g *globals, token string, all bool, fetch func(token string) (R, error), merge func(into, page R),
	ids func(R) []string, table func(R) ([]string, [][]string),
) error {
	res, err := fetch(token)
	if err != nil {
		return err
	}
	for all && res.GetNextPageToken() != "" {
		next, err := fetch(res.GetNextPageToken())
		if err != nil {
			return err
		}
		merge(res, next)
	}
	switch {
	case g.structured():
		return g.printMessage(res, true)
	case g.Quiet:
		for _, id := range ids(res) {
			fmt.Fprintln(g.out, id)
		}
		return nil
	}
	header, rows := table(res)
	if err := g.table(header, rows); err != nil {
		return err
	}
	if tok := res.GetNextPageToken(); tok != "" {
		fmt.Fprintf(g.out, "\nmore: --page-token %s (or --all)\n", tok)
	}
	return nil
}

// table writes rows under a header, aligned.
func (g *globals) table(header []string, rows [][]string) error {
	w := tabwriter.NewWriter(g.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, strings.Join(header, "\t"))
	for _, r := range rows {
		fmt.Fprintln(w, strings.Join(r, "\t"))
	}
	return w.Flush()
}

func when(t *timestamppb.Timestamp) string {
	if t == nil {
		return "-"
	}
	return t.AsTime().Local().Format(time.RFC3339)
}

// whenUTC is a deadline as the plan hash covers it: UTC, to the microsecond.
func whenUTC(t *timestamppb.Timestamp) string {
	if t == nil {
		return "-"
	}
	return t.AsTime().UTC().Format("2006-01-02T15:04:05.000000Z")
}

// configPins returns the pins member of a node config (services/internal/executor,
// Pinner): nil when it has none or the config is not an object.
func configPins(config string) map[string]string {
	var c struct {
		Pins map[string]string `json:"pins"`
	}
	if json.Unmarshal([]byte(config), &c) != nil {
		return nil
	}
	return c.Pins
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func short(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

func mstate(s qtgv1.MovementState) string { return strings.TrimPrefix(s.String(), "MOVEMENT_STATE_") }
func nstate(s qtgv1.NodeState) string     { return strings.TrimPrefix(s.String(), "NODE_STATE_") }
func tstate(s qtgv1.TemplateState) string { return strings.TrimPrefix(s.String(), "TEMPLATE_STATE_") }

func (g *globals) printMovement(m *qtgv1.Movement) error {
	if g.structured() {
		return g.printMessage(m, true)
	}
	fmt.Fprintf(g.out, "movement   %s\nstate      %s\ntemplate   %s v%d\nplan hash  %s\ncreated    %s by %s\n",
		m.GetId(), mstate(m.GetState()), m.GetTemplateName(), m.GetTemplateVersion(), m.GetPlanHash(),
		when(m.GetCreatedAt()), m.GetCreatedBy())
	if m.GetApprovedBy() != "" {
		fmt.Fprintf(g.out, "approved   %s by %s\n", when(m.GetApprovedAt()), m.GetApprovedBy())
	}
	if m.GetCancelRequestedAt() != nil {
		fmt.Fprintf(g.out, "cancel     requested %s by %s: %s\n", when(m.GetCancelRequestedAt()), m.GetCancelledBy(), orDash(m.GetCancelReason()))
	}
	if m.GetFinishedAt() != nil {
		fmt.Fprintf(g.out, "finished   %s\n", when(m.GetFinishedAt()))
	}
	if m.GetFailureReason() != "" {
		fmt.Fprintf(g.out, "failure    %s\n", m.GetFailureReason())
	}
	fmt.Fprintf(g.out, "params     %s\n", m.GetParamsJson())
	// The plan hash covers the callback URL and the deadline too (docs/security.md): the
	// approver sees them with it.
	fmt.Fprintf(g.out, "callback   %s\nexpires    %s\n", orDash(m.GetCallbackUrl()), whenUTC(m.GetExpiresAt()))
	if f := m.GetPlanFormat(); f != 0 {
		signed := "nodes, configs, pins, edges, callback URL and deadline"
		if f == 1 {
			signed = "nodes, configs and edges"
		}
		fmt.Fprintf(g.out, "plan       format %d: the hash covers its %s\n", f, signed)
	}
	g.printApprovals(m)
	if len(m.GetNodes()) == 0 {
		return nil
	}
	parents := map[string][]string{}
	for _, e := range m.GetEdges() {
		parents[e.GetChildKey()] = append(parents[e.GetChildKey()], e.GetParentKey())
	}
	fmt.Fprintln(g.out)
	var rows [][]string
	for _, n := range m.GetNodes() {
		sort.Strings(parents[n.GetKey()])
		rows = append(rows, []string{n.GetKey(), n.GetId(), n.GetExecutor(), nstate(n.GetState()), fmt.Sprint(n.GetAttempt()),
			fmt.Sprintf("%d/%d", n.GetTries(), n.GetMaxAttempts()), orDash(strings.Join(parents[n.GetKey()], ",")),
			orDash(short(n.GetLastError(), 60))})
	}
	if err := g.table([]string{"NODE", "ID", "EXECUTOR", "STATE", "ATTEMPT", "TRIES", "AFTER", "LAST ERROR"}, rows); err != nil {
		return err
	}
	// A node the treasury policy's dispatch gate keeps waiting is READY and has no
	// error: the reason is the only sign of why nothing moves (docs/policy-gate.md).
	for _, n := range m.GetNodes() {
		if r := n.GetPolicyBlockedReason(); r != "" {
			fmt.Fprintf(g.out, "\n%s waits for the treasury policy: %s\n", n.GetKey(), r)
		}
	}
	// What each node runs, as approved, and what the chain and venue configuration
	// resolved its config to at creation (its pins, which the plan hash covers and the
	// engine checks before it runs the node).
	for _, n := range m.GetNodes() {
		if c := n.GetConfigJson(); c != "" {
			fmt.Fprintf(g.out, "\nconfig of %s: %s\n", n.GetKey(), c)
		}
		if pins := configPins(n.GetConfigJson()); len(pins) > 0 {
			fmt.Fprintf(g.out, "pins of %s:\n", n.GetKey())
			var rows [][]string
			for _, k := range slices.Sorted(maps.Keys(pins)) {
				rows = append(rows, []string{"  " + k, pins[k]})
			}
			if err := g.table([]string{"  PIN", "VALUE"}, rows); err != nil {
				return err
			}
		}
	}
	// What a multi-phase node's finished phases proved (a burn, an attested message):
	// on a node that failed mid-step it is what an operator needs to finish by hand.
	for _, n := range m.GetNodes() {
		if p := n.GetProgressJson(); p != "" {
			fmt.Fprintf(g.out, "\nprogress of %s: %s\n", n.GetKey(), p)
		}
		// What the node's step proved at the end: the fee paid, the delivery's IDs.
		if r := n.GetResultJson(); r != "" {
			fmt.Fprintf(g.out, "\nresult of %s: %s\n", n.GetKey(), r)
		}
	}
	return nil
}

// printApprovals says how many approvals the movement needs, from whom, how many it
// has and why (the rules of its treasury policy that matched, docs/policy.md).
func (g *globals) printApprovals(m *qtgv1.Movement) {
	if m.GetPolicyVersion() == 0 && m.GetApprovalsRequired() <= 1 {
		return
	}
	who := "any principal but the creator"
	if len(m.GetApproversAllowed()) > 0 {
		who = strings.Join(m.GetApproversAllowed(), ", ")
	}
	fmt.Fprintf(g.out, "policy     version %d: %d approval(s) required from %s\n", m.GetPolicyVersion(), m.GetApprovalsRequired(), who)
	for _, a := range m.GetApprovals() {
		fmt.Fprintf(g.out, "approval   %s by %s\n", when(a.GetApprovedAt()), a.GetApprover())
	}
	for _, r := range m.GetPolicyMatches() {
		fmt.Fprintf(g.out, "rule       %s: %s (%s)\n", r.GetRule(), r.GetDecision(), r.GetWhy())
	}
}
