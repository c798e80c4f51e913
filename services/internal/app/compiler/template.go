package compiler

import (
	"container/heap"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// nodeKeyPattern is what a node key must match; it is the CHECK on
// movement_nodes.node_key, so a parsed template can always be stored.
const nodeKeyPattern = `^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`

var nodeKeyRE = regexp.MustCompile(nodeKeyPattern)

// Bounds and default of a node's max_attempts.
const (
	DefaultMaxAttempts = 3
	MinMaxAttempts     = 1
	MaxMaxAttempts     = 100
)

// Field names of a definition, in the order error messages list them.
var (
	definitionFields = []string{"description", "nodes"}
	nodeFields       = []string{"key", "executor", "config", "depends_on", "max_attempts"}
)

// Template is a parsed, structurally valid template definition: node keys, known
// executors, an acyclic graph, well-formed placeholders. It is what a template
// proposal is checked into and what every movement of that template compiles from;
// params are still open. A Template is immutable and safe for concurrent use.
type Template struct {
	description string
	nodes       []*templateNode // in definition order
	order       []int           // indexes into nodes, topologically sorted, ties by key
	params      []string        // every referenced param, sorted
	users       map[string][]string
}

// templateNode is one node as parsed.
type templateNode struct {
	index       int
	key         string
	executor    string
	config      *value // an object; strings with placeholders carry their template
	parents     []string
	maxAttempts int32
}

// Description returns the definition's free-text description.
func (t *Template) Description() string { return t.description }

// Params lists every param name the template references, sorted: exactly the
// names Compile requires, so an API can show a movement creator what to supply.
func (t *Template) Params() []string { return slices.Clone(t.params) }

// Parse checks a template definition and returns it parsed. It checks everything
// that does not depend on params, so a broken template is refused when it is
// proposed, not when a movement is created from it. Every problem found is
// reported (see ValidationError); the error wraps ErrInvalidTemplate.
//
// The definition is a JSON object:
//
//	{
//	  "description": "optional text",
//	  "nodes": [
//	    {"key": "burn", "executor": "cctp", "config": {"amount": "${amount}"}, "depends_on": [], "max_attempts": 3},
//	    {"key": "mint", "executor": "cctp", "config": {}, "depends_on": ["burn"]}
//	  ]
//	}
//
// Field names are case-sensitive and unknown fields, duplicate object keys (in
// configs too) and data after the object are errors. encoding/json with
// DisallowUnknownFields would not do: it matches field names case-insensitively,
// keeps the last of duplicate keys and does not say which node a bad field is in.
// "config" (default {}), "depends_on" (default []) and "max_attempts" (default 3,
// at most 100) may be omitted or null.
func (c *Compiler) Parse(definition []byte) (*Template, error) {
	var vs violations
	if len(definition) > c.limits.MaxDefinitionBytes {
		vs.add("", "definition is %d bytes, over the limit of %d", len(definition), c.limits.MaxDefinitionBytes)
		return nil, vs.err(ErrInvalidTemplate)
	}
	root, err := decodeStrict(definition)
	if err != nil {
		vs.add("", "%v", err)
		return nil, vs.err(ErrInvalidTemplate)
	}
	if root.kind != kindObject {
		vs.add("", "definition must be a JSON object, not %s", root.kind)
		return nil, vs.err(ErrInvalidTemplate)
	}

	t := &Template{}
	var nodesVal *value
	for _, m := range root.obj {
		switch m.key {
		case "description":
			switch m.val.kind {
			case kindString:
				t.description = m.val.s
			case kindNull:
			default:
				vs.add("description", "must be a string, not %s", m.val.kind)
			}
		case "nodes":
			nodesVal = m.val
		default:
			vs.add(pathKey("", m.key), "%s", unknownField(m.key, definitionFields))
		}
	}
	switch {
	case nodesVal == nil || nodesVal.kind == kindNull:
		vs.add("nodes", "required: a template has at least one node")
		return nil, vs.err(ErrInvalidTemplate)
	case nodesVal.kind != kindArray:
		vs.add("nodes", "must be an array, not %s", nodesVal.kind)
		return nil, vs.err(ErrInvalidTemplate)
	case len(nodesVal.arr) == 0:
		vs.add("nodes", "a template has at least one node")
		return nil, vs.err(ErrInvalidTemplate)
	case len(nodesVal.arr) > c.limits.MaxNodes:
		vs.add("nodes", "%d nodes, over the limit of %d", len(nodesVal.arr), c.limits.MaxNodes)
		return nil, vs.err(ErrInvalidTemplate)
	}

	// Nodes one by one; the graph as a whole once every key is known.
	graphOK := true
	byKey := make(map[string]*templateNode, len(nodesVal.arr))
	dependsOn := make([][]dependency, len(nodesVal.arr))
	users := make(map[string]map[string]struct{})
	for i, nv := range nodesVal.arr {
		n, deps, refs, ok := c.parseNode(i, nv, &vs)
		if !ok {
			graphOK = false
			continue
		}
		if first, dup := byKey[n.key]; dup {
			vs.add(pathIndex("nodes", i)+".key", "node %q: duplicate key (first used by nodes[%d])", n.key, first.index)
			graphOK = false
			continue
		}
		byKey[n.key] = n
		t.nodes = append(t.nodes, n)
		dependsOn[len(t.nodes)-1] = deps
		for name := range refs {
			if users[name] == nil {
				users[name] = make(map[string]struct{})
			}
			users[name][n.key] = struct{}{}
		}
	}
	for j, n := range t.nodes {
		parents := make([]string, 0, len(dependsOn[j]))
		for _, d := range dependsOn[j] {
			if _, ok := byKey[d.key]; !ok {
				vs.add(d.path, "node %q: depends_on %q: no such node", n.key, d.key)
				graphOK = false
				continue
			}
			parents = append(parents, d.key)
		}
		slices.Sort(parents)
		n.parents = parents
	}
	if graphOK {
		order, cycle := topoSort(t.nodes)
		if cycle != nil {
			vs.add(pathIndex("nodes", byKey[cycle[0]].index)+".depends_on",
				"cycle: %s (each node depends on the next)", strings.Join(cycle, " -> "))
		}
		t.order = order
	}
	if err := vs.err(ErrInvalidTemplate); err != nil {
		return nil, err
	}

	t.params = slices.Sorted(maps.Keys(users))
	t.users = make(map[string][]string, len(users))
	for name, keys := range users {
		t.users[name] = slices.Sorted(maps.Keys(keys))
	}
	return t, nil
}

// dependency is one depends_on entry and where it was written.
type dependency struct {
	key  string
	path string
}

// parseNode parses nodes[i]. ok is false when the node has no usable key, so it
// cannot take part in the graph; other problems are only recorded in vs.
func (c *Compiler) parseNode(i int, nv *value, vs *violations) (n *templateNode, deps []dependency, refs map[string]struct{}, ok bool) {
	path := pathIndex("nodes", i)
	if nv.kind != kindObject {
		vs.add(path, "must be an object, not %s", nv.kind)
		return nil, nil, nil, false
	}
	n = &templateNode{index: i, maxAttempts: DefaultMaxAttempts}
	refs = make(map[string]struct{})

	// The key first: every other message names it.
	ok = true
	ctx := ""
	switch kv := nv.get("key"); {
	case kv == nil || kv.kind == kindNull:
		vs.add(path+".key", "required")
		ok = false
	case kv.kind != kindString:
		vs.add(path+".key", "must be a string, not %s", kv.kind)
		ok = false
	default:
		n.key = kv.s
		ctx = fmt.Sprintf("node %q: ", n.key)
		if !nodeKeyRE.MatchString(n.key) {
			vs.add(path+".key", "%skey must match %s", ctx, nodeKeyPattern)
		}
	}

	var config *value
	configOK := true
	seenDeps := make(map[string]struct{})
	for _, m := range nv.obj {
		fpath := pathKey(path, m.key)
		switch m.key {
		case "key":
		case "executor":
			if m.val.kind != kindString {
				vs.add(fpath, "%srequired string, not %s", ctx, m.val.kind)
				configOK = false
				continue
			}
			n.executor = m.val.s
			if _, err := c.reg.Get(n.executor); err != nil {
				vs.add(fpath, "%sunknown executor %q (registered: %s)", ctx, n.executor, strings.Join(c.reg.Keys(), ", "))
				configOK = false
			}
		case "config":
			switch m.val.kind {
			case kindNull:
			case kindObject:
				before := len(vs.list)
				config = parseConfig(m.val, fpath, ctx, refs, vs)
				configOK = configOK && len(vs.list) == before
			default:
				vs.add(fpath, "%smust be an object, not %s", ctx, m.val.kind)
				configOK = false
			}
		case "depends_on":
			switch m.val.kind {
			case kindNull:
			case kindArray:
				for j, d := range m.val.arr {
					dpath := pathIndex(fpath, j)
					switch _, dup := seenDeps[d.s]; {
					case d.kind != kindString:
						vs.add(dpath, "%smust be a node key string, not %s", ctx, d.kind)
					case ok && d.s == n.key:
						vs.add(dpath, "%sdepends on itself", ctx)
					case dup:
						vs.add(dpath, "%sdepends_on %q is listed twice", ctx, d.s)
					default:
						seenDeps[d.s] = struct{}{}
						deps = append(deps, dependency{key: d.s, path: dpath})
					}
				}
			default:
				vs.add(fpath, "%smust be an array of node keys, not %s", ctx, m.val.kind)
			}
		case "max_attempts":
			switch m.val.kind {
			case kindNull:
			case kindNumber:
				v, err := strconv.ParseInt(m.val.s, 10, 32)
				if err != nil || v < MinMaxAttempts || v > MaxMaxAttempts {
					vs.add(fpath, "%smust be an integer from %d to %d, not %s", ctx, MinMaxAttempts, MaxMaxAttempts, m.val.s)
					continue
				}
				n.maxAttempts = int32(v)
			default:
				vs.add(fpath, "%smust be an integer from %d to %d, not %s", ctx, MinMaxAttempts, MaxMaxAttempts, m.val.kind)
			}
		default:
			vs.add(fpath, "%s%s", ctx, unknownField(m.key, nodeFields))
		}
	}
	if nv.get("executor") == nil {
		vs.add(path+".executor", "%srequired", ctx)
		configOK = false
	}
	if config == nil {
		config = &value{kind: kindObject, obj: []member{}}
	}
	n.config = config

	// A config without placeholders is final: let its executor judge it now.
	if configOK && len(refs) == 0 {
		canonical := appendCanonical(nil, config)
		e, _ := c.reg.Get(n.executor)
		if len(canonical) > c.limits.MaxConfigBytes {
			vs.add(path+".config", "%sconfig is %d bytes, over the limit of %d", ctx, len(canonical), c.limits.MaxConfigBytes)
		} else if err := e.ValidateConfig(canonical); err != nil {
			vs.add(path+".config", "%sexecutor %q rejects the config: %v", ctx, n.executor, err)
		}
	}
	return n, deps, refs, ok
}

// unknownField describes an unknown field, with a hint when only the case differs
// (encoding/json would have accepted it; we do not).
func unknownField(name string, known []string) string {
	for _, k := range known {
		if strings.EqualFold(k, name) {
			return fmt.Sprintf("unknown field %q (field names are case-sensitive: did you mean %q?)", name, k)
		}
	}
	return fmt.Sprintf("unknown field %q (known fields: %s)", name, strings.Join(known, ", "))
}

// topoSort orders nodes so that every node comes after its parents, taking the
// smallest key whenever several are ready: the order depends only on the graph,
// not on how the definition lists it. When the graph has a cycle it returns one,
// as keys from the smallest key round to it again, each depending on the next.
func topoSort(nodes []*templateNode) (order []int, cycle []string) {
	idx := make(map[string]int, len(nodes))
	for i, n := range nodes {
		idx[n.key] = i
	}
	pending := make([]int, len(nodes))
	children := make([][]int, len(nodes))
	for i, n := range nodes {
		pending[i] = len(n.parents)
		for _, p := range n.parents {
			children[idx[p]] = append(children[idx[p]], i)
		}
	}
	ready := &keyHeap{nodes: nodes}
	for i := range nodes {
		if pending[i] == 0 {
			heap.Push(ready, i)
		}
	}
	order = make([]int, 0, len(nodes))
	for ready.Len() > 0 {
		i := heap.Pop(ready).(int)
		order = append(order, i)
		for _, ch := range children[i] {
			pending[ch]--
			if pending[ch] == 0 {
				heap.Push(ready, ch)
			}
		}
	}
	if len(order) == len(nodes) {
		return order, nil
	}

	// Every node left has a parent left, so walking from one to its smallest
	// remaining parent must come back to a node already visited.
	start := -1
	for i := range nodes {
		if pending[i] > 0 && (start < 0 || nodes[i].key < nodes[start].key) {
			start = i
		}
	}
	visited := make(map[int]int) // node -> position in walk
	var walk []int
	for cur := start; ; {
		if pos, seen := visited[cur]; seen {
			walk = walk[pos:]
			break
		}
		visited[cur] = len(walk)
		walk = append(walk, cur)
		for _, p := range nodes[cur].parents { // sorted: the smallest remaining parent
			if pending[idx[p]] > 0 {
				cur = idx[p]
				break
			}
		}
	}
	// Start the cycle at its smallest key, so the message is the same however the
	// definition lists the nodes.
	low := 0
	for j := range walk {
		if nodes[walk[j]].key < nodes[walk[low]].key {
			low = j
		}
	}
	for j := range len(walk) + 1 {
		cycle = append(cycle, nodes[walk[(low+j)%len(walk)]].key)
	}
	return nil, cycle
}

// keyHeap is a min-heap of node indexes by key.
type keyHeap struct {
	nodes []*templateNode
	items []int
}

func (h *keyHeap) Len() int           { return len(h.items) }
func (h *keyHeap) Less(i, j int) bool { return h.nodes[h.items[i]].key < h.nodes[h.items[j]].key }
func (h *keyHeap) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *keyHeap) Push(x any)         { h.items = append(h.items, x.(int)) }
func (h *keyHeap) Pop() any {
	last := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return last
}
