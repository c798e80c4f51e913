package compiler

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors callers branch on (the gateway maps both to InvalidArgument, and
// tells a template author from a movement creator by which one it got).
var (
	// ErrInvalidTemplate means the template definition itself is wrong: nothing the
	// caller passes at movement creation can fix it.
	ErrInvalidTemplate = errors.New("invalid template")
	// ErrInvalidParams means the template is fine but the params given to Compile do
	// not fit it: missing or unknown names, values that cannot be substituted, or
	// configs the executors reject after substitution.
	ErrInvalidParams = errors.New("invalid params")
)

// Violation is one problem found in a definition or in params, in a form the gRPC
// layer can turn into a field violation (google.rpc.BadRequest) without parsing
// messages.
type Violation struct {
	// Field locates the problem: "nodes[1].depends_on[0]", "nodes[0].config.memo",
	// "params.amount"; empty for the document as a whole. Indexes count nodes in the
	// order the definition lists them.
	Field string
	// Description says what is wrong and, where it helps, how to fix it. It names
	// the node key when there is one, because people think in keys, not indexes.
	Description string
}

// String renders the violation as one line, "field: description".
func (v Violation) String() string {
	if v.Field == "" {
		return v.Description
	}
	return v.Field + ": " + v.Description
}

// maxShownViolations bounds how many violations Error prints, so one bad template
// cannot flood a log line; Violations always holds them all.
const maxShownViolations = 10

// ValidationError carries every problem found at once, so an author fixes a
// template in one round trip rather than one error per try. errors.Is matches its
// Kind (ErrInvalidTemplate or ErrInvalidParams); errors.As gives the violations.
type ValidationError struct {
	// Kind is ErrInvalidTemplate or ErrInvalidParams.
	Kind error
	// Violations lists the problems, in the order they were found; never empty.
	Violations []Violation
}

// Error renders the kind and the violations, e.g.
// `compile: invalid template: nodes[1].depends_on[0]: node "mint": depends_on "brun": no such node`.
func (e *ValidationError) Error() string {
	var b strings.Builder
	b.WriteString("compile: ")
	b.WriteString(e.Kind.Error())
	b.WriteString(": ")
	for i, v := range e.Violations {
		if i == maxShownViolations {
			fmt.Fprintf(&b, "; and %d more", len(e.Violations)-i)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(v.String())
	}
	return b.String()
}

// Unwrap returns Kind, so errors.Is(err, ErrInvalidTemplate) works.
func (e *ValidationError) Unwrap() error { return e.Kind }

// violations collects problems while a definition or params are checked.
type violations struct {
	list []Violation
}

func (vs *violations) add(field, format string, args ...any) {
	vs.list = append(vs.list, Violation{Field: field, Description: fmt.Sprintf(format, args...)})
}

// err returns nil when nothing was collected, else a *ValidationError of kind.
func (vs *violations) err(kind error) error {
	if len(vs.list) == 0 {
		return nil
	}
	return &ValidationError{Kind: kind, Violations: vs.list}
}
