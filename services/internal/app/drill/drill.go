package drill

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// Drill is what a bridge's subcommand hands the loop.
type Drill struct {
	// Name selects the template "drill-<Name>" (e.g. "cctp").
	Name string
	// Params are the template's parameters, a JSON object.
	Params string
	// IdempotencyKey makes a retried start return the same movement.
	IdempotencyKey string
	// PhaseNames names a finished node's phases in order, from its result and progress
	// (e.g. cctp: approve, burn + attestation, receive). Nil, or fewer names than
	// phases: the rest are "phase N".
	PhaseNames func(node *qtgv1.Node) []string
}

// Config is how the loop reaches the API.
type Config struct {
	Ops       qtgv1.OpsServiceClient
	Movements qtgv1.MovementServiceClient
	// Creator adds the creator's credentials to a call's context. The loop holds no
	// other principal's: the approval is a second principal's own step (qtgctl movements
	// approve), which the loop waits for.
	Creator func(context.Context) context.Context
	// Out receives progress lines and the timing table; nil discards them.
	Out io.Writer
	// CallTimeout bounds each unary call. Default 30s.
	CallTimeout time.Duration
	// ResumeDelay is the pause before re-opening a broken watch. Default 1s.
	ResumeDelay time.Duration
}

// Phase is one timed part of a drill.
type Phase struct {
	// Node is the node's key; empty for the movement's own phases.
	Node string
	Name string
	// Start and End are the server's times.
	Start, End time.Time
}

// Duration is End - Start.
func (p Phase) Duration() time.Duration { return p.End.Sub(p.Start) }

// Report is what a drill did.
type Report struct {
	MovementID string
	State      qtgv1.MovementState
	// Phases: "approval" (created to approved), "queue" per node (approved to its
	// first claim), then each node's phases in order.
	Phases []Phase
	// Total is created to finished.
	Total time.Duration
	// Movement is the movement as it finished.
	Movement *qtgv1.Movement
}

// ErrNotCompleted is returned (with the report) when the drill's movement finished in
// any state but COMPLETED.
var ErrNotCompleted = errors.New("drill did not complete")

