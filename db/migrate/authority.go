package migrate

import "github.com/qtgdev/qtg/db"

// write is one entry of the authority matrix: a privilege on a table, given to the
// roles of the jobs whose statements need it (db.Network.JobRole), or to the network
// role itself when jobs is nil (what every deployable does).
type write struct {
	table string
	// privilege is INSERT, UPDATE or DELETE.
	privilege string
	// columns narrows an UPDATE to these columns. nil with UPDATE: every column the
	// table's notForWorkers list leaves (a table without one: the whole table).
	columns []string
	// wholeTable grants an UPDATE on the whole table even where notForWorkers lists
	// columns: LOCK TABLE takes the table-level privilege.
	wholeTable bool
	jobs       []string
}

// notForWorkers returns the columns of a plan table no job may update (roles.go).
func notForWorkers(table string) []string {
	switch table {
	case "movement_nodes":
		return immutableNodeColumns
	case "movements":
		return movementColumnsNotForWorkers
	case "movement_templates":
		return templateColumnsNotForWorkers
	}
	return nil
}

// authority is who may write what (docs/security.md): every INSERT, UPDATE and DELETE
// any role but the owner holds on a network schema is an entry here, and grant revokes
// everything else. Locking a row (FOR UPDATE, FOR NO KEY UPDATE) needs UPDATE on one of
// its columns, so a job that only locks gets UPDATE on a bookkeeping column. Tables no
// entry names are read-only to every login (readOnlyTables; TestEveryTableAndColumnIsInTheMatrix).
func authority() []write {
	// engine are the three engine workers. They share the executors' code paths
	// (Preflight and Submit in the dispatcher, Observe in the observer, both in
	// recovery), so they share the node state machine's writes.
	engine := db.EngineJobs()
	// signers are the engine workers that hold keys (docs/security.md).
	signers := []string{db.JobDispatcher, db.JobRecovery}
	engineAnd := func(jobs ...string) []string { return append(db.EngineJobs(), jobs...) }
	// sendsCallbacks are the jobs whose transitions queue a callback to the creator.
	sendsCallbacks := engineAnd(db.JobGateway, db.JobExpirationChecker, db.JobCapitalTransferFollowup)
	// audits are the jobs whose transitions append their audit events in the same
	// statement (sql/queries: every `INSERT INTO audit_outbox` and `INSERT INTO
	// audit_batches`).
	audits := engineAnd(db.JobGateway, db.JobCallbackDispatcher, db.JobExpirationChecker, db.JobTemplateProposalExpiration,
		db.JobStrandedReaper, db.JobEVMNonceReaper, db.JobMovementArchiver, db.JobCapitalTransferFollowup)
	return []write{
		// Every deployable: its worker heartbeat (HeartbeatUpsert), so the gateway's gauges
		// and the stalled-worker alert see it.
		{table: "worker_heartbeats", privilege: "INSERT"},
		{table: "worker_heartbeats", privilege: "UPDATE", columns: []string{"tier", "status", "started_at", "last_tick_at",
			"expected_interval_seconds", "consecutive_errors", "last_error", "version", "intents_on_nodes"}},
		// movement-archiver prunes the heartbeats of instances gone for a day (HeartbeatPrune).
		{table: "worker_heartbeats", privilege: "DELETE", jobs: []string{db.JobMovementArchiver}},

		// Audit: every audited transition appends its events in the same statement (one
		// audit_outbox row, or one audit_batches row for a statement's many, migration 00040); the
		// promoter alone appends to the chain and deletes what it promoted (the
		// append-only log, docs/security.md), moves its checkpoint and holds the promotion
		// lock (migrations 00013, 00014).
		{table: "audit_outbox", privilege: "INSERT", jobs: audits},
		{table: "audit_outbox", privilege: "DELETE", jobs: []string{db.JobAuditOutboxPromoter}},
		{table: "audit_batches", privilege: "INSERT", jobs: audits},
		{table: "audit_batches", privilege: "DELETE", jobs: []string{db.JobAuditOutboxPromoter}},
		{table: "audit_log", privilege: "INSERT", jobs: []string{db.JobAuditOutboxPromoter}},
		{table: "audit_promotion_lock", privilege: "UPDATE", jobs: []string{db.JobAuditOutboxPromoter}},
		{table: "audit_verify_checkpoint", privilege: "UPDATE", jobs: []string{db.JobAuditOutboxPromoter}},

		// Plans and approvals are the gateway's alone (MovementInsert, MovementApprove,
		// TemplateInsert, TemplateApprove …); migration 00026's triggers keep what was
		// approved as it was.
		{table: "movements", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "movement_nodes", privilege: "INSERT", jobs: []string{db.JobGateway}},
		// movement_plan_edges is a view of the nodes' parents (migration 00044): the
		// previous release's gateway inserts its edges there while a rolling upgrade runs.
		{table: "movement_plan_edges", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "movement_templates", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "movements", privilege: "UPDATE", columns: []string{"approved_by", "approved_at"}, jobs: []string{db.JobGateway}},
		// Table-wide, not only approved_by: a proposal locks the table
		// (TemplateLockForProposal), which takes UPDATE on the table. Migration 00026's
		// trigger still keeps every definition as it was proposed.
		{table: "movement_templates", privilege: "UPDATE", wholeTable: true, jobs: []string{db.JobGateway}},
		// template-proposal-expiration: PROPOSED -> EXPIRED (TemplateExpireProposals).
		{table: "movement_templates", privilege: "UPDATE", columns: []string{"template_state", "decided_by", "decision_reason", "updated_at"},
			jobs: []string{db.JobTemplateProposalExpiration}},

		// The movement's state: the engine starts and finishes it (DispatchStart,
		// MovementFinish), the gateway approves and cancels it (MovementApprove,
		// MovementCancel, MovementCancelRequest), expiration-checker expires one that never
		// started (MovementExpire). Migration 00029 keeps each to its own target states.
		{table: "movements", privilege: "UPDATE", jobs: engineAnd(db.JobGateway)},
		{table: "movements", privilege: "UPDATE", columns: []string{"movement_state", "failure_reason", "finished_at", "updated_at"},
			jobs: []string{db.JobExpirationChecker}},
		// movement-archiver locks the finished movements it archives (ArchiveClaim); the
		// move itself is archive_movements, which runs as the owner.
		{table: "movements", privilege: "UPDATE", columns: []string{"updated_at"}, jobs: []string{db.JobMovementArchiver}},

		// The node state machine (sql/queries/nodes.sql): the engine claims, marks and
		// finishes nodes; the gateway's approval makes roots READY, a cancel or a verdict
		// moves them (MovementCancel, VerdictApplySent, VerdictApplyManualExecution);
		// expiration-checker cancels the nodes of a movement it expires (MovementExpire);
		// stranded-reaper parks a stranded message's node and resumes it
		// (NodeMarkNeedsManualExecution, NodeResumeObserving). Migration 00029 keeps each
		// sidecar to its own target states.
		{table: "movement_nodes", privilege: "UPDATE", jobs: engineAnd(db.JobGateway)},
		{table: "movement_nodes", privilege: "UPDATE", columns: []string{"node_state", "finished_at", "updated_at"},
			jobs: []string{db.JobExpirationChecker}},
		{table: "movement_nodes", privilege: "UPDATE", columns: []string{"node_state", "last_error", "next_observe_at",
			"observe_started_at", "pacing_phase", "updated_at"}, jobs: []string{db.JobStrandedReaper}},

		// Intents: the dispatcher alone writes one, before a side effect (DispatchStart);
		// every mark moves it (NodeMarkSubmitted, NodeMarkFinal …); the gateway's sent
		// verdict records the transaction hash (VerdictApplySent).
		// node_intents is a view of the past attempts' rows and the nodes' current intents
		// (migration 00046): the previous release's workers write through it while a
		// rolling upgrade runs, and this release's move a superseded attempt's intent
		// into node_intents_past (DispatchStart) and close the previous release's there.
		{table: "node_intents", privilege: "INSERT", jobs: []string{db.JobDispatcher}},
		{table: "node_intents", privilege: "UPDATE", jobs: engineAnd(db.JobGateway)},
		{table: "node_intents_past", privilege: "INSERT", jobs: []string{db.JobDispatcher}},
		{table: "node_intents_past", privilege: "UPDATE", jobs: engineAnd(db.JobGateway)},

		// Verdicts: proposed and decided at the gateway (VerdictInsert, VerdictDecide,
		// VerdictReject), resolved by the executor that acts on one (VerdictResolve), and
		// rejected as stale by whoever finds the node moved on (VerdictRejectStale:
		// stranded-reaper too).
		{table: "node_verdicts", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "node_verdicts", privilege: "UPDATE", jobs: engineAnd(db.JobGateway)},
		{table: "node_verdicts", privilege: "UPDATE", columns: []string{"verdict_state", "decided_by", "decided_at", "decision_reason"},
			jobs: []string{db.JobStrandedReaper}},

		// Callbacks: the transitions that end or start a movement queue one (sendsCallbacks);
		// callback-dispatcher delivers and retries (CallbackMarkDelivered, CallbackMarkFailed),
		// the gateway re-queues a dead letter (CallbackRetryDead).
		{table: "callback_outbox", privilege: "INSERT", jobs: sendsCallbacks},
		{table: "callback_outbox", privilege: "UPDATE", columns: []string{"callback_state", "tries", "next_try_at", "last_status",
			"last_error", "delivered_at", "updated_at"}, jobs: []string{db.JobCallbackDispatcher, db.JobGateway}},

		// EVM sender lanes: only the signers, dispatcher and recovery, allocate a nonce
		// (EVMNonceInit, EVMNonceAllocate, both in evmcall's sign); the observer holds no
		// key and hands a fee bump to recovery. evm-nonce-reaper locks a lane to read it
		// (EVMNonceLockLane), which needs UPDATE on one column: updated_at, not next_nonce.
		{table: "evm_sender_nonces", privilege: "INSERT", jobs: signers},
		{table: "evm_sender_nonces", privilege: "UPDATE", jobs: signers},
		{table: "evm_sender_nonces", privilege: "UPDATE", columns: []string{"updated_at"}, jobs: []string{db.JobEVMNonceReaper}},
		// Every signed candidate of a node's transaction (EVMTxCandidateInsert).
		{table: "evm_tx_candidates", privilege: "INSERT", jobs: engine},
		// Nonce gap fills: evm-nonce-reaper requests one and deletes those below the
		// confirmed nonce (EVMNonceFillRequest, EVMNonceFillsDoneBelow); recovery's filler
		// signs or drops it (EVMNonceFillSign, EVMNonceFillDrop).
		{table: "evm_nonce_fills", privilege: "INSERT", jobs: []string{db.JobEVMNonceReaper}},
		{table: "evm_nonce_fills", privilege: "DELETE", jobs: []string{db.JobEVMNonceReaper, db.JobRecovery}},
		{table: "evm_nonce_fills", privilege: "UPDATE", jobs: []string{db.JobRecovery}},
		// The gas of a mined cancellation, recorded by recovery as it proves the attempt
		// cancelled, and of a mined fill, recorded by evm-nonce-reaper before it deletes
		// the fill (EVMGasSpendRecord).
		{table: "evm_gas_spends", privilege: "INSERT", jobs: []string{db.JobRecovery, db.JobEVMNonceReaper}},
		// evm-nonce-reaper's reorg check of a confirmed transfer (EVMTransferCheckRecord).
		{table: "evm_transfer_checks", privilege: "INSERT", jobs: []string{db.JobEVMNonceReaper}},

		// Capital transfers: the exchange executors record and pace a withdrawal
		// (CapitalTransferUpsert, CapitalTransferSetWithdrawID, WithdrawPaceTake);
		// capital-transfer-followup reconciles it (CapitalTransferClaimDue,
		// CapitalTransferRecord).
		{table: "capital_transfers", privilege: "INSERT", jobs: engine},
		{table: "capital_transfers", privilege: "UPDATE", jobs: engine},
		{table: "capital_transfers", privilege: "UPDATE", columns: []string{"next_check_at", "checks", "reconcile_state", "detail", "withdraw_id",
			"tx_hash", "venue_status", "venue_fee", "venue_event_at", "reconciled_at", "alerted_at", "updated_at"},
			jobs: []string{db.JobCapitalTransferFollowup}},
		{table: "withdraw_pacing", privilege: "INSERT", jobs: engine},
		{table: "withdraw_pacing", privilege: "UPDATE", jobs: engine},

		// Observation lanes are operator settings, changed through the gateway (LaneSet).
		{table: "observation_lanes", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "observation_lanes", privilege: "UPDATE", jobs: []string{db.JobGateway}},

		// Holds are operator decisions, placed and released through the gateway
		// (HoldPlace, HoldRelease); a release writes only who, when and why.
		{table: "rail_holds", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "rail_holds", privilege: "UPDATE", columns: []string{"released_by", "released_at", "release_reason"},
			jobs: []string{db.JobGateway}},

		// The address book is operator decisions taken through the gateway (AddressPropose,
		// AddressApprove, AddressReject, AddressRemove, docs/address-book.md): a decision
		// writes only its state, who, when and why; the entry itself never changes.
		{table: "address_book", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "address_book", privilege: "UPDATE", columns: []string{"state", "approved_by", "approved_at", "usable_from",
			"rejected_by", "rejected_at", "rejection_reason", "removed_by", "removed_at", "removal_reason"},
			jobs: []string{db.JobGateway}},
		// Treasury policies are operator decisions through the gateway (PolicyPropose,
		// PolicyActivate, PolicySupersede, PolicyReject); a decision writes only its
		// state and who, when and why. A movement's approvals past the first are the
		// gateway's too (MovementApprovalRecord), inserted and never changed.
		{table: "policies", privilege: "INSERT", jobs: []string{db.JobGateway}},
		{table: "policies", privilege: "UPDATE", columns: []string{"state", "approved_by", "approved_at", "rejected_by",
			"rejected_at", "reject_reason", "superseded_at"}, jobs: []string{db.JobGateway}},
		{table: "movement_approvals", privilege: "INSERT", jobs: []string{db.JobGateway}},

		// The dispatch gate's velocity accounting (policy_velocity.sql): the dispatcher
		// creates and locks a counter (PolicyVelocityLock, an upsert that records the
		// longest window and when it was locked) and writes a spend with the pass
		// (NodeGatePass); nobody updates a spend. movement-archiver deletes the spends no
		// window can see any more (PolicyVelocityPrune), reading the counters' longest
		// windows with the SELECT every login holds; it locks no counter. The DELETE grant
		// is table-wide: migration 00039's trigger refuses it (and any login but the
		// owner's) a spend a window can still see.
		{table: "policy_velocity_counters", privilege: "INSERT", jobs: []string{db.JobDispatcher}},
		{table: "policy_velocity_counters", privilege: "UPDATE", columns: []string{"max_window_seconds", "updated_at"},
			jobs: []string{db.JobDispatcher}},
		{table: "policy_velocity_spend", privilege: "INSERT", jobs: []string{db.JobDispatcher}},
		{table: "policy_velocity_spend", privilege: "DELETE", jobs: []string{db.JobMovementArchiver}},

		// executor-health's probe results (ExecutorHealthUpsert).
		{table: "executor_health", privilege: "INSERT", jobs: []string{db.JobExecutorHealth}},
		{table: "executor_health", privilege: "UPDATE", columns: []string{"status", "latency_ms", "detail", "checked_at"}, jobs: []string{db.JobExecutorHealth}},

		// Balances: balance-snapshot records what it read (BalanceSnapshotInsert,
		// VenueBalanceSnapshotInsert), verify-drift what it compared (BalanceCheckInsert,
		// VenueBalanceCheckInsert).
		{table: "balance_snapshots", privilege: "INSERT", jobs: []string{db.JobBalanceSnapshot}},
		{table: "venue_balance_snapshots", privilege: "INSERT", jobs: []string{db.JobBalanceSnapshot}},
		{table: "balance_checks", privilege: "INSERT", jobs: []string{db.JobVerifyDrift}},
		{table: "venue_balance_checks", privilege: "INSERT", jobs: []string{db.JobVerifyDrift}},

		// The noop executor's records (testnet only; sql/queries/noop.sql), written where
		// the executors run.
		{table: "noop_side_effects", privilege: "INSERT", jobs: engine},
		{table: "noop_observations", privilege: "INSERT", jobs: engine},
		{table: "noop_markers", privilege: "INSERT", jobs: engine},
	}
}

