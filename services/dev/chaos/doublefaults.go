package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
)

// phase is one fault a double shows for a while: apply starts it, clear ends it.
type phase struct {
	name  string
	apply func(ctx context.Context) error
	clear func(ctx context.Context) error
}

// doubleFaults runs the fault phases of the doubles: each double cycles through its
// phases (and quiet spells) on its own, so the faults of the outside world overlap
// with one another and with the chains' RPC faults.
type doubleFaults struct {
	w        *world
	procs    map[string]*proc
	accounts []string
	rng      *rand.Rand
	mu       *sync.Mutex
	every    time.Duration
	logf     func(string, ...any)

	countMu sync.Mutex
	counts  map[string]int // "double/phase" -> times
	errors  atomic.Int64
}

func (d *doubleFaults) intN(n int) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.rng.IntN(n)
}

// post is an apply or a clear that sends one control request.
func post(method, url string, body any) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		_, err := control(ctx, method, url, body)
		return err
	}
}

// down stops a double's process for the phase; up starts it again.
func (d *doubleFaults) down(name string) phase {
	p := d.procs[name]
	return phase{name: "down",
		apply: func(context.Context) error { p.kill(); return nil },
		clear: func(context.Context) error { return p.start() }}
}

// phases lists each double's fault phases.
func (d *doubleFaults) phases() map[string][]phase {
	w := d.w
	clearIris := post(http.MethodDelete, w.irisURL+"/faults", nil)
	clearRelay := func(ctx context.Context) error {
		if err := post(http.MethodDelete, w.relayURL+"/rules", nil)(ctx); err != nil {
			return err
		}
		return post(http.MethodPost, w.relayURL+"/delays", map[string]int{"commit_delay_ms": 0, "execute_delay_ms": 1000})(ctx)
	}
	clearLZ := post(http.MethodDelete, w.lzURL+"/control", nil)
	clearVenue := func(ctx context.Context) error {
		if err := post(http.MethodDelete, w.venueURL+"/control/faults", nil)(ctx); err != nil {
			return err
		}
		return releaseHeld(ctx, w.venueURL)
	}
	receiver := func() string { return d.accounts[d.intN(len(d.accounts))] }
	return map[string][]phase{
		"iris": {
			{name: "5xx", apply: post(http.MethodPost, w.irisURL+"/faults", map[string]int{"status": 503}), clear: clearIris},
			{name: "slow", apply: post(http.MethodPost, w.irisURL+"/faults", map[string]int{"delay_ms": 4000}), clear: clearIris},
			{name: "down", apply: post(http.MethodPost, w.irisURL+"/faults", map[string]bool{"down": true}), clear: clearIris},
		},
		"ccip-relay": {
			{name: "delayed", apply: post(http.MethodPost, w.relayURL+"/delays", map[string]int{"commit_delay_ms": 3000, "execute_delay_ms": 12000}), clear: clearRelay},
			d.down("ccip-relay"),
			// Held messages stay UNTOUCHED: the third party executes them by hand once
			// the OffRamp allows it.
			{name: "hold", apply: func(ctx context.Context) error {
				return post(http.MethodPost, w.relayURL+"/rules", map[string]any{"action": "hold", "receiver": receiver(), "count": 3})(ctx)
			}, clear: clearRelay},
			// Failed messages are stranded: the reaper moves their nodes to
			// NEEDS_MANUAL_EXECUTION, and the operators (or a third party first) execute them.
			{name: "fail", apply: func(ctx context.Context) error {
				return post(http.MethodPost, w.relayURL+"/rules", map[string]any{"action": "fail", "receiver": receiver(), "count": 2})(ctx)
			}, clear: clearRelay},
		},
		"lz-executor": {
			{name: "delayed", apply: post(http.MethodPost, w.lzURL+"/control", map[string]int{"delay_ms": 12000}), clear: clearLZ},
			d.down("lz-executor"),
			{name: "hold", apply: post(http.MethodPost, w.lzURL+"/control", map[string]bool{"hold": true}), clear: clearLZ},
			// Cached payouts are stranded until a retryReceiveToken: the operators' manual
			// execution, or the third party's first.
			{name: "cache", apply: post(http.MethodPost, w.lzURL+"/control", map[string]int{"cache_next": 2}), clear: clearLZ},
		},
		"venue": {
			{name: "lost-create", apply: post(http.MethodPost, w.venueURL+"/control/faults", bybitdouble.Faults{LoseNextCreate: 2}), clear: clearVenue},
			// It created the withdrawal, then answered an error (Server Timeout): its
			// answer lost another way.
			{name: "error-after-create", apply: post(http.MethodPost, w.venueURL+"/control/faults",
				bybitdouble.Faults{CreateErrorNext: 2, CreateErrorAfterCreate: true}), clear: clearVenue},
			{name: "records-lag", apply: post(http.MethodPost, w.venueURL+"/control/faults",
				bybitdouble.Faults{RecordLagMS: 8000, DepositRecordLagMS: 8000}), clear: clearVenue},
			{name: "security-check", apply: post(http.MethodPost, w.venueURL+"/control/faults", bybitdouble.Faults{HoldSecurityCheck: 3}), clear: clearVenue},
			{name: "5xx", apply: post(http.MethodPost, w.venueURL+"/control/faults", bybitdouble.Faults{ErrorBurst: 6, ErrorStatus: 503}), clear: clearVenue},
		},
	}
}

