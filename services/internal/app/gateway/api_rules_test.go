package gateway_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

const oneNoop = `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`

// An idempotency key is the principal's own (docs/security.md): before, another principal's
// create with a key alice had used answered ALREADY_EXISTS naming alice's movement
// (key squatting, and a leak of the movement ID). Now it creates its own movement,
// and each principal's retry answers with its own.
func TestIdempotencyKeyScopedPerPrincipal(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", oneNoop)
	req := &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "invoice-42"}
	alice, err := b.mov.CreateMovement(as("alice"), req)
	require.NoError(t, err)
	require.True(t, alice.GetCreated())

	dave, err := b.mov.CreateMovement(as("dave"), req)
	require.NoError(t, err, "another principal's key must not conflict")
	require.True(t, dave.GetCreated())
	require.NotEqual(t, alice.GetMovement().GetId(), dave.GetMovement().GetId())
	require.Equal(t, "dave", dave.GetMovement().GetCreatedBy())

	for _, who := range []struct{ name, id string }{{"alice", alice.GetMovement().GetId()}, {"dave", dave.GetMovement().GetId()}} {
		again, err := b.mov.CreateMovement(as(who.name), req)
		require.NoError(t, err)
		require.False(t, again.GetCreated())
		require.Equal(t, who.id, again.GetMovement().GetId())
	}
	// The principal's own key with another request is ALREADY_EXISTS, naming only
	// its own movement.
	_, err = b.mov.CreateMovement(as("dave"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "invoice-42", ParamsJson: `{}`, CallbackUrl: "https://hooks.example.com/x"})
	require.Equal(t, codes.AlreadyExists, status.Code(err), "%v", err)
	require.NotContains(t, err.Error(), alice.GetMovement().GetId())
}

