package compiler

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Plan is a compiled movement: what the gateway writes as movement_nodes rows (each
// with its parents), and what an approver approves. It is immutable once
// compiled; callers must not modify it.
type Plan struct {
	// Format is the plan format its Hash was computed with: FormatV1 (nodes and
	// edges only) or FormatV2 (nodes, edges, and the movement's Terms).
	Format int
	// Terms are the movement's callback URL and deadline, which a FormatV2 hash covers.
	Terms Terms
	// Nodes in topological order: every node after its parents, ties broken by key.
	// The order depends only on the graph, never on how the definition lists nodes.
	Nodes []PlannedNode
	// Hash identifies the plan: SHA-256 of its canonical encoding (see the package
	// documentation). An approver must echo it ("approve what you saw"), so any
	// difference in what would run — a key, an executor, a config byte, an attempt
	// limit, an edge — gives a different hash.
	Hash [32]byte
}

// Plan formats: how a plan's canonical encoding (and so its hash) is built. A
// movement stores the format its plan hash was computed with (movements.plan_format),
// so the dispatcher hashes a movement created before FormatV2 as it was approved.
const (
	// FormatV1 covers the nodes and edges.
	FormatV1 = 1
	// FormatV2 covers the nodes (each Pinner node's config with its pins) and edges,
	// and the movement's Terms.
	FormatV2 = 2
)

// Terms are what a FormatV2 plan hash covers of its movement besides the nodes:
// where its outcome is reported and until when it may start. An approver signs them
// with the plan (docs/security.md).
type Terms struct {
	// CallbackURL is the movement's callback URL; empty when it has none.
	CallbackURL string
	// ExpiresAt is the movement's deadline; nil when it has none. The canonical form
	// carries it in UTC to the microsecond (what timestamptz stores): TermsTime.
	ExpiresAt *time.Time
}

// TermsTime is the canonical text of an expiry in a FormatV2 plan: RFC 3339 in UTC
// with six fractional digits, so that the deadline as stored (timestamptz, to the
// microsecond) encodes exactly as it was compiled.
func TermsTime(t time.Time) string {
	return t.UTC().Truncate(time.Microsecond).Format("2006-01-02T15:04:05.000000Z")
}

// PlannedNode is one node of a plan, ready to be stored.
type PlannedNode struct {
	// Key is the node's key, unique in the plan.
	Key string
	// ExecutorKey names the executor that runs the node.
	ExecutorKey string
	// Config is the node's config after substitution, in canonical JSON: object keys
	// sorted, no insignificant whitespace, numbers exactly as written. It is what
	// the executor validated and what the hash covers.
	Config json.RawMessage
	// HasSideEffect is the executor's answer for Config: UNKNOWN nodes with a side
	// effect are never retried blindly.
	HasSideEffect bool
	// MaxAttempts bounds how many times the node's side effect may be prepared.
	MaxAttempts int32
	// Parents are the keys of the nodes this one waits for, sorted.
	Parents []string
}

// Edge is a dependency between two nodes of a plan: Child starts only after Parent
// completed. It is stored as one of Child's parent_node_ids (migration 00044), and read
// back as one movement_plan_edges row.
type Edge struct {
	Parent string
	Child  string
}

// Edges lists every dependency of the plan, sorted by parent then child, so the
// gateway can insert the edge rows without walking the nodes itself.
func (p *Plan) Edges() []Edge {
	var edges []Edge
	for _, n := range p.Nodes {
		for _, parent := range n.Parents {
			edges = append(edges, Edge{Parent: parent, Child: n.Key})
		}
	}
	slices.SortFunc(edges, func(a, b Edge) int {
		return cmp.Or(strings.Compare(a.Parent, b.Parent), strings.Compare(a.Child, b.Child))
	})
	return edges
}

// Compile substitutes params into t and returns the plan a movement runs. params
// is a JSON object of param name to value; empty input or null stands for {}. Every
// name the template references must be supplied and every supplied name must be
// referenced: an unused param is almost always a typo, and money must not move on
// a default. Each config is then validated by its executor. Every problem found is
// reported (see ValidationError); the error wraps ErrInvalidParams, or
// ErrInvalidTemplate when t uses an executor this compiler does not know.
//
// Substitution happens in string values anywhere in a config, never in keys. A
// string that is exactly "${name}" becomes the param's JSON value, whatever its
// type; "${name}" inside a longer string becomes the param's text, which must be a
// string or a number (a number keeps its literal as written). "$${" is a literal
// "${" (so a literal "$" directly before a placeholder cannot be written).
//
// The same t and params always give the same plan and hash, however the
// definition orders its nodes or the params their keys; changing any param value
// changes the hash.
//
// Compile returns a FormatV1 plan, which does not cover the movement's terms; the
// gateway compiles movements with CompileMovement.
func (c *Compiler) Compile(t *Template, params json.RawMessage) (*Plan, error) {
	return c.compile(t, params, FormatV1, Terms{})
}

// CompileMovement is Compile for a movement with terms: a FormatV2 plan whose hash
// covers terms too, and whose nodes of a Pinner executor carry their pins (see
// executor.Pinner) in their config's "pins" member. A template config that writes a
// "pins" member itself is refused.
func (c *Compiler) CompileMovement(t *Template, params json.RawMessage, terms Terms) (*Plan, error) {
	return c.compile(t, params, FormatV2, terms)
}

func (c *Compiler) compile(t *Template, params json.RawMessage, format int, terms Terms) (*Plan, error) {
	if t == nil {
		return nil, errors.New("compile: nil template")
	}
	var vs violations
	if len(t.nodes) > c.limits.MaxNodes {
		vs.add("nodes", "%d nodes, over the limit of %d", len(t.nodes), c.limits.MaxNodes)
		return nil, vs.err(ErrInvalidTemplate)
	}
	for _, n := range t.nodes {
		if _, err := c.reg.Get(n.executor); err != nil {
			vs.add(pathIndex("nodes", n.index)+".executor", "node %q: unknown executor %q (registered: %s)",
				n.key, n.executor, strings.Join(c.reg.Keys(), ", "))
		}
	}
	if err := vs.err(ErrInvalidTemplate); err != nil {
		return nil, err
	}

	values, ok := c.parseParams(t, params, &vs)
	if !ok {
		return nil, vs.err(ErrInvalidParams)
	}

	sizes := make(map[string]int, len(values))
	for name, v := range values {
		sizes[name] = len(appendCanonical(nil, v))
	}
	if terms.ExpiresAt != nil {
		at := terms.ExpiresAt.UTC().Truncate(time.Microsecond)
		terms.ExpiresAt = &at
	}
	plan := &Plan{Format: format, Terms: terms, Nodes: make([]PlannedNode, 0, len(t.order))}
	for _, i := range t.order {
		n := t.nodes[i]
		path := pathIndex("nodes", n.index) + ".config"
		sub := substituter{
			params: values,
			sizes:  sizes,
			budget: c.limits.MaxConfigBytes,
			node:   fmt.Sprintf("node %q: ", n.key),
			vs:     &vs,
		}
		before := len(vs.list)
		substituted := sub.substitute(n.config, path)
		if sub.over {
			vs.add(path, "%sconfig is over the limit of %d bytes after substitution", sub.node, c.limits.MaxConfigBytes)
			continue
		}
		if len(vs.list) > before {
			continue
		}
		config := appendCanonical(nil, substituted)
		if len(config) > c.limits.MaxConfigBytes {
			vs.add(path, "%sconfig is %d bytes after substitution, over the limit of %d", sub.node, len(config), c.limits.MaxConfigBytes)
			continue
		}
		if d := depth(substituted); d > maxDepth {
			vs.add(path, "%sconfig nests %d levels deep after substitution, over the limit of %d", sub.node, d, maxDepth)
			continue
		}
		e, _ := c.reg.Get(n.executor)
		if err := e.ValidateConfig(config); err != nil {
			vs.add(path, "%sexecutor %q rejects the config: %v", sub.node, n.executor, err)
			continue
		}
		if pinner, ok := e.(executor.Pinner); ok && format >= FormatV2 {
			if substituted.get(executor.PinsField) != nil {
				vs.add(path+"."+executor.PinsField, "%sthe compiler writes pins; a template may not", sub.node)
				continue
			}
			pins, err := pinner.Pins(config)
			if err != nil {
				vs.add(path, "%sexecutor %q cannot pin the config: %v", sub.node, n.executor, err)
				continue
			}
			if len(pins) > 0 {
				config = appendCanonical(nil, withPins(substituted, pins))
				if len(config) > c.limits.MaxConfigBytes {
					vs.add(path, "%sconfig is %d bytes with its pins, over the limit of %d", sub.node, len(config), c.limits.MaxConfigBytes)
					continue
				}
				if err := e.ValidateConfig(config); err != nil {
					vs.add(path, "%sexecutor %q rejects the config with its pins: %v", sub.node, n.executor, err)
					continue
				}
			}
		}
		plan.Nodes = append(plan.Nodes, PlannedNode{
			Key:           n.key,
			ExecutorKey:   n.executor,
			Config:        config,
			HasSideEffect: e.HasSideEffect(config),
			MaxAttempts:   n.maxAttempts,
			Parents:       slices.Clone(n.parents),
		})
	}
	if err := vs.err(ErrInvalidParams); err != nil {
		return nil, err
	}
	plan.Hash = sha256.Sum256(plan.canonical())
	return plan, nil
}

// parseParams decodes params and checks its names against the template's. ok is
// false when there is anything to report.
func (c *Compiler) parseParams(t *Template, params json.RawMessage, vs *violations) (map[string]*value, bool) {
	if len(params) > c.limits.MaxParamsBytes {
		vs.add("params", "%d bytes, over the limit of %d", len(params), c.limits.MaxParamsBytes)
		return nil, false
	}
	values := make(map[string]*value)
	if trimmed := bytes.TrimSpace(params); len(trimmed) > 0 {
		root, err := decodeStrict(trimmed)
		if err != nil {
			vs.add("params", "%v", err)
			return nil, false
		}
		switch root.kind {
		case kindNull:
		case kindObject:
			for _, m := range root.obj {
				values[m.key] = m.val
			}
		default:
			vs.add("params", "must be a JSON object, not %s", root.kind)
			return nil, false
		}
	}

	for _, name := range t.params {
		if _, ok := values[name]; !ok {
			users := t.users[name]
			noun := "node"
			if len(users) > 1 {
				noun = "nodes"
			}
			quoted := make([]string, len(users))
			for i, u := range users {
				quoted[i] = strconv.Quote(u)
			}
			vs.add(pathKey("params", name), "missing: referenced by %s %s", noun, strings.Join(quoted, ", "))
		}
	}
	var unknown []string
	for name := range values {
		if _, ok := t.users[name]; !ok {
			unknown = append(unknown, name)
		}
	}
	slices.Sort(unknown)
	for _, name := range unknown {
		if len(t.params) == 0 {
			vs.add(pathKey("params", name), "not referenced by the template (it takes no params)")
			continue
		}
		vs.add(pathKey("params", name), "not referenced by the template (it references: %s)", strings.Join(t.params, ", "))
	}
	return values, len(vs.list) == 0
}

// withPins returns config (an object) with a "pins" member holding pins.
func withPins(config *value, pins map[string]string) *value {
	obj := &value{kind: kindObject}
	for _, k := range slices.Sorted(maps.Keys(pins)) {
		obj.obj = append(obj.obj, member{key: k, val: &value{kind: kindString, s: pins[k]}})
	}
	out := &value{kind: kindObject, obj: slices.Clone(config.obj)}
	out.obj = append(out.obj, member{key: executor.PinsField, val: obj})
	return out
}

// planFormat names the canonical encoding of a plan of each format; a change to the
// encoding must add a format, so old and new hashes can never collide.
var planFormat = map[int]string{FormatV1: "qtg.plan.v1", FormatV2: "qtg.plan.v2"}

// canonical returns the canonical encoding of the plan that Hash covers: a JSON
// object, encoded as appendCanonical does,
//
//	{"format":"qtg.plan.v1","nodes":[{"config":{…},"executor":"…","has_side_effect":true,
//	  "key":"…","max_attempts":3,"parents":["…"]}, …]}
//
// with nodes in plan order and every config in its canonical form; FormatV2 adds the
// movement's terms, keys still sorted (null where the movement has none):
//
//	{"callback_url":"https://…","expires_at":"2026-01-02T03:04:05.000000Z",
//	  "format":"qtg.plan.v2","nodes":[…]}
func (p *Plan) canonical() []byte {
	var buf []byte
	buf = append(buf, '{')
	if p.Format >= FormatV2 {
		buf = append(buf, `"callback_url":`...)
		if p.Terms.CallbackURL == "" {
			buf = append(buf, "null"...)
		} else {
			buf = appendString(buf, p.Terms.CallbackURL)
		}
		buf = append(buf, `,"expires_at":`...)
		if p.Terms.ExpiresAt == nil {
			buf = append(buf, "null"...)
		} else {
			buf = appendString(buf, TermsTime(*p.Terms.ExpiresAt))
		}
		buf = append(buf, ',')
	}
	buf = append(buf, `"format":`...)
	buf = appendString(buf, planFormat[cmp.Or(p.Format, FormatV1)])
	buf = append(buf, `,"nodes":[`...)
	for i, n := range p.Nodes {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, `{"config":`...)
		buf = append(buf, n.Config...)
		buf = append(buf, `,"executor":`...)
		buf = appendString(buf, n.ExecutorKey)
		buf = append(buf, `,"has_side_effect":`...)
		buf = strconv.AppendBool(buf, n.HasSideEffect)
		buf = append(buf, `,"key":`...)
		buf = appendString(buf, n.Key)
		buf = append(buf, `,"max_attempts":`...)
		buf = strconv.AppendInt(buf, int64(n.MaxAttempts), 10)
		buf = append(buf, `,"parents":[`...)
		for j, parent := range n.Parents {
			if j > 0 {
				buf = append(buf, ',')
			}
			buf = appendString(buf, parent)
		}
		buf = append(buf, "]}"...)
	}
	return append(buf, "]}"...)
}
