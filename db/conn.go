package db

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
	"github.com/qtgdev/qtg/db/internal/rawkey"
)

// Conn is where statements run: a pool (each statement in its own transaction) or a
// transaction. Services never see a connection; they call the entity methods Conn
// offers (Nodes, Movements, …), so every statement QTG runs is written in sql/queries
// and reviewed in one place. Pool and Tx embed a Conn; a function that may run either
// way takes a Conn (pool.Conn or tx.Conn).
type Conn struct {
	db dbsqlc.DBTX
	q  *dbsqlc.Queries
}

func newConn(d dbsqlc.DBTX) Conn { return Conn{db: d, q: dbsqlc.New()} }

// Raw returns what c's statements run through, for package dbops: the benchmark's
// and the chaos harness's raw statements (oracles, measurements), which read system
// views sqlc does not know and are no part of QTG's behaviour. The key keeps every
// other caller out: only packages under db/ can import db/internal/rawkey to issue
// one (see package rawkey), so no service runs a statement that is not in
// sql/queries. It panics on a key rawkey.Issue did not make.
func (c Conn) Raw(k rawkey.Key) dbsqlc.DBTX {
	if !k.Issued() {
		panic("db: Conn.Raw takes a key from rawkey.Issue, which only packages under db/ can import")
	}
	return c.db
}

// Pool is a connection pool bound to one network (see Open). It is safe for
// concurrent use.
type Pool struct {
	Conn
	pool    *pgxpool.Pool
	network Network
}

// Wrap adopts a pgx pool opened elsewhere (by a test, with OpenPGX or dbtest), so a
// test can hand services the *Pool they take. Its network is the one its search_path
// names (OpenPGX's pools), or none; CheckRole and Listen need one.
// A nil pool gives a Pool without a network, for tests of code that never reaches the
// database.
func Wrap(p *pgxpool.Pool) *Pool {
	var network Network
	if p != nil {
		if n, err := ParseNetwork(p.Config().ConnConfig.RuntimeParams["search_path"]); err == nil {
			network = n
		}
	}
	return &Pool{Conn: newConn(p), pool: p, network: network}
}

// Close closes every connection of the pool; statements in flight fail.
func (p *Pool) Close() { p.pool.Close() }

// MaxConns is the most connections the pool opens, so that workers can size what they
// run at once from it (the observer's batches in flight, each holding one).
func (p *Pool) MaxConns() int { return int(p.pool.Config().MaxConns) }

// Ping checks that the database answers, for readiness probes.
func (p *Pool) Ping(ctx context.Context) error { return p.pool.Ping(ctx) }

// Begin starts a transaction. The caller must end it with Commit or Rollback (a
// deferred Rollback after Commit is harmless).
func (p *Pool) Begin(ctx context.Context) (*Tx, error) {
	// The connection is acquired here and the transaction begun on it, rather than by
	// pgxpool's Begin, so that Commit can end the transaction in a pipeline of its own
	// (see Commit) and hand the connection back to the pool itself.
	c, err := p.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("begin: %w", Interpret(err))
	}
	begun, err := c.Begin(ctx)
	if err != nil {
		c.Release()
		return nil, fmt.Errorf("begin: %w", Interpret(err))
	}
	tx := guardedTx{Tx: begun, ended: new(bool)}
	return &Tx{Conn: newConn(tx), tx: tx, conn: c, pool: p.pool, hints: &hints{}}, nil
}

// guardedTx is a pgx transaction, or one of its savepoints, that refuses statements
// once its top-level transaction has ended. pgx's own transaction does that after its
// Commit or Rollback; Tx.Commit may end the transaction in a pipeline pgx does not see
// (commitThenHint) and hand the connection back to the pool, after which a statement
// through a stale Tx or savepoint would run in someone else's session. It guards what
// statements run through (dbsqlc.DBTX) and savepoints; QTG sends no batch on a Tx.
type guardedTx struct {
	pgx.Tx
	ended *bool // shared by the transaction and its savepoints
}