// Retiring a template takes two operators; the one who asked cannot complete it; a
// repeated call answers OK; other roles are refused; creates against the retired
// version fail with FAILED_PRECONDITION.
func TestTemplateRetireFourEyes(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tmpl := b.template(t, "pay", oneNoop)
	retire := func(who string) (*qtgv1.Template, error) {
		r, err := b.tpl.RetireTemplate(as(who), &qtgv1.RetireTemplateRequest{Id: tmpl.GetId(), Reason: "replaced"})
		return r.GetTemplate(), err
	}
	_, err := retire("alice")
	require.Equal(t, codes.PermissionDenied, status.Code(err), "%v", err)

	got, err := retire("ops1")
	require.NoError(t, err)
	require.Equal(t, qtgv1.TemplateState_TEMPLATE_STATE_ACTIVE, got.GetState())
	require.Equal(t, "ops1", got.GetRetireRequestedBy())
	require.Equal(t, "replaced", got.GetRetireReason())
	got, err = retire("ops1") // the asker again: OK, still ACTIVE
	require.NoError(t, err)
	require.Equal(t, qtgv1.TemplateState_TEMPLATE_STATE_ACTIVE, got.GetState())

	got, err = retire("ops2")
	require.NoError(t, err)
	require.Equal(t, qtgv1.TemplateState_TEMPLATE_STATE_RETIRED, got.GetState())
	require.Equal(t, "ops2", got.GetRetiredBy())
	require.NotNil(t, got.GetRetiredAt())
	for _, who := range []string{"ops2", "ops1"} {
		got, err = retire(who)
		require.NoError(t, err, who)
		require.Equal(t, qtgv1.TemplateState_TEMPLATE_STATE_RETIRED, got.GetState())
	}

	_, err = b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", TemplateVersion: tmpl.GetVersion(), IdempotencyKey: "k"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Contains(t, err.Error(), "RETIRED")
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM movements`))
	actions := []string{}
	for _, a := range b.audits(t, tmpl.GetId()) {
		actions = append(actions, a.Actor+" "+a.Action)
	}
	require.Equal(t, []string{"ops1 ->PROPOSED", "ops2 PROPOSED->ACTIVE", "ops1 ACTIVE->RETIRE_REQUESTED", "ops2 ACTIVE->RETIRED"}, actions)
}

// Each event of WatchMovement carries the movement's state after that event:
// before, a replay of a COMPLETED movement stamped every event, even
// PENDING_APPROVAL->APPROVED, with COMPLETED.
func TestWatchStampsStateAfterEachEvent(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	m := b.start(t, "pay")
	b.until(t, func() bool { return b.get(t, m.GetId()).GetState() == qtgv1.MovementState_MOVEMENT_STATE_COMPLETED })

	check := func(events []*qtgv1.WatchMovementResponse) {
		t.Helper()
		require.NotEmpty(t, events)
		want := qtgv1.MovementState_MOVEMENT_STATE_UNSPECIFIED
		for _, ev := range events {
			if ev.GetEntityType() == "movement" {
				if _, to, ok := strings.Cut(ev.GetAction(), "->"); ok {
					want = qtgv1.MovementState(qtgv1.MovementState_value["MOVEMENT_STATE_"+to])
				}
			}
			require.Equal(t, want, ev.GetMovementState(), "%s %s %s", ev.GetEntityType(), ev.GetNodeKey(), ev.GetAction())
		}
		require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, events[len(events)-1].GetMovementState())
	}
	all := watchAll(t, b, m.GetId(), "")
	check(all)
	var approved bool
	for _, ev := range all {
		if ev.GetAction() == "PENDING_APPROVAL->APPROVED" {
			approved = true
			require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, ev.GetMovementState())
		}
	}
	require.True(t, approved)
	// Resumed after a cursor, the first event sent carries the state the events
	// before the cursor led to.
	rest := watchAll(t, b, m.GetId(), all[2].GetCursor())
	require.Equal(t, summary(all[3:]), summary(rest), "resumed events (and their states) match the full replay")
}

func summary(events []*qtgv1.WatchMovementResponse) []string {
	out := make([]string, len(events))
	for i, ev := range events {
		out[i] = ev.GetCursor() + " " + ev.GetNodeKey() + " " + ev.GetAction() + " " + ev.GetMovementState().String()
	}
	return out
}

func watchAll(t *testing.T, b *bundle, id, after string) []*qtgv1.WatchMovementResponse {
	t.Helper()
	w, err := b.mov.WatchMovement(as("vic"), &qtgv1.WatchMovementRequest{Id: id, AfterCursor: after})
	require.NoError(t, err)
	var out []*qtgv1.WatchMovementResponse
	for {
		ev, err := w.Recv()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		out = append(out, ev)
	}
}

// badRequestFields lists the fields a status's BadRequest detail names.
func badRequestFields(err error) []string {
	var fields []string
	for _, d := range status.Convert(err).Details() {
		if br, ok := d.(*errdetails.BadRequest); ok {
			for _, v := range br.GetFieldViolations() {
				fields = append(fields, v.GetField())
			}
		}
	}
	return fields
}

// A callback URL that delivery would refuse, or that points into the deployment, is
// refused at create time with a BadRequest naming callback_url (docs/security.md).
func TestCreateRefusesInternalCallbackURLs(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", oneNoop)
	for _, u := range []string{
		"http://169.254.169.254/latest/meta-data/", "http://[::ffff:169.254.169.254]/", "http://127.0.0.1:8080/",
		"http://localhost/", "http://2130706433/", "https://hooks.example.com:22/", "https://u:p@hooks.example.com/",
		"http://metadata.google.internal/", "gopher://hooks.example.com/",
	} {
		_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k", CallbackUrl: u})
		require.Equal(t, codes.InvalidArgument, status.Code(err), "%s: %v", u, err)
		require.Equal(t, []string{"callback_url"}, badRequestFields(err), u)
	}
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM movements`))
	_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k", CallbackUrl: "https://hooks.example.com/qtg"})
	require.NoError(t, err)
}
