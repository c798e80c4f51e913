package console

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// movementStates are the filter choices of the movements page.
var movementStates = []string{"PENDING_APPROVAL", "APPROVED", "EXECUTING", "COMPLETED", "FAILED", "EXPIRED", "CANCELLED"}

// movementsData is the movements page.
type movementsData struct {
	Movements []*qtgv1.Movement
	States    []string
	// Filter is the current filter (state, template, creator), Next the query of the
	// next page ("" on the last).
	Selected  []string
	Template  string
	Creator   string
	Next      url.Values
	Paged     bool
	Templates []string
	NewKey    string
	// Search is the search box; when it asks for a search, Hits replace Movements.
	Search   searchForm
	Searched bool
	Hits     []*qtgv1.MovementHit
}

func (s *Server) movementsPage(w http.ResponseWriter, r *http.Request, sess *session) {
	q := r.URL.Query()
	req := &qtgv1.ListMovementsRequest{TemplateName: q.Get("template"), CreatedBy: q.Get("creator"), PageSize: 25, PageToken: q.Get("page")}
	d := movementsData{States: movementStates, Template: req.TemplateName, Creator: req.CreatedBy, Paged: req.PageToken != "", NewKey: "console-" + randomToken()[:16],
		Search: searchFormFrom(q)}
	if d.Search.active() {
		if s.searchMovements(w, r, sess, &d) {
			s.render(w, http.StatusOK, "movements", s.page(sess, "Movements", "movements", d))
		}
		return
	}
	for _, st := range q["state"] {
		if v, ok := qtgv1.MovementState_value["MOVEMENT_STATE_"+st]; ok {
			req.States = append(req.States, qtgv1.MovementState(v))
			d.Selected = append(d.Selected, st)
		}
	}
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.ListMovements(ctx, req)
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	d.Movements = res.GetMovements()
	if tok := res.GetNextPageToken(); tok != "" {
		next := url.Values{}
		for k, v := range q {
			next[k] = v
		}
		next.Set("page", tok)
		d.Next = next
	}
	if sess.has("creator") {
		tpls, err := s.templates.ListTemplates(ctx, &qtgv1.ListTemplatesRequest{States: []qtgv1.TemplateState{qtgv1.TemplateState_TEMPLATE_STATE_ACTIVE}, PageSize: 500})
		if err != nil {
			s.fail(w, r, sess, err)
			return
		}
		for _, t := range tpls.GetTemplates() {
			if !slices.Contains(d.Templates, t.GetName()) {
				d.Templates = append(d.Templates, t.GetName())
			}
		}
		slices.Sort(d.Templates)
	}
	v := s.page(sess, "Movements", "movements", d)
	s.render(w, http.StatusOK, "movements", v)
}

func (s *Server) createMovement(w http.ResponseWriter, r *http.Request, sess *session) {
	params := strings.TrimSpace(r.PostFormValue("params"))
	if params == "" {
		params = "{}"
	}
	req := &qtgv1.CreateMovementRequest{
		TemplateName: r.PostFormValue("template"), ParamsJson: params,
		IdempotencyKey: r.PostFormValue("idempotency_key"), CallbackUrl: strings.TrimSpace(r.PostFormValue("callback_url")),
	}
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.CreateMovement(ctx, req)
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("created"))
	http.Redirect(w, r, "/movements/"+url.PathEscape(res.GetMovement().GetId()), http.StatusSeeOther)
}

// auditEvent is one row of a movement's audit trail.
type auditEvent struct {
	Cursor, Actor, Entity, NodeKey, Action, State string
	At                                            *timestamppb.Timestamp
}

func toAudit(e *qtgv1.WatchMovementResponse) auditEvent {
	return auditEvent{Cursor: e.GetCursor(), Actor: e.GetActor(), Entity: e.GetEntityType(), NodeKey: e.GetNodeKey(),
		Action: e.GetAction(), State: movementState(e.GetMovementState()), At: e.GetOccurredAt()}
}

// movementData is the movement page and its live fragment.
type movementData struct {
	M       *qtgv1.Movement
	DAG     dag
	Audit   []auditEvent
	Cursor  string
	Me      string
	CSRF    string
	Roles   []string
	Final   bool
	Verdict []*qtgv1.NodeVerdict
	// Held are the operators' holds keeping READY nodes waiting (docs/operations.md,
	// "Holds"), shown as "held by …".
	Held []*qtgv1.NodeHold
}

// Can is view.Can for the fragment, which is rendered without a view.
func (d movementData) Can(roles string) bool { return view{Roles: d.Roles}.Can(roles) }

