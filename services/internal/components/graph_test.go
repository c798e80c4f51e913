package components_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const servicesPath = "github.com/qtgdev/qtg/services/"

// layers orders services' internal packages from the bottom up: a package may import
// packages of its own layer or below, never above (no arrow back up). Every internal
// package must be listed, so a new one has to be placed on purpose.
var layers = [][]string{
	// Foundations: no business logic of a worker.
	{"retry", "syncbuf", "telemetry", "evm", "cctp", "rpcfault", "notify", "worker", "executor", "nodeconfig",
		"compiler", "devtool", "devchain/contracts", "ccip", "exchange/bybit", "exchange/venue", "exchange/payment",
		"devchain/contracts/stargate", "layerzero", "drill"},
	// Executors and the movement service (what workers call).
	{"executor/noop", "executor/evmcall", "executor/evmtransfer", "executor/cctptransfer", "executor/cciptransfer", "executor/cexwithdrawal", "executor/cexdeposit", "executor/ofttransfer",
		"executor/crashtest", "executors", "movement"},
	// Workers, the gateway and the console: each is built by a composition root.
	{"engine", "gateway", "console", "expiry", "audit", "callback", "archiver", "noncereaper", "balances", "exechealth",
		"capitalfollowup", "strandedreaper"},
	// The composition roots.
	{"host"},
	{"components"},
	// Development and test support: never imported by production code.
	{"devchain", "devchain/contracts/stargate/creditmessaging", "devchain/contracts/uln/senduln302", "devchain/contracts/uln/receiveuln302",
		"devchain/contracts/uln/dvn", "devchain/contracts/uln/executor", "devchain/iris", "devchain/lzexec", "devchain/blockscan", "devchain/cciprelay", "devchain/devchaintest", "exchange/bybitdouble",
		"exchange/bybitdouble/bybitdoubletest", "testfix", "executor/executortest", "e2e", "loopback"},
}

// TestImportGraph keeps the import graph layered (go list, production files only): no
// package imports one above its layer, development packages stay out of production
// code, and only deployables' mains import the composition root.
func TestImportGraph(t *testing.T) {
	out, err := exec.CommandContext(t.Context(), "go", "list", "-f", "{{.ImportPath}}:{{join .Imports \" \"}}", servicesPath+"...").CombinedOutput()
	require.NoError(t, err, string(out))
	layer := map[string]int{}
	for i, l := range layers {
		for _, p := range l {
			layer[p] = i
		}
	}
	var problems []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		pkg = strings.TrimPrefix(pkg, servicesPath)
		internal, isInternal := strings.CutPrefix(pkg, "internal/")
		from, known := layer[internal]
		if isInternal && !known {
			problems = append(problems, pkg+" is in no layer (add it to layers)")
			continue
		}
		for _, imp := range strings.Fields(imports) {
			dep, ok := strings.CutPrefix(imp, servicesPath+"internal/")
			if !ok {
				continue
			}
			to := layer[dep]
			switch {
			case dep == "components" && isInternal:
				problems = append(problems, pkg+" imports the composition root components (only mains may)")
			case dep == "host" && pkg != "internal/components":
				problems = append(problems, pkg+" imports host (only components may)")
			case isInternal && to > from:
				problems = append(problems, pkg+" imports "+dep+", a layer above it")
			}
		}
	}
	require.Empty(t, problems)
}
