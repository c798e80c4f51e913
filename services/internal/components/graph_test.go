package components_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
	"github.com/qtgdev/qtg/services/internal/components/webconsole"
)

const (
	servicesPath = "github.com/qtgdev/qtg/services/"
	internalPath = servicesPath + "internal/"
)

// layers are the folders of services/internal from the bottom up (docs/design.md §1):
// a production package imports packages of its own layer or below, never above. The
// walk of one movement reads top to bottom: the gateway and the engine (app) call
// executors, which call chains and exchanges, on the platform every process runs on.
var layers = []string{
	"platform/",   // the process host, the worker loop, notifications, retries, telemetry
	"chain/",      // EVM chains and the bridge protocols' facts, with their contract bindings
	"exchange/",   // exchange venues' clients and configuration
	"executor/",   // the executor protocol and every rail's executor
	"app/",        // engine, movement service, compiler, gateway, console, audit chain, callbacks
	"sidecar/",    // the sidecar workers
	"components/", // the composition root: what each deployable hosts
}

// support are the folders no production package imports: the protocol doubles and the
// test support.
var support = []string{"doubles/", "testing/"}

// bindings is the folder of the generated contract bindings: only chain and executor
// packages call contracts through them; the doubles and the development tools, which
// deploy and drive the owners' contracts, may too.
const bindings = "chain/contracts"

// layerOf returns the index of p's layer, or -1 for a support package.
func layerOf(p string) (int, bool) {
	for i, l := range layers {
		if under(p, l) {
			return i, true
		}
	}
	for _, s := range support {
		if under(p, s) {
			return -1, true
		}
	}
	return 0, false
}

// under reports whether package p is folder dir or inside it.
func under(p, dir string) bool { return p+"/" == dir || strings.HasPrefix(p, dir) }

// TestImportGraph keeps the import graph layered by folder (go list, production files
// only): no package imports one above its layer, support packages stay out of
// production code, only the composition root imports the host, only mains import the
// composition root, and only chain and executor packages import contract bindings.
func TestImportGraph(t *testing.T) {
	out, err := exec.CommandContext(t.Context(), "go", "list", "-f", "{{.ImportPath}}:{{join .Imports \" \"}}", servicesPath+"...").CombinedOutput()
	require.NoError(t, err, string(out))
	var problems []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		pkg = strings.TrimPrefix(pkg, servicesPath)
		internal, isInternal := strings.CutPrefix(pkg, "internal/")
		from, known := layerOf(internal)
		if isInternal && !known {
			problems = append(problems, pkg+" is in no layer's folder (see layers)")
			continue
		}
		devTool := strings.HasPrefix(pkg, "dev/")
		for _, imp := range strings.Fields(imports) {
			dep, ok := strings.CutPrefix(imp, internalPath)
			if !ok {
				continue
			}
			to, _ := layerOf(dep)
			isSupport := to < 0
			switch {
			case isSupport && !devTool && isInternal && from >= 0:
				problems = append(problems, pkg+" imports "+dep+", development and test support")
			case isSupport && !devTool && !isInternal:
				problems = append(problems, pkg+" (a deployable) imports "+dep+", development and test support")
			case isInternal && from >= 0 && to > from:
				problems = append(problems, pkg+" imports "+dep+", a layer above it")
			case dep == "platform/host" && !under(internal, "components/") && isInternal:
				problems = append(problems, pkg+" imports the host (only the composition root may)")
			case under(dep, "components/") && isInternal && !under(internal, "components/") && from >= 0:
				problems = append(problems, pkg+" imports the composition root "+dep+" (only mains may)")
			case under(dep, bindings+"/") && isInternal && from >= 0 && !under(internal, "chain/") && !under(internal, "executor/"):
				problems = append(problems, pkg+" imports the contract bindings "+dep+" (only chain and executor packages may)")
			case under(dep, bindings+"/") && !isInternal && !devTool:
				problems = append(problems, pkg+" (a deployable) imports the contract bindings "+dep)
			}
		}
	}
	require.Empty(t, problems)
}

// The console and the sidecars that move no money link no executor and no chain
// client: their mains import only their registration packages, and those only what
// they run (docs/design.md §1).
func TestMoneylessBinariesLinkNoExecutorAndNoChainClient(t *testing.T) {
	mains := []string{webconsole.Name}
	for _, w := range dbsidecars.Workers() {
		mains = append(mains, w.Name)
	}
	for _, m := range mains {
		out, err := exec.CommandContext(t.Context(), "go", "list", "-deps", servicesPath+m).CombinedOutput()
		require.NoError(t, err, string(out))
		deps := strings.Fields(string(out))
		bad := slices.DeleteFunc(deps, func(d string) bool {
			return !strings.HasPrefix(d, "github.com/ethereum/go-ethereum") && !strings.HasPrefix(d, internalPath+"executor") &&
				!strings.HasPrefix(d, internalPath+"chain/")
		})
		require.Empty(t, bad, "%s links what only money-moving processes need", m)
	}
}
