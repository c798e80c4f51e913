package evmcall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Rule is one row of an executor's phase table: how the kernel submits, observes and
// recovers the intent's phase. A phase without Watch signs a transaction: the kernel
// broadcasts it, observes its candidates and hands the one final at the chain's depth
// to Judge (a final revert fails the node unless the phase is Idempotent or redone,
// Rule.Redo), and recovers
// it from the chain (RecoverSigned).
type Rule struct {
	// Watch, when set, observes the phase by its protocol's facts instead of its own
	// transaction: a phase that signs nothing and waits (a delivery), or one whose
	// effect anyone may cause (a relay, a retry of a cached payout).
	Watch func(ctx context.Context, cl *ethclient.Client) (executor.Observation, error)
	// Judge turns the phase's transaction, final at the chain's depth, into the node's
	// observation: Continue with what it proved, or Completed.
	Judge func(ctx context.Context, cl *ethclient.Client, m Mined) (executor.Observation, error)
	// Done, for recovery, reads whether the phase's effect happened, whoever caused it
	// (a message received, a payout paid), at a final block (or, for an intent that
	// signed nothing because someone else acted first, at the head: the observer waits
	// for it to be final): then Sent; an intent that signed nothing and whose effect did
	// not happen: NotSent (a new attempt does it). why says what was read.
	Done func(ctx context.Context, cl *ethclient.Client) (done bool, why string, err error)
	// Idempotent: the far side refuses the phase's effect twice (a message received
	// once, a payout paid once), so the phase's own transaction reverted in a final
	// block is handed to Judge, and recovered as NotSent (a new attempt may try again),
	// not as a failed node.
	Idempotent bool
	// Redo, for a phase whose own transaction reverting in a final block moved nothing
	// and may be decided again, returns the progress the node continues with instead of
	// failing: the executor's next Prepare decides the phase afresh (a fresh allowance
	// read, a new approval or send on a new nonce). Concurrent nodes of one holder are
	// why (docs/design.md §5, "Redone phases"): another node's approval can overwrite
	// this one's allowance after its send was signed, or change the approval's storage
	// cost so its gas falls short. It answers false once the node has redone MaxRedos
	// phases, and the node fails as it would without it.
	Redo func(m Mined) (progress json.RawMessage, ok bool)
	// Submit is what Submit does for an intent of the phase that signed nothing (a
	// delivery names what it waits for; a receive someone else made is waited on).
	// Nil: the phase's intents must be signed.
	Submit func(ctx context.Context) (executor.SubmitResult, error)
}

// Table returns the rule of an intent's phase, its payload already decoded; an error
// (a config or progress that cannot be read) is the phase's answer: Unknown for
// Observe, an error for Recover, a permanent failure for Submit.
type Table func(ph Phase) (Rule, error)

// errNoTable answers a phase operation of an executor built without Options.Phases.
var errNoTable = errors.New("no phase table")

// Submit implements executor.Executor for a phase table (Options.Phases, submitPhase).
func (k *Kernel) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	if k.phases == nil {
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("%s: %w", k.key, errNoTable))
	}
	p, table := k.phases(node)
	return k.submitPhase(ctx, intent, p, table)
}

// Observe implements executor.Executor for a phase table (Options.Phases,
// observePhase).
func (k *Kernel) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	if k.phases == nil {
		return executor.Observation{Status: executor.Unknown, Reason: fmt.Sprintf("%s: %v", k.key, errNoTable)}, nil
	}
	p, table := k.phases(node)
	return k.observePhase(ctx, node, intent, p, table)
}

// Recover implements executor.Executor for a phase table (Options.Phases,
// recoverPhase).
func (k *Kernel) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if k.phases == nil {
		return executor.Recovery{}, fmt.Errorf("%s: %w", k.key, errNoTable)
	}
	p, table := k.phases(node)
	return k.recoverPhase(ctx, node, intent, p, table)
}

// submitPhase implements Submit for a phase table: a signed phase's exact bytes
// (SubmitSigned), or the phase's own Submit for an intent that signed nothing.
func (k *Kernel) submitPhase(ctx context.Context, intent executor.Intent, p Payload, table Table) (executor.SubmitResult, error) {
	ph, err := k.Decode(intent, p)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if ph.Tx != nil {
		return k.SubmitSigned(ctx, ph)
	}
	r, err := table(ph)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if r.Submit == nil {
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("%s: %w", ph.label(), ErrNothingSigned))
	}
	return r.Submit(ctx)
}

