package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
)

// operators play the two operators (ops-1 proposes, ops-2 approves) on the nodes that
// wait for them: verdicts on UNKNOWN nodes with a side effect, what the node's evidence
// suggests or, in a share, a kind drawn at random (a verdict the evidence contradicts
// must then be refused); and manual executions of nodes in NEEDS_MANUAL_EXECUTION,
// after a pause that gives the third party its chance to deliver first.
type operators struct {
	conn   *grpc.ClientConn
	tokens map[string]string
	pool   *db.Pool
	chains *chainReader
	// venueURL is the venue double's, whose account pages an operator reads.
	venueURL string
	// share of the UNKNOWN nodes that get a proposal; random of those drawn at random.
	share, random float64
	// after is how long a node must have waited before the operators look at it.
	after time.Duration
	rng   *rand.Rand
	mu    *sync.Mutex
	logf  func(string, ...any)

	// seen marks node/attempt pairs already decided on (proposed or passed over).
	seen map[string]bool

	statsMu sync.Mutex
	stats   map[string]int
}

func (o *operators) as(ctx context.Context, who string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+o.tokens[who])
}

func (o *operators) float() float64 {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.rng.Float64()
}

func (o *operators) count(what string) {
	o.statsMu.Lock()
	defer o.statsMu.Unlock()
	o.stats[what]++
}

// run looks at the waiting nodes every interval until ctx ends; once settling (the
// load is over) it stops drawing verdicts at random and reads the evidence only, as
// operators clearing a backlog would.
func (o *operators) run(ctx context.Context, interval time.Duration, settling func() bool) {
	for wait(ctx, interval) {
		nodes, err := dbops.Of(o.pool.Conn).ChaosOpenNodes(ctx)
		if err != nil {
			continue
		}
		for _, n := range nodes {
			key := n.ID + "/" + strconv.Itoa(int(n.Attempt))
			if o.seen[key] || n.VerdictOpen || time.Since(n.Since) < o.after || ctx.Err() != nil {
				continue
			}
			o.seen[key] = true
			if n.State == "NEEDS_MANUAL_EXECUTION" {
				o.verdict(ctx, n, qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_MANUAL_EXECUTION, "", "", "manual")
				continue
			}
			if !settling() && o.float() >= o.share {
				continue
			}
			kind, tx, ext, basis := o.judge(ctx, n, !settling() && o.float() < o.random)
			o.verdict(ctx, n, kind, tx, ext, basis)
		}
	}
}

// judge picks a verdict for an UNKNOWN node: from its attempt's evidence (the
// transaction's receipt, the noop side effect, the venue's withdrawal ID), or at
// random.
func (o *operators) judge(ctx context.Context, n dbops.ChaosOpenNode, random bool) (qtgv1.NodeVerdictKind, string, string, string) {
	sent := func() (qtgv1.NodeVerdictKind, string, string) {
		return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT, n.TxHash, n.ExternalID
	}
	if random {
		switch k := int(o.float() * 3); {
		case k == 0 && (n.TxHash != "" || n.ExternalID != ""):
			kind, tx, ext := sent()
			return kind, tx, ext, "random"
		case k == 1:
			return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, "", "", "random"
		default:
			return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_NOT_SENT, "", "", "random"
		}
	}
	switch {
	case n.Executor == "noop":
		if done, err := dbops.Of(o.pool.Conn).ChaosNoopPerformed(ctx, n.ID, n.Attempt); err == nil && done {
			kind, tx, ext := sent()
			return kind, tx, ext, "evidence"
		}
	case n.TxHash != "" && n.Chain != "":
		cl, err := o.chains.clients.Get(ctx, n.Chain)
		if err != nil {
			break
		}
		r, err := cl.TransactionReceipt(ctx, common.HexToHash(n.TxHash))
		switch {
		case err == nil && r.Status == types.ReceiptStatusSuccessful:
			kind, tx, ext := sent()
			return kind, tx, ext, "evidence"
		case err == nil:
			return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, "", "", "evidence"
		case !errors.Is(err, ethereum.NotFound):
			// The chain could not tell: an operator would say what the intent shows.
			kind, tx, ext := sent()
			return kind, tx, ext, "evidence"
		}
	case n.ExternalID != "":
		kind, tx, ext := sent()
		return kind, tx, ext, "evidence"
	case n.Executor == "cex_withdrawal":
		// The answer with the withdrawal's ID was lost: the operator looks the node's
		// requestId up in the venue's account pages, as QTG's records cannot (the API's
		// withdrawal records do not carry it).
		if id, err := o.withdrawalOf(ctx, n.ID); err == nil && id != "" {
			return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT, "", id, "evidence"
		}
	}
	return qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_NOT_SENT, "", "", "evidence"
}

// withdrawalOf returns the ID of the venue withdrawal carrying node's requestId that
// the venue did not refuse ("" when there is none).
func (o *operators) withdrawalOf(ctx context.Context, node string) (string, error) {
	ws, err := venueWithdrawals(ctx, o.venueURL)
	if err != nil {
		return "", err
	}
	want := strings.ReplaceAll(node, "-", "")
	for _, w := range ws {
		if w.RequestID == want && !venueRefused(w) {
			return w.ID, nil
		}
	}
	return "", nil
}

// verdict proposes kind on the node's attempt as ops-1 and approves it as ops-2,
// counting what the gateway answered to each.
func (o *operators) verdict(ctx context.Context, n dbops.ChaosOpenNode, kind qtgv1.NodeVerdictKind, tx, ext, basis string) {
	name := strings.ToLower(strings.TrimPrefix(kind.String(), "NODE_VERDICT_KIND_"))
	ops := qtgv1.NewOpsServiceClient(o.conn)
	var proposed *qtgv1.NodeVerdict
	err := call(ctx, func(ctx context.Context) error {
		r, err := ops.ProposeNodeVerdict(o.as(ctx, "ops-1"), &qtgv1.ProposeNodeVerdictRequest{
			NodeId: n.ID, Attempt: n.Attempt, Verdict: kind, TxHash: tx, ExternalId: ext,
			Reason: fmt.Sprintf("chaos: %s (%s)", name, basis)})
		proposed = r.GetVerdict()
		return err
	})
	if err != nil {
		o.count(fmt.Sprintf("propose-%s/%s", name, codeName(err)))
		return
	}
	o.count(fmt.Sprintf("propose-%s/%s", name, basis))
	err = call(ctx, func(ctx context.Context) error {
		_, err := ops.ApproveNodeVerdict(o.as(ctx, "ops-2"), &qtgv1.ApproveNodeVerdictRequest{Id: proposed.GetId()})
		return err
	})
	if err != nil {
		o.count(fmt.Sprintf("approve-%s/%s", name, codeName(err)))
		if status.Code(err) != codes.FailedPrecondition {
			o.logf("approve %s verdict on node %s: %v", name, n.ID, err)
		}
		return
	}
	o.count(fmt.Sprintf("approve-%s/ok", name))
}

func codeName(err error) string {
	return strings.ToLower(status.Code(err).String())
}

// summary returns what the operators did.
func (o *operators) summary() map[string]int {
	o.statsMu.Lock()
	defer o.statsMu.Unlock()
	out := map[string]int{}
	for k, v := range o.stats {
		out[k] = v
	}
	return out
}
