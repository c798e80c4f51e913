package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/movement"
)

// Drills: a drill moves a tiny amount through one bridge with real money
// and real workers, to prove a lane works end to end. It is refused unless the
// operator gate is on (the seed's run_ccip_send_drill rule): every core worker must
// be running, or the drill would sit APPROVED and prove nothing. The gate is judged
// here, server-side, from the workers' heartbeats, because only the database knows
// whether the workers run; a client-side check could be skipped.

// gateWorkers are the workers a movement needs to advance.
var gateWorkers = []string{"dispatcher", "observer", "recovery"}

// drillPrefix is the name prefix of the templates StartDrill may use: a drill can
// only start what was approved (four eyes) as a drill.
const drillPrefix = "drill-"

var drillNameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)

// operatorGate reads the core workers' heartbeats: the gate is open when each has
// an instance that is neither stopped, gone nor gated and ticked within twice its
// interval (the database's clock, as HeartbeatListWithStalled judges stalls). A worker
// gated off by MG_WORKERS_ENABLED=false heartbeats 'gated' and runs nothing, so it
// keeps the gate shut and is named as gated.
func (s *Server) operatorGate(ctx context.Context) (*qtgv1.GetOperatorGateResponse, error) {
	rows, err := s.pool.Heartbeats().ListWithStalled(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.GetOperatorGateResponse{Open: true}
	for _, name := range gateWorkers {
		w := &qtgv1.GateWorker{Name: name}
		var newest time.Time
		var stale, gated int
		for _, h := range rows {
			if h.Worker != name {
				continue
			}
			if h.LastTickAt.After(newest) {
				newest = h.LastTickAt
			}
			switch {
			case h.Status == "stopped":
			case h.Stalled || h.Gone:
				stale++
			case h.Status == "gated":
				gated++
			default:
				w.LiveInstances++
			}
		}
		if !newest.IsZero() {
			w.LastTickAt = timestamppb.New(newest)
		}
		if w.LiveInstances == 0 {
			out.Open = false
			switch {
			case newest.IsZero():
				out.Missing = append(out.Missing, name+": no heartbeat ever (not started)")
			case gated > 0:
				out.Missing = append(out.Missing, fmt.Sprintf("%s: gated, MG_WORKERS_ENABLED is not true (last tick %s)", name, newest.UTC().Format(time.RFC3339)))
			case stale > 0:
				out.Missing = append(out.Missing, fmt.Sprintf("%s: stalled (last tick %s)", name, newest.UTC().Format(time.RFC3339)))
			default:
				out.Missing = append(out.Missing, fmt.Sprintf("%s: stopped (last tick %s)", name, newest.UTC().Format(time.RFC3339)))
			}
		}
		out.Workers = append(out.Workers, w)
	}
	return out, nil
}

func (s opsServer) GetOperatorGate(ctx context.Context, _ *qtgv1.GetOperatorGateRequest) (*qtgv1.GetOperatorGateResponse, error) {
	return s.operatorGate(ctx)
}

// DrillLimits are the server's rules for what a drill may move, judged on the compiled
// plan (what would run), not on the client's flags or the params: a creator's token
// alone must not be able to start a large transfer, or one to an outside address,
// under the name of a drill (docs/security.md, docs/drills.md).
type DrillLimits struct {
	// MaxAmount bounds every node's "amount", in the asset's base units. Nil refuses
	// every drill.
	MaxAmount *big.Int
	// Recipients are the addresses a drill may pay ("to"): the configured signers, so
	// a drill's money stays with the operator. Compared case-insensitively.
	Recipients []string
}

// check refuses a drill plan unless every node names a whole "amount" within
// MaxAmount and a "to" among Recipients.
func (l DrillLimits) check(plan *compiler.Plan) error {
	if l.MaxAmount == nil {
		return errors.New("drills are not configured on this gateway (--drill-max-amount)")
	}
	for _, n := range plan.Nodes {
		var cfg struct {
			Amount json.Number `json:"amount"`
			To     string      `json:"to"`
		}
		dec := json.NewDecoder(bytes.NewReader(n.Config))
		dec.UseNumber()
		if err := dec.Decode(&cfg); err != nil {
			return fmt.Errorf("drill node %q: config: %w", n.Key, err)
		}
		amount, ok := new(big.Int).SetString(cfg.Amount.String(), 10)
		switch {
		case !ok || amount.Sign() <= 0:
			return fmt.Errorf("drill node %q: a drill node must name a positive whole amount, got %q", n.Key, cfg.Amount)
		case amount.Cmp(l.MaxAmount) > 0:
			return fmt.Errorf("drill node %q: amount %s is above the drill limit of %s base units", n.Key, amount, l.MaxAmount)
		}
		if !slices.ContainsFunc(l.Recipients, func(r string) bool { return strings.EqualFold(r, cfg.To) }) {
			return fmt.Errorf("drill node %q: recipient %q is not one of the configured signers: a drill pays only the operator's own accounts", n.Key, cfg.To)
		}
	}
	return nil
}

// StartDrill creates the drill's movement only while the gate is open and only when
// its plan is within the drill limits. The gate is read just before the create, not in
// its transaction: a worker that stops in between leaves an ordinary movement waiting
// for it, which is what any movement does when workers stop. Approving it is another
// principal's call (ApproveMovement), as for any movement.
func (s opsServer) StartDrill(ctx context.Context, req *qtgv1.StartDrillRequest) (*qtgv1.StartDrillResponse, error) {
	var v violations
	if !drillNameRE.MatchString(req.GetDrill()) {
		v.add("drill", "must be 1-64 of a-z 0-9 _ - starting with a letter or digit (the template is drill-<drill>)")
	}
	params := checkParams(&v, "params_json", req.GetParamsJson())
	checkIdempotencyKey(&v, "idempotency_key", req.GetIdempotencyKey())
	if err := v.err(); err != nil {
		return nil, err
	}
	gate, err := s.operatorGate(ctx)
	if err != nil {
		return nil, err
	}
	if !gate.GetOpen() {
		return nil, status.Errorf(codes.FailedPrecondition, "operator gate is off, drills are refused: %s", strings.Join(gate.GetMissing(), "; "))
	}
	p := principalFrom(ctx)
	tp, ts := traceContext(ctx)
	r, created, err := s.svc.Create(ctx, movement.CreateInput{
		TemplateName: drillPrefix + req.GetDrill(), Params: params, IdempotencyKey: req.GetIdempotencyKey(),
		CreatedBy: p.Name, TraceParent: tp, TraceState: ts, Check: s.drills.check,
	})
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	m, err := s.loadMovement(ctx, r.ID, true)
	if err != nil {
		return nil, err
	}
	return &qtgv1.StartDrillResponse{Movement: m, Created: created, Gate: gate}, nil
}
