package gateway_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/proto"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
)

// These tests speak to the gateway's HTTP/JSON listener as a caller without gRPC
// would: net/http, JSON bodies and the Connect protocol's paths and framing
// (docs/api.md, "HTTP/JSON"), no generated client.

// call POSTs body as JSON to /<service>/<method> with principal's token ("" for
// none) and returns the status and the decoded answer.
func (b *bundle) call(t *testing.T, principal, method string, body any) (int, map[string]any) {
	t.Helper()
	raw, err := json.Marshal(body)
	require.NoError(t, err)
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, b.httpURL+"/qtg.v1."+method, bytes.NewReader(raw))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if principal != "" {
		req.Header.Set("Authorization", "Bearer token-"+principal)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer func() { _ = resp.Body.Close() }()
	got, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(got, &out), "%d %s: %s", resp.StatusCode, resp.Header, got)
	return resp.StatusCode, out
}

// wireError is the Connect protocol's error JSON.
type wireError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Details []struct {
		Type  string          `json:"type"`
		Value string          `json:"value"`
		Debug json.RawMessage `json:"debug"`
	} `json:"details"`
}

// errorInfo decodes the ErrorInfo detail of an error answer, from its bytes, and
// checks that its JSON form says the same.
func errorInfo(t *testing.T, answer map[string]any) (string, *errdetails.ErrorInfo) {
	t.Helper()
	raw, err := json.Marshal(answer)
	require.NoError(t, err)
	var we wireError
	require.NoError(t, json.Unmarshal(raw, &we))
	for _, d := range we.Details {
		if d.Type != "google.rpc.ErrorInfo" {
			continue
		}
		b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(d.Value, "="))
		require.NoError(t, err)
		var info errdetails.ErrorInfo
		require.NoError(t, proto.Unmarshal(b, &info))
		var debug struct{ Reason, Domain string }
		require.NoError(t, json.Unmarshal(d.Debug, &debug))
		require.Equal(t, info.GetReason(), debug.Reason, "the detail's JSON form carries its reason")
		return we.Code, &info
	}
	t.Fatalf("no ErrorInfo detail in %s", raw)
	return "", nil
}

// watchEvent is one WatchMovementResponse, as JSON.
type watchEvent struct {
	Cursor        string `json:"cursor"`
	Action        string `json:"action"`
	MovementState string `json:"movementState"`
}

// watch opens WatchMovement as a Connect server stream (application/connect+json:
// each message framed by a flags byte and a 4-byte length) and sends its events on
// the returned channel, closed at the end of the stream, and then the end-of-stream
// error (nil when it ended OK).
func (b *bundle) watch(t *testing.T, principal, id string) (<-chan watchEvent, <-chan error) {
	t.Helper()
	msg, err := json.Marshal(map[string]string{"id": id})
	require.NoError(t, err)
	frame := binary.BigEndian.AppendUint32([]byte{0}, uint32(len(msg)))
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, b.httpURL+"/qtg.v1.MovementService/WatchMovement",
		bytes.NewReader(append(frame, msg...)))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/connect+json")
	req.Header.Set("Authorization", "Bearer token-"+principal)
	resp, err := http.DefaultClient.Do(req) //nolint:bodyclose // the reader goroutine below closes it
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	// Room for every event of the tests' movements, so the reader never waits on
	// the test, which drives the workers meanwhile.
	events, end := make(chan watchEvent, 256), make(chan error, 1)
	go func() {
		defer func() { _ = resp.Body.Close() }()
		err := readFrames(bufio.NewReader(resp.Body), events)
		close(events)
		end <- err
	}()
	return events, end
}

// readFrames reads a Connect stream's frames until its end-of-stream frame (flag
// 0x02), whose error it returns.
func readFrames(r io.Reader, events chan<- watchEvent) error {
	for {
		var head [5]byte
		if _, err := io.ReadFull(r, head[:]); err != nil {
			return err
		}
		body := make([]byte, binary.BigEndian.Uint32(head[1:]))
		if _, err := io.ReadFull(r, body); err != nil {
			return err
		}
		if head[0]&0x02 != 0 {
			var end struct {
				Error *wireError `json:"error"`
			}
			if err := json.Unmarshal(body, &end); err != nil {
				return err
			}
			if end.Error != nil {
				return errors.New(end.Error.Code + ": " + end.Error.Message)
			}
			return nil
		}
		var e watchEvent
		if err := json.Unmarshal(body, &e); err != nil {
			return err
		}
		events <- e
	}
}