// venueWithdrawals lists the treasury account's withdrawals from the venue double's
// control endpoint (requestId included).
func venueWithdrawals(ctx context.Context, venueURL string) ([]bybitdouble.WithdrawalInfo, error) {
	raw, err := control(ctx, http.MethodGet, venueURL+"/control/accounts/"+venueAccount+"/withdrawals", nil)
	if err != nil {
		return nil, err
	}
	var ws []bybitdouble.WithdrawalInfo
	if err := json.Unmarshal(raw, &ws); err != nil {
		return nil, err
	}
	return ws, nil
}

// releaseHeld lets every withdrawal held in SecurityCheck go on.
func releaseHeld(ctx context.Context, venueURL string) error {
	ws, err := venueWithdrawals(ctx, venueURL)
	if err != nil {
		return err
	}
	for _, w := range ws {
		if w.Held {
			if _, err := control(ctx, http.MethodPost, venueURL+"/control/withdrawals/"+w.ID+"/release", nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// run cycles every double's phases until ctx ends, then clears them all.
func (d *doubleFaults) run(ctx context.Context) {
	var wg sync.WaitGroup
	for double, phases := range d.phases() {
		wg.Go(func() { d.cycle(ctx, double, phases) })
	}
	wg.Wait()
}

// cycle alternates a random phase of one double with a quiet spell of the same
// length; the phase is cleared before the next starts and when ctx ends.
func (d *doubleFaults) cycle(ctx context.Context, double string, phases []phase) {
	for ctx.Err() == nil {
		p := phases[d.intN(len(phases))]
		after := context.WithoutCancel(ctx)
		if err := p.apply(after); err != nil {
			d.fail(double, p.name, "start", err)
		} else {
			d.countMu.Lock()
			d.counts[double+"/"+p.name]++
			d.countMu.Unlock()
		}
		wait(ctx, d.every)
		if err := p.clear(after); err != nil {
			d.fail(double, p.name, "clear", err)
		}
		wait(ctx, d.every)
	}
}

func (d *doubleFaults) fail(double, phase, what string, err error) {
	d.errors.Add(1)
	d.logf("%s fault %s: %s: %v", double, phase, what, err)
}

// summary lists the phases run, by double.
func (d *doubleFaults) summary() (string, int) {
	d.countMu.Lock()
	defer d.countMu.Unlock()
	var parts []string
	total := 0
	for k, n := range d.counts {
		parts = append(parts, fmt.Sprintf("%s:%d", k, n))
		total += n
	}
	sort.Strings(parts)
	return strings.Join(parts, " "), total
}
