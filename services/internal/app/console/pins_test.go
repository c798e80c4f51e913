package console

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The movement page shows an approver everything the plan hash covers: the callback
// URL and the deadline, and each node's pins in a table of their own (escaped like
// everything else: a pin is configuration, not markup).
func TestMovementPageShowsWhatTheApproverSigns(t *testing.T) {
	t.Parallel()
	s := &Server{cfg: Config{Now: time.Now}}
	require.NoError(t, s.parseTemplates())
	m := &qtgv1.Movement{Id: "m1", PlanHash: "ab", PlanFormat: 2, CreatedBy: "alice", State: qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL,
		CallbackUrl: "https://cb.example/qtg?a=1&b=2", ExpiresAt: timestamppb.New(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)),
		Nodes: []*qtgv1.Node{
			{Key: "burn", Executor: "cctp_transfer", ConfigJson: `{"amount":"1","pins":{"src.token_messenger":"0xAbC","dst.cctp_domain":"<6>"}}`},
			{Key: "note", Executor: "noop", ConfigJson: `{}`},
		}}
	var buf bytes.Buffer
	require.NoError(t, s.fragments.ExecuteTemplate(&buf, "movement-live", movementData{M: m, Me: "bob", Roles: []string{"approver"}}))
	page := buf.String()
	require.Contains(t, page, `<dt>Callback URL</dt><dd><code id="callback-url">https://cb.example/qtg?a=1&amp;b=2</code></dd>`)
	require.Contains(t, page, `<code id="plan-hash">ab</code> (format 2)</dd>`)
	require.Contains(t, page, `<dt>Expires</dt><dd>2026-01-02 03:04:05Z</dd>`)
	require.Contains(t, page, `<caption>Pins of burn (signed with the plan)</caption>`)
	require.Regexp(t, `(?s)<code>dst.cctp_domain</code></th><td><code>&lt;6&gt;</code>.*<code>src.token_messenger</code></th><td><code>0xAbC</code>`, page)
	require.NotContains(t, page, "Pins of note", "a node without pins has no table")
}
