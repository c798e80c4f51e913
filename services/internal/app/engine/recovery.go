package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Recovery resolves nodes whose outcome nobody knows: UNKNOWN nodes, and SUBMITTING
// nodes whose dispatcher died between the intent commit and recording the submit. It
// asks the executor's Recover, which reads external evidence, and acts on the verdict
// only. A node with a side effect is run again only when the evidence proves its side
// effect did not and cannot happen; a node without one is retried up to its limit.
type Recovery struct {
	*core
}

// NewRecovery validates cfg and returns a recovery worker.
func NewRecovery(cfg Config) (*Recovery, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	return &Recovery{core: c}, nil
}

func (r *Recovery) actor() string { return "recovery/" + r.cfg.Instance }

// Batch claims due UNKNOWN and stale SUBMITTING nodes with their movements, holds them
// through Recover, and commits every verdict together. It returns how many nodes it
// resolved or rescheduled.
func (r *Recovery) Batch(ctx context.Context) (int, error) {
	tx, err := r.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	claimStart := time.Now()
	// Both claims lock movement rows, then their due nodes (SKIP LOCKED), until tx ends:
	// through every Recover of the batch and the commit of the verdicts.
	unknown, err := tx.Nodes().ClaimUnknown(ctx, r.cfg.BatchSize)
	r.inst.claimed(ctx, "recovery", claimStart)
	if err != nil {
		return 0, fmt.Errorf("recover: claim unknown: %w", err)
	}
	stale, err := tx.Nodes().ClaimStaleSubmitting(ctx, time.Now().Add(-r.cfg.StaleSubmittingAfter), r.cfg.BatchSize)
	if err != nil {
		return 0, fmt.Errorf("recover: claim stale submitting: %w", err)
	}
	claimed := append(unknown, stale...)
	if len(claimed) == 0 {
		return 0, nil
	}
	nodes := make([]*db.Node, len(claimed))
	for i, c := range claimed {
		nodes[i] = c.Node
	}

	held, err := r.checkPins(ctx, tx, nodes)
	if err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	recs, err := r.recoverAll(ctx, claimed, held)
	if err != nil {
		return 0, err
	}
	now := time.Now()
	out := newOutcome(r.actor(), stateUnknown, stateSubmitting)
	verdicts := &db.RecoveryVerdicts{Actor: r.actor()}
	for i, n := range nodes {
		out.touch(n.MovementID)
		rec, err := recs[i].rec, recs[i].err
		if err != nil {
			r.cfg.Logger.Warn().Ctx(r.inst.logContext(ctx, tx.Conn, n.MovementID)).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Msg("recover failed; will ask again")
			rec = executor.Recovery{Verdict: executor.VerdictUnknown, Reason: "recover: " + err.Error()}
		}
		operatorRetry := false
		if v := claimed[i].Verdict; v != nil {
			var res *verdictResolution
			rec, res = judgeVerdict(v, rec, recs[i].cancellable, n.ValueMoved)
			if res != nil {
				if _, err := tx.Verdicts().Resolve(ctx, v.ID, res.to, res.proof, r.actor()); err != nil {
					return 0, fmt.Errorf("recover: %w", err)
				}
				operatorRetry = res.to == verdictApplied && v.Kind == verdictNotSent
			}
		}
		verdicts.NodeIDs = append(verdicts.NodeIDs, n.ID)
		verdicts.Attempts = append(verdicts.Attempts, n.Attempt)
		verdicts.FromStates = append(verdicts.FromStates, n.State)
		verdicts.Verdicts = append(verdicts.Verdicts, rec.Verdict.String())
		verdicts.Reasons = append(verdicts.Reasons, truncate(rec.Reason))
		level := r.cfg.Logger.Info()
		if rec.Verdict == executor.VerdictUnknown || rec.Verdict == executor.VerdictFailed {
			level = r.cfg.Logger.Warn()
		}
		level.Ctx(r.inst.logContext(ctx, tx.Conn, n.MovementID)).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("from", n.State).Str("verdict", rec.Verdict.String()).
			Str("reason", rec.Reason).Msg("recovery verdict")
		switch rec.Verdict {
		case executor.VerdictCompleted:
			out.terminal.add(n, stateCompleted, rec.Result, "")
		case executor.VerdictFailed:
			out.terminal.add(n, stateFailed, rec.Result, truncate(rec.Reason))
		case executor.VerdictSent:
			rows, err := tx.Nodes().MarkSent(ctx, n.ID, n.Attempt, r.actor(), truncate(rec.Reason))
			if err != nil {
				return 0, fmt.Errorf("recover: mark sent: %w", err)
			}
			if rows == 1 {
				r.inst.transition(ctx, n.State, stateSubmitted, n.Executor, 1)
				if err := tx.Notify(ctx, notify.NodesSubmitted); err != nil {
					return 0, fmt.Errorf("recover: %w", err)
				}
			}
		case executor.VerdictNotSent:
			if n.Tries >= n.MaxTries && !operatorRetry {
				out.terminal.add(n, stateFailed, nil, truncate(fmt.Sprintf("not sent after %d tries: %s", n.Tries, rec.Reason)))
			} else {
				out.retry.add(n, r.retryAt(now, n.Tries), truncate("recovered as not sent: "+rec.Reason))
			}
		case executor.VerdictUnknown:
			out.unknown.add(n, now.Add(max(rec.RetryAfter, r.cfg.UnknownRetry)), truncate(rec.Reason))
		default:
			return 0, fmt.Errorf("recover: executor %s returned verdict %v", n.Executor, rec.Verdict)
		}
	}
	if err := tx.Nodes().AuditVerdicts(ctx, verdicts); err != nil {
		return 0, fmt.Errorf("recover: audit verdicts: %w", err)
	}
	if _, _, err := r.apply(ctx, tx, out); err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("recover: commit: %w", err)
	}
	return len(nodes), nil
}