func (g guardedTx) Begin(ctx context.Context) (pgx.Tx, error) {
	if *g.ended {
		return nil, pgx.ErrTxClosed
	}
	sp, err := g.Tx.Begin(ctx)
	if err != nil {
		return nil, err
	}
	return guardedTx{Tx: sp, ended: g.ended}, nil
}

func (g guardedTx) Commit(ctx context.Context) error {
	if *g.ended {
		return pgx.ErrTxClosed
	}
	return g.Tx.Commit(ctx)
}

func (g guardedTx) Rollback(ctx context.Context) error {
	if *g.ended {
		return pgx.ErrTxClosed
	}
	return g.Tx.Rollback(ctx)
}

func (g guardedTx) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	if *g.ended {
		return pgconn.CommandTag{}, pgx.ErrTxClosed
	}
	return g.Tx.Exec(ctx, sql, args...)
}

func (g guardedTx) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	if *g.ended {
		return nil, pgx.ErrTxClosed
	}
	return g.Tx.Query(ctx, sql, args...)
}

func (g guardedTx) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	if *g.ended {
		return errRow{pgx.ErrTxClosed}
	}
	return g.Tx.QueryRow(ctx, sql, args...)
}

func (g guardedTx) CopyFrom(ctx context.Context, table pgx.Identifier, cols []string, src pgx.CopyFromSource) (int64, error) {
	if *g.ended {
		return 0, pgx.ErrTxClosed
	}
	return g.Tx.CopyFrom(ctx, table, cols, src)
}

