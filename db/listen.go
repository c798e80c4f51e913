package db

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Listening is a dedicated connection for LISTEN/NOTIFY wake-ups (package notify's
// Listener). It is taken out of the pool for good (hijacked), so its LISTEN state never
// returns to the pool where another caller would inherit it; Close closes it. It is
// not safe for concurrent use.
//
// Any role connected to the database may NOTIFY any channel: Postgres has no
// privilege on channels. So that the other network's role cannot wake (or flood) this
// network's workers, Wait drops a notification unless its sender's session belongs
// to a member of this network's role (docs/security.md): the sender's PID, which the server
// attaches to every notification and no client can forge, is looked up in
// pg_stat_activity (whose usesysid column every role may read) and checked with
// pg_has_role. A payload naming the network would prove nothing, since the sender
// writes the payload. A sender whose session has already ended cannot be checked and
// is dropped too: notifications are hints, polling stays the source of truth, so a
// dropped one costs latency, never correctness.
type Listening struct {
	conn *pgx.Conn
	role string
	// senders caches the verdict per sender PID for senderTTL, so a busy network costs
	// one lookup per sending session and minute, not one per notification.
	senders map[uint32]senderVerdict
	dropped int64
}

type senderVerdict struct {
	member bool
	at     time.Time
}

// senderTTL bounds how long a sender's verdict is reused. A PID is reused by the
// server only after its session ended; within the TTL a reused PID could inherit a
// verdict, which can cost at most an extra or a missed wake-up.
const senderTTL = time.Minute

// maxSenders bounds the verdict cache; past it the cache starts afresh.
const maxSenders = 4096

// Listen takes a connection out of the pool (with the pool's connect hooks and
// search_path) for LISTENing.
func (p *Pool) Listen(ctx context.Context) (*Listening, error) {
	if p.network == "" {
		return nil, errors.New("listen: the pool is not bound to a network (open it with Open)")
	}
	pooled, err := p.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("acquire listener connection: %w", Interpret(err))
	}
	return &Listening{conn: pooled.Hijack(), role: p.network.Role(), senders: map[uint32]senderVerdict{}}, nil
}

// Listen subscribes the connection to channel (quoted as an identifier).
func (l *Listening) Listen(ctx context.Context, channel string) error {
	if _, err := l.conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen %s: %w", channel, Interpret(err))
	}
	return nil
}

// Wait blocks until a notification from a session of this network's role arrives on a
// listened channel and returns that channel and the notification's payload, or
// returns ctx's error (or the connection's) first. Notifications from other senders
// are dropped (see Listening).
func (l *Listening) Wait(ctx context.Context) (channel, payload string, err error) {
	for {
		n, err := l.conn.WaitForNotification(ctx)
		if err != nil {
			return "", "", err
		}
		member, err := l.fromNetwork(ctx, n.PID)
		if err != nil {
			return "", "", err
		}
		if member {
			return n.Channel, n.Payload, nil
		}
		l.dropped++
	}
}

// Dropped is how many notifications Wait dropped because their sender is not a member
// of this network's role.
func (l *Listening) Dropped() int64 { return l.dropped }

// fromNetwork reports whether the session with PID pid belongs to a member of the
// network's role (a superuser counts as a member of every role).
func (l *Listening) fromNetwork(ctx context.Context, pid uint32) (bool, error) {
	now := time.Now()
	if v, ok := l.senders[pid]; ok && now.Sub(v.at) < senderTTL {
		return v.member, nil
	}
	// Not cancelled with ctx: ctx is cut short whenever a subscriber adds a channel, and
	// a query cancelled midway costs pgx the connection. The lookup is one indexless
	// read of the server's backend table.
	qctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	var member bool
	err := l.conn.QueryRow(qctx, `
		SELECT coalesce((SELECT pg_has_role(usesysid, $2::text, 'MEMBER')
		                 FROM pg_stat_activity WHERE pid = $1), false)`,
		int32(pid), l.role).Scan(&member)
	if err != nil {
		return false, fmt.Errorf("check notification sender: %w", Interpret(err))
	}
	if len(l.senders) >= maxSenders {
		clear(l.senders)
	}
	l.senders[pid] = senderVerdict{member: member, at: now}
	return member, nil
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
