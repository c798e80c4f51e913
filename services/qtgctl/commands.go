package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type movementsCmd struct {
	Create  movCreateCmd  `cmd:"" help:"Create a movement from a template."`
	Approve movApproveCmd `cmd:"" help:"Approve a movement (you must not be its creator)."`
	Cancel  movCancelCmd  `cmd:"" help:"Cancel a movement; a running one stops starting nodes and ends when its in-flight nodes settle."`
	Get     movGetCmd     `cmd:"" help:"Show a movement with its nodes."`
	List    movListCmd    `cmd:"" help:"List movements, newest first."`
	Search  movSearchCmd  `cmd:"" help:"Find movements by tx hash, external ID, idempotency key, destination, amount or time (operator or viewer)."`
	Watch   movWatchCmd   `cmd:"" help:"Stream a movement's state changes until it finishes."`
}

type movCreateCmd struct {
	Template       string        `required:"" help:"Template name."`
	Version        int32         `name:"template-version" help:"Template version (default: newest active); --version prints qtgctl's own."`
	Params         string        `default:"{}" help:"Parameters as a JSON object, or @file."`
	IdempotencyKey string        `required:"" help:"Key that makes retrying this command safe."`
	CallbackURL    string        `name:"callback-url" help:"URL that receives signed callbacks."`
	ExpiresIn      time.Duration `help:"Expire if not started within this long."`
}

func (c *movCreateCmd) Run(ctx context.Context, g *globals) error {
	params := c.Params
	if path, ok := strings.CutPrefix(params, "@"); ok {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		params = string(b)
	}
	req := &qtgv1.CreateMovementRequest{TemplateName: c.Template, TemplateVersion: c.Version, ParamsJson: params,
		IdempotencyKey: c.IdempotencyKey, CallbackUrl: c.CallbackURL}
	if c.ExpiresIn > 0 {
		req.ExpiresAt = timestamppb.New(time.Now().Add(c.ExpiresIn))
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.movements.CreateMovement(ctx, req)
		if err != nil {
			return err
		}
		switch {
		case g.structured():
			return g.printMessage(res, true)
		case g.Quiet:
			fmt.Fprintln(g.out, res.GetMovement().GetId())
			return nil
		}
		if !res.GetCreated() {
			fmt.Fprintln(g.out, "(existing movement for this idempotency key)")
		}
		return g.printMovement(res.GetMovement())
	})
}

type movApproveCmd struct {
	ID       string `arg:"" help:"Movement ID."`
	PlanHash string `required:"" help:"The plan hash shown by 'movements get': you approve what you saw."`
}

func (c *movApproveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.movements.ApproveMovement(ctx, &qtgv1.ApproveMovementRequest{Id: c.ID, PlanHash: c.PlanHash})
		if err != nil {
			return err
		}
		return g.printMovement(res.GetMovement())
	})
}

type movCancelCmd struct {
	ID     string `arg:"" help:"Movement ID."`
	Reason string `help:"Why."`
}

func (c *movCancelCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.movements.CancelMovement(ctx, &qtgv1.CancelMovementRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printMovement(res.GetMovement())
	})
}

type movGetCmd struct {
	ID string `arg:"" help:"Movement ID."`
}

func (c *movGetCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.movements.GetMovement(ctx, &qtgv1.GetMovementRequest{Id: c.ID})
		if err != nil {
			return err
		}
		return g.printMovement(res.GetMovement())
	})
}

type movListCmd struct {
	State     []string `help:"Only these states (e.g. EXECUTING); repeatable."`
	Template  string   `help:"Only this template."`
	CreatedBy string   `help:"Only movements created by this principal."`
	PageSize  int32    `default:"50" help:"Movements per page."`
	PageToken string   `help:"Continue after a previous page."`
	All       bool     `help:"Every page, not only the first."`
}

func (c *movListCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.ListMovementsRequest{TemplateName: c.Template, CreatedBy: c.CreatedBy, PageSize: c.PageSize, PageToken: c.PageToken}
	for _, s := range c.State {
		v, ok := qtgv1.MovementState_value["MOVEMENT_STATE_"+strings.ToUpper(s)]
		if !ok {
			return fmt.Errorf("unknown state %q", s)
		}
		req.States = append(req.States, qtgv1.MovementState(v))
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListMovementsResponse, error) {
			req.PageToken = token
			return cl.movements.ListMovements(ctx, req)
		}
		merge := func(into, p *qtgv1.ListMovementsResponse) {
			into.Movements, into.NextPageToken = append(into.Movements, p.GetMovements()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.ListMovementsResponse) []string {
			var out []string
			for _, m := range r.GetMovements() {
				out = append(out, m.GetId())
			}
			return out
		}
		return list(g, c.PageToken, c.All, fetch, merge, ids, func(r *qtgv1.ListMovementsResponse) ([]string, [][]string) {
			var rows [][]string
			for _, m := range r.GetMovements() {
				rows = append(rows, []string{m.GetId(), mstate(m.GetState()), fmt.Sprintf("%s v%d", m.GetTemplateName(), m.GetTemplateVersion()),
					m.GetCreatedBy(), when(m.GetCreatedAt())})
			}
			return []string{"ID", "STATE", "TEMPLATE", "CREATED BY", "CREATED"}, rows
		})
	})
}

