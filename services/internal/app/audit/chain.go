package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// HashSize is the size of prev_hash and hash.
const HashSize = sha256.Size

// genesis is the prev_hash of the first row of a chain: 32 zero bytes.
func genesis() []byte { return make([]byte, HashSize) }

// HashVersion is the hash_version the promoter writes: 2 covers outbox_id (docs/security.md).
// Version 1 rows (promoted before migration 00010, or by an older promoter during a
// rolling upgrade) stay verifiable.
const HashVersion = 2

// Entry is the hashed content of one audit_log row.
type Entry struct {
	// Version is the row's hash_version (1 or 2); 0 means HashVersion.
	Version int
	Seq     int64
	// OutboxID is covered from version 2 on.
	OutboxID   int64
	OccurredAt time.Time
	Actor      string
	EntityType string
	EntityID   string
	Action     string
	Detail     json.RawMessage
	// TraceID is nil when the transition had no trace.
	TraceID *string
}

// Encode returns the canonical encoding of e that the chain hashes (see the package
// doc). It fails only when Detail is not valid JSON.
func Encode(e Entry) ([]byte, error) {
	detail, err := canonicalJSON(e.Detail)
	if err != nil {
		return nil, fmt.Errorf("audit entry %d: detail: %w", e.Seq, err)
	}
	var b bytes.Buffer
	b.Grow(64 + len(e.Actor) + len(e.EntityType) + len(e.EntityID) + len(e.Action) + len(detail))
	switch e.Version {
	case 1:
	case 0, 2:
		// Version 2 starts with its number and outbox_id; a version 1 encoding starts
		// with seq, eight bytes, so the two cannot be confused.
		b.WriteByte(2)
		b.Write(binary.BigEndian.AppendUint64(nil, uint64(e.OutboxID)))
	default:
		return nil, fmt.Errorf("audit entry %d: unknown hash version %d", e.Seq, e.Version)
	}
	b.Write(binary.BigEndian.AppendUint64(nil, uint64(e.Seq)))
	b.Write(binary.BigEndian.AppendUint64(nil, uint64(e.OccurredAt.UnixMicro())))
	for _, s := range []string{e.Actor, e.EntityType, e.EntityID, e.Action} {
		writeBytes(&b, []byte(s))
	}
	writeBytes(&b, detail)
	if e.TraceID == nil {
		b.WriteByte(0)
	} else {
		b.WriteByte(1)
		writeBytes(&b, []byte(*e.TraceID))
	}
	return b.Bytes(), nil
}

func writeBytes(b *bytes.Buffer, p []byte) {
	b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(p))))
	b.Write(p)
}

// Hash is SHA-256(prev || Encode(e)): the hash of a row whose predecessor's hash is
// prev.
func Hash(prev []byte, e Entry) ([]byte, error) {
	enc, err := Encode(e)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	h.Write(prev)
	h.Write(enc)
	return h.Sum(nil), nil
}

// canonicalJSON re-encodes a JSON value with sorted object keys and no whitespace,
// keeping numbers exactly as written, so the hash does not depend on how the database
// formats jsonb.
func canonicalJSON(raw json.RawMessage) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("trailing data after the JSON value")
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	// encoding/json writes map keys sorted and json.Number verbatim.
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}
