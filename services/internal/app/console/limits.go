package console

import (
	"errors"
	"mime"
	"net/http"
)

// Request bodies are bounded before anything reads them (docs/security.md, "Limits
// that hold under abuse"). Every console form is URL-encoded, where a byte of a field
// costs at most three bytes on the wire (%XX), so the two forms that carry documents
// get three times the gateway's limit on that document plus the ordinary form limit.
const (
	// MaxFormBytes bounds every form body but the two below: sign-in, approvals,
	// cancels, reasons and CSRF tokens are all far smaller.
	MaxFormBytes = 64 << 10
	// MaxMovementFormBytes bounds the create-movement form (params of at most 64 KiB,
	// the gateway's limit).
	MaxMovementFormBytes = 3*(64<<10) + MaxFormBytes
	// MaxTemplateFormBytes bounds the propose-template form (a definition of at most
	// 1 MiB, the gateway's limit).
	MaxTemplateFormBytes = 3*(1<<20) + MaxFormBytes
)

// bodyLimit is the most bytes a request to r's route may carry.
func bodyLimit(r *http.Request) int64 {
	if r.Method == http.MethodPost {
		switch r.URL.Path {
		case "/movements":
			return MaxMovementFormBytes
		case "/templates":
			return MaxTemplateFormBytes
		}
	}
	return MaxFormBytes
}

// limitBodies refuses a body over its route's limit with 413 before a handler runs:
// a declared Content-Length over the limit is refused without reading a byte of it,
// and a body of unknown length is read through http.MaxBytesReader, which stops at
// the limit. A POST's form is parsed here, so no handler can read past the limit or
// mistake a cut-off form for an empty one. Only URL-encoded forms are accepted: no
// console form is multipart, and multipart parsing spills to temporary files.
func limitBodies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := bodyLimit(r)
		if r.ContentLength > limit {
			tooLarge(w)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		if r.Method == http.MethodPost {
			if ct := r.Header.Get("Content-Type"); ct != "" {
				if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/x-www-form-urlencoded" {
					w.Header().Set("Connection", "close")
					http.Error(w, "forms must be application/x-www-form-urlencoded", http.StatusUnsupportedMediaType)
					return
				}
			}
			if err := r.ParseForm(); err != nil {
				if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
					tooLarge(w)
					return
				}
				http.Error(w, "malformed form", http.StatusBadRequest)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// tooLarge answers 413 and closes the connection, so the rest of the body is never
// read to keep the connection alive.
func tooLarge(w http.ResponseWriter) {
	w.Header().Set("Connection", "close")
	http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
}
