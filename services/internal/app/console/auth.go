package console

import (
	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"

	"net/http"
	"strings"
)

// signinPage shows the token form. A random value goes into a short-lived __Host-
// cookie and a hidden field; the POST must echo it (login CSRF: another site cannot
// sign the browser in as someone else).
func (s *Server) signinPage(w http.ResponseWriter, r *http.Request) {
	nonce := randomToken()
	http.SetCookie(w, &http.Cookie{Name: signinCookie, Value: nonce, Path: "/", Secure: true, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: 600})
	v := s.page(nil, "Sign in", "", nil)
	v.CSRF = nonce
	s.render(w, http.StatusOK, "signin", v)
}

// signin checks the token with the gateway (SessionService.WhoAmI) and starts a
// session. The token travels only in the POST body and stays on the server.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie(signinCookie)
	if err != nil || !equalTokens(r.PostFormValue("csrf"), c.Value) {
		http.Error(w, "invalid or missing CSRF token: reload the sign-in page", http.StatusForbidden)
		return
	}
	clearCookie(w, signinCookie)
	token := strings.TrimSpace(r.PostFormValue("token"))
	retry := func(msg string, code int) {
		nonce := randomToken()
		http.SetCookie(w, &http.Cookie{Name: signinCookie, Value: nonce, Path: "/", Secure: true, HttpOnly: true,
			SameSite: http.SameSiteStrictMode, MaxAge: 600})
		v := s.page(nil, "Sign in", "", nil)
		v.CSRF, v.Error = nonce, msg
		s.render(w, code, "signin", v)
	}
	if token == "" {
		retry("Enter your bearer token.", http.StatusBadRequest)
		return
	}
	probe := &session{token: token}
	ctx, cancel := s.call(r.Context(), probe)
	defer cancel()
	who, err := s.session.WhoAmI(ctx, &qtgv1.WhoAmIRequest{})
	if err != nil {
		s.cfg.Logger.Info().Str("remote", r.RemoteAddr).Msg("console: sign-in refused by the gateway")
		retry("The gateway did not accept this token.", http.StatusUnauthorized)
		return
	}
	id, _ := s.sessions.create(who.GetPrincipal(), who.GetRoles(), token)
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: id, Path: "/", Secure: true, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: int(AbsoluteTimeout.Seconds())})
	s.cfg.Logger.Info().Str("principal", who.GetPrincipal()).Msg("console: signed in")
	http.Redirect(w, r, "/movements", http.StatusSeeOther)
}

// signout ends the session on the server and in the browser.
func (s *Server) signout(w http.ResponseWriter, r *http.Request, _ *session) {
	if c, err := r.Cookie(sessionCookie); err == nil {
		s.sessions.delete(c.Value)
	}
	clearCookie(w, sessionCookie)
	http.Redirect(w, r, "/signin", http.StatusSeeOther)
}

func clearCookie(w http.ResponseWriter, name string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: "/", Secure: true, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
}
