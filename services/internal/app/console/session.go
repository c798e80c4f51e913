package console

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"sync"
	"time"
)

// Session lifetimes: an idle session ends after IdleTimeout without a request, any
// session after AbsoluteTimeout, whatever its activity (OWASP session management).
const (
	IdleTimeout     = 30 * time.Minute
	AbsoluteTimeout = 12 * time.Hour
)

// session is one signed-in person. The bearer token stays on the server: the browser
// holds only the session ID, in an HttpOnly cookie.
type session struct {
	principal string
	roles     []string
	token     string
	csrf      string
	created   time.Time
	lastSeen  time.Time

	// notice is the confirmation of the session's last action, shown by the next page
	// rendered for it and then dropped: a message belongs to the request that caused it,
	// not to a URL that a reload, a bookmark or the live view repeats after the movement
	// moved on.
	noticeMu sync.Mutex
	notice   Notice
}

// setNotice keeps the confirmation of the action just done for the next page.
func (s *session) setNotice(n Notice) {
	s.noticeMu.Lock()
	defer s.noticeMu.Unlock()
	s.notice = n
}

// takeNotice returns the pending confirmation, once.
func (s *session) takeNotice() Notice {
	s.noticeMu.Lock()
	defer s.noticeMu.Unlock()
	n := s.notice
	s.notice = Notice{}
	return n
}

// has says whether the session's principal has one of the roles.
func (s *session) has(roles ...string) bool {
	for _, r := range roles {
		for _, mine := range s.roles {
			if mine == r {
				return true
			}
		}
	}
	return false
}

// sessions is the server-side session store, keyed by the SHA-256 of the session ID
// so that a memory dump or a debug print of the map does not hand out live IDs.
type sessions struct {
	mu   sync.Mutex // guards byID
	byID map[[32]byte]*session
	now  func() time.Time
}

func newSessions(now func() time.Time) *sessions {
	return &sessions{byID: map[[32]byte]*session{}, now: now}
}

// randomToken returns 256 random bits, base64url-encoded.
func randomToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // never fails (crypto/rand panics rather than return an error)
	return base64.RawURLEncoding.EncodeToString(b)
}

// create stores a new session and returns its ID.
func (s *sessions) create(principal string, roles []string, token string) (string, *session) {
	id := randomToken()
	now := s.now()
	sess := &session{principal: principal, roles: roles, token: token, csrf: randomToken(), created: now, lastSeen: now}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweepLocked(now)
	s.byID[sha256.Sum256([]byte(id))] = sess
	return id, sess
}

// get returns the live session with this ID and marks it used; an expired one is
// deleted and not returned.
func (s *sessions) get(id string) (*session, bool) {
	if id == "" {
		return nil, false
	}
	key := sha256.Sum256([]byte(id))
	now := s.now()
	s.mu.Lock()
	defer s.mu.Unlock()
	sess, ok := s.byID[key]
	if !ok {
		return nil, false
	}
	if expired(sess, now) {
		delete(s.byID, key)
		return nil, false
	}
	sess.lastSeen = now
	return sess, true
}

// delete ends a session (sign-out).
func (s *sessions) delete(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.byID, sha256.Sum256([]byte(id)))
}

// sweepLocked drops expired sessions; called on every sign-in, so the store stays
// bounded by the sessions of the last AbsoluteTimeout.
func (s *sessions) sweepLocked(now time.Time) {
	for k, sess := range s.byID {
		if expired(sess, now) {
			delete(s.byID, k)
		}
	}
}

func expired(sess *session, now time.Time) bool {
	return now.Sub(sess.lastSeen) >= IdleTimeout || now.Sub(sess.created) >= AbsoluteTimeout
}

// equalTokens compares two secrets in constant time.
func equalTokens(a, b string) bool {
	return len(a) > 0 && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}
