package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// printJSON writes one message as JSON (one per line for streams).
func (g *globals) printJSON(m proto.Message, indent bool) error {
	opts := protojson.MarshalOptions{EmitUnpopulated: false, UseProtoNames: true}
	if indent {
		opts.Multiline, opts.Indent = true, "  "
	}
	b, err := opts.Marshal(m)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(g.out, string(b))
	return err
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
	if g.Output == "json" {
		return g.printJSON(m, true)
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