// InTx runs fn in a transaction that commits when fn returns nil and rolls back
// otherwise (or when fn panics).
func (p *Pool) InTx(ctx context.Context, fn func(*Tx) error) error {
	tx, err := p.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // no-op after Commit; a failed rollback is closed with the connection
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Tx is a transaction. It is not safe for concurrent use.
type Tx struct {
	Conn
	tx pgx.Tx
	// conn is the pooled connection the transaction runs on, released when it ends
	// (nil in a savepoint, and once released).
	conn *pgxpool.Conn
	// pool marks a top-level transaction, whose Commit sends the hints collected by
	// Notify (nil in a savepoint: its hints go with the transaction that holds it).
	pool *pgxpool.Pool
	// hints is shared by the transaction and its savepoints.
	hints *hints
}

// hints are the notification topics a transaction asked for, each once, in order.
type hints struct{ topics []string }

func (h *hints) add(topic string) {
	if !slices.Contains(h.topics, topic) {
		h.topics = append(h.topics, topic)
	}
}

// Notify asks for topic to be sent on the network the transaction is bound to once
// the transaction has committed (see Commit); a rollback sends nothing. A savepoint's
// hints go with its transaction, whether or not the savepoint is rolled back: a hint is
// only ever a wake-up, and polling stays the source of truth.
func (t *Tx) Notify(_ context.Context, topic string) error {
	t.hints.add(topic)
	return nil
}

// Commit makes the transaction's writes visible, durably (the session's
// synchronous_commit). Then, when Notify asked for topics, it sends each once in a
// short transaction of its own with synchronous_commit off for that transaction only
// (NotifyAfterCommit): pg_notify takes a server-wide lock at commit that is held
// through the commit's WAL flush, so a data transaction that notified inline would
// serialise with every other notifying commit for the length of an fsync
// (docs/design.md §6). The hints follow COMMIT in one pipeline on the same
// connection: the server runs them only once COMMIT has returned, and the woken
// worker does not wait a round trip more for them. A hint that fails to go out, or is
// lost in a crash, costs latency only — workers poll — so its error is not the
// commit's: Commit returns nil once the data is committed.
func (t *Tx) Commit(ctx context.Context) error {
	if t.pool == nil { // a savepoint
		if err := t.tx.Commit(ctx); err != nil {
			return fmt.Errorf("commit: %w", Interpret(err))
		}
		return nil
	}
	if t.conn == nil { // ended already: its connection may serve someone else now
		return fmt.Errorf("commit: %w", pgx.ErrTxClosed)
	}
	topics := t.hints.topics
	t.hints.topics = nil
	if len(topics) == 0 {
		err := t.tx.Commit(ctx)
		t.release()
		if err != nil {
			return fmt.Errorf("commit: %w", Interpret(err))
		}
		return nil
	}
	err := commitThenHint(ctx, t.tx, topics)
	if err != nil && !errors.Is(err, pgx.ErrTxCommitRollback) {
		// The connection may still be in the transaction (COMMIT never ran): roll it
		// back, so that the connection goes back to the pool idle (pgxpool closes one
		// that is not).
		_ = t.tx.Rollback(context.WithoutCancel(ctx))
	}
	t.release()
	if err != nil {
		return fmt.Errorf("commit: %w", Interpret(err))
	}
	return nil
}

// commitThenHint sends COMMIT and then NotifyAfterCommit for topics in one pipeline on
// tx's connection, and returns COMMIT's outcome (pgx.ErrTxCommitRollback when the
// transaction had failed and COMMIT rolled it back, as pgx's Commit reports it). A
// batch runs in an implicit transaction only where no explicit one is open: here the
// explicit transaction ends at COMMIT, and the hint runs after it in an implicit
// transaction of its own, ended by the pipeline's Sync, so its synchronous_commit off
// (local to that transaction) never applies to the data's commit. When COMMIT fails
// the server skips the hint.
func commitThenHint(ctx context.Context, tx pgx.Tx, topics []string) error {
	conn := tx.Conn()
	b := &pgx.Batch{}
	queueCommitThenHints(ctx, b, topics)
	br := conn.SendBatch(ctx, b)
	if err := commitOutcome(br); err != nil {
		_ = br.Close()
		if s := conn.PgConn().TxStatus(); s == 'T' || s == 'E' {
			// COMMIT was never sent: before a batch pgx prepares the statements its
			// connection has not cached yet (the hint's, once per connection), and in a
			// failed transaction that fails. Commit on its own, then hint.
			if err := tx.Commit(ctx); err != nil {
				return err
			}
			sendHints(ctx, newConn(conn), topics)
			return nil
		}
		return err
	}
	_, _ = br.Exec() // the hint: a lost one costs latency only
	_ = br.Close()
	return nil
}

// queueCommitThenHints queues COMMIT and then NotifyAfterCommit for topics: the end of
// a pipeline whose transaction commits on its own before its hints go out (see
// commitThenHint for why the hints never share the data's commit).
func queueCommitThenHints(ctx context.Context, b *pgx.Batch, topics []string) {
	b.Queue("commit")
	_ = dbsqlc.New().NotifyAfterCommit(ctx, batchQueue{b}, topics) // only queues it
}

// commitOutcome reads the result of a COMMIT queued in br: its error, or
// pgx.ErrTxCommitRollback when the transaction had failed and COMMIT rolled it back, as
// pgx's own Commit reports it.
func commitOutcome(br pgx.BatchResults) error {
	tag, err := br.Exec()
	if err == nil && tag.String() == "ROLLBACK" {
		err = pgx.ErrTxCommitRollback
	}
	return err
}

// batchQueue is a dbsqlc.DBTX that queues a generated :exec statement into a batch
// instead of running it, so a statement written in sql/queries can join a pipeline.
type batchQueue struct{ b *pgx.Batch }

func (q batchQueue) Exec(_ context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	q.b.Queue(sql, args...)
	return pgconn.CommandTag{}, nil
}

func (batchQueue) Query(context.Context, string, ...any) (pgx.Rows, error) {
	return nil, errors.New("batchQueue queues :exec statements only")
}

func (batchQueue) QueryRow(context.Context, string, ...any) pgx.Row {
	return errRow{errors.New("batchQueue queues :exec statements only")}
}

func (batchQueue) CopyFrom(context.Context, pgx.Identifier, []string, pgx.CopyFromSource) (int64, error) {
	return 0, errors.New("batchQueue queues :exec statements only")
}

// release ends a top-level transaction for good (see guardedTx) and hands its
// connection back to the pool, once. pgxpool closes a connection that is not idle (a
// transaction still open, a query in flight) instead of pooling it.
func (t *Tx) release() {
	if g, ok := t.tx.(guardedTx); ok {
		*g.ended = true
	}
	if t.conn != nil {
		t.conn.Release()
		t.conn = nil
	}
}

// Rollback discards the transaction's writes and its hints. After Commit it does
// nothing.
func (t *Tx) Rollback(ctx context.Context) error {
	if t.pool != nil {
		t.hints.topics = nil
		if t.conn == nil { // ended by Commit or an earlier Rollback
			return nil
		}
		defer t.release()
	}
	err := t.tx.Rollback(ctx)
	if err != nil && !errors.Is(err, pgx.ErrTxClosed) {
		return fmt.Errorf("rollback: %w", err)
	}
	return nil
}

// Savepoint starts a savepoint inside the transaction: rolling it back undoes only
// what ran through it, so one node's failure does not abort a batch.
func (t *Tx) Savepoint(ctx context.Context) (*Tx, error) {
	sp, err := t.tx.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("savepoint: %w", Interpret(err))
	}
	return &Tx{Conn: newConn(sp), tx: sp, hints: t.hints}, nil
}

