package console

import (
	"context"
	"crypto/tls"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net"
	"net/http"
	"time"

	"github.com/rs/zerolog"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

//go:embed web/templates/*.html web/static/*
var webFS embed.FS

// Cookie names. The __Host- prefix makes the browser refuse the cookie unless it is
// Secure, has no Domain and has Path=/, so a sibling domain cannot plant one.
const (
	sessionCookie = "__Host-qtg-session"
	signinCookie  = "__Host-qtg-signin"
)

// contentSecurityPolicy allows nothing from anywhere but this origin, and no inline
// script or style at all: the only script is web/static/console.js.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// Config configures a Server.
type Config struct {
	// Gateway is the connection to the gRPC gateway; every call carries the signed-in
	// principal's own bearer token.
	Gateway grpc.ClientConnInterface
	// Explorers maps chain names (as intents' lanes spell them) to block explorer base
	// URLs; a transaction links to <url>/tx/<hash>.
	Explorers map[string]string
	// ChainNames names chain IDs (the drift page lists them by ID).
	ChainNames map[int64]string
	// Network is shown in the header (mainnet or testnet).
	Network string
	// Logger receives request errors.
	Logger zerolog.Logger
	// CallTimeout bounds one gateway call of a page. Default 10s.
	CallTimeout time.Duration
	// Now is the clock of sessions; default time.Now.
	Now func() time.Time
}

// Server is the operator console: an http.Handler of server-rendered pages.
type Server struct {
	cfg       Config
	movements qtgv1.MovementServiceClient
	templates qtgv1.TemplateServiceClient
	ops       qtgv1.OpsServiceClient
	holds     qtgv1.HoldServiceClient
	addresses qtgv1.AddressBookServiceClient
	policies  qtgv1.PolicyServiceClient
	session   qtgv1.SessionServiceClient
	sessions  *sessions
	pages     map[string]*template.Template
	fragments *template.Template
	mux       http.Handler
}

// New builds the console.
func New(cfg Config) (*Server, error) {
	if cfg.Gateway == nil {
		return nil, errors.New("console: Gateway is required")
	}
	if cfg.CallTimeout == 0 {
		cfg.CallTimeout = 10 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Server{
		cfg: cfg, movements: qtgv1.NewMovementServiceClient(cfg.Gateway), templates: qtgv1.NewTemplateServiceClient(cfg.Gateway),
		ops: qtgv1.NewOpsServiceClient(cfg.Gateway), holds: qtgv1.NewHoldServiceClient(cfg.Gateway),
		addresses: qtgv1.NewAddressBookServiceClient(cfg.Gateway), policies: qtgv1.NewPolicyServiceClient(cfg.Gateway),
		session:  qtgv1.NewSessionServiceClient(cfg.Gateway),
		sessions: newSessions(cfg.Now),
	}
	if err := s.parseTemplates(); err != nil {
		return nil, err
	}
	s.mux = s.routes()
	return s, nil
}

// ServeHTTP serves every page with the security headers.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// routes is the console's URL space. Every POST goes through the CSRF check; every
// page but sign-in needs a session.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(webFS, "web/static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	mux.HandleFunc("GET /signin", s.signinPage)
	mux.HandleFunc("POST /signin", s.signin)
	mux.HandleFunc("POST /signout", s.authed(s.signout))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/movements", http.StatusSeeOther) })
	mux.HandleFunc("GET /movements", s.authed(s.movementsPage))
	mux.HandleFunc("POST /movements", s.authed(s.createMovement))
	mux.HandleFunc("GET /movements/{id}", s.authed(s.movementPage))
	mux.HandleFunc("GET /movements/{id}/events", s.authed(s.movementEvents))
	mux.HandleFunc("POST /movements/{id}/approve", s.authed(s.approveMovement))
	mux.HandleFunc("POST /movements/{id}/cancel", s.authed(s.cancelMovement))
	mux.HandleFunc("GET /approvals", s.authed(s.approvalsPage))
	mux.HandleFunc("GET /templates", s.authed(s.templatesPage))
	mux.HandleFunc("POST /templates", s.authed(s.proposeTemplate))
	mux.HandleFunc("POST /templates/{id}/approve", s.authed(s.approveTemplate))
	mux.HandleFunc("POST /templates/{id}/reject", s.authed(s.rejectTemplate))
	mux.HandleFunc("GET /workers", s.authed(s.workersPage))
	mux.HandleFunc("GET /executors", s.authed(s.executorsPage))
	mux.HandleFunc("GET /backlog", s.authed(s.backlogPage))
	mux.HandleFunc("GET /callbacks", s.authed(s.callbacksPage))
	mux.HandleFunc("POST /callbacks/{id}/retry", s.authed(s.retryCallback))
	mux.HandleFunc("GET /verdicts", s.authed(s.verdictsPage))
	mux.HandleFunc("POST /verdicts/{id}/approve", s.authed(s.approveVerdict))
	mux.HandleFunc("POST /verdicts/{id}/reject", s.authed(s.rejectVerdict))
	mux.HandleFunc("GET /drift", s.authed(s.driftPage))
	mux.HandleFunc("GET /holds", s.authed(s.holdsPage))
	mux.HandleFunc("POST /holds", s.authed(s.placeHold))
	mux.HandleFunc("POST /holds/{id}/release", s.authed(s.releaseHold))
	mux.HandleFunc("GET /addresses", s.authed(s.addressesPage))
	mux.HandleFunc("POST /addresses", s.authed(s.proposeAddress))
	mux.HandleFunc("POST /addresses/{id}/approve", s.authed(s.approveAddress))
	mux.HandleFunc("POST /addresses/{id}/reject", s.authed(s.rejectAddress))
	mux.HandleFunc("POST /addresses/{id}/remove", s.authed(s.removeAddress))
	mux.HandleFunc("GET /policy", s.authed(s.policyPage))
	mux.HandleFunc("POST /policy", s.authed(s.proposePolicy))
	mux.HandleFunc("POST /policy/{version}/approve", s.authed(s.approvePolicy))
	mux.HandleFunc("POST /policy/{version}/reject", s.authed(s.rejectPolicy))
	// Cross-origin POSTs are refused before any handler runs (Sec-Fetch-Site and Origin),
	// in addition to the per-session CSRF token every form carries.
	return securityHeaders(limitBodies(http.NewCrossOriginProtection().Handler(mux)))
}

// securityHeaders sets the headers every response carries.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Strict-Transport-Security", "max-age=31536000")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if len(r.URL.Path) < 8 || r.URL.Path[:8] != "/static/" {
			h.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}

