package gateway_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/sidecar/archiver"
)

// A movement the movement-archiver moved out of the live tables is still answered by
// GetMovement, exactly as before, plan included; its idempotency key stays taken.
func TestGetMovementFallsBackToArchive(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tpl := b.template(t, "archived-pair", `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	key := uuid.NewString()
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: tpl.GetName(), IdempotencyKey: key})
	require.NoError(t, err)
	id := c.GetMovement().GetId()
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	b.until(t, func() bool { return b.get(t, id).GetState() == qtgv1.MovementState_MOVEMENT_STATE_COMPLETED })
	before := b.get(t, id)
	require.Len(t, before.GetNodes(), 2)

	// Finished long ago, as far as the archiver is concerned.
	_, err = b.admin.Exec(ctx, `UPDATE movements SET finished_at = now() - interval '40 days' WHERE id = $1`, id)
	require.NoError(t, err)
	before = b.get(t, id)
	a, err := archiver.New(archiver.Config{Pool: db.Wrap(b.admin), Instance: "test", Logger: zerolog.Nop(), After: 24 * time.Hour})
	require.NoError(t, err)
	n, err := a.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Zero(t, b.scalar(t, `SELECT count(*) FROM movements WHERE id = $1`, id), "no longer live")

	after := b.get(t, id)
	require.True(t, proto.Equal(before, after), "archived movement reads as before:\n%v\n%v", before, after)

	_, err = b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: uuid.Must(uuid.NewV7()).String()})
	require.Equal(t, codes.NotFound, status.Code(err))

	// The key of the archived movement never creates a second one: the same create
	// gets the archived movement back, another body is refused.
	again, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: tpl.GetName(), IdempotencyKey: key})
	require.NoError(t, err)
	require.False(t, again.GetCreated())
	require.Equal(t, id, again.GetMovement().GetId())
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, again.GetMovement().GetState())
	_, err = b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: tpl.GetName(), IdempotencyKey: key,
		CallbackUrl: "https://example.test/other"})
	require.Equal(t, codes.AlreadyExists, status.Code(err), "%v", err)
	require.Equal(t, 0, b.scalar(t, `SELECT count(*) FROM movements WHERE idempotency_key = $1`, key))
}
