package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Policy states (migration 00036).
const (
	PolicyProposed   = "PROPOSED"
	PolicyActive     = "ACTIVE"
	PolicySuperseded = "SUPERSEDED"
	PolicyRejected   = "REJECTED"
)

// Sentinels of ApprovePolicy and RejectPolicy, for the gateway to answer each as its
// own status.
var (
	// ErrPolicySamePrincipal means the approver proposed the version: four eyes.
	ErrPolicySamePrincipal = errors.New("a policy is approved by a principal other than the one who proposed it")
	// ErrPolicyNotProposed means the version is no longer a proposal.
	ErrPolicyNotProposed = errors.New("the policy version is not PROPOSED")
	// ErrPolicyHashMismatch means the approver echoed another document's hash.
	ErrPolicyHashMismatch = errors.New("document hash does not match: the approver must approve the document they saw")
	// ErrPolicyStale means a later version was already active: an older proposal
	// cannot replace a newer policy.
	ErrPolicyStale = errors.New("a later policy version was already approved")
)

// Policy is one version of the network's treasury policy (a row of policies).
type Policy struct {
	Version int32
	// Document is as stored (jsonb); DocumentText the bytes proposed, which
	// DocumentSha256 hashes and an approver echoes.
	Document       json.RawMessage
	DocumentText   string
	DocumentSha256 []byte
	State          string
	ProposedBy     string
	ProposedAt     time.Time
	Reason         string
	ApprovedBy     string
	ApprovedAt     *time.Time
	RejectedBy     string
	RejectedAt     *time.Time
	RejectReason   string
	SupersededAt   *time.Time
}

func policyFrom(r *dbsqlc.Policy) *Policy {
	return &Policy{
		Version: r.Version, Document: r.Document, DocumentText: r.DocumentText, DocumentSha256: r.DocumentSha256,
		State: r.State, ProposedBy: r.ProposedBy, ProposedAt: r.ProposedAt, Reason: r.Reason,
		ApprovedBy: deref(r.ApprovedBy), ApprovedAt: r.ApprovedAt, RejectedBy: deref(r.RejectedBy), RejectedAt: r.RejectedAt,
		RejectReason: deref(r.RejectReason), SupersededAt: r.SupersededAt,
	}
}

func policyAudit(ctx context.Context, tx *Tx, actor, action string, version int32, detail map[string]any) error {
	raw, err := json.Marshal(detail)
	if err != nil {
		return err
	}
	return tx.Audit().Insert(ctx, AuditEntry{Actor: actor, EntityType: "policy", EntityID: strconv.Itoa(int(version)), Action: action, Detail: raw})
}

// ProposePolicy stores a document as the next version, PROPOSED, with its
// POLICY_PROPOSED audit row, in one transaction. The document is validated by the
// caller; text is its bytes as proposed and sha256 their hash.
func (p *Pool) ProposePolicy(ctx context.Context, text string, sha256 []byte, by, reason string) (*Policy, error) {
	var out *Policy
	// Two proposals at once may number themselves alike: the loser's insert fails on
	// the primary key, and it numbers itself again.
	for try := 0; ; try++ {
		err := p.InTx(ctx, func(tx *Tx) error {
			r, err := tx.q.PolicyPropose(ctx, tx.db, &dbsqlc.PolicyProposeParams{
				Document: json.RawMessage(text), DocumentSha256: sha256, DocumentText: text, ProposedBy: by, Reason: reason,
			})
			if err != nil {
				return fmt.Errorf("propose policy: %w", Interpret(err))
			}
			out = policyFrom(r)
			return policyAudit(ctx, tx, by, "POLICY_PROPOSED", out.Version, map[string]any{
				"document_sha256": fmt.Sprintf("%x", sha256), "reason": reason,
			})
		})
		if errors.Is(err, ErrConflict) && try < 5 {
			continue
		}
		if err != nil {
			return nil, err
		}
		return out, nil
	}
}

