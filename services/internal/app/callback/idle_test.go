package callback_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/callback"
)

// statementCounter counts the statements a pool sends.
type statementCounter struct{ n atomic.Int64 }

func (c *statementCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.n.Add(1)
	return ctx
}

func (c *statementCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// An idle pass costs one claim in one transaction (BEGIN, the claim, ROLLBACK), not one
// per delivery goroutine: otherwise each empty claim keeps the other goroutines
// polling.
func TestIdlePassClaimsOnce(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	var counter statementCounter
	cfg := b.pool.Config()
	cfg.ConnConfig.Tracer = &counter
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	d, err := callback.New(callback.Config{
		Pool: db.Wrap(pool), Instance: "test", Logger: zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel),
		Secrets: [][]byte{newSecret}, Concurrency: 8, BatchSize: 64,
	})
	require.NoError(t, err)
	t.Cleanup(d.Close)

	const passes = 5
	for range passes {
		n, err := d.Batch(ctx)
		require.NoError(t, err)
		require.Zero(t, n)
	}
	require.Equal(t, int64(3*passes), counter.n.Load(), "statements of %d idle passes", passes)
}