func (s *Server) movementData(ctx context.Context, sess *session, m *qtgv1.Movement) movementData {
	d := movementData{M: m, DAG: layoutDAG(m), Me: sess.principal, CSRF: sess.csrf, Roles: sess.roles, Final: finished(m.GetState())}
	if !d.Final {
		// Best effort: the page stands without it, and the next live update asks again.
		if res, err := s.holds.ListMovementHolds(ctx, &qtgv1.ListMovementHoldsRequest{MovementId: m.GetId()}); err == nil {
			d.Held = res.GetNodeHolds()
		} else {
			s.cfg.Logger.Warn().Err(err).Str("movement_id", m.GetId()).Msg("console: list movement holds")
		}
	}
	return d
}

func finished(st qtgv1.MovementState) bool {
	switch st {
	case qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, qtgv1.MovementState_MOVEMENT_STATE_FAILED,
		qtgv1.MovementState_MOVEMENT_STATE_EXPIRED, qtgv1.MovementState_MOVEMENT_STATE_CANCELLED:
		return true
	}
	return false
}

// historyQuiet is how long the movement page waits for the next replayed audit event
// before it takes the history as complete: the gateway replays it in one go, then
// waits for live changes.
const historyQuiet = 200 * time.Millisecond

func (s *Server) movementPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.GetMovement(ctx, &qtgv1.GetMovementRequest{Id: r.PathValue("id")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	d := s.movementData(ctx, sess, res.GetMovement())
	d.Audit, d.Cursor = s.history(r, sess, d.M.GetId())
	v := s.page(sess, "Movement "+short(d.M.GetId()), "movements", d)
	if while := v.Notice.While; while != "" && while != movementState(d.M.GetState()) {
		v.Notice = Notice{} // the movement moved on before this page was asked for
	}
	s.render(w, http.StatusOK, "movement", v)
}

// history reads a movement's audit trail from WatchMovement: every replayed event
// until the stream ends (a finished movement) or stays quiet for historyQuiet (the
// replay is over; live updates continue over the events stream from the cursor).
// A failure leaves the trail empty; the live stream fills it in.
func (s *Server) history(r *http.Request, sess *session, id string) ([]auditEvent, string) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	stream, err := s.movements.WatchMovement(ctx, &qtgv1.WatchMovementRequest{Id: id})
	if err != nil {
		return nil, ""
	}
	events := make(chan *qtgv1.WatchMovementResponse)
	go func() {
		defer close(events)
		for {
			e, err := stream.Recv()
			if err != nil {
				return
			}
			select {
			case events <- e:
			case <-ctx.Done():
				return
			}
		}
	}()
	var out []auditEvent
	cursor := ""
	timer := time.NewTimer(time.Second) // the first event may take a query's time
	defer timer.Stop()
	for {
		select {
		case e, ok := <-events:
			if !ok {
				return out, cursor
			}
			out = append(out, toAudit(e))
			cursor = e.GetCursor()
			timer.Reset(historyQuiet)
		case <-timer.C:
			cancel()
			// Drain, so the reader goroutine exits.
			for range events {
			}
			return out, cursor
		}
	}
}

