package compiler

import (
	"cmp"
	"errors"
	"fmt"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Limits bound what one template or one movement may cost to store, compile and
// run, so a careless or hostile caller cannot make the gateway or the workers
// chew on megabytes. A zero field takes its default.
type Limits struct {
	// MaxNodes is the most nodes a template may have. Default 64.
	MaxNodes int
	// MaxDefinitionBytes is the largest template definition Parse accepts.
	// Default 1 MiB.
	MaxDefinitionBytes int
	// MaxParamsBytes is the largest params document Compile accepts. Default 64 KiB.
	MaxParamsBytes int
	// MaxConfigBytes is the largest canonical config of one node after
	// substitution. Default 64 KiB.
	MaxConfigBytes int
}

// Default limits, applied to zero fields of Limits.
const (
	DefaultMaxNodes           = 64
	DefaultMaxDefinitionBytes = 1 << 20
	DefaultMaxParamsBytes     = 64 << 10
	DefaultMaxConfigBytes     = 64 << 10
)

func (l Limits) withDefaults() Limits {
	return Limits{
		MaxNodes:           cmp.Or(l.MaxNodes, DefaultMaxNodes),
		MaxDefinitionBytes: cmp.Or(l.MaxDefinitionBytes, DefaultMaxDefinitionBytes),
		MaxParamsBytes:     cmp.Or(l.MaxParamsBytes, DefaultMaxParamsBytes),
		MaxConfigBytes:     cmp.Or(l.MaxConfigBytes, DefaultMaxConfigBytes),
	}
}

func (l Limits) validate() error {
	var errs []error
	for _, f := range []struct {
		name string
		v    int
	}{
		{"MaxNodes", l.MaxNodes},
		{"MaxDefinitionBytes", l.MaxDefinitionBytes},
		{"MaxParamsBytes", l.MaxParamsBytes},
		{"MaxConfigBytes", l.MaxConfigBytes},
	} {
		if f.v < 0 {
			errs = append(errs, fmt.Errorf("%s is %d; it must be positive, or zero for the default", f.name, f.v))
		}
	}
	return errors.Join(errs...)
}

// Compiler turns template definitions into Templates and, with params, into Plans.
// It holds the executor registry, because a template may only use executors this
// deployment runs and every config must pass its executor's ValidateConfig, and the
// limits. It has no mutable state and is safe for concurrent use.
type Compiler struct {
	reg    *executor.Registry
	limits Limits
}

// New returns a Compiler over reg. Zero limits take their defaults; negative ones
// are an error.
func New(reg *executor.Registry, limits Limits) (*Compiler, error) {
	if reg == nil {
		return nil, errors.New("compile: nil executor registry")
	}
	if err := limits.validate(); err != nil {
		return nil, fmt.Errorf("compile: limits: %w", err)
	}
	return &Compiler{reg: reg, limits: limits.withDefaults()}, nil
}

// Limits returns the limits in force, defaults filled in, so callers can report
// them (e.g. in an API error or a help text).
func (c *Compiler) Limits() Limits { return c.limits }
