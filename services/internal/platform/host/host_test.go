package host

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/platform/worker"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type cfgA struct {
	A int `name:"a" env:"TEST_A" default:"1"`
}

type cfgB struct {
	B string `name:"b" env:"TEST_B" default:"x"`
}

func testWorker(name string, cfgs ...any) Worker {
	return Worker{Name: name, Tier: worker.Sidecar, Config: cfgs,
		Build: func(context.Context, *Env) (worker.Spec, func(), error) { return worker.Spec{}, nil, nil }}
}

// MG_WORKERS selects among the hosted workers; a single-worker deployable always runs its
// own; unknown names are refused.
func TestSelectWorkers(t *testing.T) {
	t.Parallel()
	multi := Deployable{Name: "all", Workers: []Worker{testWorker("a"), testWorker("b"), testWorker("c")}, Default: []string{"a"}}
	single := Deployable{Name: "b", Workers: []Worker{testWorker("b")}}
	tests := []struct {
		name      string
		d         Deployable
		requested []string
		want      []string
		err       string
	}{
		{name: "default", d: multi, want: []string{"a"}},
		{name: "chosen", d: multi, requested: []string{"c", "b"}, want: []string{"c", "b"}},
		{name: "unknown", d: multi, requested: []string{"z"}, err: `unknown worker "z" (known: a, b, c)`},
		{name: "single", d: single, want: []string{"b"}},
		{name: "server", d: Deployable{Name: "s", Server: &Server{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := selectWorkers(tt.d, tt.requested)
			if tt.err != "" {
				require.EqualError(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			if tt.want == nil {
				require.Empty(t, got)
				return
			}
			require.Equal(t, tt.want, names(got))
		})
	}
}

// Only a process of core workers plans for key lookups; a sidecar among them, or a
// server, keeps the planner's full choice.
func TestKeyedPlans(t *testing.T) {
	t.Parallel()
	core := testWorker("core")
	core.Tier = worker.Core
	sidecar := testWorker("sidecar")
	tests := []struct {
		name     string
		d        Deployable
		selected []Worker
		want     bool
	}{
		{name: "core workers", d: Deployable{Name: "qtg"}, selected: []Worker{core, core}, want: true},
		{name: "core and sidecar", d: Deployable{Name: "qtg"}, selected: []Worker{core, sidecar}},
		{name: "sidecar", d: Deployable{Name: "verify-drift"}, selected: []Worker{sidecar}},
		{name: "server", d: Deployable{Name: "gateway", Server: &Server{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, keyedPlans(tt.d, tt.selected))
		})
	}
}

// Config structs are parsed once per type and shared by the workers that list them; a
// struct a worker did not list is a registration bug.
func TestConfigSharedByType(t *testing.T) {
	t.Parallel()
	d := Deployable{Name: "all", Workers: []Worker{testWorker("a", cfgA{}), testWorker("b", cfgA{}, cfgB{})}, Default: []string{"a"}}
	k, p, err := Parser(d)
	require.NoError(t, err)
	_, err = k.Parse([]string{"--database-url=postgres://x", "--a=7", "--workers=a,b"})
	require.NoError(t, err)
	env := p.Env(Env{})
	require.Equal(t, 7, Config[cfgA](env).A)
	require.Equal(t, "x", Config[cfgB](env).B)
	require.Equal(t, []string{"a", "b"}, p.selection.Workers)
	require.Panics(t, func() { Config[Process](env) })
}
