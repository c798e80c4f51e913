package compiler

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/executor"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

// testExecutor is the executor the tests compile against; only what the compiler
// calls is implemented (the embedded nil interface panics on anything else).
//
// Key "test": the config must be an object; "amount", when present, must be a
// string of decimal digits; "reject", when present, fails validation; the node has
// a side effect unless "side_effect" is false.
// Key "pure": accepts any object and never has a side effect.
type testExecutor struct {
	executor.Executor
	key string
}

var decimalRE = regexp.MustCompile(`^[0-9]+$`)

func (e testExecutor) Key() string { return e.key }

func (e testExecutor) ValidateConfig(config json.RawMessage) error {
	var m map[string]any
	if err := json.Unmarshal(config, &m); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	if m == nil {
		return errors.New("config must be an object")
	}
	if e.key == "pure" {
		return nil
	}
	if a, ok := m["amount"]; ok {
		s, isString := a.(string)
		if !isString || !decimalRE.MatchString(s) {
			return fmt.Errorf("amount must be a string of decimal digits, not %v", a)
		}
	}
	if _, ok := m["reject"]; ok {
		return errors.New("rejected on request")
	}
	return nil
}

func (e testExecutor) HasSideEffect(config json.RawMessage) bool {
	if e.key == "pure" {
		return false
	}
	var m struct {
		SideEffect *bool `json:"side_effect"`
	}
	_ = json.Unmarshal(config, &m)
	return m.SideEffect == nil || *m.SideEffect
}

// newTestCompiler returns a compiler over the "test" and "pure" executors.
func newTestCompiler(tb testing.TB, limits Limits) *Compiler {
	tb.Helper()
	reg, err := executor.NewRegistry(testExecutor{key: "test"}, testExecutor{key: "pure"})
	require.NoError(tb, err)
	c, err := New(reg, limits)
	require.NoError(tb, err)
	return c
}

// compileDef parses def and compiles it with params.
func compileDef(tb testing.TB, c *Compiler, def, params string) (*Plan, error) {
	tb.Helper()
	tmpl, err := c.Parse([]byte(def))
	if err != nil {
		return nil, err
	}
	return c.Compile(tmpl, json.RawMessage(params))
}

// mustCompile parses and compiles, failing the test on any error.
func mustCompile(tb testing.TB, c *Compiler, def, params string) *Plan {
	tb.Helper()
	plan, err := compileDef(tb, c, def, params)
	require.NoError(tb, err)
	return plan
}