type movSearchCmd struct {
	Query          string `arg:"" optional:"" help:"Any key: a tx hash, an external ID, an idempotency key or a destination address."`
	TxHash         string `name:"tx-hash" help:"A transaction a node signed or recorded (approve, burn, send, transfer, receive, a venue's payment)."`
	ExternalID     string `name:"external-id" help:"A venue's withdrawal ID, a CCIP messageId, a LayerZero guid, a CCTP nonce."`
	IdempotencyKey string `name:"idempotency-key" help:"The key the movement was created with."`
	To             string `name:"to" help:"A node's destination address."`
	AmountMin      string `name:"amount-min" help:"Least amount of a node, base units (inclusive)."`
	AmountMax      string `name:"amount-max" help:"Most amount of a node, base units (inclusive)."`
	CreatedAfter   string `name:"created-after" help:"Created at or after: RFC 3339, or a duration ago (24h)."`
	CreatedBefore  string `name:"created-before" help:"Created before: RFC 3339, or a duration ago."`
	PageSize       int32  `default:"50" help:"Movements per page."`
	PageToken      string `help:"Continue after a previous page."`
	All            bool   `help:"Every page, not only the first."`
}

// instant reads a time flag: an RFC 3339 time, or a duration that long before now.
func instant(flag, v string, now time.Time) (*timestamppb.Timestamp, error) {
	if v == "" {
		return nil, nil
	}
	if d, err := time.ParseDuration(v); err == nil {
		return timestamppb.New(now.Add(-d)), nil
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return nil, fmt.Errorf("--%s: want an RFC 3339 time or a duration (24h), got %q", flag, v)
	}
	return timestamppb.New(t), nil
}

func (c *movSearchCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.SearchMovementsRequest{Query: c.Query, TxHash: c.TxHash, ExternalId: c.ExternalID, IdempotencyKey: c.IdempotencyKey,
		ToAddress: c.To, AmountMin: c.AmountMin, AmountMax: c.AmountMax, PageSize: c.PageSize, PageToken: c.PageToken}
	now := time.Now()
	var err error
	if req.CreatedAfter, err = instant("created-after", c.CreatedAfter, now); err != nil {
		return err
	}
	if req.CreatedBefore, err = instant("created-before", c.CreatedBefore, now); err != nil {
		return err
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.SearchMovementsResponse, error) {
			req.PageToken = token
			return cl.movements.SearchMovements(ctx, req)
		}
		merge := func(into, p *qtgv1.SearchMovementsResponse) {
			into.Hits, into.NextPageToken = append(into.Hits, p.GetHits()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.SearchMovementsResponse) []string {
			var out []string
			for _, h := range r.GetHits() {
				out = append(out, h.GetMovement().GetId())
			}
			return out
		}
		return list(g, c.PageToken, c.All, fetch, merge, ids, func(r *qtgv1.SearchMovementsResponse) ([]string, [][]string) {
			var rows [][]string
			for _, h := range r.GetHits() {
				m := h.GetMovement()
				var matched []string
				for _, mt := range h.GetMatches() {
					at := "movement"
					if mt.GetNodeKey() != "" {
						at = "node " + mt.GetNodeKey() + " (" + mt.GetNodeId() + ")"
					}
					matched = append(matched, fmt.Sprintf("%s %s=%s", at, mt.GetKind(), mt.GetValue()))
				}
				if len(matched) == 0 {
					matched = []string{"-"}
				}
				rows = append(rows, []string{m.GetId(), mstate(m.GetState()), fmt.Sprintf("%s v%d", m.GetTemplateName(), m.GetTemplateVersion()),
					when(m.GetCreatedAt()), strings.Join(matched, "; ")})
			}
			return []string{"ID", "STATE", "TEMPLATE", "CREATED", "MATCHED"}, rows
		})
	})
}

type movWatchCmd struct {
	ID          string `arg:"" help:"Movement ID."`
	AfterCursor string `help:"Resume after this event's cursor."`
}

