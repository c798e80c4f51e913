package console

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// pageNames are the templates under web/templates that are whole pages; each is parsed
// with layout.html and fragments.html.
var pageNames = []string{
	"signin", "error", "movements", "movement", "approvals", "templates", "workers", "executors", "backlog",
	"callbacks", "verdicts", "drift", "holds", "policy", "addresses",
}

// view is what every page template gets.
type view struct {
	Title   string
	Nav     string
	Network string
	// Principal, Roles and CSRF are empty on the sign-in page.
	Principal string
	Roles     []string
	CSRF      string
	// Notice is a one-line confirmation (after an action), Error a failure to show.
	Notice Notice
	Error  string
	Data   any
}

// Can says whether the principal has one of the roles (comma-separated), to show a
// form only to those the gateway would let through; the gateway decides anyway.
func (v view) Can(roles string) bool {
	for _, r := range strings.Split(roles, ",") {
		for _, mine := range v.Roles {
			if mine == r {
				return true
			}
		}
	}
	return false
}

func (s *Server) funcs() template.FuncMap {
	return template.FuncMap{
		"ts":       formatTS,
		"ago":      func(t *timestamppb.Timestamp) string { return ago(t, s.cfg.Now()) },
		"mstate":   movementState,
		"nstate":   nodeState,
		"tstate":   func(st qtgv1.TemplateState) string { return strings.TrimPrefix(st.String(), "TEMPLATE_STATE_") },
		"vkind":    func(k qtgv1.NodeVerdictKind) string { return strings.TrimPrefix(k.String(), "NODE_VERDICT_KIND_") },
		"hscope":   func(k qtgv1.HoldScope) string { return strings.ToLower(strings.TrimPrefix(k.String(), "HOLD_SCOPE_")) },
		"pstate":   func(st qtgv1.PolicyState) string { return strings.TrimPrefix(st.String(), "POLICY_STATE_") },
		"pretty":   prettyJSON,
		"pins":     configPins,
		"explorer": s.explorerLink,
		"chain":    s.chainName,
		"short":    short,
		"join":     strings.Join,
		"layout":   layoutDAG,
		"query":    func(v url.Values) template.URL { return template.URL(v.Encode()) }, //nolint:gosec // url.Values.Encode escapes every value
		"seconds": func(f float64) string {
			return (time.Duration(f * float64(time.Second))).Round(time.Millisecond).String()
		},
		"dict":          dict,
		"policyWaiting": policyWaiting,
		"stateSelected": func(selected []string, st string) bool { return contains(selected, st) },
	}
}

// parseTemplates parses every page with the layout and shared fragments, and the
// fragments alone (the live update of the movement page renders one of them).
func (s *Server) parseTemplates() error {
	s.pages = map[string]*template.Template{}
	for _, name := range pageNames {
		t, err := template.New(name).Funcs(s.funcs()).ParseFS(webFS,
			"web/templates/layout.html", "web/templates/fragments.html", "web/templates/"+name+".html")
		if err != nil {
			return fmt.Errorf("console: parse %s: %w", name, err)
		}
		s.pages[name] = t
	}
	frag, err := template.New("fragments").Funcs(s.funcs()).ParseFS(webFS, "web/templates/fragments.html")
	if err != nil {
		return fmt.Errorf("console: parse fragments: %w", err)
	}
	s.fragments = frag
	return nil
}

