// Package components registers every worker and server QTG hosts, with the typed
// configuration each reads, and names the deployables built from them. Adding a worker
// is a batch function in its own package, one Worker entry here (and in All), a main
// package under services/ and a Helm values entry; TestRegistrationsMatch fails until
// all of them agree (see docs/adding-a-worker.md).
package components

import (
	"slices"
	"strings"
	"time"

	"github.com/qtgdev/qtg/services/internal/host"
)

// Worker names, as MG_WORKERS, worker_heartbeats, the main packages under services/ and
// the Helm chart's `workers` spell them.
const (
	Dispatcher                 = "dispatcher"
	Observer                   = "observer"
	Recovery                   = "recovery"
	CallbackDispatcher         = "callback-dispatcher"
	ExpirationChecker          = "expiration-checker"
	ExecutorHealth             = "executor-health"
	AuditOutboxPromoter        = "audit-outbox-promoter"
	TemplateProposalExpiration = "template-proposal-expiration"
	EVMNonceReaper             = "evm-nonce-reaper"
	BalanceSnapshot            = "balance-snapshot"
	VerifyDrift                = "verify-drift"
	MovementArchiver           = "movement-archiver"
	CCIPStrandedReaper         = "ccip-stranded-reaper"
	CapitalTransferFollowup    = "capital-transfer-followup"
)

// Config structs shared by several workers. A worker's own settings are in its file.
type (
	// Batch is the claim size of the engine workers and the sidecars that claim rows.
	Batch struct {
		BatchSize int `name:"batch-size" env:"MG_BATCH_SIZE" default:"64" help:"Rows one batch claims."`
	}
	// Chains names the chain configuration: the executors (evm_transfer) and the EVM
	// sidecars read it.
	Chains struct {
		ConfigFile string `name:"config-file" env:"MG_CONFIG_FILE" help:"Chain configuration (YAML); without it only the noop executor runs and the EVM sidecars idle."`
	}
	// Venues names the exchange venue configuration (package venue): the exchange
	// executors (cex_withdrawal, cex_deposit), capital-transfer-followup and the venue
	// balances of balance-snapshot read it.
	Venues struct {
		VenuesFile string `name:"venues-file" env:"MG_VENUES_FILE" help:"Exchange venue configuration (YAML); without it (or without MG_CONFIG_FILE) no exchange executor runs."`
	}
	// Sidecar is the schedule of the sidecars that work on rows of this database.
	Sidecar struct {
		Interval time.Duration `name:"sidecar-interval" env:"MG_SIDECAR_INTERVAL" default:"1s" help:"Poll interval of callback-dispatcher, expiration-checker, audit-outbox-promoter and template-proposal-expiration."`
	}
	// EVMSidecar is the schedule of the sidecars that read the chains; they poll more
	// slowly than the database sidecars because each pass calls every chain's RPC.
	EVMSidecar struct {
		Interval time.Duration `name:"evm-sidecar-interval" env:"MG_EVM_SIDECAR_INTERVAL" default:"30s" help:"Poll interval of evm-nonce-reaper, balance-snapshot and verify-drift."`
	}
)

// All returns every worker registration, sorted by name.
func All() []host.Worker {
	all := []host.Worker{
		dispatcher(), observer(), recovery(),
		callbackDispatcher(), expirationChecker(), executorHealth(), auditOutboxPromoter(), templateProposalExpiration(),
		evmNonceReaper(), balanceSnapshot(), verifyDrift(), movementArchiver(), ccipStrandedReaper(), capitalTransferFollowup(),
	}
	slices.SortFunc(all, func(a, b host.Worker) int { return strings.Compare(a.Name, b.Name) })
	return all
}

// Deployables returns every hosted binary by name: one per worker, the all-in-one qtg,
// the gateway and the console. services/<name>/main.go runs Deployables()[name].
func Deployables() map[string]host.Deployable {
	out := map[string]host.Deployable{
		"qtg": {
			Name: "qtg", Description: "QTG workers in one process (MG_WORKERS; default the core workers), for `make run` and small installs.",
			Workers: All(), Default: []string{Dispatcher, Observer, Recovery},
		},
		"gateway": gatewayDeployable(),
		"console": consoleDeployable(),
	}
	for _, w := range All() {
		out[w.Name] = host.Deployable{Name: w.Name, Description: "QTG worker process: " + w.Name + ".", Workers: []host.Worker{w}}
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
