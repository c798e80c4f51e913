package main

import (
	"context"
	"encoding/json"
	"sort"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// An intent is late by the audit log's order, not by anyone's clock: a node's INTENT
// row that the log holds before its movement's cancel is not late, one after it is;
// after an expiry every one is; a movement never stopped has none.
func TestLateIntentsFollowTheAuditLog(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	pool := db.Wrap(f.Pool)
	name := f.UniqueTemplate(t, "late", `{"nodes":[{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	node := func(m *db.Movement, key string) string {
		var id string
		require.NoError(t, f.Pool.QueryRow(ctx, `SELECT id::text FROM movement_nodes WHERE movement_id = $1 AND node_key = $2`, m.ID, key).Scan(&id))
		return id
	}
	write := func(entityType, id, action string) {
		detail, _ := json.Marshal(map[string]any{"attempt": 1})
		require.NoError(t, pool.Audit().Insert(ctx, db.AuditEntry{Actor: "test", EntityType: entityType, EntityID: id, Action: action, Detail: detail}))
	}

	cancelled := f.Movement(t, movement.CreateInput{TemplateName: name})
	write("node", node(cancelled, "a"), "INTENT")
	_, err := f.Svc.Cancel(ctx, cancelled.ID, testfix.Creator, "test")
	require.NoError(t, err)
	write("node", node(cancelled, "b"), "INTENT")

	expired := f.Movement(t, movement.CreateInput{TemplateName: name})
	write("movement", expired.ID.String(), "APPROVED->EXPIRED")
	write("node", node(expired, "a"), "INTENT")

	running := f.Movement(t, movement.CreateInput{TemplateName: name})
	write("node", node(running, "a"), "INTENT")

	promoterPool, err := db.OpenPGX(ctx, f.DB.AuditLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(promoterPool.Close)
	p, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(promoterPool), Logger: zerolog.Nop()})
	require.NoError(t, err)
	for {
		n, err := p.Batch(ctx)
		require.NoError(t, err)
		if n == 0 {
			break
		}
	}

	late, err := dbops.Of(pool.Conn).ChaosLateIntents(ctx)
	require.NoError(t, err)
	var got []string
	for _, l := range late {
		got = append(got, l.Cause+" "+l.MovementID+" "+l.NodeKey)
	}
	sort.Strings(got)
	require.Equal(t, []string{"cancel " + cancelled.ID.String() + " b", "expiry " + expired.ID.String() + " a"}, got)
}