func (s *Server) approveMovement(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	id := r.PathValue("id")
	res, err := s.movements.ApproveMovement(ctx, &qtgv1.ApproveMovementRequest{Id: id, PlanHash: r.PostFormValue("plan_hash")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	if m := res.GetMovement(); m.GetState() == qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL {
		// The policy requires more approvers (docs/policy.md): this one is counted.
		sess.setNotice(Notice{Text: fmt.Sprintf("Your approval is recorded: %d of %d. It waits for another approver.",
			len(m.GetApprovals()), m.GetApprovalsRequired()), While: "PENDING_APPROVAL"})
	} else {
		sess.setNotice(notice("approved"))
	}
	http.Redirect(w, r, "/movements/"+url.PathEscape(id), http.StatusSeeOther)
}

func (s *Server) cancelMovement(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	id := r.PathValue("id")
	if _, err := s.movements.CancelMovement(ctx, &qtgv1.CancelMovementRequest{Id: id, Reason: r.PostFormValue("reason")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("cancelled"))
	http.Redirect(w, r, "/movements/"+url.PathEscape(id), http.StatusSeeOther)
}

// approvalsPage lists movements waiting for approval that the principal may approve:
// not their own (the gateway enforces four eyes; this only hides the hopeless).
func (s *Server) approvalsPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.ListMovements(ctx, &qtgv1.ListMovementsRequest{
		States: []qtgv1.MovementState{qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL}, PageSize: 200})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	var mine []*qtgv1.Movement
	for _, m := range res.GetMovements() {
		if m.GetCreatedBy() != sess.principal {
			mine = append(mine, m)
		}
	}
	s.render(w, http.StatusOK, "approvals", s.page(sess, "Approvals", "approvals", mine))
}

// maxReviewedProposals bounds the proposals whose definitions (up to 1 MiB each) the
// templates page shows; the others show their hash, for qtgctl templates get.
const maxReviewedProposals = 10

// templatesData is the templates page.
type templatesData struct {
	Proposals []*qtgv1.Template
	Templates []*qtgv1.Template
}

func (s *Server) templatesPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.templates.ListTemplates(ctx, &qtgv1.ListTemplatesRequest{PageSize: 500})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	var d templatesData
	for _, t := range res.GetTemplates() {
		if t.GetState() == qtgv1.TemplateState_TEMPLATE_STATE_PROPOSED {
			// Lists leave definitions out; an approver reviews each proposal's own,
			// read one at a time (at most maxReviewedProposals on the page).
			if len(d.Proposals) < maxReviewedProposals {
				full, err := s.templates.GetTemplate(ctx, &qtgv1.GetTemplateRequest{Id: t.GetId()})
				if err != nil {
					s.fail(w, r, sess, err)
					return
				}
				t = full.GetTemplate()
			}
			d.Proposals = append(d.Proposals, t)
		} else {
			d.Templates = append(d.Templates, t)
		}
	}
	v := s.page(sess, "Templates", "templates", d)
	s.render(w, http.StatusOK, "templates", v)
}

func (s *Server) proposeTemplate(w http.ResponseWriter, r *http.Request, sess *session) {
	ttl, _ := strconv.ParseInt(cmp.Or(r.PostFormValue("ttl_hours"), "0"), 10, 64)
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	_, err := s.templates.ProposeTemplate(ctx, &qtgv1.ProposeTemplateRequest{
		Name: r.PostFormValue("name"), DefinitionJson: r.PostFormValue("definition"), TtlSeconds: ttl * 3600})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("proposed"))
	http.Redirect(w, r, "/templates", http.StatusSeeOther)
}

func (s *Server) approveTemplate(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	_, err := s.templates.ApproveTemplate(ctx, &qtgv1.ApproveTemplateRequest{Id: r.PathValue("id"), DefinitionHash: r.PostFormValue("definition_hash")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("approved"))
	http.Redirect(w, r, "/templates", http.StatusSeeOther)
}

func (s *Server) rejectTemplate(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	_, err := s.templates.RejectTemplate(ctx, &qtgv1.RejectTemplateRequest{Id: r.PathValue("id"), Reason: r.PostFormValue("reason")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("rejected"))
	http.Redirect(w, r, "/templates", http.StatusSeeOther)
}

func (s *Server) workersPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.ListWorkers(ctx, &qtgv1.ListWorkersRequest{})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	ws := res.GetWorkers()
	// Stalled first: they are what an operator opens this page for.
	slices.SortStableFunc(ws, func(a, b *qtgv1.Worker) int {
		if a.GetStalled() != b.GetStalled() {
			if a.GetStalled() {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(a.GetName(), b.GetName()), cmp.Compare(a.GetInstanceId(), b.GetInstanceId()))
	})
	s.render(w, http.StatusOK, "workers", s.page(sess, "Workers", "workers", ws))
}

func (s *Server) executorsPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.ListExecutors(ctx, &qtgv1.ListExecutorsRequest{})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	s.render(w, http.StatusOK, "executors", s.page(sess, "Executors", "executors", res.GetExecutors()))
}

// count is one row of the backlog tables.
type count struct {
	State string
	N     int64
}

func sortedCounts(m map[string]int64) []count {
	out := make([]count, 0, len(m))
	for k, v := range m {
		out = append(out, count{k, v})
	}
	slices.SortFunc(out, func(a, b count) int { return cmp.Compare(a.State, b.State) })
	return out
}

func (s *Server) backlogPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.GetBacklog(ctx, &qtgv1.GetBacklogRequest{})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	d := map[string]any{"Nodes": sortedCounts(res.GetNodesByState()), "Movements": sortedCounts(res.GetMovementsByState()),
		"OldestReady": res.GetOldestReadyAgeSeconds()}
	s.render(w, http.StatusOK, "backlog", s.page(sess, "Backlog", "backlog", d))
}

