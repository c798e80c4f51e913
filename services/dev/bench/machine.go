package main

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// machineStat is what the kernel counts for the whole machine since boot (/proc/stat):
// context switches, and CPU time spent busy (user, nice, system, irq and softirq; not
// idle, I/O wait or time stolen by a hypervisor), in clock ticks.
type machineStat struct {
	switches, busyTicks float64
}

// machineDelta is the difference of two machineStats, or that per node-step; NaN when
// /proc/stat could not be read.
type machineDelta struct {
	switches float64
	// busy is CPU time in milliseconds.
	busy float64
	// pg and workers are the CPU time, in milliseconds, of the Postgres backends
	// connected to the benchmark's database and of the worker processes: the two
	// shares of busy the bench can attribute.
	pg, workers float64
}

// readMachineStat reads /proc/stat. The bench reads the whole machine rather than its
// own processes because what more replicas cost on a machine with fewer cores than
// processes is spread over every process on it: the workers', Postgres's backends,
// and the kernel switching between them.
func readMachineStat() (machineStat, error) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return machineStat{}, err
	}
	defer func() { _ = f.Close() }()
	return parseMachineStat(f)
}

// parseMachineStat reads the aggregate "cpu" line and the "ctxt" line of /proc/stat.
func parseMachineStat(r io.Reader) (machineStat, error) {
	var st machineStat
	var sawCPU, sawCtxt bool
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "cpu":
			// user nice system idle iowait irq softirq steal …
			if len(fields) < 8 {
				return machineStat{}, fmt.Errorf("/proc/stat: short cpu line %q", sc.Text())
			}
			for _, i := range []int{1, 2, 3, 6, 7} {
				v, err := strconv.ParseFloat(fields[i], 64)
				if err != nil {
					return machineStat{}, fmt.Errorf("/proc/stat: cpu field %d: %w", i, err)
				}
				st.busyTicks += v
			}
			sawCPU = true
		case "ctxt":
			if len(fields) < 2 {
				return machineStat{}, fmt.Errorf("/proc/stat: short ctxt line %q", sc.Text())
			}
			v, err := strconv.ParseFloat(fields[1], 64)
			if err != nil {
				return machineStat{}, fmt.Errorf("/proc/stat: ctxt: %w", err)
			}
			st.switches = v
			sawCtxt = true
		}
	}
	if err := sc.Err(); err != nil {
		return machineStat{}, fmt.Errorf("/proc/stat: %w", err)
	}
	if !sawCPU || !sawCtxt {
		return machineStat{}, fmt.Errorf("/proc/stat: no cpu or ctxt line")
	}
	return st, nil
}

// since is what the machine did between before and m.
func (m machineStat) since(before machineStat) machineDelta {
	return machineDelta{
		switches: m.switches - before.switches,
		busy:     (m.busyTicks - before.busyTicks) * 1000 / userHZ,
	}
}

// perStep divides d by steps node-steps.
func (d machineDelta) perStep(steps float64) machineDelta {
	return machineDelta{switches: d.switches / steps, busy: d.busy / steps, pg: d.pg / steps, workers: d.workers / steps}
}

func (d machineDelta) String() string {
	if math.IsNaN(d.switches) {
		return "not measured (no /proc/stat)"
	}
	return fmt.Sprintf("%.1f context switches, CPU ms %.3f (Postgres %.3f, workers %.3f)", d.switches, d.busy, d.pg, d.workers)
}
