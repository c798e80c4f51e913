package compiler

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Plan is a compiled movement: what the gateway writes as movement_nodes
// and movement_plan_edges rows, and what an approver approves. It is immutable once
// compiled; callers must not modify it.
type Plan struct {
	// Nodes in topological order: every node after its parents, ties broken by key.
	// The order depends only on the graph, never on how the definition lists nodes.
	Nodes []PlannedNode
	// Hash identifies the plan: SHA-256 of its canonical encoding (see the package
	// documentation). An approver must echo it ("approve what you saw"), so any
	// difference in what would run — a key, an executor, a config byte, an attempt
	// limit, an edge — gives a different hash.
	Hash [32]byte
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
// completed. It is one movement_plan_edges row.
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
func (c *Compiler) Compile(t *Template, params json.RawMessage) (*Plan, error) {
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
	plan := &Plan{Nodes: make([]PlannedNode, 0, len(t.order))}
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

// planFormat names the canonical encoding of a plan; a change to the encoding
// must change it, so old and new hashes can never collide.
const planFormat = "qtg.plan.v1"

// canonical returns the canonical encoding of the plan that Hash covers: a JSON
// object, encoded as appendCanonical does,
//
//	{"format":"qtg.plan.v1","nodes":[{"config":{…},"executor":"…","has_side_effect":true,
//	  "key":"…","max_attempts":3,"parents":["…"]}, …]}
//
// with nodes in plan order and every config in its canonical form.
func (p *Plan) canonical() []byte {
	var buf []byte
	buf = append(buf, `{"format":`...)
	buf = appendString(buf, planFormat)
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
