// Command chaos is QTG's chaos harness, what `make chaos` runs (not part of `make test`).
//
// It starts its own throwaway PostgreSQL (db/devpg), migrates it, starts devchain (two
// local chains whose RPC URLs are rpcfault proxies), the gateway and every worker as
// separate processes, with two replicas of each core worker (dispatcher, observer,
// recovery) and the EVM sidecars, and a local callback receiver. It then creates mixed
// movements through the gateway's gRPC API (noop movements of several shapes and
// outcomes, evm_transfer movements on both chains; created by one principal, approved
// by another, some cancelled, some left to expire) while it:
//
//   - SIGKILLs a random deployable every few seconds and restarts it;
//   - terminates random QTG backends (pg_terminate_backend);
//   - restarts PostgreSQL once (stop and start, same port);
//   - switches the chains' RPC faults: drops, timeouts, "transaction indexing is in
//     progress", null answers, a lagging backend, swallowed (dropped) transactions and
//     a changed chain ID.
//
// At the end it stops creating and faulting, waits (bounded) for quiescence and checks
// the invariants (see verify.go): every movement is terminal or waits for a manual
// verdict on an UNKNOWN node with its reason; no node had two side effects (noop rows;
// every transaction the chains mined from QTG's signers against QTG's ledger; token
// balances moved by exactly the completed transfers); no callback was lost; the audit
// chain verifies. It prints one summary line and exits non-zero on any violation.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
)

type cli struct {
	Duration     time.Duration `default:"10m" help:"How long to create movements and inject faults."`
	Rate         float64       `default:"4" help:"Movements created per second."`
	Seed         int64         `default:"0" help:"Random seed (0: from the clock; printed so a run can be repeated)."`
	Settle       time.Duration `default:"4m" help:"Longest wait for quiescence after the run."`
	KillEvery    time.Duration `default:"3s" help:"Mean interval between SIGKILLs of a random deployable."`
	TermEvery    time.Duration `default:"2s" help:"Mean interval between pg_terminate_backend of a random QTG backend."`
	FaultEvery   time.Duration `default:"10s" help:"How long one RPC fault phase lasts."`
	NoRPCFaults  bool          `help:"Leave the chains' RPC answers alone."`
	EVMShare     float64       `default:"0.25" help:"Share of movements that are evm_transfer movements."`
	Dir          string        `default:".tmp/chaos" help:"Folder for binaries, logs and the throwaway cluster."`
	KeepLogs     bool          `help:"Keep the logs folder (it is kept anyway when a violation is found)."`
	CallbackFail float64       `default:"0.1" help:"Share of callback deliveries the receiver answers with 500."`
}

func main() {
	var c cli
	kong.Parse(&c, kong.Description("Run QTG under faults and check that nothing was paid twice, lost or left stuck."))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	code, err := run(ctx, c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "chaos:", err)
		os.Exit(2)
	}
	os.Exit(code)
}