// readOnlyTables are the tables no login writes: the archives (every *_archive table,
// written by archive_movements, which runs as the owner: migration 00011), the
// migrations' own version table, and the operators' per-lane settlement deadlines
// (capital_transfer_lanes, set by the schema owner: migration 00016), and the search
// keys (movement_refs, written by migration 00032's triggers, which run as the owner),
// and the previous release's gateway's edges until its create commits
// (movement_plan_edges_inserted, written and emptied by migration 00044's triggers,
// which run as the owner).
// TestEveryTableAndColumnIsInTheMatrix fails for a table in neither list.
func readOnlyTables() []string {
	return []string{versionTable, "capital_transfer_lanes", "movement_refs", "movement_plan_edges_inserted"}
}

// insertOnlyColumns are the columns of a table some job updates (by column) that no job
// changes once the row is inserted: the row's identity and what it was created for.
func insertOnlyColumns(table string) []string {
	switch table {
	case "address_book":
		return []string{"id", "chain_id", "address", "label", "proposed_by", "proposed_at", "reason"}
	case "callback_outbox":
		return []string{"id", "movement_id", "event_type", "url", "payload", "created_at"}
	case "executor_health":
		return []string{"executor_key"}
	case "policies":
		return []string{"version", "document", "document_sha256", "document_text", "proposed_by", "proposed_at", "reason"}
	case "rail_holds":
		return []string{"id", "scope", "target", "reason", "placed_by", "placed_at", "expected_end_at"}
	case "policy_velocity_counters":
		return []string{"rule", "scope", "created_at"}
	case "worker_heartbeats":
		return []string{"worker_name", "instance_id"}
	}
	return nil
}