func (c *movWatchCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, true, func(ctx context.Context, cl *clients) error {
		stream, err := cl.movements.WatchMovement(ctx, &qtgv1.WatchMovementRequest{Id: c.ID, AfterCursor: c.AfterCursor})
		if err != nil {
			return err
		}
		var last *qtgv1.WatchMovementResponse
		for {
			ev, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				if last != nil && g.Output == "table" {
					fmt.Fprintf(g.out, "movement %s\n", mstate(last.GetMovementState()))
				}
				return nil
			}
			if err != nil {
				return err
			}
			last = ev
			if g.structured() {
				if err := g.printMessage(ev, false); err != nil {
					return err
				}
				continue
			}
			subject := "movement"
			if ev.GetEntityType() == "node" {
				subject = "node " + ev.GetNodeKey()
			}
			fmt.Fprintf(g.out, "%s  %-12s %-28s %s\n", ev.GetOccurredAt().AsTime().Local().Format("15:04:05.000"), subject, ev.GetAction(), ev.GetActor())
		}
	})
}

type templatesCmd struct {
	Propose tplProposeCmd `cmd:"" help:"Propose a template definition (JSON file)."`
	Approve tplApproveCmd `cmd:"" help:"Approve a proposal (you must not be its proposer)."`
	Reject  tplRejectCmd  `cmd:"" help:"Reject a proposal."`
	Retire  tplRetireCmd  `cmd:"" help:"Retire an ACTIVE template version: one operator asks, a different operator runs it again to retire it."`
	Get     tplGetCmd     `cmd:"" help:"Show a template."`
	List    tplListCmd    `cmd:"" help:"List templates."`
}

type tplProposeCmd struct {
	Name string        `arg:"" help:"Template name."`
	File string        `required:"" type:"existingfile" help:"Definition JSON file."`
	TTL  time.Duration `name:"ttl" help:"How long the proposal waits for approval (default 7 days)."`
}

func (c *tplProposeCmd) Run(ctx context.Context, g *globals) error {
	def, err := os.ReadFile(c.File)
	if err != nil {
		return err
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.templates.ProposeTemplate(ctx, &qtgv1.ProposeTemplateRequest{Name: c.Name, DefinitionJson: string(def), TtlSeconds: int64(c.TTL / time.Second)})
		if err != nil {
			return err
		}
		return g.printTemplate(res.GetTemplate())
	})
}

type tplApproveCmd struct {
	ID             string `arg:"" help:"Template ID."`
	DefinitionHash string `required:"" help:"The definition hash shown by 'templates get'."`
}

func (c *tplApproveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.templates.ApproveTemplate(ctx, &qtgv1.ApproveTemplateRequest{Id: c.ID, DefinitionHash: c.DefinitionHash})
		if err != nil {
			return err
		}
		return g.printTemplate(res.GetTemplate())
	})
}

type tplRejectCmd struct {
	ID     string `arg:"" help:"Template ID."`
	Reason string `help:"Why."`
}

func (c *tplRejectCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.templates.RejectTemplate(ctx, &qtgv1.RejectTemplateRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printTemplate(res.GetTemplate())
	})
}

type tplRetireCmd struct {
	ID     string `arg:"" help:"Template ID."`
	Reason string `help:"Why (recorded with the request)."`
}

func (c *tplRetireCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.templates.RetireTemplate(ctx, &qtgv1.RetireTemplateRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printTemplate(res.GetTemplate())
	})
}

type tplGetCmd struct {
	ID   string `arg:"" optional:"" help:"Template ID."`
	Name string `help:"Newest ACTIVE version of this name instead of an ID."`
}

func (c *tplGetCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.templates.GetTemplate(ctx, &qtgv1.GetTemplateRequest{Id: c.ID, Name: c.Name})
		if err != nil {
			return err
		}
		return g.printTemplate(res.GetTemplate())
	})
}

type tplListCmd struct {
	Name      string `help:"Only this name."`
	PageSize  int32  `default:"50" help:"Templates per page."`
	PageToken string `help:"Continue after a previous page."`
	All       bool   `help:"Every page, not only the first."`
}

