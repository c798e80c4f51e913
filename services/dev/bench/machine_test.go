package main

import (
	"math"
	"strings"
	"testing"
)

func TestParseMachineStat(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    machineStat
		wantErr bool
	}{
		{
			name: "busy is user nice system irq softirq, not idle iowait or steal",
			in: "cpu  100 2 30 5000 40 6 7 800 0 0\ncpu0 50 1 15 2500 20 3 3 400 0 0\n" +
				"intr 1 2 3\nctxt 123456\nbtime 1\n",
			want: machineStat{switches: 123456, busyTicks: 100 + 2 + 30 + 6 + 7},
		},
		{name: "no ctxt line", in: "cpu  1 2 3 4 5 6 7 8\n", wantErr: true},
		{name: "no cpu line", in: "ctxt 5\n", wantErr: true},
		{name: "short cpu line", in: "cpu  1 2 3\nctxt 5\n", wantErr: true},
		{name: "garbled ctxt", in: "cpu  1 2 3 4 5 6 7 8\nctxt x\n", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseMachineStat(strings.NewReader(tt.in))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if !tt.wantErr && got != tt.want {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestMachineDeltaPerStep(t *testing.T) {
	d := machineStat{switches: 3000, busyTicks: 250}.since(machineStat{switches: 1000, busyTicks: 50})
	if d.switches != 2000 || d.busy != 2000 {
		t.Fatalf("since: got %+v, want 2000 switches and 2000 ms", d)
	}
	d.pg, d.workers = 1000, 500
	per := d.perStep(1000)
	if per.switches != 2 || per.busy != 2 || per.pg != 1 || per.workers != 0.5 {
		t.Fatalf("perStep: got %+v", per)
	}
	if got := per.String(); got != "2.0 context switches, CPU ms 2.000 (Postgres 1.000, workers 0.500)" {
		t.Fatalf("String: %q", got)
	}
	if got := (machineDelta{switches: math.NaN(), busy: math.NaN()}).String(); !strings.Contains(got, "not measured") {
		t.Fatalf("String of NaN: %q", got)
	}
}

func TestReadMachineStat(t *testing.T) {
	st, err := readMachineStat()
	if err != nil {
		t.Skipf("no /proc/stat here: %v", err)
	}
	if st.switches <= 0 || st.busyTicks <= 0 {
		t.Fatalf("a running machine has switched and been busy: %+v", st)
	}
}