// A caller with plain HTTP and JSON creates a movement (and gets the same one back
// for the same idempotency key), a second principal approves it, and a watch over
// HTTP follows it to COMPLETED, as over gRPC.
func TestPlainHTTPCreatesApprovesAndWatchesAMovement(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "http-pay", `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)

	create := map[string]any{"templateName": "http-pay", "idempotencyKey": "http-" + uuid.NewString()}
	code, created := b.call(t, "alice", "MovementService/CreateMovement", create)
	require.Equal(t, http.StatusOK, code, created)
	require.Equal(t, true, created["created"])
	mv := created["movement"].(map[string]any)
	id, planHash := mv["id"].(string), mv["planHash"].(string)
	require.Equal(t, "MOVEMENT_STATE_PENDING_APPROVAL", mv["state"])

	code, again := b.call(t, "alice", "MovementService/CreateMovement", create)
	require.Equal(t, http.StatusOK, code, again)
	require.Equal(t, false, again["created"], "a retry with the same key and request answers the movement (answers carry every field, defaults too)")
	require.Equal(t, id, again["movement"].(map[string]any)["id"])

	code, approved := b.call(t, "bob", "MovementService/ApproveMovement", map[string]any{"id": id, "planHash": planHash})
	require.Equal(t, http.StatusOK, code, approved)
	require.Equal(t, "MOVEMENT_STATE_APPROVED", approved["movement"].(map[string]any)["state"])

	events, end := b.watch(t, "vic", id)
	b.until(t, func() bool {
		_, got := b.call(t, "vic", "MovementService/GetMovement", map[string]any{"id": id})
		return got["movement"].(map[string]any)["state"] == "MOVEMENT_STATE_COMPLETED"
	})
	var seen []watchEvent
	for e := range events {
		require.NotEmpty(t, e.Cursor)
		seen = append(seen, e)
	}
	require.NoError(t, <-end, "the watch ends OK once the movement has finished")
	require.NotEmpty(t, seen)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_COMPLETED.String(), seen[len(seen)-1].MovementState)
	require.Equal(t, b.get(t, id).GetState(), qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, "gRPC reads what HTTP wrote")
}

// An HTTP caller gets the gRPC error's code as Connect's code and HTTP status, with
// the same ErrorInfo reason (and BadRequest where the input is bad): the call runs
// through the same interceptors, authentication first.
func TestHTTPErrorsCarryTheGRPCErrorInfo(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "http-errors", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)

	for _, tc := range []struct {
		name, principal, method string
		body                    map[string]any
		status                  int
		code, reason            string
	}{
		{name: "no credential", method: "MovementService/GetMovement", body: map[string]any{"id": uuid.NewString()},
			status: http.StatusUnauthorized, code: "unauthenticated", reason: gateway.ReasonTokenMissing},
		{name: "unknown token", principal: "mallory", method: "MovementService/GetMovement", body: map[string]any{"id": uuid.NewString()},
			status: http.StatusUnauthorized, code: "unauthenticated", reason: gateway.ReasonTokenUnknown},
		{name: "wrong role", principal: "alice", method: "MovementService/ApproveMovement", body: map[string]any{"id": uuid.NewString(), "planHash": "x"},
			status: http.StatusForbidden, code: "permission_denied", reason: gateway.ReasonRoleMissing},
		{name: "bad input", principal: "alice", method: "MovementService/CreateMovement", body: map[string]any{"templateName": "http-errors", "paramsJson": `{"memo":"x"}`},
			status: http.StatusBadRequest, code: "invalid_argument", reason: gateway.ReasonInvalidField},
		{name: "unknown movement", principal: "vic", method: "MovementService/GetMovement", body: map[string]any{"id": uuid.NewString()},
			status: http.StatusNotFound, code: "not_found", reason: "NOT_FOUND"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, answer := b.call(t, tc.principal, tc.method, tc.body)
			require.Equal(t, tc.status, status, answer)
			code, info := errorInfo(t, answer)
			require.Equal(t, tc.code, code)
			if tc.status == http.StatusBadRequest {
				require.Contains(t, fmt.Sprint(answer["details"]), "google.rpc.BadRequest", "bad input names its fields")
			}
			require.Equal(t, tc.reason, info.GetReason())
			require.Equal(t, "qtg.v1", info.GetDomain())
		})
	}

	// An idempotency key reused for another request is refused as over gRPC.
	key := "http-" + uuid.NewString()
	status, answer := b.call(t, "alice", "MovementService/CreateMovement", map[string]any{"templateName": "http-errors", "idempotencyKey": key, "paramsJson": `{"memo":"x"}`})
	require.Equal(t, http.StatusOK, status, answer)
	status, answer = b.call(t, "alice", "MovementService/CreateMovement",
		map[string]any{"templateName": "http-errors", "idempotencyKey": key, "paramsJson": `{"memo":"y"}`})
	require.Equal(t, http.StatusConflict, status, answer)
	code, info := errorInfo(t, answer)
	require.Equal(t, "already_exists", code)
	require.Equal(t, gateway.ReasonIdempotencyConflict, info.GetReason())
}

// The health Check needs no token over HTTP either (probes), while the API does.
func TestHTTPHealthCheckIsPublic(t *testing.T) {
	t.Parallel()
	b := setup(t)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, b.httpURL+"/grpc.health.v1.Health/Check", strings.NewReader("{}"))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer func() { _ = resp.Body.Close() }()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.Equal(t, http.StatusOK, resp.StatusCode, out)
	require.Equal(t, "SERVING", out["status"])
}
