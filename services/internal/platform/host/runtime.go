package host

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"github.com/KimMachineGun/automemlimit/memlimit"
)

// DefaultGCPercent is the garbage collector's target (GOGC) of a QTG process whose
// environment sets none. A worker's live heap is a few MB, so Go's own default (collect
// when the heap has doubled, and at 4 MB at the latest) has the core workers collect
// often and spend a large share of their CPU on it; 200 keeps the heap goal small and
// the collector's share low (docs/benchmarks.md, "Garbage collector target").
// GOMEMLIMIT, set from the container's limit (tuneRuntime), keeps a larger heap goal
// from reaching the memory the kernel allows.
const DefaultGCPercent = 200

// memLimitRatio is the share of the container's memory limit given to Go's heap and
// runtime (GOMEMLIMIT), leaving the rest to what the Go runtime does not count: thread
// stacks outside its heap and the kernel's page cache charged to the container.
const memLimitRatio = 0.9

// runtimeTuning is what tuneRuntime set, for the start-up log line.
type runtimeTuning struct {
	GCPercent   int   // the collector's target in effect
	GCFromEnv   bool  // GOGC was set in the environment
	MemoryLimit int64 // GOMEMLIMIT in bytes in effect (math.MaxInt64: none)
}

// tuneRuntime applies the garbage collector's defaults of a long-running QTG process,
// each only where the environment sets nothing: GOGC (DefaultGCPercent) and GOMEMLIMIT
// (memLimitRatio of the memory limit that limits reports: memlimit.FromCgroup outside
// tests). automemlimit is a well-kept library for what Go does not read itself, the
// container's memory limit; AUTOMEMLIMIT=off or a GOMEMLIMIT of one's own turns it off.
// A process with no limit to read (no cgroup, or none set) runs without a memory limit,
// and that is no error.
func tuneRuntime(limits memlimit.Provider) (runtimeTuning, error) {
	t := runtimeTuning{GCPercent: DefaultGCPercent}
	if v := os.Getenv("GOGC"); v != "" {
		// The runtime read GOGC when the process started: report what it applied.
		t.GCFromEnv = true
		t.GCPercent = debug.SetGCPercent(-1)
		debug.SetGCPercent(t.GCPercent)
	} else {
		debug.SetGCPercent(DefaultGCPercent)
	}
	limit, err := memlimit.Set(memlimit.WithRatio(memLimitRatio), memlimit.WithProvider(limits))
	t.MemoryLimit = limit
	if err != nil && !errors.Is(err, memlimit.ErrNoCgroup) && !errors.Is(err, memlimit.ErrCgroupsNotSupported) {
		return t, fmt.Errorf("GOMEMLIMIT from the container's memory limit: %w", err)
	}
	return t, nil
}
