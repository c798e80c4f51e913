package cctptransfer_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
)

// refuseReceive refuses the receive phase before its side effect: in Submit (a try
// used up, as a relayer RPC that refuses the connection would) or in Preflight (a
// hold: no try used up), while on.
type refuseReceive struct {
	*cctptransfer.Executor
	inPreflight bool
	on          atomic.Bool
	refusals    atomic.Int32
}

func isReceive(raw json.RawMessage) bool {
	var p struct{ Phase, Next string }
	_ = json.Unmarshal(raw, &p)
	return p.Phase == "receive" || p.Next == "receive"
}

func (r *refuseReceive) Preflight(ctx context.Context, node executor.Node) error {
	if r.inPreflight && r.on.Load() && isReceive(node.Progress) {
		r.refusals.Add(1)
		return errors.New("destination RPC unreachable")
	}
	return r.Executor.Preflight(ctx, node)
}

func (r *refuseReceive) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	if !r.inPreflight && r.on.Load() && isReceive(intent.Payload) {
		r.refusals.Add(1)
		return executor.SubmitResult{}, executor.BeforeSideEffect(errors.New("relayer RPC refused the connection"))
	}
	return r.Executor.Submit(ctx, node, intent)
}

// A receive phase that uses up its tries fails the node. The burn stays done and the
// attested message stays in the node's progress, so relaying it by hand mints exactly
// once (a second relay is refused by the destination).
func TestReceivePhaseExhaustsTries(t *testing.T) {
	t.Parallel()
	w := &refuseReceive{}
	w.on.Store(true)
	e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
	ctx := context.Background()
	amount := big.NewInt(1_500_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	e.runUntilLong(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "FAILED", e.movementState(t, id), e.describe(t))
	require.Equal(t, int32(3), w.refusals.Load(), "one refusal per try of the receive phase (max_attempts 3)")

	var lastErr string
	var raw []byte
	require.NoError(t, e.f.Pool.QueryRow(ctx, `SELECT node_state, last_error, progress FROM movement_nodes WHERE movement_id = $1`, id).
		Scan(new(string), &lastErr, &raw))
	require.Contains(t, lastErr, "gave up after 3 tries")
	var prog struct {
		Next, Message, Attestation string
		MessageNonce               string `json:"message_nonce"`
	}
	require.NoError(t, json.Unmarshal(raw, &prog))
	require.Equal(t, "receive", prog.Next)
	require.NotEmpty(t, prog.Message)
	require.NotEmpty(t, prog.Attestation)
	require.True(t, e.burned(t, amount), "the burn stays done")
	require.Equal(t, e.dstSupply, supply(t, e.dst), "nothing minted yet")

	// An operator relays the attested message from the progress by hand: one mint.
	relay(t, e, prog.Message, prog.Attestation)
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(225))
	require.Error(t, relayErr(e, prog.Message, prog.Attestation), "a second relay of the message is refused")
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(225))
	require.True(t, strings.HasPrefix(prog.MessageNonce, "0x"))
}

// A receive phase held back before its side effect (Preflight refuses: the
// destination is unreachable) does not use up tries: it is held, with a growing
// backoff, as often as it takes, never failed, and completes once the destination
// answers.
func TestReceivePhaseHeldNotFailed(t *testing.T) {
	t.Parallel()
	w := &refuseReceive{inPreflight: true}
	w.on.Store(true)
	e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
	amount := big.NewInt(2_500_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	e.runUntilLong(t, "more holds than tries", func() bool { return w.refusals.Load() > 3 })
	require.Equal(t, "EXECUTING", e.movementState(t, id), e.describe(t))
	require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM movement_nodes
		WHERE movement_id = $1 AND node_state = 'READY' AND tries = 0 AND holds > 3 AND progress->>'next' = 'receive'`, id), e.describe(t))
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'receive'`), "nothing signed while held")
	w.on.Store(false)
	// The hold backoff grows with the holds: move the next try to now.
	_, err := e.f.Pool.Exec(context.Background(), `UPDATE movement_nodes SET next_try_at = now() WHERE movement_id = $1`, id)
	require.NoError(t, err)
	e.runUntilLong(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(375))
}

// relayErr sends receiveMessage from another account and returns its error: a
// message already received reverts ("Nonce already used"), which the gas estimate
// reports before anything is sent.
func relayErr(e *env, message, attestation string) error {
	other := e.dc.Accounts()[3]
	opts := bind.NewKeyedTransactor(other.Key, new(big.Int).SetUint64(e.dst.ChainID))
	mt := contracts.NewMessageTransmitterV2()
	_, err := bind.Transact(mt.Instance(e.dst.Client(), e.dst.MessageTransmitter), opts,
		mt.PackReceiveMessage(hexutil.MustDecode(message), hexutil.MustDecode(attestation)))
	return err
}

// runUntilLong is runUntil with a deadline long enough for a phase's tries and holds
// (each a full claim cycle) on a loaded machine.
func (e *env) runUntilLong(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s (node: %s)", what, e.describe(t))
		}
		e.step(t)
		time.Sleep(5 * time.Millisecond)
	}
}