type recovered struct {
	rec executor.Recovery
	err error
	// cancellable: the node's executor can cancel an attempt that has not landed
	// (executor.Canceller), so a sent-but-not-landed attempt is not proof against an
	// approved not_sent or failed verdict.
	cancellable bool
}

// checkPins holds (nodeconfig.Hold, in tx) every node with a side effect whose config
// resolves, against the chain and venue configuration this process runs with, to other
// pins than its approver approved (nodeconfig.VerifyPins): recovery must neither read
// evidence at nor re-broadcast to addresses nobody approved. It returns the held nodes.
func (r *Recovery) checkPins(ctx context.Context, tx *db.Tx, nodes []*db.Node) (map[uuid.UUID]bool, error) {
	var pinned []*db.Node
	for _, n := range nodes {
		if n.HasSideEffect {
			pinned = append(pinned, n)
		}
	}
	if len(pinned) == 0 {
		return nil, nil
	}
	_, formats, err := r.checkPlans(ctx, tx, pinned)
	if err != nil {
		return nil, err
	}
	held := map[uuid.UUID]bool{}
	for _, n := range pinned {
		exec, err := r.cfg.Registry.Get(n.Executor)
		if err != nil {
			continue // recoverOne reports it
		}
		cause := nodeconfig.VerifyPins(exec, formats[n.MovementID], n.Config)
		if cause == nil {
			continue
		}
		err = nodeconfig.Hold(r.inst.logContext(ctx, tx.Conn, n.MovementID), tx.Conn, r.actor(), n, cause, r.cfg.Logger, r.cfg.Meter)
		if !errors.Is(err, nodeconfig.ErrMismatch) {
			return nil, err
		}
		held[n.ID] = true
	}
	return held, nil
}

// recoverAll asks the executors about the claimed nodes (with the intents their claim
// returned) concurrently, up to ObserveConcurrency at once: a batch of slow RPCs must
// not hold its movement locks for the sum of their latencies. A held node is not asked:
// it stays UNKNOWN for nodeconfig.HoldBackoff.
func (r *Recovery) recoverAll(ctx context.Context, claimed []db.Claimed, held map[uuid.UUID]bool) ([]recovered, error) {
	out := make([]recovered, len(claimed))
	intents := make([]*executor.Intent, len(claimed))
	for i, c := range claimed {
		// Only a node with a side effect hands its intent to Recover (nil: none written).
		if c.Node.HasSideEffect && c.Intent != nil {
			in := execIntent(c.Intent)
			intents[i] = &in
		}
	}
	sem := make(chan struct{}, r.cfg.ObserveConcurrency)
	var wg sync.WaitGroup
	for i, c := range claimed {
		if held[c.Node.ID] {
			out[i].rec = executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: nodeconfig.HoldBackoff, Reason: nodeconfig.MismatchMessage}
			continue
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i].rec, out[i].cancellable, out[i].err = r.recoverOne(ctx, c.Node, intents[i], c.Verdict)
		})
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return out, nil
}

