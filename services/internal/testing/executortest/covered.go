package executortest

// Covered lists every executor key with a conformance test, and the package (its
// folder from the repository root) whose tests call Exercise for it. The registry's
// own test (package rails) fails for a key rails.BuildWith can register that is
// missing here or whose package's tests do not call Exercise, and Exercise fails for a
// key called from any other package: an executor is not registered until it passes
// the suite (docs/adding-an-executor.md, step one).
func Covered() map[string]string {
	return map[string]string{
		"noop":           "services/internal/executor/noop",
		"evm_transfer":   "services/internal/executor/evmtransfer",
		"cex_withdrawal": "services/internal/executor/cexwithdrawal",
		"cex_deposit":    "services/internal/executor/cexdeposit",
		"cctp_transfer":  "services/internal/executor/cctptransfer",
		"ccip_transfer":  "services/internal/executor/cciptransfer",
		"oft_transfer":   "services/internal/executor/ofttransfer",
	}
}
