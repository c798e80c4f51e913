package db

import "strings"

// Job names, as the workers' names (MG_WORKERS, worker_heartbeats, services/<name>)
// spell them, and the gateway. Each job has a group role of its own per network
// (Network.JobRole) holding exactly the writes of that job's statements (the matrix in
// package migrate); a deployable's login is a member of the network role and of the
// roles of the jobs it hosts, and of no other (CheckRuntimeRole, docs/security.md).
const (
	JobDispatcher                 = "dispatcher"
	JobObserver                   = "observer"
	JobRecovery                   = "recovery"
	JobGateway                    = "gateway"
	JobAuditOutboxPromoter        = "audit-outbox-promoter"
	JobCallbackDispatcher         = "callback-dispatcher"
	JobExpirationChecker          = "expiration-checker"
	JobTemplateProposalExpiration = "template-proposal-expiration"
	JobExecutorHealth             = "executor-health"
	JobStrandedReaper             = "stranded-reaper"
	JobEVMNonceReaper             = "evm-nonce-reaper"
	JobBalanceSnapshot            = "balance-snapshot"
	JobVerifyDrift                = "verify-drift"
	JobMovementArchiver           = "movement-archiver"
	JobCapitalTransferFollowup    = "capital-transfer-followup"
)

// Jobs returns every job with a group role of its own, sorted. The components
// package's test checks that it names exactly the registered workers and the gateway.
func Jobs() []string {
	return []string{
		JobAuditOutboxPromoter, JobBalanceSnapshot, JobCallbackDispatcher, JobCapitalTransferFollowup,
		JobDispatcher, JobEVMNonceReaper, JobExecutorHealth, JobExpirationChecker,
		JobGateway, JobMovementArchiver, JobObserver, JobRecovery, JobStrandedReaper, JobTemplateProposalExpiration, JobVerifyDrift,
	}
}

// RenamedJobs maps a job to the name it had before, so that the migrator renames the
// old role (keeping its members, the deployments' logins) rather than leave it behind
// with its grants: stranded-reaper serves every bridge (CCIP and OFT), not only CCIP.
func RenamedJobs() map[string]string {
	return map[string]string{JobStrandedReaper: "ccip-stranded-reaper"}
}

// EngineJobs are the engine workers: the only jobs that move a node through its
// whole state machine, allocate nonces and write intents (docs/protocols.md).
func EngineJobs() []string { return []string{JobDispatcher, JobObserver, JobRecovery} }

// JobRole is the Postgres group role of job on network: AuditRole for the
// audit-outbox-promoter, GatewayRole for the gateway, qtg_<network>_<job> (dashes as
// underscores) for every other job.
func (n Network) JobRole(job string) string {
	switch job {
	case JobAuditOutboxPromoter:
		return n.AuditRole()
	case JobGateway:
		return n.GatewayRole()
	}
	return n.Role() + "_" + strings.ReplaceAll(job, "-", "_")
}

// JobRoles returns the group roles of jobs on network, in the order given.
func (n Network) JobRoles(jobs []string) []string {
	out := make([]string, len(jobs))
	for i, j := range jobs {
		out[i] = n.JobRole(j)
	}
	return out
}