// render writes a page; a template error is logged and answered with 500 (it is
// rendered into a buffer first, so a half page is never sent).
func (s *Server) render(w http.ResponseWriter, code int, name string, v view) {
	var buf bytes.Buffer
	if err := s.pages[name].ExecuteTemplate(&buf, "layout", v); err != nil {
		s.cfg.Logger.Error().Err(err).Str("page", name).Msg("console: render")
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(code)
	_, _ = w.Write(buf.Bytes())
}

// page fills the session part of a view.
func (s *Server) page(sess *session, title, nav string, data any) view {
	v := view{Title: title, Nav: nav, Network: s.cfg.Network, Data: data}
	if sess != nil {
		v.Principal, v.Roles, v.CSRF = sess.principal, sess.roles, sess.csrf
		v.Notice = sess.takeNotice()
	}
	return v
}

// fail renders a gateway error as a page with the matching HTTP status. An
// UNAUTHENTICATED answer (a revoked token) ends the session.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, sess *session, err error) {
	st, _ := status.FromError(err)
	code := http.StatusBadGateway
	switch st.Code() {
	case codes.InvalidArgument:
		code = http.StatusBadRequest
	case codes.NotFound:
		code = http.StatusNotFound
	case codes.PermissionDenied:
		code = http.StatusForbidden
	case codes.FailedPrecondition, codes.AlreadyExists, codes.Aborted:
		code = http.StatusConflict
	case codes.ResourceExhausted:
		code = http.StatusTooManyRequests
	case codes.Unauthenticated:
		if c, cerr := r.Cookie(sessionCookie); cerr == nil {
			s.sessions.delete(c.Value)
		}
		clearCookie(w, sessionCookie)
		code = http.StatusUnauthorized
		sess = nil
	case codes.DeadlineExceeded, codes.Unavailable:
		code = http.StatusServiceUnavailable
	}
	msg := st.Message() // a non-gRPC error comes back as Unknown with its text
	if code >= 500 {
		s.cfg.Logger.Warn().Err(err).Str("path", r.URL.Path).Msg("console: gateway call failed")
	}
	v := s.page(sess, "Error", "", map[string]string{"Code": st.Code().String(), "Message": msg})
	v.Error = st.Code().String() + ": " + msg
	s.render(w, code, "error", v)
}

func formatTS(t *timestamppb.Timestamp) string {
	if t == nil || (t.GetSeconds() == 0 && t.GetNanos() == 0) {
		return "—"
	}
	return t.AsTime().UTC().Format("2006-01-02 15:04:05Z")
}

func ago(t *timestamppb.Timestamp, now time.Time) string {
	if t == nil {
		return "—"
	}
	d := now.Sub(t.AsTime())
	if d < 0 {
		return "in " + (-d).Round(time.Second).String()
	}
	return d.Round(time.Second).String() + " ago"
}

func prettyJSON(raw string) string {
	if raw == "" {
		return ""
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, []byte(raw), "", "  "); err != nil {
		return raw
	}
	return buf.String()
}

// pin is one of a node's pins (services/internal/executor, Pinner), for display.
type pin struct{ Name, Value string }

// configPins returns the pins member of a node config, sorted by name: nil when it has
// none.
func configPins(config string) []pin {
	var c struct {
		Pins map[string]string `json:"pins"`
	}
	if json.Unmarshal([]byte(config), &c) != nil {
		return nil
	}
	var out []pin
	for _, k := range slices.Sorted(maps.Keys(c.Pins)) {
		out = append(out, pin{Name: k, Value: c.Pins[k]})
	}
	return out
}

// short abbreviates an ID or hash for tables (the full value is in the title).
func short(s string) string {
	if len(s) <= 14 {
		return s
	}
	return s[:8] + "…" + s[len(s)-4:]
}

func dict(kv ...any) map[string]any {
	m := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		k, _ := kv[i].(string)
		m[k] = kv[i+1]
	}
	return m
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// explorerLink returns the block explorer URL of an intent's transaction, or "" when
// its chain has no explorer configured (or the intent has no hash). Lanes are
// "<kind>:<chain>:…"; the chain is the second field.
func (s *Server) explorerLink(in *qtgv1.Intent) string {
	if in.GetTxHash() == "" {
		return ""
	}
	parts := strings.Split(in.GetLane(), ":")
	if len(parts) < 2 {
		return ""
	}
	base, ok := s.cfg.Explorers[parts[1]]
	if !ok || base == "" {
		return ""
	}
	return strings.TrimRight(base, "/") + "/tx/" + url.PathEscape(in.GetTxHash())
}

// chainName names a chain ID from the chain configuration.
func (s *Server) chainName(id int64) string {
	if n, ok := s.cfg.ChainNames[id]; ok {
		return n
	}
	return fmt.Sprintf("chain %d", id)
}