func (s *Server) callbacksPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.ListDeadCallbacks(ctx, &qtgv1.ListDeadCallbacksRequest{PageSize: 200, PageToken: r.URL.Query().Get("page")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	d := map[string]any{"Callbacks": res.GetCallbacks(), "Next": res.GetNextPageToken()}
	v := s.page(sess, "Dead callbacks", "callbacks", d)
	s.render(w, http.StatusOK, "callbacks", v)
}

func (s *Server) retryCallback(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.ops.RetryCallback(ctx, &qtgv1.RetryCallbackRequest{Id: r.PathValue("id")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("retried"))
	http.Redirect(w, r, "/callbacks", http.StatusSeeOther)
}

func (s *Server) verdictsPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.ListNodeVerdicts(ctx, &qtgv1.ListNodeVerdictsRequest{})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	// Nodes waiting for a verdict with no proposal yet: UNKNOWN nodes of executing
	// movements. The backlog counts them; the list comes from the movements.
	v := s.page(sess, "Verdicts", "verdicts", res.GetVerdicts())
	s.render(w, http.StatusOK, "verdicts", v)
}

func (s *Server) approveVerdict(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.ops.ApproveNodeVerdict(ctx, &qtgv1.ApproveNodeVerdictRequest{Id: r.PathValue("id")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("applied"))
	http.Redirect(w, r, "/verdicts", http.StatusSeeOther)
}

func (s *Server) rejectVerdict(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.ops.RejectNodeVerdict(ctx, &qtgv1.RejectNodeVerdictRequest{Id: r.PathValue("id"), Reason: r.PostFormValue("reason")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("rejected"))
	http.Redirect(w, r, "/verdicts", http.StatusSeeOther)
}

func (s *Server) driftPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.ops.ListBalanceDrifts(ctx, &qtgv1.ListBalanceDriftsRequest{PageSize: 200, PageToken: r.URL.Query().Get("page")})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	d := map[string]any{"Drifts": res.GetDrifts(), "Next": res.GetNextPageToken()}
	s.render(w, http.StatusOK, "drift", s.page(sess, "Balance drift", "drift", d))
}

// Notice is the confirmation of an action, shown once at the top of the next page.
type Notice struct {
	Text string
	// While, when set, is the movement state the text describes: the movement page
	// drops the notice when its live view shows the movement in another state.
	While string
}

// notice returns the confirmation of an action by name.
func notice(done string) Notice {
	switch done {
	case "created":
		return Notice{Text: "Movement created. It waits for another principal's approval.", While: "PENDING_APPROVAL"}
	case "approved":
		return Notice{Text: "Approved."}
	case "cancelled":
		return Notice{Text: "Cancel requested."}
	case "proposed":
		return Notice{Text: "Template proposed. Another operator must approve it."}
	case "rejected":
		return Notice{Text: "Rejected."}
	case "retried":
		return Notice{Text: "Callback queued again."}
	case "applied":
		return Notice{Text: "Verdict applied."}
	case "held":
		return Notice{Text: "Hold placed: matching nodes wait. Another operator must release it."}
	case "released":
		return Notice{Text: "Hold released: its nodes are claimed again."}
	case "address-proposed":
		return Notice{Text: "Address proposed. Another operator must approve it."}
	case "address-approved":
		return Notice{Text: "Address approved. It may be paid once its cooling-off ends."}
	case "address-removed":
		return Notice{Text: "Address removed: payments to it are refused from now on."}
	}
	return Notice{}
}

// isEOF reports the normal end of a gateway stream.
func isEOF(err error) bool { return errors.Is(err, io.EOF) }

// holdScopes are the place form's choices, as HoldScope names without their prefix.
var holdScopes = []string{"EXECUTOR", "CHAIN", "LANE", "TEMPLATE"}

// holdsPage lists the active holds: what, why, who, since when, until when, and how
// many nodes each keeps waiting; operators place one here and release another's.
func (s *Server) holdsPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.holds.ListHolds(ctx, &qtgv1.ListHoldsRequest{PageSize: 500})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	v := s.page(sess, "Holds", "holds", map[string]any{"Holds": res.GetHolds(), "Scopes": holdScopes})
	s.render(w, http.StatusOK, "holds", v)
}

func (s *Server) placeHold(w http.ResponseWriter, r *http.Request, sess *session) {
	req := &qtgv1.PlaceHoldRequest{
		Scope: qtgv1.HoldScope(qtgv1.HoldScope_value["HOLD_SCOPE_"+r.PostFormValue("scope")]), Target: strings.TrimSpace(r.PostFormValue("target")),
		Reason: strings.TrimSpace(r.PostFormValue("reason")),
	}
	// The form asks for hours from now: an incident's operator estimates a duration.
	if h, err := strconv.ParseFloat(r.PostFormValue("hours"), 64); err == nil && h > 0 {
		req.ExpectedEndAt = timestamppb.New(s.cfg.Now().Add(time.Duration(h * float64(time.Hour))))
	}
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.holds.PlaceHold(ctx, req); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("held"))
	http.Redirect(w, r, "/holds", http.StatusSeeOther)
}

func (s *Server) releaseHold(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.holds.ReleaseHold(ctx, &qtgv1.ReleaseHoldRequest{Id: r.PathValue("id"), Reason: r.PostFormValue("reason")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(notice("released"))
	http.Redirect(w, r, "/holds", http.StatusSeeOther)
}
