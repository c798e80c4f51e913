// Package console is QTG's operator console: server-rendered web pages over
// the gRPC gateway. It is its own deployable (services/console) and has no database
// connection: every page is one or a few gateway calls made with the signed-in
// principal's own bearer token, so every permission, four-eyes rule and audit entry is
// the gateway's, never re-implemented here.
//
// # Sessions
//
// Sign-in posts a bearer token; the console asks the gateway who it is
// (SessionService.WhoAmI) and keeps principal, roles and token in a server-side
// session. The browser gets only the session ID: 256 random bits in a __Host- cookie
// (Secure, HttpOnly, SameSite=Strict, Path=/). A session ends after IdleTimeout without
// a request or AbsoluteTimeout after sign-in, or at sign-out, or when the gateway
// answers UNAUTHENTICATED (a revoked token). Sessions live in the process: a restart
// signs everyone out, and replicas need sticky routing (the chart's Service pins
// clients by IP).
//
// # Forms and pages
//
// Every POST carries the session's CSRF token (compared in constant time), and
// cross-origin POSTs are refused before any handler runs (net/http's
// CrossOriginProtection). The sign-in form, which has no session yet, is bound to a
// short-lived __Host- cookie instead. Pages are html/template (contextual escaping)
// with a strict Content-Security-Policy: scripts, styles and connections from this
// origin only, no inline script or style, no framing. No secret is ever put in a URL:
// tokens travel in POST bodies only, page tokens and cursors are not secrets.
//
// # Live updates
//
// The movement page renders the movement and its audit trail (WatchMovement's replay),
// then web/static/console.js opens an EventSource on /movements/{id}/events. That
// handler follows WatchMovement from the page's cursor as the principal and sends
// each audit event as a table row and, after each burst, the re-rendered live part of
// the page (DAG, nodes, intents). EventSource resumes with Last-Event-ID, the last
// audit cursor, so a dropped stream (a gateway's watch lifetime, a restart, another
// replica) loses nothing. When the movement finishes the stream says so and ends.
package console