// observePhase implements Observe for a phase table: Watch, or the phase's candidates
// (ObserveSigned) and, once one is final, Judge. A final revert of a phase that is not
// Idempotent fails the node: nothing moved, and those bytes can never land again.
func (k *Kernel) observePhase(ctx context.Context, node executor.Node, intent executor.Intent, p Payload, table Table) (executor.Observation, error) {
	ph, err := k.Decode(intent, p)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	r, err := table(ph)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*RPCTimeout)
	defer cancel()
	cl, err := k.Client(ctx, ph.Chain)
	if err != nil {
		return executor.Observation{}, err
	}
	if r.Watch != nil {
		return r.Watch(ctx, cl)
	}
	if ph.Tx == nil {
		return executor.Observation{Status: executor.Unknown, Reason: fmt.Sprintf("%s: %v", ph.label(), ErrNothingSigned)}, nil
	}
	mined, obs, err := k.ObserveSigned(ctx, cl, node, ph, ph.Chain.Depth(ph.Chain.Confirmations))
	if mined == nil || err != nil {
		return obs, err
	}
	if mined.Reverted() && !r.Idempotent && r.Redo != nil {
		if progress, ok := r.Redo(*mined); ok {
			return executor.Observation{Status: executor.Continue, Progress: progress, ValueMoved: false,
				Reason: fmt.Sprintf("%s %s reverted in a final block and moved nothing: deciding the phase again", ph.label(), mined.Tx.Hash().Hex())}, nil
		}
	}
	if mined.Reverted() && !r.Idempotent {
		return executor.Observation{Status: executor.Failed, Result: revertedResult(ph, *mined),
			Reason: fmt.Sprintf("%s %s reverted", ph.label(), mined.Tx.Hash().Hex())}, nil
	}
	return r.Judge(ctx, cl, *mined)
}

// recoverPhase implements Recover for a phase table, from chain evidence only: Done's
// fact first for a phase that signed nothing (Sent while it only waits, the observer
// watching it; NotSent when its effect did not happen); a signed phase is recovered
// from the chain (RecoverSigned) whoever did its effect, a final transaction being Sent
// (the observer judges it), and reverted NotSent when Idempotent (its reason saying
// whether Done finds the effect done without it), Sent when redone (the observer redoes
// it), Failed otherwise.
func (k *Kernel) recoverPhase(ctx context.Context, node executor.Node, intent *executor.Intent, p Payload, table Table) (executor.Recovery, error) {
	if intent == nil {
		return NoIntent(), nil
	}
	ph, err := k.Decode(*intent, p)
	if err != nil {
		return executor.Recovery{}, err
	}
	r, err := table(ph)
	if err != nil {
		return executor.Recovery{}, err
	}
	if ph.Tx == nil && r.Done == nil {
		if r.Watch == nil {
			return executor.Recovery{}, fmt.Errorf("%s: %w", ph.label(), ErrNothingSigned)
		}
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.Head.Phase + " phase: nothing to send, the observer watches " + intent.ExternalID}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, RecoverTimeout)
	defer cancel()
	cl, err := k.Client(ctx, ph.Chain)
	if err != nil {
		return executor.Recovery{}, err
	}
	if r.Done != nil {
		done, why, err := r.Done(ctx, cl)
		switch {
		case err != nil:
			return k.unknown(ctx, node, ph, fmt.Sprintf("cannot tell whether the %s phase's effect happened: %v", ph.Head.Phase, err)), nil
		case done && ph.Tx == nil:
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: why}, nil
		case ph.Tx == nil:
			return k.notSent(ctx, node, ph, "nothing was signed, and "+why, notDone(r.Done)), nil
		}
		// Done by whoever, with a transaction of ours signed: its nonce is the sender's
		// and must still be used, or every later transaction of the sender waits behind
		// it. The phase is Idempotent, so our bytes landing after someone else's effect
		// revert harmlessly: recover them as any signed phase (re-broadcast when lost).
	}
	return k.RecoverSigned(ctx, cl, node, ph, ph.Chain.Depth(ph.Chain.Confirmations), func(m Mined) executor.Recovery {
		hash := m.Tx.Hash().Hex()
		switch {
		case !m.Reverted():
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.Head.Phase + " mined: " + hash}
		case r.Idempotent:
			// Ours did nothing either way; the reason says whether the phase's effect
			// happened without it (someone else relayed, and ours reverted on it), so
			// that the new attempt finds it done, or did not happen at all.
			if r.Done != nil {
				if done, why, err := r.Done(ctx, cl); err == nil && done {
					return executor.Recovery{Verdict: executor.VerdictNotSent,
						Reason: fmt.Sprintf("%s %s reverted in a final block, and the phase's effect happened without it (%s): a new attempt goes on from there", ph.label(), hash, why)}
				}
			}
			return executor.Recovery{Verdict: executor.VerdictNotSent,
				Reason: fmt.Sprintf("%s %s reverted in a final block and its effect did not happen: a new attempt may try again", ph.label(), hash)}
		case r.Redo != nil:
			// The observer decides: it redoes the phase, or fails the node after
			// MaxRedos (Rule.Redo).
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.label() + " " + hash + " reverted in a final block: the observer decides whether to redo it"}
		default:
			return executor.Recovery{Verdict: executor.VerdictFailed, Reason: ph.label() + " " + hash + " reverted in a final block",
				Result: revertedResult(ph, m)}
		}
	})
}
