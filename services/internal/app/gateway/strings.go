package gateway

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"google.golang.org/grpc"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Postgres stores neither U+0000 (text: SQLSTATE 22021; jsonb "\u0000": 22P05) nor
// invalid UTF-8 or lone surrogates (jsonb "\ud800": 22P02). Every string field of
// every request is checked here, at the edge, before any handler runs, so such input
// is refused as InvalidArgument with a BadRequest naming the field and nothing is
// written; fields named *_json are also scanned for the JSON escapes of the same.

// checkStrings adds a violation for every string field of msg, nested messages,
// lists and maps included, that Postgres could not store.
func checkStrings(v *violations, msg proto.Message) {
	walkStrings(v, "", msg.ProtoReflect())
}

func walkStrings(v *violations, prefix string, m protoreflect.Message) {
	m.Range(func(fd protoreflect.FieldDescriptor, val protoreflect.Value) bool {
		name := prefix + string(fd.Name())
		switch {
		case fd.IsList():
			l := val.List()
			for i := 0; i < l.Len(); i++ {
				checkValue(v, fmt.Sprintf("%s[%d]", name, i), fd, l.Get(i))
			}
		case fd.IsMap():
			val.Map().Range(func(k protoreflect.MapKey, mv protoreflect.Value) bool {
				if fd.MapKey().Kind() == protoreflect.StringKind {
					checkString(v, name+" (key)", k.String(), false)
				}
				checkValue(v, fmt.Sprintf("%s[%v]", name, k.Interface()), fd.MapValue(), mv)
				return true
			})
		default:
			checkValue(v, name, fd, val)
		}
		return true
	})
}

func checkValue(v *violations, name string, fd protoreflect.FieldDescriptor, val protoreflect.Value) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		checkString(v, name, val.String(), strings.HasSuffix(string(fd.Name()), "_json"))
	case protoreflect.MessageKind, protoreflect.GroupKind:
		walkStrings(v, name+".", val.Message())
	}
}

func checkString(v *violations, field, s string, isJSON bool) {
	switch {
	case !utf8.ValidString(s):
		v.add(field, "must be valid UTF-8 (no lone surrogates)")
	case strings.ContainsRune(s, 0):
		v.add(field, "must not contain U+0000 (NUL)")
	case isJSON:
		if msg := badJSONEscape(s); msg != "" {
			v.add(field, msg)
		}
	}
}

// badJSONEscape finds a \u0000 escape or a \uXXXX surrogate escape that is not a
// high surrogate followed by a low one; it describes the first, or returns "".
// Outside strings valid JSON has no backslash, so a flat scan is enough; invalid
// JSON is left to the field's own check.
func badJSONEscape(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			continue
		}
		if s[i+1] != 'u' {
			i++ // skip the escaped character, e.g. the second \ of \\
			continue
		}
		r, ok := hex4(s, i+2)
		if !ok {
			i++
			continue
		}
		switch {
		case r == 0:
			return `must not contain the escape \u0000 (NUL)`
		case r >= 0xDC00 && r <= 0xDFFF:
			return "must not contain a lone low surrogate escape"
		case r >= 0xD800 && r <= 0xDBFF:
			if i+7 >= len(s) || s[i+6] != '\\' || s[i+7] != 'u' {
				return "must not contain a lone high surrogate escape"
			}
			lo, ok := hex4(s, i+8)
			if !ok || lo < 0xDC00 || lo > 0xDFFF {
				return "must not contain a lone high surrogate escape"
			}
			i += 11
		default:
			i += 5
		}
	}
	return ""
}

// hex4 reads the four hex digits at s[at:].
func hex4(s string, at int) (rune, bool) {
	if at+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range s[at : at+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | (c - '0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | (c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | (c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

// stringsUnaryInterceptor refuses requests with strings Postgres cannot store.
func stringsUnaryInterceptor(ctx context.Context, req any, _ *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	if m, ok := req.(proto.Message); ok {
		var v violations
		checkStrings(&v, m)
		if err := v.err(); err != nil {
			return nil, err
		}
	}
	return handler(ctx, req)
}

// checkedStream checks every message the client sends on a stream.
type checkedStream struct{ grpc.ServerStream }

func (s checkedStream) RecvMsg(m any) error {
	if err := s.ServerStream.RecvMsg(m); err != nil {
		return err
	}
	if pm, ok := m.(proto.Message); ok {
		var v violations
		checkStrings(&v, pm)
		return v.err()
	}
	return nil
}

// stringsStreamInterceptor refuses stream messages with strings Postgres cannot store.
func stringsStreamInterceptor(srv any, ss grpc.ServerStream, _ *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	return handler(srv, checkedStream{ServerStream: ss})
}
