package gateway

import (
	"cmp"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/qtgdev/qtg/services/internal/app/callback"
)

// Validation of every request lives here, one function per request kind, so the
// rules are read and changed in one place. Limits are deliberately conservative.
const (
	maxParamsBytes     = 64 << 10
	maxDefinitionBytes = 1 << 20
	maxReasonLen       = 1000
	maxURLLen          = 2048
	maxPageSize        = 500
	maxExpiresIn       = 90 * 24 * time.Hour
	maxProposalTTL     = 90 * 24 * time.Hour
)

var templateNameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,127}$`)

func checkID(v *violations, field, id string) uuid.UUID {
	u, err := uuid.Parse(id)
	if err != nil || len(id) != 36 {
		v.add(field, "must be a UUID like 01890a5d-ac96-774b-bcce-b302099a8057")
		return uuid.Nil
	}
	return u
}

func checkHash(v *violations, field, h string) []byte {
	b, err := hex.DecodeString(h)
	if err != nil || len(b) != 32 {
		v.add(field, "must be 64 hexadecimal digits (a SHA-256)")
		return nil
	}
	return b
}

func checkTemplateName(v *violations, field, name string) {
	if !templateNameRE.MatchString(name) {
		v.add(field, "must be 1-128 of a-z 0-9 _ . - starting with a letter or digit")
	}
}

func checkText(v *violations, field, s string, maxLen int) {
	if !utf8.ValidString(s) {
		v.add(field, "must be valid UTF-8")
	} else if len(s) > maxLen {
		v.add(field, fmt.Sprintf("must be at most %d bytes", maxLen))
	}
}

// checkParams accepts an empty string (no params) or a JSON object.
func checkParams(v *violations, field, params string) json.RawMessage {
	if strings.TrimSpace(params) == "" {
		return json.RawMessage("{}")
	}
	if len(params) > maxParamsBytes {
		v.add(field, fmt.Sprintf("must be at most %d bytes", maxParamsBytes))
		return nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(params), &obj); err != nil || obj == nil {
		v.add(field, "must be a JSON object")
		return nil
	}
	return json.RawMessage(params)
}

func checkIdempotencyKey(v *violations, field, key string) {
	switch {
	case key == "":
		v.add(field, "is required")
	case len(key) > 200:
		v.add(field, "must be at most 200 bytes")
	case !utf8.ValidString(key) || strings.ContainsFunc(key, func(r rune) bool { return r < 0x20 || r == 0x7f }):
		v.add(field, "must be printable UTF-8")
	}
}

// checkCallbackURL applies callback.CheckURL (docs/security.md): a URL delivery would refuse,
// or that points into the deployment, is refused when the movement is created.
func checkCallbackURL(v *violations, field, raw string, allowPrivate bool) {
	if raw == "" {
		return
	}
	if len(raw) > maxURLLen {
		v.add(field, fmt.Sprintf("must be at most %d bytes", maxURLLen))
		return
	}
	if err := callback.CheckURL(raw, allowPrivate); err != nil {
		_, why, _ := strings.Cut(err.Error(), ": ")
		v.add(field, cmp.Or(why, err.Error()))
	}
}

func checkFutureTime(v *violations, field string, ts *timestamppb.Timestamp, maxAhead time.Duration) *time.Time {
	if ts == nil {
		return nil
	}
	if err := ts.CheckValid(); err != nil {
		v.add(field, "must be a valid timestamp")
		return nil
	}
	t := ts.AsTime()
	now := time.Now()
	switch {
	case !t.After(now):
		v.add(field, "must be in the future")
	case t.After(now.Add(maxAhead)):
		v.add(field, fmt.Sprintf("must be within %s", maxAhead))
	}
	return &t
}
