package compiler

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// paramNamePattern is what a param name must match, in a placeholder and in params.
const paramNamePattern = `^[A-Za-z_][A-Za-z0-9_]{0,63}$`

var paramNameRE = regexp.MustCompile(paramNamePattern)

// segment is a piece of a config string: a literal, or a reference to a param.
type segment struct {
	lit   string
	param string // non-empty for a reference
}

// strTemplate is a config string that references params, split at its placeholders
// once, when the template is parsed.
type strTemplate struct {
	segs []segment
}

// whole returns the param name when the string is exactly one placeholder, which is
// replaced by the param's value of any JSON type rather than by text.
func (t *strTemplate) whole() (string, bool) {
	if len(t.segs) == 1 && t.segs[0].param != "" {
		return t.segs[0].param, true
	}
	return "", false
}

// parseString splits a config string at its placeholders. "${name}" references a
// param, "$${" is a literal "${". Anything else starting with "${" is an error
// rather than literal text, so that a typo such as "${amount" or "${ amount }" is
// caught when the template is proposed instead of reaching an executor as text.
// It returns the string with escapes resolved and, when the string references at
// least one param, its template.
func parseString(s string) (string, *strTemplate, error) {
	if !strings.Contains(s, "${") {
		return s, nil, nil
	}
	var (
		segs []segment
		lit  strings.Builder
		refs int
	)
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "$${"):
			lit.WriteString("${")
			i += 3
		case strings.HasPrefix(s[i:], "${"):
			end := strings.IndexByte(s[i+2:], '}')
			if end < 0 {
				return "", nil, fmt.Errorf(`unterminated placeholder %s (write "$${" for a literal "${")`, quoteShort(s[i:]))
			}
			name := s[i+2 : i+2+end]
			if !paramNameRE.MatchString(name) {
				return "", nil, fmt.Errorf(`placeholder %s: param name %s does not match %s (write "$${" for a literal "${")`,
					quoteShort(s[i:i+3+end]), quoteShort(name), paramNamePattern)
			}
			if lit.Len() > 0 {
				segs = append(segs, segment{lit: lit.String()})
				lit.Reset()
			}
			segs = append(segs, segment{param: name})
			refs++
			i += 3 + end
		default:
			lit.WriteByte(s[i])
			i++
		}
	}
	if refs == 0 {
		return lit.String(), nil, nil
	}
	if lit.Len() > 0 {
		segs = append(segs, segment{lit: lit.String()})
	}
	return "", &strTemplate{segs: segs}, nil
}

// quoteShort quotes s for an error message, cut to a readable length.
func quoteShort(s string) string {
	const maxLen = 40
	if len(s) > maxLen {
		cut := maxLen
		for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
			cut--
		}
		return fmt.Sprintf("%q…", s[:cut])
	}
	return fmt.Sprintf("%q", s)
}

// parseConfig copies a config value, resolving escapes and splitting strings that
// reference params, and adds every referenced name to refs. Keys are never
// substituted: a config's shape is fixed by the template.
func parseConfig(v *value, path, node string, refs map[string]struct{}, vs *violations) *value {
	switch v.kind {
	case kindString:
		s, tmpl, err := parseString(v.s)
		if err != nil {
			vs.add(path, "%s%v", node, err)
			return v
		}
		if tmpl == nil {
			if s == v.s {
				return v
			}
			return &value{kind: kindString, s: s}
		}
		for _, seg := range tmpl.segs {
			if seg.param != "" {
				refs[seg.param] = struct{}{}
			}
		}
		return &value{kind: kindString, tmpl: tmpl}
	case kindArray:
		out := &value{kind: kindArray, arr: make([]*value, len(v.arr))}
		for i, e := range v.arr {
			out.arr[i] = parseConfig(e, pathIndex(path, i), node, refs, vs)
		}
		return out
	case kindObject:
		out := &value{kind: kindObject, obj: make([]member, len(v.obj))}
		for i, m := range v.obj {
			out.obj[i] = member{key: m.key, val: parseConfig(m.val, pathKey(path, m.key), node, refs, vs)}
		}
		return out
	default:
		return v
	}
}

// substituter replaces placeholders in one node's config.
type substituter struct {
	params map[string]*value
	// sizes are the canonical sizes of the params, computed once per Compile.
	sizes map[string]int
	// budget is how many bytes params may still insert. Inserted bytes are part of
	// the canonical output, so running out proves the config too big before it is
	// built: a small template repeating "${big}" must not cost gigabytes.
	budget int
	over   bool
	node   string // `node "key": `, the prefix of every message
	vs     *violations
}

// substitute returns v with every placeholder replaced by its param. Every
// referenced param is present (Compile checks that first). Subtrees without
// placeholders are shared, not copied. After s.over is set the result is
// meaningless and only serves to stop early.
func (s *substituter) substitute(v *value, path string) *value {
	if s.over {
		return v
	}
	switch v.kind {
	case kindString:
		if v.tmpl == nil {
			return v
		}
		if name, ok := v.tmpl.whole(); ok {
			s.spend(s.sizes[name])
			return s.params[name]
		}
		var b strings.Builder
		for _, seg := range v.tmpl.segs {
			if seg.param == "" {
				b.WriteString(seg.lit)
				continue
			}
			p := s.params[seg.param]
			switch p.kind {
			case kindString, kindNumber:
				if s.spend(len(p.s)) {
					return v
				}
				b.WriteString(p.s)
			default:
				s.vs.add(path, `%sparam %q is %s; only a string or a number can be embedded in a longer string (use "${%s}" as the whole string to insert any JSON value)`,
					s.node, seg.param, p.kind, seg.param)
			}
		}
		return &value{kind: kindString, s: b.String()}
	case kindArray:
		var out *value
		for i, e := range v.arr {
			ne := s.substitute(e, pathIndex(path, i))
			if ne != e && out == nil {
				out = &value{kind: kindArray, arr: slices.Clone(v.arr)}
			}
			if out != nil {
				out.arr[i] = ne
			}
		}
		if out == nil {
			return v
		}
		return out
	case kindObject:
		var out *value
		for i, m := range v.obj {
			nv := s.substitute(m.val, pathKey(path, m.key))
			if nv != m.val && out == nil {
				out = &value{kind: kindObject, obj: slices.Clone(v.obj)}
			}
			if out != nil {
				out.obj[i].val = nv
			}
		}
		if out == nil {
			return v
		}
		return out
	default:
		return v
	}
}

// spend takes n bytes from the budget and reports whether it ran out.
func (s *substituter) spend(n int) bool {
	s.budget -= n
	if s.budget < 0 && !s.over {
		s.over = true
	}
	return s.over
}