// recoverOne decides one node's verdict, and reports whether its executor can cancel
// an attempt. With an operators' verdict open on the node, Recover only reads evidence;
// with an approved not_sent or failed one that the evidence cannot prove yet (the
// attempt is unknown, or sent and not landed), an executor that can make the attempt
// impossible is asked to (executor.Canceller), and a later look finds the proof.
func (r *Recovery) recoverOne(ctx context.Context, n *db.Node, intent *executor.Intent, open *db.OpenVerdict) (executor.Recovery, bool, error) {
	if !n.HasSideEffect {
		// Nothing outside changed, whatever happened: running it again is safe.
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "node has no side effect"}, false, nil
	}
	exec, err := r.cfg.Registry.Get(n.Executor)
	if err != nil {
		return executor.Recovery{}, false, err
	}
	canceller, cancellable := exec.(executor.Canceller)
	node := execNode(n)
	node.VerdictOpen = open != nil
	if open != nil {
		node.VerdictSince = open.ProposedAt
	}
	var rec executor.Recovery
	err = r.inst.phase(ctx, r.cfg.Pool.Conn, n, "recover", func(ctx context.Context) error {
		var err error
		rec, err = exec.Recover(ctx, node, intent)
		return err
	})
	if err != nil || !cancellable || open == nil || open.State != verdictApproved || intent == nil ||
		(rec.Verdict != executor.VerdictUnknown && rec.Verdict != executor.VerdictSent) {
		return rec, cancellable, err
	}
	var did string
	err = r.inst.phase(ctx, r.cfg.Pool.Conn, n, "cancel_attempt", func(ctx context.Context) error {
		var err error
		did, err = canceller.CancelAttempt(ctx, node, *intent)
		return err
	})
	if errors.Is(err, executor.ErrNotCancellable) {
		// Landed, or nothing of the attempt's own can land: a Sent answer refuses the
		// verdict.
		rec.Reason = fmt.Sprintf("%s; %v", rec.Reason, err)
		return rec, false, nil
	}
	if err != nil {
		rec.Reason = fmt.Sprintf("%s; cancelling the attempt failed: %v", rec.Reason, err)
		return rec, true, nil
	}
	rec.Reason = fmt.Sprintf("%s; cancelling the attempt for the approved verdict: %s", rec.Reason, did)
	return rec, true, nil
}

// Manual verdict kinds and states, as stored in node_verdicts.
const (
	verdictNotSent  = "not_sent"
	verdictFailed   = "failed"
	verdictApproved = "APPROVED"
	verdictApplied  = "APPLIED"
	verdictRefused  = "REFUSED"
	verdictRejected = "REJECTED"
)

// verdictResolution is how recovery ends an open verdict: to APPLIED, REFUSED or
// REJECTED, on proof.
type verdictResolution struct {
	to    string
	proof string
}

// judgeVerdict weighs the executor's evidence (rec) against an open operators' verdict
// and returns what recovery applies, and how the verdict ends (nil: it stays open).
// An approved not_sent verdict applies once the evidence proves the attempt can no
// longer land (NotSent), and a failed one also on Failed (landed and failed for good);
// either is refused when the evidence shows the attempt happened (Completed; Failed,
// for not_sent; Sent, unless the executor can still cancel an attempt that was sent and
// has not landed, which it is then doing), and the evidence applies; until then the
// node stays UNKNOWN. A failed verdict on a node whose value already left the
// holder (valueMoved: a burn, a bridge send) is refused on NotSent: that proves only
// that this attempt cannot land, not that the value will not arrive (an attested CCTP
// message, a sent bridge message: anyone may deliver it), so the evidence applies and a
// new attempt finishes the step. A proposal nobody approved yet is closed as stale once
// the evidence decides the node by itself (docs/design.md §7 "Manual verdicts").
func judgeVerdict(v *db.OpenVerdict, rec executor.Recovery, cancellable, valueMoved bool) (executor.Recovery, *verdictResolution) {
	waiting := rec.Verdict == executor.VerdictUnknown ||
		(rec.Verdict == executor.VerdictSent && cancellable && v.State == verdictApproved && (v.Kind == verdictNotSent || v.Kind == verdictFailed))
	if waiting {
		if v.State == verdictApproved {
			rec = executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: rec.RetryAfter,
				Reason: fmt.Sprintf("approved %s verdict %s waits for proof: %s", v.Kind, v.ID, rec.Reason)}
		}
		return rec, nil
	}
	if v.State != verdictApproved || (v.Kind != verdictNotSent && v.Kind != verdictFailed) {
		return rec, &verdictResolution{to: verdictRejected, proof: rec.Verdict.String() + ": " + rec.Reason}
	}
	proof := rec.Verdict.String() + ": " + rec.Reason
	switch {
	case rec.Verdict == executor.VerdictFailed && v.Kind == verdictNotSent:
		// Landed and failed for good: the attempt happened, so not_sent is false and
		// the evidence applies (the node fails, as recovery alone would fail it).
		return rec, &verdictResolution{to: verdictRefused, proof: proof + "; the attempt landed, so it was sent"}
	case rec.Verdict != executor.VerdictNotSent && rec.Verdict != executor.VerdictFailed:
		return rec, &verdictResolution{to: verdictRefused, proof: proof}
	case v.Kind == verdictFailed && rec.Verdict == executor.VerdictNotSent && valueMoved:
		return rec, &verdictResolution{to: verdictRefused,
			proof: proof + "; the node's value already left the holder, so the step is finished, not failed"}
	}
	why := fmt.Sprintf("manual verdict %s (proposed by %s, approved by %s): %s; proof: %s", v.Kind, v.ProposedBy, v.DecidedBy, v.Reason, proof)
	if v.Kind == verdictNotSent {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: why}, &verdictResolution{to: verdictApplied, proof: proof}
	}
	return executor.Recovery{Verdict: executor.VerdictFailed, Reason: why, Result: rec.Result}, &verdictResolution{to: verdictApplied, proof: proof}
}
