package compiler

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxDepth bounds the nesting of arrays and objects in a definition or in params.
// encoding/json's token reader does not bound it, and every walk over a value here
// is recursive; no legitimate config nests anywhere near this deep.
const maxDepth = 64

// kind is the JSON type of a value.
type kind uint8

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

func (k kind) String() string {
	switch k {
	case kindNull:
		return "null"
	case kindBool:
		return "a boolean"
	case kindNumber:
		return "a number"
	case kindString:
		return "a string"
	case kindArray:
		return "an array"
	case kindObject:
		return "an object"
	default:
		return fmt.Sprintf("kind(%d)", int(k))
	}
}

// value is a decoded JSON value that keeps what encoding/json's generic decoding
// loses: the exact literal of every number and the order of object members. It is
// never modified after it is built, so substituted params may be shared.
type value struct {
	kind kind
	b    bool
	// s is a string's content or a number's literal, exactly as written.
	s string
	// tmpl is set on config strings that reference params (see placeholder.go).
	tmpl *strTemplate
	arr  []*value
	obj  []member
}

// member is one name/value pair of an object, in input order.
type member struct {
	key string
	val *value
}

// get returns the member named key, or nil.
func (v *value) get(key string) *value {
	for _, m := range v.obj {
		if m.key == key {
			return m.val
		}
	}
	return nil
}

// decodeStrict decodes exactly one JSON value from data. Beyond syntax it refuses
// what a plain json.Unmarshal silently accepts and a reviewer could misread:
// invalid UTF-8, duplicate object keys (Go and Postgres jsonb keep the last one, a
// human reading the text may see the first), nesting deeper than maxDepth, and
// anything after the value.
func decodeStrict(data []byte) (*value, error) {
	if !utf8.Valid(data) {
		return nil, errors.New("invalid JSON: not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec, 0)
	if err != nil {
		return nil, err
	}
	end := dec.InputOffset()
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("invalid JSON: unexpected data after the value, which ends at byte offset %d", end)
	}
	return v, nil
}

func decodeValue(dec *json.Decoder, depth int) (*value, error) {
	tok, err := dec.Token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errors.New("invalid JSON: unexpected end of input")
		}
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	return decodeFrom(dec, tok, depth)
}

func decodeFrom(dec *json.Decoder, tok json.Token, depth int) (*value, error) {
	switch t := tok.(type) {
	case nil:
		return &value{kind: kindNull}, nil
	case bool:
		return &value{kind: kindBool, b: t}, nil
	case json.Number:
		return &value{kind: kindNumber, s: string(t)}, nil
	case string:
		return &value{kind: kindString, s: t}, nil
	case json.Delim:
		if depth >= maxDepth {
			return nil, fmt.Errorf("invalid JSON: nested deeper than %d levels", maxDepth)
		}
		if t == '[' {
			return decodeArray(dec, depth+1)
		}
		return decodeObject(dec, depth+1)
	default:
		return nil, fmt.Errorf("invalid JSON: unexpected token %v", tok)
	}
}

func decodeArray(dec *json.Decoder, depth int) (*value, error) {
	v := &value{kind: kindArray, arr: []*value{}}
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("invalid JSON: %w", eofAsUnexpected(err))
		}
		if tok == json.Delim(']') {
			return v, nil
		}
		elem, err := decodeFrom(dec, tok, depth)
		if err != nil {
			return nil, err
		}
		v.arr = append(v.arr, elem)
	}
}

func decodeObject(dec *json.Decoder, depth int) (*value, error) {
	v := &value{kind: kindObject, obj: []member{}}
	seen := make(map[string]struct{})
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("invalid JSON: %w", eofAsUnexpected(err))
		}
		if tok == json.Delim('}') {
			return v, nil
		}
		key, ok := tok.(string)
		if !ok { // the decoder enforces string keys; kept for safety
			return nil, fmt.Errorf("invalid JSON: object key %v is not a string", tok)
		}
		if _, dup := seen[key]; dup {
			return nil, fmt.Errorf("invalid JSON: duplicate object key %q", key)
		}
		seen[key] = struct{}{}
		val, err := decodeValue(dec, depth)
		if err != nil {
			return nil, err
		}
		v.obj = append(v.obj, member{key: key, val: val})
	}
}

func eofAsUnexpected(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// appendCanonical appends the canonical encoding of v: no insignificant whitespace,
// object members sorted by key (byte-wise, i.e. by UTF-8 code points), numbers as
// their original literal, strings escaped minimally (see appendString). Two values
// have the same encoding exactly when they have the same JSON meaning up to member
// order, so the encoding is what the plan hash covers.
func appendCanonical(buf []byte, v *value) []byte {
	switch v.kind {
	case kindNull:
		return append(buf, "null"...)
	case kindBool:
		return strconv.AppendBool(buf, v.b)
	case kindNumber:
		return append(buf, v.s...)
	case kindString:
		if v.tmpl != nil {
			panic("compiler: canonical encoding of a string with unsubstituted placeholders")
		}
		return appendString(buf, v.s)
	case kindArray:
		buf = append(buf, '[')
		for i, e := range v.arr {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = appendCanonical(buf, e)
		}
		return append(buf, ']')
	case kindObject:
		members := slices.Clone(v.obj)
		slices.SortFunc(members, func(a, b member) int { return strings.Compare(a.key, b.key) })
		buf = append(buf, '{')
		for i, m := range members {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = appendString(buf, m.key)
			buf = append(buf, ':')
			buf = appendCanonical(buf, m.val)
		}
		return append(buf, '}')
	default:
		panic(fmt.Sprintf("compiler: unknown JSON kind %d", v.kind))
	}
}

// depth returns how deeply v nests arrays and objects: 0 for a scalar.
func depth(v *value) int {
	d := 0
	for _, e := range v.arr {
		d = max(d, depth(e))
	}
	for _, m := range v.obj {
		d = max(d, depth(m.val))
	}
	if v.kind == kindArray || v.kind == kindObject {
		d++
	}
	return d
}

// appendString appends s as a JSON string: '"' and '\\' escaped, control characters
// as \b \f \n \r \t or \u00xx, everything else (HTML characters and non-ASCII
// included) as is. s is valid UTF-8: it comes from the decoder, which guarantees it.
func appendString(buf []byte, s string) []byte {
	const hex = "0123456789abcdef"
	buf = append(buf, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			buf = append(buf, '\\', c)
		case c >= 0x20:
			buf = append(buf, c)
		case c == '\b':
			buf = append(buf, '\\', 'b')
		case c == '\f':
			buf = append(buf, '\\', 'f')
		case c == '\n':
			buf = append(buf, '\\', 'n')
		case c == '\r':
			buf = append(buf, '\\', 'r')
		case c == '\t':
			buf = append(buf, '\\', 't')
		default:
			buf = append(buf, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
	}
	return append(buf, '"')
}

// pathKey appends an object key to a field path: ".name" for identifier-like keys,
// `["odd key"]` otherwise, so a path always reads back unambiguously.
func pathKey(path, key string) string {
	if isIdentifier(key) {
		if path == "" {
			return key
		}
		return path + "." + key
	}
	return path + "[" + strconv.Quote(key) + "]"
}

// pathIndex appends an array index to a field path.
func pathIndex(path string, i int) string {
	return path + "[" + strconv.Itoa(i) + "]"
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || (i > 0 && '0' <= c && c <= '9') {
			continue
		}
		return false
	}
	return true
}