type sessionKey struct{}

// authed runs h with the request's session; without one it sends the browser to the
// sign-in page. A POST must carry the session's CSRF token.
func (s *Server) authed(h func(http.ResponseWriter, *http.Request, *session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(sessionCookie)
		var sess *session
		ok := false
		if err == nil {
			sess, ok = s.sessions.get(c.Value)
		}
		if !ok {
			if r.Method == http.MethodGet && r.Header.Get("Accept") != "text/event-stream" {
				http.Redirect(w, r, "/signin", http.StatusSeeOther)
				return
			}
			http.Error(w, "not signed in", http.StatusUnauthorized)
			return
		}
		if r.Method == http.MethodPost && !equalTokens(r.PostFormValue("csrf"), sess.csrf) {
			http.Error(w, "invalid or missing CSRF token: reload the page and try again", http.StatusForbidden)
			return
		}
		h(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, sess)), sess)
	}
}

// call returns a context for one gateway call as the session's principal.
func (s *Server) call(ctx context.Context, sess *session) (context.Context, context.CancelFunc) {
	ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+sess.token)
	return context.WithTimeout(ctx, s.cfg.CallTimeout)
}

// Serve answers on l (TLS when tlsConfig is set) until ctx ends, then shuts down,
// giving open requests (live-update streams) a few seconds.
func (s *Server) Serve(ctx context.Context, l net.Listener, tlsConfig *tls.Config) error {
	srv := &http.Server{
		Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute,
		TLSConfig: tlsConfig, BaseContext: func(net.Listener) context.Context { return ctx },
		ErrorLog: nil,
	}
	done := make(chan error, 1)
	go func() {
		if tlsConfig != nil {
			done <- srv.ServeTLS(l, "", "")
			return
		}
		done <- srv.Serve(l)
	}()
	select {
	case err := <-done:
		return fmt.Errorf("console: serve: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		_ = srv.Close()
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("console: serve: %w", err)
	}
	return nil
}

// stream returns a context for a gateway stream as the session's principal: no
// deadline, it ends with the request.
func (s *Server) stream(ctx context.Context, sess *session) (context.Context, context.CancelFunc) {
	return context.WithCancel(metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+sess.token))
}
