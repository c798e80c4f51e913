package host

import (
	"errors"
	"math"
	"runtime/debug"
	"testing"

	"github.com/KimMachineGun/automemlimit/memlimit"
	"github.com/stretchr/testify/require"
)

// The collector's settings are the process's: each case restores them (and the cases
// do not run in parallel, nor with other tests of this package that would read them).
func TestTuneRuntime(t *testing.T) {
	const limit = 512 << 20
	tests := []struct {
		name        string
		env         map[string]string
		limits      memlimit.Provider
		wantGC      int
		wantFromEnv bool
		wantLimit   int64
	}{
		{name: "defaults in a container", limits: memlimit.Limit(limit),
			wantGC: DefaultGCPercent, wantLimit: share(limit)},
		{name: "no limit to read", limits: func() (uint64, error) { return 0, memlimit.ErrNoLimit },
			wantGC: DefaultGCPercent, wantLimit: math.MaxInt64},
		{name: "not in a cgroup", limits: func() (uint64, error) { return 0, memlimit.ErrNoCgroup },
			wantGC: DefaultGCPercent, wantLimit: math.MaxInt64},
		{name: "GOGC of one's own", env: map[string]string{"GOGC": "50"}, limits: memlimit.Limit(limit),
			wantGC: 50, wantFromEnv: true, wantLimit: share(limit)},
		{name: "GOMEMLIMIT of one's own", env: map[string]string{"GOMEMLIMIT": "100MiB"}, limits: memlimit.Limit(limit),
			wantGC: DefaultGCPercent, wantLimit: 100 << 20},
		{name: "AUTOMEMLIMIT off", env: map[string]string{"AUTOMEMLIMIT": "off"}, limits: memlimit.Limit(limit),
			wantGC: DefaultGCPercent, wantLimit: math.MaxInt64},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gc, mem := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
			t.Cleanup(func() { debug.SetGCPercent(gc); debug.SetMemoryLimit(mem) })
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			// The runtime applies GOGC and GOMEMLIMIT when the process starts; a test
			// sets them itself, as that start would have.
			if v, ok := tt.env["GOGC"]; ok {
				require.Equal(t, "50", v)
				debug.SetGCPercent(50)
			}
			if _, ok := tt.env["GOMEMLIMIT"]; ok {
				debug.SetMemoryLimit(100 << 20)
			}

			got, err := tuneRuntime(tt.limits)
			require.NoError(t, err)
			require.Equal(t, runtimeTuning{GCPercent: tt.wantGC, GCFromEnv: tt.wantFromEnv, MemoryLimit: tt.wantLimit}, got)
			require.Equal(t, tt.wantGC, debug.SetGCPercent(tt.wantGC), "the collector's target in effect")
			require.Equal(t, tt.wantLimit, debug.SetMemoryLimit(-1), "the memory limit in effect")
		})
	}
}

// A limit that cannot be read is reported, and the process keeps no limit of its own.
func TestTuneRuntimeUnreadableLimit(t *testing.T) {
	gc, mem := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetGCPercent(gc); debug.SetMemoryLimit(mem) })
	broken := func() (uint64, error) { return 0, errUnreadable }
	got, err := tuneRuntime(broken)
	require.ErrorIs(t, err, errUnreadable)
	require.Equal(t, DefaultGCPercent, got.GCPercent)
	require.Equal(t, int64(math.MaxInt64), debug.SetMemoryLimit(-1))
}

var errUnreadable = errors.New("memory.max: permission denied")

// share is memLimitRatio of limit, as the library computes it.
func share(limit uint64) int64 { return int64(float64(limit) * memLimitRatio) }