// LazySavepoint returns a savepoint that is opened by its first statement, so code
// that may not touch the database (an executor's Prepare) costs no round trips when
// it does not, and is still isolated from the rest of the transaction when it does.
func (t *Tx) LazySavepoint() *LazySavepoint {
	l := &LazySavepoint{tx: t.tx}
	l.Conn = newConn(l)
	return l
}

// LazySavepoint is a savepoint opened on first use (see Tx.LazySavepoint).
type LazySavepoint struct {
	Conn
	tx pgx.Tx
	sp pgx.Tx
}

func (l *LazySavepoint) open(ctx context.Context) (pgx.Tx, error) {
	if l.sp == nil {
		sp, err := l.tx.Begin(ctx)
		if err != nil {
			return nil, err
		}
		l.sp = sp
	}
	return l.sp, nil
}

// Exec implements dbsqlc.DBTX.
func (l *LazySavepoint) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	sp, err := l.open(ctx)
	if err != nil {
		return pgconn.CommandTag{}, err
	}
	return sp.Exec(ctx, sql, args...)
}

// Query implements dbsqlc.DBTX.
func (l *LazySavepoint) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	sp, err := l.open(ctx)
	if err != nil {
		return nil, err
	}
	return sp.Query(ctx, sql, args...)
}

// QueryRow implements dbsqlc.DBTX.
func (l *LazySavepoint) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	sp, err := l.open(ctx)
	if err != nil {
		return errRow{err}
	}
	return sp.QueryRow(ctx, sql, args...)
}

// CopyFrom implements dbsqlc.DBTX.
func (l *LazySavepoint) CopyFrom(ctx context.Context, table pgx.Identifier, cols []string, src pgx.CopyFromSource) (int64, error) {
	sp, err := l.open(ctx)
	if err != nil {
		return 0, err
	}
	return sp.CopyFrom(ctx, table, cols, src)
}

// Release keeps what the savepoint did (nothing to do when none was opened).
func (l *LazySavepoint) Release(ctx context.Context) error {
	if l.sp == nil {
		return nil
	}
	return Interpret(l.sp.Commit(ctx))
}

// Rollback undoes what the savepoint did (nothing to do when none was opened).
func (l *LazySavepoint) Rollback(ctx context.Context) error {
	if l.sp == nil {
		return nil
	}
	return Interpret(l.sp.Rollback(ctx))
}

type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }

// LazySavepointOn is Tx.LazySavepoint for a pgx transaction a test began itself (to
// call an executor's Prepare the way the dispatcher does).
func LazySavepointOn(tx pgx.Tx) *LazySavepoint {
	l := &LazySavepoint{tx: tx}
	l.Conn = newConn(l)
	return l
}
