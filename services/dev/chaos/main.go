// Command chaos is QTG's chaos harness, what `make chaos` runs (not part of `make test`).
//
// It starts its own throwaway PostgreSQL (db/devpg), migrates it, starts devchain (three
// local chains whose RPC URLs are rpcfault proxies) and the outside world's doubles as
// processes (cctp-attester for Circle's Iris, ccip-relay for the CCIP DON, lz-executor
// for LayerZero's DVN and executor, bybit-double for the venue), then the gateway and
// every worker as separate processes, with two replicas of each core worker
// (dispatcher, observer, recovery) and the EVM sidecars, and a local callback receiver.
// It then creates movements on every rail through the gateway's gRPC API (noop
// movements of several shapes and outcomes; evm_transfer; cctp_transfer, ccip_transfer
// and oft_transfer between the chains; exchange round trips through the venue),
// created by one principal and approved by another, while it:
//
//   - SIGKILLs a random deployable every few seconds and restarts it;
//   - terminates random QTG backends (pg_terminate_backend);
//   - restarts PostgreSQL once (stop and start, same port);
//   - switches the chains' RPC faults: drops, timeouts, "transaction indexing is in
//     progress", null answers, a lagging backend, swallowed (dropped) transactions and
//     a changed chain ID;
//   - injects faults at the doubles: Iris answering 5xx, slow or down; the CCIP relay
//     and the LayerZero executor delayed, down (their process stopped), holding or
//     failing messages, payouts cached; the venue losing a create's answer, its records
//     lagging, withdrawals held in SecurityCheck, 5xx bursts;
//   - plays a third party that delivers first: it relays CCTP messages as soon as Iris
//     attests them, executes CCIP messages by hand and retries cached OFT payouts;
//   - plays the operators at random moments: cancels before approval and while
//     executing (between phases), movements approved with a short deadline whose nodes
//     are held back (insufficient funds, a fee above max_fee) so that they expire while
//     held, verdicts on UNKNOWN nodes (proposed by one operator, approved by another;
//     what the evidence suggests or, in a share, at random) and manual executions of
//     nodes in NEEDS_MANUAL_EXECUTION.
//
// At the end it stops creating and faulting, waits (bounded) for quiescence while the
// operators and the third party go on, and checks from evidence (verify.go, ledger.go,
// evidence.go): every account's USDC and native balance change on every chain, and the
// venue account's, equals what QTG's records say moved; every transaction from QTG's
// signers is one QTG recorded; no phase of a node landed twice; no COMPLETED node's
// transfer is missing and no FAILED node's was delivered (CCTP usedNonces, CCIP
// execution state, OFT delivery, the venue's withdrawals); a cancelled or expired
// movement moved nothing after its cancel or expiry; nothing is left in flight without
// a reason; every callback was delivered; the audit chain verifies. It prints one
// summary line and exits non-zero on any violation.
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
	Duration     time.Duration      `default:"10m" help:"How long to create movements and inject faults."`
	Rate         float64            `default:"4" help:"Movements created per second."`
	Seed         int64              `default:"0" help:"Random seed (0: from the clock; printed so a run can be repeated)."`
	Settle       time.Duration      `default:"5m" help:"Longest wait for quiescence after the run."`
	KillEvery    time.Duration      `default:"3s" help:"Mean interval between SIGKILLs of a random deployable."`
	TermEvery    time.Duration      `default:"2s" help:"Mean interval between pg_terminate_backend of a random QTG backend."`
	FaultEvery   time.Duration      `default:"10s" help:"How long one RPC fault phase, and one fault phase at each double, lasts."`
	NoRPCFaults  bool               `help:"Leave the chains' RPC answers alone."`
	ReorgEvery   time.Duration      `default:"0" help:"Mean interval between reorgs of a random chain, 1 or 2 blocks deep (0: none). The chains then take 3 confirmations, so every reorg is within them."`
	NoDoubles    bool               `help:"Inject no faults at the doubles (Iris, CCIP relay, LayerZero executor, venue)."`
	Share        map[string]float64 `default:"noop=0.34;evm=0.16;cctp=0.13;ccip=0.13;oft=0.12;cex=0.12" help:"Share of the movements on each rail (noop, evm, cctp, ccip, oft, cex); normalised."`
	CancelShare  float64            `default:"0.08" help:"Share of approved movements an operator cancels at a random moment while they run."`
	HeldShare    float64            `default:"0.03" help:"Share of movements approved with a short deadline whose first node is held back, so that they expire while held."`
	VerdictShare float64            `default:"0.5" help:"Share of UNKNOWN nodes the operators propose a verdict on (one proposes, another approves)."`
	RandomShare  float64            `default:"0.25" help:"Share of those verdicts whose kind is drawn at random instead of read from the evidence."`
	ThirdParty   float64            `default:"0.3" help:"Share of bridge deliveries a third party tries to make before QTG."`
	Dir          string             `default:".tmp/chaos" help:"Folder for binaries, logs and the throwaway cluster."`
	KeepLogs     bool               `help:"Keep the logs folder (it is kept anyway when a violation is found)."`
	CallbackFail float64            `default:"0.1" help:"Share of callback deliveries the receiver answers with 500."`
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
