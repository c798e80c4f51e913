package e2e_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// post sends body as JSON to the gateway process's HTTP/JSON listener, as curl does
// in docs/api.md ("HTTP/JSON"), and decodes the answer.
func (a *api) post(principal, method string, body any) (int, map[string]any) {
	a.e.t.Helper()
	raw, err := json.Marshal(body)
	require.NoError(a.e.t, err)
	req, err := http.NewRequestWithContext(a.e.t.Context(), http.MethodPost, a.httpURL+"/qtg.v1."+method, bytes.NewReader(raw))
	require.NoError(a.e.t, err)
	req.Header.Set("Content-Type", "application/json")
	if principal != "" {
		req.Header.Set("Authorization", "Bearer "+a.tokens[principal])
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(a.e.t, err)
	defer func() { _ = resp.Body.Close() }()
	var out map[string]any
	require.NoError(a.e.t, json.NewDecoder(resp.Body).Decode(&out))
	return resp.StatusCode, out
}

// The gateway deployable serves HTTP/JSON on MG_HTTP_ADDR: a caller with plain HTTP
// creates a movement, a second principal approves it, and a Connect server stream
// watches the workers (the qtg process) run it to COMPLETED. A call without a token is
// refused with the gRPC reason.
func TestGatewayProcessServesHTTPJSON(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	e.start("qtg")
	a.template("http-pay", `{"nodes":[{"key":"debit","executor":"noop","config":{"memo":"${memo}"}},
		{"key":"credit","executor":"noop","config":{},"depends_on":["debit"]}]}`)

	code, refused := a.post("", "SessionService/WhoAmI", map[string]any{})
	require.Equal(t, http.StatusUnauthorized, code, refused)
	require.Equal(t, "unauthenticated", refused["code"])
	require.Contains(t, refused["details"].([]any)[0].(map[string]any)["debug"], "reason")

	code, created := a.post("alice", "MovementService/CreateMovement",
		map[string]any{"templateName": "http-pay", "paramsJson": `{"memo":"over http"}`, "idempotencyKey": "http-1"})
	require.Equal(t, http.StatusOK, code, created)
	m := created["movement"].(map[string]any)
	code, approved := a.post("bob", "MovementService/ApproveMovement", map[string]any{"id": m["id"], "planHash": m["planHash"]})
	require.Equal(t, http.StatusOK, code, approved)

	// WatchMovement: one enveloped request message, then frames until end-of-stream.
	msg, err := json.Marshal(map[string]any{"id": m["id"]})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.httpURL+"/qtg.v1.MovementService/WatchMovement",
		bytes.NewReader(append(binary.BigEndian.AppendUint32([]byte{0}, uint32(len(msg))), msg...)))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/connect+json")
	req.Header.Set("Authorization", "Bearer "+a.tokens["vic"])
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer func() { _ = resp.Body.Close() }()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	r := bufio.NewReader(resp.Body)
	var last map[string]any
	for {
		var head [5]byte
		_, err := io.ReadFull(r, head[:])
		require.NoError(t, err)
		body := make([]byte, binary.BigEndian.Uint32(head[1:]))
		_, err = io.ReadFull(r, body)
		require.NoError(t, err)
		var frame map[string]any
		require.NoError(t, json.Unmarshal(body, &frame))
		if head[0]&0x02 != 0 {
			require.NotContains(t, frame, "error", "the stream ends OK")
			break
		}
		last = frame
	}
	require.Equal(t, "EXECUTING->COMPLETED", last["action"])
	require.Equal(t, "MOVEMENT_STATE_COMPLETED", last["movementState"])
}
