package executor

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// DecodeStrict decodes a node config into v (a pointer to a struct) refusing
// anything a reviewer could misread: an object key that is not exactly one of the
// struct's JSON field names (encoding/json alone matches names case-insensitively and
// with Unicode case folding, so a key "to\u212Aen" — with a Kelvin sign — would set
// Token after review), a duplicate key (encoding/json keeps the last one silently),
// and data after the value. Nested structs, pointers to structs, and slices or arrays
// of them are checked the same way; maps and interface values are not (their keys
// are data, not field names).
//
// Executors decode configs with it so that what four eyes approved is exactly what
// runs (issue 11, item 9).
func DecodeStrict(raw []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("decode strict: want a non-nil pointer")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var whole json.RawMessage
	if err := dec.Decode(&whole); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("trailing data after the JSON value")
	}
	if err := checkKeys(whole, rv.Type().Elem(), ""); err != nil {
		return err
	}
	dec = json.NewDecoder(bytes.NewReader(whole))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// checkKeys walks raw against t: every object key bound for a struct must be exactly
// one of its field names, and no object may repeat a key.
func checkKeys(raw json.RawMessage, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 {
		return nil
	}
	switch trimmed[0] {
	case '{':
		members, err := objectMembers(trimmed, path)
		if err != nil {
			return err
		}
		if t.Kind() != reflect.Struct {
			// A map or an interface: keys are data. Still walk the values for
			// duplicate keys.
			var elem reflect.Type
			if t.Kind() == reflect.Map {
				elem = t.Elem()
			}
			for _, m := range members {
				if err := checkKeys(m.val, orAny(elem), join(path, m.key)); err != nil {
					return err
				}
			}
			return nil
		}
		fields := jsonFields(t)
		for _, m := range members {
			f, ok := fields[m.key]
			if !ok {
				return unknownKey(join(path, m.key), m.key, fields)
			}
			if err := checkKeys(m.val, f, join(path, m.key)); err != nil {
				return err
			}
		}
	case '[':
		var elems []json.RawMessage
		if err := json.Unmarshal(trimmed, &elems); err != nil {
			return err
		}
		var elem reflect.Type
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			elem = t.Elem()
		}
		for i, e := range elems {
			if err := checkKeys(e, orAny(elem), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

var anyType = reflect.TypeFor[any]()

func orAny(t reflect.Type) reflect.Type {
	if t == nil {
		return anyType
	}
	return t
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

type member struct {
	key string
	val json.RawMessage
}

// objectMembers lists an object's members in order, refusing duplicate keys.
func objectMembers(raw []byte, path string) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	seen := map[string]bool{}
	var out []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, ok := tok.(string)
		if !ok {
			return nil, fmt.Errorf("%s: object key is not a string", path)
		}
		if seen[key] {
			return nil, fmt.Errorf("field %q appears twice", join(path, key))
		}
		seen[key] = true
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		out = append(out, member{key: key, val: val})
	}
	return out, nil
}

// jsonFields maps the exact JSON names of t's fields (as encoding/json names them,
// including promoted fields of embedded structs) to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range jsonFields(ft) {
					if _, taken := out[k]; !taken {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}

// unknownKey explains a refused key, naming the field it only resembles.
func unknownKey(path, key string, fields map[string]reflect.Type) error {
	for name := range fields {
		if strings.EqualFold(name, key) {
			return fmt.Errorf("unknown field %q (field names are exact: it only matches %q case-insensitively)", path, name)
		}
	}
	return fmt.Errorf("unknown field %q", path)
}