func (c *tplListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListTemplatesResponse, error) {
			return cl.templates.ListTemplates(ctx, &qtgv1.ListTemplatesRequest{Name: c.Name, PageSize: c.PageSize, PageToken: token})
		}
		merge := func(into, p *qtgv1.ListTemplatesResponse) {
			into.Templates, into.NextPageToken = append(into.Templates, p.GetTemplates()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.ListTemplatesResponse) []string {
			var out []string
			for _, t := range r.GetTemplates() {
				out = append(out, t.GetId())
			}
			return out
		}
		return list(g, c.PageToken, c.All, fetch, merge, ids, func(r *qtgv1.ListTemplatesResponse) ([]string, [][]string) {
			var rows [][]string
			for _, t := range r.GetTemplates() {
				rows = append(rows, []string{t.GetId(), t.GetName(), fmt.Sprint(t.GetVersion()), tstate(t.GetState()),
					t.GetProposedBy(), orDash(t.GetApprovedBy()), orDash(strings.Join(t.GetParams(), ","))})
			}
			return []string{"ID", "NAME", "VERSION", "STATE", "PROPOSED BY", "APPROVED BY", "PARAMS"}, rows
		})
	})
}

func (g *globals) printTemplate(t *qtgv1.Template) error {
	if g.structured() {
		return g.printMessage(t, true)
	}
	fmt.Fprintf(g.out, "template        %s\nname            %s v%d\nstate           %s\ndefinition hash %s\nproposed by     %s\nparams          %s\n\n%s\n",
		t.GetId(), t.GetName(), t.GetVersion(), tstate(t.GetState()), t.GetDefinitionHash(), t.GetProposedBy(),
		orDash(strings.Join(t.GetParams(), ",")), t.GetDefinitionJson())
	if by := t.GetRetireRequestedBy(); by != "" {
		fmt.Fprintf(g.out, "\nretire asked by %s (%s); retired by %s\n", by, orDash(t.GetRetireReason()), orDash(t.GetRetiredBy()))
	}
	return nil
}

type workersCmd struct{}

func (c *workersCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListWorkers(ctx, &qtgv1.ListWorkersRequest{})
		if err != nil {
			return err
		}
		return g.printWorkers(res)
	})
}

// printWorkers lists worker instances: each one's status (gated: its process runs
// under the operator gate) and build, so a frozen network and a rollout with mixed
// versions are visible; stalled ones flagged.
func (g *globals) printWorkers(res *qtgv1.ListWorkersResponse) error {
	if g.structured() {
		return g.printMessage(res, true)
	}
	var rows [][]string
	for _, w := range res.GetWorkers() {
		stalled := ""
		if w.GetStalled() {
			stalled = "STALLED"
		}
		rows = append(rows, []string{w.GetName(), w.GetInstanceId(), w.GetTier(), w.GetStatus(), orDash(w.GetVersion()),
			when(w.GetLastTickAt()), fmt.Sprint(w.GetConsecutiveErrors()), stalled})
	}
	return g.table([]string{"WORKER", "INSTANCE", "TIER", "STATUS", "VERSION", "LAST TICK", "ERRORS", ""}, rows)
}

type executorsCmd struct{}

func (c *executorsCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListExecutors(ctx, &qtgv1.ListExecutorsRequest{})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, e := range res.GetExecutors() {
			rows = append(rows, []string{e.GetKey(), e.GetStatus(), fmt.Sprintf("%d ms", e.GetLatencyMs()), when(e.GetCheckedAt()), orDash(e.GetDetail())})
		}
		return g.table([]string{"EXECUTOR", "STATUS", "LATENCY", "CHECKED", "DETAIL"}, rows)
	})
}

type backlogCmd struct{}

func (c *backlogCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.GetBacklog(ctx, &qtgv1.GetBacklogRequest{})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, kind := range []struct {
			name string
			m    map[string]int64
		}{{"movements", res.GetMovementsByState()}, {"nodes", res.GetNodesByState()}} {
			keys := make([]string, 0, len(kind.m))
			for k := range kind.m {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				rows = append(rows, []string{kind.name, k, fmt.Sprint(kind.m[k])})
			}
		}
		if err := g.table([]string{"KIND", "STATE", "COUNT"}, rows); err != nil {
			return err
		}
		fmt.Fprintf(g.out, "\noldest claimable node: %.1f s\n", res.GetOldestReadyAgeSeconds())
		return nil
	})
}

type tokenCmd struct {
	Hash tokenHashCmd `cmd:"" help:"Print the SHA-256 of a token (read from stdin when not given)."`
}

type tokenHashCmd struct {
	Token string `arg:"" optional:"" help:"The token; prefer stdin, which keeps it out of shell history."`
}

func (c *tokenHashCmd) Run(g *globals) error {
	token := c.Token
	if token == "" {
		b, err := io.ReadAll(io.LimitReader(os.Stdin, 4096))
		if err != nil {
			return err
		}
		token = strings.TrimSpace(string(b))
	}
	if token == "" {
		return errors.New("empty token")
	}
	sum := sha256.Sum256([]byte(token))
	_, err := fmt.Fprintln(g.out, hex.EncodeToString(sum[:]))
	return err
}
