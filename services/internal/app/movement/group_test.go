package movement

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gate is a grouper's run that records each group and holds it until released.
type gate struct {
	mu      sync.Mutex
	groups  [][]int
	started chan []int
	release chan struct{}
}

func newGate() *gate {
	return &gate{started: make(chan []int, 100), release: make(chan struct{})}
}

func (g *gate) run(_ context.Context, ins []int) []groupResult[int] {
	g.mu.Lock()
	g.groups = append(g.groups, append([]int(nil), ins...))
	g.mu.Unlock()
	g.started <- ins
	<-g.release
	out := make([]groupResult[int], len(ins))
	for i, in := range ins {
		out[i].out = in * 10
	}
	return out
}

// TestGrouperGroupsWhatArrivesWhileRunning: calls that find every statement slot busy
// wait and go together, at most maxGroup at a time, never two with one key in a
// group; a lone call runs at once; every call gets its own result.
func TestGrouperGroupsWhatArrivesWhileRunning(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		maxRunning int
		maxGroup   int
		// queued are the calls made while the first call's statement runs.
		queued []int
		// groups are the groups that follow the first call's (each call's key is its
		// value mod 100).
		groups [][]int
	}{
		{name: "all waiting go together", maxRunning: 1, maxGroup: 64, queued: []int{2, 3, 4}, groups: [][]int{{2, 3, 4}}},
		{name: "split at the group's bound", maxRunning: 1, maxGroup: 2, queued: []int{2, 3, 4}, groups: [][]int{{2, 3}, {4}}},
		{name: "a repeated key waits for the next group", maxRunning: 1, maxGroup: 64, queued: []int{2, 102, 3}, groups: [][]int{{2, 3}, {102}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := newGate()
			gr := &grouper[int, int]{maxRunning: tt.maxRunning, maxGroup: tt.maxGroup, run: g.run, key: func(i int) any { return i % 100 }}
			ctx := context.Background()
			var wg sync.WaitGroup
			results := make(map[int]int)
			var mu sync.Mutex
			call := func(in int) {
				wg.Go(func() {
					out, err := gr.do(ctx, in)
					assert.NoError(t, err)
					mu.Lock()
					results[in] = out
					mu.Unlock()
				})
			}
			call(1)
			require.Equal(t, []int{1}, <-g.started, "a lone call runs at once, alone")
			// Each queued call is waiting, in this order, before the first statement ends.
			for i, in := range tt.queued {
				call(in)
				require.Eventually(t, func() bool {
					gr.mu.Lock()
					defer gr.mu.Unlock()
					return len(gr.queue) == i+1
				}, 10*time.Second, time.Millisecond)
			}
			// One statement at a time: each release ends the one running, and the next
			// group starts.
			for range len(tt.groups) + 1 {
				g.release <- struct{}{}
			}
			wg.Wait()
			require.Equal(t, append([][]int{{1}}, tt.groups...), g.groups)
			for _, in := range append([]int{1}, tt.queued...) {
				require.Equal(t, in*10, results[in], "each call gets its own result")
			}
			// The last statement gives its turn back just after handing out its results.
			require.Eventually(t, func() bool {
				gr.mu.Lock()
				defer gr.mu.Unlock()
				return gr.running == 0 && len(gr.queue) == 0
			}, 10*time.Second, time.Millisecond, "no statement left running")
		})
	}
}

// TestGrouperWithdrawsACancelledWaitingCall: a call whose context ends while it waits
// is withdrawn and never runs; one whose statement started learns its outcome.
func TestGrouperWithdrawsACancelledWaitingCall(t *testing.T) {
	t.Parallel()
	g := newGate()
	gr := &grouper[int, int]{maxRunning: 1, maxGroup: 64, run: g.run}
	ctx, cancel := context.WithCancel(context.Background())
	first := make(chan error, 1)
	go func() {
		_, err := gr.do(ctx, 1)
		first <- err
	}()
	<-g.started
	waiting := make(chan error, 1)
	go func() {
		_, err := gr.do(ctx, 2)
		waiting <- err
	}()
	require.Eventually(t, func() bool {
		gr.mu.Lock()
		defer gr.mu.Unlock()
		return len(gr.queue) == 1
	}, 10*time.Second, time.Millisecond)
	cancel()
	require.ErrorIs(t, <-waiting, context.Canceled, "withdrawn before its statement started")
	select {
	case err := <-first:
		t.Fatalf("the running call returned before its statement ended: %v", err)
	default:
	}
	g.release <- struct{}{}
	require.NoError(t, <-first, "its statement had started: it gets the outcome, not ctx's error")
	require.Eventually(t, func() bool {
		gr.mu.Lock()
		defer gr.mu.Unlock()
		return gr.running == 0 && len(gr.queue) == 0
	}, 10*time.Second, time.Millisecond, "no statement left running")
	g.mu.Lock()
	defer g.mu.Unlock()
	require.Equal(t, [][]int{{1}}, g.groups, "the withdrawn call never ran")
}
