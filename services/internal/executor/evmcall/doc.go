// Package evmcall is the EVM phase kernel: the money rules every executor that signs
// EVM transactions shares, in one place. An executor (evm_transfer, and the bridges'
// phases: approve, burn or send, receive or manual execution) embeds a Kernel and keeps
// only its config, its phase table (which phase follows which, what each phase signs,
// how a mined phase is judged and what it proves) and its protocol's facts; the kernel
// owns everything a signed phase does on its chain.
//
// A signed phase is an intent whose payload starts with a Head (chain, sender, nonce,
// phase, evm_transfer's fields that the funds check and the nonce reaper read on the
// shared lanes) and whose signed bytes hash to the intent's hash. The kernel:
//
//   - signs on the sender's nonce lane (Sign): the nonce comes from the lane row,
//     shared by every EVM executor, so none of them hands out a nonce twice and the
//     nonce reaper covers them all; Draft turns the signed call into the intent;
//   - broadcasts exactly the intent's bytes (SubmitSigned): accepted or already known
//     is done; nonce too low is done when our transaction is mined or pooled and
//     ambiguous otherwise (recovery proves it); a refusal no broadcast can change is
//     permanent; anything else is ambiguous, and recovery re-broadcasts the same bytes;
//   - observes a signed phase through its candidates (ObserveSigned): the intent's own
//     transaction, its fee-bump replacements (where the executor bumps fees), never its
//     cancellation; it signs nothing: a candidate due a fee bump hands the node to
//     recovery (Unknown, "fee bump due"), so the observer holds no key;
//   - recovers a signed phase from chain evidence only (RecoverSigned): a candidate
//     mined → the phase's judge (final) or Sent; in the node's pool → Sent, after signing,
//     recording (committed) and broadcasting a fee-bump replacement when one is due and
//     no verdict is open; otherwise
//     the sender's nonce at final blocks (evm.NonceUser): used by one of ours → Sent,
//     by another transaction (a cancellation included) → NotSent, once the chain's
//     not_sent_quorum of providers read the same at their own head and none shows one
//     of ours mined (evm.Quorum, notSent; else Unknown, naming the provider); not used yet →
//     re-broadcast the newest candidate's bytes, unless a verdict is open on the node
//     or a cancellation is recorded (then Unknown: recovery reads evidence only);
//   - cancels an attempt by replacement (CancelAttempt, executor.Canceller): a
//     zero-value transfer from the sender to itself at the phase's nonce, priced above
//     every candidate, recorded as a cancellation candidate before it is broadcast;
//   - and reports health over the executor's chains, resolves and parses config
//     fields (chains, signers, addresses, amounts) the same way for every executor,
//     and collects the legs an executor reports to verify-drift (Legs).
//
// A multi-phase executor hands the kernel its phase table (Options.Phases): per phase
// a Rule says what the phase watches instead of its transaction, how its final receipt
// is judged (Continue with what it proved, or Completed), what proves its effect
// happened whoever caused it, and whether the far side refuses that effect twice. The
// kernel's Submit, Observe and Recover run the table; evm_transfer, a single phase
// judged by its Transfer log, calls SubmitSigned, ObserveSigned and RecoverSigned
// itself.
//
// See docs/design.md §7 for the rules and evm_transfer's package doc for the order of
// evidence.
package evmcall
