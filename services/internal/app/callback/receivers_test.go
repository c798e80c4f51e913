package callback_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/callback"
)

// signedReceiver accepts a callback only when its signature verifies with secret, and
// counts what it accepted and refused.
type signedReceiver struct {
	srv               *httptest.Server
	accepted, refused atomic.Int32
}

func newSignedReceiver(t *testing.T, secret []byte) *signedReceiver {
	t.Helper()
	rc := &signedReceiver{}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if callback.VerifySignature(r.Header.Get(callback.HeaderSignature), body, time.Now(), time.Minute, secret) != nil {
			rc.refused.Add(1)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		rc.accepted.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

func writeReceivers(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "receivers.json")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o440))
	return path
}

// Each receiver's callbacks are signed with that receiver's own secret only, so one
// receiver cannot verify, let alone forge, another's events; a receiver with no
// secret of its own, and no shared secret configured, gets nothing (its callbacks are
// dead-lettered saying why).
func TestEachReceiverGetsItsOwnSecret(t *testing.T) {
	t.Parallel()
	b := setup(t)
	alice := newSignedReceiver(t, []byte("alice-secret-0123456789"))
	bob := newSignedReceiver(t, []byte("bob-secret-0123456789ab"))
	stranger := newSignedReceiver(t, []byte("alice-secret-0123456789"))
	path := writeReceivers(t, `{"receivers":[
		{"origin":"`+alice.srv.URL+`","secrets":["alice-secret-0123456789"]},
		{"origin":"`+bob.srv.URL+`/","secrets":["bob-secret-0123456789ab"]}]}`)
	receivers, err := callback.LoadReceiverSecrets(path)
	require.NoError(t, err)

	b.movement(t, alice.srv.URL+"/hook")
	b.movement(t, bob.srv.URL+"/hook")
	b.movement(t, stranger.srv.URL+"/hook")
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 2, Receivers: receivers, Secrets: [][]byte{}})
	run(t, d)
	require.Eventually(t, func() bool { s := b.states(t); return s["DELIVERED"] == 2 && s["DEAD"] == 1 }, waitFor, 5*time.Millisecond)
	require.Equal(t, int32(1), alice.accepted.Load())
	require.Equal(t, int32(1), bob.accepted.Load())
	require.Zero(t, alice.refused.Load()+bob.refused.Load(), "each verified with its own secret")
	require.Zero(t, stranger.accepted.Load()+stranger.refused.Load(), "nothing is sent to a receiver without a secret")
	var lastError string
	require.NoError(t, b.pool.QueryRow(context.Background(), `SELECT last_error FROM callback_outbox WHERE callback_state = 'DEAD'`).Scan(&lastError))
	require.Contains(t, lastError, "no signing secret for receiver "+stranger.srv.URL)
}

// A token in a receiver's URL query never reaches last_error (or the logs, which get
// the same text), whether the receiver refuses the call or cannot be reached.
func TestCallbackURLQueryIsRedacted(t *testing.T) {
	t.Parallel()
	b := setup(t)
	refusing := newSignedReceiver(t, []byte("nobody-knows-this-secret"))
	gone := httptest.NewServer(http.NotFoundHandler())
	goneURL := gone.URL
	gone.Close()
	b.movement(t, refusing.srv.URL+"/hook?token=s3cr3t-in-query&x=1")
	b.movement(t, goneURL+"/hook?token=s3cr3t-in-query")
	d := b.dispatcher(t, callback.Config{AllowPrivate: true, MaxTries: 1})
	run(t, d)
	require.Eventually(t, func() bool { return b.states(t)["DEAD"] == 2 }, waitFor, 5*time.Millisecond)
	rows, err := b.pool.Query(context.Background(), `SELECT last_error FROM callback_outbox`)
	require.NoError(t, err)
	defer rows.Close()
	for rows.Next() {
		var lastError string
		require.NoError(t, rows.Scan(&lastError))
		require.NotContains(t, lastError, "s3cr3t", lastError)
	}
	require.NoError(t, rows.Err())
}

// The receivers' secrets file is refused when an origin has a path, is listed twice,
// has no or too many or too short secrets, or the file is readable by everyone.
func TestReceiverSecretsFileIsChecked(t *testing.T) {
	t.Parallel()
	for name, content := range map[string]string{
		"a path":        `{"receivers":[{"origin":"https://a.example/hooks","secrets":["0123456789abcdef"]}]}`,
		"twice":         `{"receivers":[{"origin":"https://a.example","secrets":["0123456789abcdef"]},{"origin":"HTTPS://A.example:443","secrets":["0123456789abcdef"]}]}`,
		"no secret":     `{"receivers":[{"origin":"https://a.example","secrets":[]}]}`,
		"three secrets": `{"receivers":[{"origin":"https://a.example","secrets":["0123456789abcdef","0123456789abcdeg","0123456789abcdeh"]}]}`,
		"short secret":  `{"receivers":[{"origin":"https://a.example","secrets":["short"]}]}`,
		"not http":      `{"receivers":[{"origin":"ftp://a.example","secrets":["0123456789abcdef"]}]}`,
		"unknown field": `{"receivers":[{"origin":"https://a.example","secret":"0123456789abcdef"}]}`,
	} {
		_, err := callback.LoadReceiverSecrets(writeReceivers(t, content))
		require.Error(t, err, name)
	}
	path := filepath.Join(t.TempDir(), "open.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"receivers":[]}`), 0o644))
	_, err := callback.LoadReceiverSecrets(path)
	require.ErrorContains(t, err, "readable by everyone")
}
