package executor

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
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
// runs (docs/design.md §7).
func DecodeStrict(raw []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("decode strict: want a non-nil pointer")
	}
	// One pass of one tokenizer over the whole document checks its syntax, its keys
	// and that nothing follows the value; executors decode their config in every
	// call, several times per node-step, so the walk does not re-read each nested
	// object (BenchmarkDecodeStrict).
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := checkKeys(dec, rv.Type().Elem(), ""); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("trailing data after the JSON value")
	}
	dec = json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// checkKeys reads the next JSON value from dec against t: every object key bound for a
// struct must be exactly one of its field names, and no object may repeat a key.
func checkKeys(dec *json.Decoder, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		return checkObject(dec, t, path)
	case json.Delim('['):
		var elem reflect.Type
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			elem = t.Elem()
		}
		for i := 0; dec.More(); i++ {
			if err := checkKeys(dec, orAny(elem), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		_, err := dec.Token() // ]
		return err
	}
	return nil // a scalar: nothing to check
}

// checkObject reads an object's members, its '{' already read, through its '}'.
func checkObject(dec *json.Decoder, t reflect.Type, path string) error {
	// A map's or an interface's keys are data: only their values are walked (for
	// duplicate keys, and a map's struct values for their fields).
	var fields map[string]reflect.Type
	var elem reflect.Type
	switch t.Kind() {
	case reflect.Struct:
		fields = fieldsOf(t)
	case reflect.Map:
		elem = t.Elem()
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, ok := tok.(string)
		if !ok {
			return fmt.Errorf("%s: object key is not a string", path)
		}
		if seen[key] {
			return fmt.Errorf("field %q appears twice", join(path, key))
		}
		seen[key] = true
		valType := orAny(elem)
		if fields != nil {
			f, ok := fields[key]
			if !ok {
				return unknownKey(join(path, key), key, fields)
			}
			valType = f
		}
		if err := checkKeys(dec, valType, join(path, key)); err != nil {
			return err
		}
	}
	_, err := dec.Token() // }
	return err
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

// fieldCache holds jsonFields' answer per struct type. It is process-wide, as
// encoding/json's own cache of field names is, because the answer depends on the
// type alone and the set of config types is fixed at build time.
var fieldCache sync.Map // reflect.Type -> map[string]reflect.Type

// fieldsOf is jsonFields(t), computed once per type. The map is shared: read it only.
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if f, ok := fieldCache.Load(t); ok {
		return f.(map[string]reflect.Type)
	}
	f, _ := fieldCache.LoadOrStore(t, jsonFields(t))
	return f.(map[string]reflect.Type)
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