// ApprovePolicy makes a PROPOSED version ACTIVE and the version ACTIVE before it
// SUPERSEDED, with their audit rows, in one transaction under the version's row lock:
// effective for every create judged after it commits. An error wraps ErrNotFound,
// ErrPolicyNotProposed, ErrPolicySamePrincipal, ErrPolicyHashMismatch or
// ErrPolicyStale; then nothing is written. Two approvals of different versions at once:
// one wins, the other fails (ErrConflict, or ErrPolicyStale once it sees the winner).
func (p *Pool) ApprovePolicy(ctx context.Context, version int32, approver string, sha256 []byte) (*Policy, error) {
	var out *Policy
	err := p.InTx(ctx, func(tx *Tx) error {
		cur, err := tx.q.PolicyLock(ctx, tx.db, version)
		if err != nil {
			return fmt.Errorf("policy version %d: %w", version, Interpret(err))
		}
		switch {
		case cur.State != PolicyProposed:
			return fmt.Errorf("policy version %d is %s: %w", version, cur.State, ErrPolicyNotProposed)
		case cur.ProposedBy == approver:
			return fmt.Errorf("policy version %d: %w", version, ErrPolicySamePrincipal)
		case string(cur.DocumentSha256) != string(sha256):
			return fmt.Errorf("policy version %d: %w", version, ErrPolicyHashMismatch)
		}
		superseded, err := tx.q.PolicySupersede(ctx, tx.db, nil)
		if err != nil {
			return fmt.Errorf("supersede the active policy: %w", Interpret(err))
		}
		r, err := tx.q.PolicyActivate(ctx, tx.db, &dbsqlc.PolicyActivateParams{Version: version, ApprovedBy: approver, DocumentSha256: sha256})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			return fmt.Errorf("policy version %d: %w", version, ErrPolicyStale)
		} else if err != nil {
			return fmt.Errorf("activate policy version %d: %w", version, err)
		}
		out = policyFrom(r)
		for _, v := range superseded {
			if err := policyAudit(ctx, tx, approver, "POLICY_SUPERSEDED", v, map[string]any{"by_version": version}); err != nil {
				return err
			}
		}
		return policyAudit(ctx, tx, approver, "POLICY_APPROVED", version, map[string]any{
			"document_sha256": fmt.Sprintf("%x", sha256), "proposed_by": out.ProposedBy,
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RejectPolicy refuses a PROPOSED version (any operator, its proposer too) with its
// POLICY_REJECTED audit row. An error wraps ErrNotFound or ErrPolicyNotProposed.
func (p *Pool) RejectPolicy(ctx context.Context, version int32, by, reason string) (*Policy, error) {
	var out *Policy
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.PolicyReject(ctx, tx.db, &dbsqlc.PolicyRejectParams{Version: version, RejectedBy: by, RejectReason: reason})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			cur, gerr := tx.q.PolicyGet(ctx, tx.db, version)
			if gerr != nil {
				return fmt.Errorf("policy version %d: %w", version, Interpret(gerr))
			}
			return fmt.Errorf("policy version %d is %s: %w", version, cur.State, ErrPolicyNotProposed)
		} else if err != nil {
			return fmt.Errorf("reject policy version %d: %w", version, err)
		}
		out = policyFrom(r)
		return policyAudit(ctx, tx, by, "POLICY_REJECTED", version, map[string]any{"reason": reason})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Policies groups the reads of policies.
type Policies struct{ c Conn }

// Policies returns the policy reads run on c.
func (c Conn) Policies() Policies { return Policies{c} }

// Get returns one version, or an error wrapping ErrNotFound.
func (p Policies) Get(ctx context.Context, version int32) (*Policy, error) {
	r, err := p.c.q.PolicyGet(ctx, p.c.db, version)
	if err != nil {
		return nil, fmt.Errorf("policy version %d: %w", version, Interpret(err))
	}
	return policyFrom(r), nil
}

// Active returns the ACTIVE version, or an error wrapping ErrNotFound when none is
// (the default policy applies).
func (p Policies) Active(ctx context.Context) (*Policy, error) {
	r, err := p.c.q.PolicyGetActive(ctx, p.c.db)
	if err != nil {
		return nil, fmt.Errorf("active policy: %w", Interpret(err))
	}
	return policyFrom(r), nil
}

// List returns up to limit versions below before (0: from the newest), newest first.
func (p Policies) List(ctx context.Context, before int32, limit int) ([]*Policy, error) {
	rows, err := p.c.q.PolicyList(ctx, p.c.db, &dbsqlc.PolicyListParams{BeforeVersion: before, MaxRows: int32(limit)}) //nolint:gosec // the caller bounds limit
	if err != nil {
		return nil, fmt.Errorf("list policies: %w", Interpret(err))
	}
	out := make([]*Policy, len(rows))
	for i, r := range rows {
		out[i] = policyFrom(r)
	}
	return out, nil
}