// Run starts, approves and watches one drill and returns its report. The report is
// returned with ErrNotCompleted when the movement failed, and is nil when the drill
// could not be started (the gate's answer is in the error).
func Run(ctx context.Context, cfg Config, d Drill) (*Report, error) {
	if cfg.Ops == nil || cfg.Movements == nil || cfg.Creator == nil {
		return nil, errors.New("drill: Ops, Movements and Creator are required")
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	if cfg.CallTimeout <= 0 {
		cfg.CallTimeout = 30 * time.Second
	}
	if cfg.ResumeDelay <= 0 {
		cfg.ResumeDelay = time.Second
	}
	unary := func(as func(context.Context) context.Context) (context.Context, context.CancelFunc) {
		return context.WithTimeout(as(ctx), cfg.CallTimeout)
	}

	cctx, cancel := unary(cfg.Creator)
	started, err := cfg.Ops.StartDrill(cctx, &qtgv1.StartDrillRequest{Drill: d.Name, ParamsJson: d.Params, IdempotencyKey: d.IdempotencyKey})
	cancel()
	if err != nil {
		return nil, fmt.Errorf("start drill %s: %w", d.Name, err)
	}
	m := started.GetMovement()
	fmt.Fprintf(cfg.Out, "drill %s: movement %s created by the creator (%s), plan hash %s\n",
		d.Name, m.GetId(), state(m.GetState()), m.GetPlanHash())

	if m.GetState() == qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL {
		fmt.Fprintf(cfg.Out, "drill %s: waiting for a second principal to approve it:\n  qtgctl movements approve %s --plan-hash %s\n",
			d.Name, m.GetId(), m.GetPlanHash())
	}

	events, err := watch(ctx, cfg, m.GetId())
	if err != nil {
		return nil, err
	}
	gctx, cancel := unary(cfg.Creator)
	got, err := cfg.Movements.GetMovement(gctx, &qtgv1.GetMovementRequest{Id: m.GetId()})
	cancel()
	if err != nil {
		return nil, fmt.Errorf("read drill movement %s: %w", m.GetId(), err)
	}
	rep := Timings(got.GetMovement(), events, d.PhaseNames)
	rep.Print(cfg.Out)
	if rep.State != qtgv1.MovementState_MOVEMENT_STATE_COMPLETED {
		return rep, fmt.Errorf("%w: movement %s is %s: %s", ErrNotCompleted, rep.MovementID, state(rep.State), got.GetMovement().GetFailureReason())
	}
	return rep, nil
}

// watch follows the movement's events until the stream ends with the movement
// finished, resuming after the last cursor when the stream breaks.
func watch(ctx context.Context, cfg Config, id string) ([]*qtgv1.WatchMovementResponse, error) {
	var events []*qtgv1.WatchMovementResponse
	cursor := ""
	for {
		done, err := func() (bool, error) {
			sctx, cancel := context.WithCancel(cfg.Creator(ctx))
			defer cancel()
			stream, err := cfg.Movements.WatchMovement(sctx, &qtgv1.WatchMovementRequest{Id: id, AfterCursor: cursor})
			if err != nil {
				return false, err
			}
			for {
				ev, err := stream.Recv()
				if errors.Is(err, io.EOF) {
					return true, nil
				}
				if err != nil {
					return false, err
				}
				events = append(events, ev)
				cursor = ev.GetCursor()
				subject := "movement"
				if ev.GetEntityType() == "node" {
					subject = "node " + ev.GetNodeKey()
				}
				fmt.Fprintf(cfg.Out, "  %s  %-14s %s\n", ev.GetOccurredAt().AsTime().UTC().Format("15:04:05.000"), subject, ev.GetAction())
			}
		}()
		if done {
			return events, nil
		}
		if code := status.Code(err); ctx.Err() != nil || code == codes.PermissionDenied || code == codes.Unauthenticated ||
			code == codes.NotFound || code == codes.InvalidArgument {
			return events, fmt.Errorf("watch drill movement %s: %w", id, err)
		}
		fmt.Fprintf(cfg.Out, "  (watch interrupted: %v; resuming after cursor %q)\n", err, cursor)
		select {
		case <-ctx.Done():
			return events, fmt.Errorf("watch drill movement %s: %w", id, ctx.Err())
		case <-time.After(cfg.ResumeDelay):
		}
	}
}

// Timings computes a finished movement's phases from its events (see the package
// doc). It is exported for tests and for tools that replay a movement's events.
func Timings(m *qtgv1.Movement, events []*qtgv1.WatchMovementResponse, names func(*qtgv1.Node) []string) *Report {
	rep := &Report{MovementID: m.GetId(), State: m.GetState(), Movement: m}
	created := m.GetCreatedAt().AsTime()
	approved := m.GetApprovedAt().AsTime()
	if m.GetApprovedAt() != nil {
		rep.Phases = append(rep.Phases, Phase{Name: "approval", Start: created, End: approved})
	}
	if m.GetFinishedAt() != nil {
		rep.Total = m.GetFinishedAt().AsTime().Sub(created)
	}
	for _, n := range m.GetNodes() {
		var bounds []time.Time
		var end time.Time
		for _, ev := range events {
			if ev.GetEntityType() != "node" || ev.GetEntityId() != n.GetId() {
				continue
			}
			at := ev.GetOccurredAt().AsTime()
			a := ev.GetAction()
			switch {
			case a == "READY->SUBMITTING" && len(bounds) == 0:
				bounds = append(bounds, at)
			case a == "CONTINUE" && len(bounds) > 0:
				bounds = append(bounds, at)
			case strings.HasSuffix(a, "->COMPLETED") || strings.HasSuffix(a, "->FAILED") || strings.HasSuffix(a, "->CANCELLED"):
				end = at
			}
		}
		if len(bounds) == 0 {
			continue
		}
		if m.GetApprovedAt() != nil {
			rep.Phases = append(rep.Phases, Phase{Node: n.GetKey(), Name: "queue", Start: approved, End: bounds[0]})
		}
		if !end.IsZero() {
			bounds = append(bounds, end)
		}
		var given []string
		if names != nil {
			given = names(n)
		}
		for i := 0; i+1 < len(bounds); i++ {
			name := fmt.Sprintf("phase %d", i+1)
			if i < len(given) {
				name = given[i]
			}
			rep.Phases = append(rep.Phases, Phase{Node: n.GetKey(), Name: name, Start: bounds[i], End: bounds[i+1]})
		}
	}
	return rep
}

// Print writes the report as a table.
func (r *Report) Print(w io.Writer) {
	fmt.Fprintf(w, "\ndrill movement %s %s in %s\n", r.MovementID, state(r.State), r.Total.Round(time.Millisecond))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NODE\tPHASE\tDURATION\tSTART (UTC)\tEND (UTC)")
	for _, p := range r.Phases {
		node := p.Node
		if node == "" {
			node = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", node, p.Name, p.Duration().Round(time.Millisecond),
			p.Start.UTC().Format("15:04:05.000"), p.End.UTC().Format("15:04:05.000"))
	}
	_ = tw.Flush()
}

func state(s qtgv1.MovementState) string { return strings.TrimPrefix(s.String(), "MOVEMENT_STATE_") }
