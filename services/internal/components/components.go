// Package components is QTG's composition root: it registers every worker and server
// QTG hosts, with the typed configuration each reads, and names the deployables built
// from them. The workers that run executors or read chains are registered here; those
// that move no money are registered in dbsidecars and webconsole, whose binaries import
// only those packages and so link no executor and no chain client (docs/design.md §1).
// Adding a worker is a batch function in its own package, one Worker entry here (and
// in All), a main package under services/ and a Helm values entry;
// TestRegistrationsMatch fails until all of them agree (see docs/adding-a-worker.md).
package components

import (
	"slices"
	"strings"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/components/webconsole"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// All returns every worker registration, sorted by name.
func All() []host.Worker {
	all := []host.Worker{
		dispatcher(), observer(), recovery(),
		executorHealth(), evmNonceReaper(), balanceSnapshot(), verifyDrift(), ccipStrandedReaper(), capitalTransferFollowup(),
	}
	all = append(all, dbsidecars.Workers()...)
	slices.SortFunc(all, func(a, b host.Worker) int { return strings.Compare(a.Name, b.Name) })
	return all
}

// Deployables returns every hosted binary by name: one per worker, the all-in-one qtg,
// the gateway and the console. services/<name>/main.go runs Deployables()[name].
func Deployables() map[string]host.Deployable {
	out := map[string]host.Deployable{
		"qtg": {
			Name: "qtg", Description: "QTG workers in one process (MG_WORKERS; default the core workers), for `make run` and small installs.",
			Workers: All(), Default: []string{settings.Dispatcher, settings.Observer, settings.Recovery},
		},
		"gateway":       gatewayDeployable(),
		webconsole.Name: webconsole.Deployable(),
	}
	for _, w := range All() {
		out[w.Name] = host.WorkerDeployable(w)
	}
	return out
}

// Main runs the deployable called name and returns its exit code: each main is this call.
func Main(name string) int {
	d, ok := Deployables()[name]
	if !ok {
		panic("components: no deployable " + name)
	}
	return host.Main(d)
}
