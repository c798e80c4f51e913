package db

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Listening is a dedicated connection for LISTEN/NOTIFY wake-ups (package notify's
// Listener). It is taken out of the pool for good (hijacked), so its LISTEN state never
// returns to the pool where another caller would inherit it; Close closes it. It is
// not safe for concurrent use.
type Listening struct {
	conn *pgx.Conn
}

// Listen takes a connection out of the pool (with the pool's connect hooks and
// search_path) for LISTENing.
func (p *Pool) Listen(ctx context.Context) (*Listening, error) {
	pooled, err := p.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("acquire listener connection: %w", Interpret(err))
	}
	return &Listening{conn: pooled.Hijack()}, nil
}

// Listen subscribes the connection to channel (quoted as an identifier).
func (l *Listening) Listen(ctx context.Context, channel string) error {
	if _, err := l.conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen %s: %w", channel, Interpret(err))
	}
	return nil
}

// Wait blocks until a notification arrives on a listened channel and returns that
// channel, or returns ctx's error (or the connection's) first.
func (l *Listening) Wait(ctx context.Context) (string, error) {
	n, err := l.conn.WaitForNotification(ctx)
	if err != nil {
		return "", err
	}
	return n.Channel, nil
}

// Ping proves the connection still answers.
func (l *Listening) Ping(ctx context.Context) error { return l.conn.Ping(ctx) }

// Closed reports whether the connection is closed (a failed Wait then means the
// connection is gone, not that ctx ended).
func (l *Listening) Closed() bool { return l.conn.IsClosed() }

// Close closes the connection.
func (l *Listening) Close(ctx context.Context) error { return l.conn.Close(ctx) }

// Notify sends topic on the network c is bound to (its search_path), inline: delivered
// when the transaction commits (at once on a pool). Tx.Notify, which shadows it on a
// transaction, sends after the commit instead. See package notify for the topics.
func (c Conn) Notify(ctx context.Context, topic string) error {
	if err := c.q.Notify(ctx, c.db, topic); err != nil {
		return fmt.Errorf("notify %s: %w", topic, Interpret(err))
	}
	return nil
}

// Hint sends topics on the pool's network after something the caller committed (a
// statement run on the pool), each in one short transaction with synchronous_commit
// off for that transaction only (NotifyAfterCommit; see Tx.Commit for why). It never
// fails: a lost hint costs latency only, workers poll.
func (p *Pool) Hint(ctx context.Context, topics ...string) {
	sendHints(ctx, p.Conn, topics)
}

// sendHints runs NotifyAfterCommit on c (a pool) unless topics is empty, even when ctx
// was cancelled meanwhile (the data it hints at is committed), and drops its error.
func sendHints(ctx context.Context, c Conn, topics []string) {
	if len(topics) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	_ = c.q.NotifyAfterCommit(ctx, c.db, topics) // a lost hint costs latency only
}
