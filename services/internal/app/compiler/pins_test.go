package compiler

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// pinnedExecutor is a "test" executor that pins the chain ID its config's chain
// resolves to in chains (the stand-in for the chain configuration).
type pinnedExecutor struct {
	testExecutor
	chains map[string]string
}

func (e pinnedExecutor) Pins(config json.RawMessage) (map[string]string, error) {
	var c struct {
		Chain string `json:"chain"`
	}
	if err := json.Unmarshal(config, &c); err != nil {
		return nil, err
	}
	id, ok := e.chains[c.Chain]
	if !ok {
		return nil, fmt.Errorf("chain %q is not configured", c.Chain)
	}
	return map[string]string{"chain.chain_id": id, "chain.name": c.Chain}, nil
}

var _ executor.Pinner = pinnedExecutor{}

// newPinCompiler returns a compiler over "test", "pure" and "pinned" (chain "dev-1"
// has ID 1337).
func newPinCompiler(tb testing.TB) *Compiler {
	tb.Helper()
	reg, err := executor.NewRegistry(testExecutor{key: "test"}, testExecutor{key: "pure"},
		pinnedExecutor{testExecutor: testExecutor{key: "pinned"}, chains: map[string]string{"dev-1": "1337"}})
	require.NoError(tb, err)
	c, err := New(reg, Limits{})
	require.NoError(tb, err)
	return c
}

const pinDef = `{"nodes":[
	{"key":"send","executor":"pinned","config":{"chain":"dev-1","amount":"${amount}"}},
	{"key":"after","executor":"pure","depends_on":["send"]}]}`

// The canonical form of a format 2 plan is pinned: the movement's callback URL and
// deadline (UTC, to the microsecond) sit beside the format and the nodes, and a
// Pinner node's config carries its pins, keys sorted.
func TestPlanV2CanonicalCoversTermsAndPins(t *testing.T) {
	t.Parallel()
	c := newPinCompiler(t)
	tmpl, err := c.Parse([]byte(pinDef))
	require.NoError(t, err)
	at := time.Date(2026, 1, 2, 4, 4, 5, 123456789, time.FixedZone("CET", 3600))
	plan, err := c.CompileMovement(tmpl, json.RawMessage(`{"amount":"100"}`), Terms{CallbackURL: "https://cb.example/x", ExpiresAt: &at})
	require.NoError(t, err)

	want := `{"callback_url":"https://cb.example/x","expires_at":"2026-01-02T03:04:05.123456Z","format":"qtg.plan.v2","nodes":[` +
		`{"config":{"amount":"100","chain":"dev-1","pins":{"chain.chain_id":"1337","chain.name":"dev-1"}},"executor":"pinned","has_side_effect":true,"key":"send","max_attempts":3,"parents":[]},` +
		`{"config":{},"executor":"pure","has_side_effect":false,"key":"after","max_attempts":3,"parents":["send"]}]}`
	require.Equal(t, want, string(plan.canonical()))
	require.True(t, json.Valid(plan.canonical()))
	require.Equal(t, sha256.Sum256([]byte(want)), plan.Hash)
	require.Equal(t, FormatV2, plan.Format)

	none, err := c.CompileMovement(tmpl, json.RawMessage(`{"amount":"100"}`), Terms{})
	require.NoError(t, err)
	require.Contains(t, string(none.canonical()), `{"callback_url":null,"expires_at":null,"format":"qtg.plan.v2",`)

	v1, err := c.Compile(tmpl, json.RawMessage(`{"amount":"100"}`))
	require.NoError(t, err)
	require.Equal(t, FormatV1, v1.Format)
	require.NotContains(t, string(v1.canonical()), "pins", "format 1 plans are what they were")
}

// The approver signs the terms: a different callback URL or deadline (even by a
// microsecond) gives another hash, and HashStored of the stored plan with the stored
// terms is the approved hash only for the same terms.
func TestPlanV2HashCoversCallbackAndExpiry(t *testing.T) {
	t.Parallel()
	c := newPinCompiler(t)
	tmpl, err := c.Parse([]byte(pinDef))
	require.NoError(t, err)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	terms := Terms{CallbackURL: "https://cb.example/x", ExpiresAt: &at}
	plan, err := c.CompileMovement(tmpl, json.RawMessage(`{"amount":"100"}`), terms)
	require.NoError(t, err)

	stored := slices.Clone(plan.Nodes)
	slices.Reverse(stored)
	got, err := HashStored(FormatV2, terms, stored)
	require.NoError(t, err)
	require.Equal(t, plan.Hash, got)

	later := at.Add(time.Microsecond)
	for name, other := range map[string]Terms{
		"another callback URL": {CallbackURL: "https://evil.example/x", ExpiresAt: &at},
		"no callback URL":      {ExpiresAt: &at},
		"a later deadline":     {CallbackURL: terms.CallbackURL, ExpiresAt: &later},
		"no deadline":          {CallbackURL: terms.CallbackURL},
	} {
		h, err := HashStored(FormatV2, other, stored)
		require.NoError(t, err, name)
		require.NotEqual(t, plan.Hash, h, name)
		p, err := c.CompileMovement(tmpl, json.RawMessage(`{"amount":"100"}`), other)
		require.NoError(t, err, name)
		require.NotEqual(t, plan.Hash, p.Hash, name)
	}
	v1, err := HashStored(FormatV1, terms, stored)
	require.NoError(t, err)
	require.NotEqual(t, plan.Hash, v1, "a format 1 hash never equals a format 2 one")
	_, err = HashStored(3, terms, stored)
	require.ErrorIs(t, err, ErrStoredPlan)
}

// Pins are the compiler's: a template that writes them itself is refused, and a
// config the executor cannot pin (its chain is not configured) is refused.
func TestTemplatePinsAreRefused(t *testing.T) {
	t.Parallel()
	c := newPinCompiler(t)
	tmpl, err := c.Parse([]byte(`{"nodes":[{"key":"send","executor":"pinned","config":{"chain":"dev-1","pins":{"chain.chain_id":"1"}}}]}`))
	require.NoError(t, err)
	_, err = c.CompileMovement(tmpl, nil, Terms{})
	require.ErrorIs(t, err, ErrInvalidParams)
	require.ErrorContains(t, err, "the compiler writes pins")

	tmpl, err = c.Parse([]byte(`{"nodes":[{"key":"send","executor":"pinned","config":{"chain":"${chain}"}}]}`))
	require.NoError(t, err)
	_, err = c.CompileMovement(tmpl, json.RawMessage(`{"chain":"mainnet"}`), Terms{})
	require.True(t, errors.Is(err, ErrInvalidParams), err)
	require.ErrorContains(t, err, `cannot pin the config: chain "mainnet" is not configured`)
}
