// Package settings names QTG's workers and holds the configuration structs that
// several deployables read, so that a deployable's registration package imports only
// what it runs (package components; docs/design.md §1).
package settings

import "time"

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
	StrandedReaper             = "stranded-reaper"
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
	// CallbackPolicy is where callbacks may go: read by callback-dispatcher (delivery)
	// and the gateway (CreateMovement's callback_url check), the same way.
	CallbackPolicy struct {
		AllowPrivate bool `name:"callback-allow-private" env:"MG_CALLBACK_ALLOW_PRIVATE" help:"Allow callbacks to loopback, private and link-local addresses and local names (tests and development only: SSRF)."`
	}
)
