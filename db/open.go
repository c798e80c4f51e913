package db

import (
	"context"
	"errors"
	"fmt"
	neturl "net/url"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	pgxuuid "github.com/vgarvardt/pgx-google-uuid/v5"
)

// ErrInvalidURL is returned when a database URL cannot be parsed. Its message never
// repeats the URL, which may carry a password.
var ErrInvalidURL = errors.New("invalid database URL")

// ErrSchemaMissing is returned by Open when the network's schema does not exist or the
// connecting role may not use it (migrations not run, or the wrong role).
var ErrSchemaMissing = errors.New("network schema not usable")

// ParseConfig parses a database URL into a pool config bound to network: every
// connection the pool opens sets search_path to the network's schema and nothing else,
// so unqualified names resolve only there.
func ParseConfig(url string, network Network) (*pgxpool.Config, error) {
	if _, err := ParseNetwork(string(network)); err != nil {
		return nil, err
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, redactParseError(err)
	}
	cfg.ConnConfig.RuntimeParams["search_path"] = network.Schema()
	// Statements are prepared once per connection and always run with their generic
	// plan. The compare-and-set updates filter on states passed as parameters; a custom
	// plan would see those states, match them against the live-state partial indexes
	// and, with statistics taken when few rows were live, scan a whole partial index
	// instead of looking the given IDs up by primary key. Generic plans cannot use a
	// partial index through a parameter, and cost no planning per execution. A generic
	// plan is made for the table sizes of its moment, so it is remade every
	// DefaultReplanEvery (PrepareConn below).
	if cfg.ConnConfig.RuntimeParams["plan_cache_mode"] == "" {
		cfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "force_generic_plan"
	}
	if cfg.ConnConfig.RuntimeParams["application_name"] == "" {
		cfg.ConnConfig.RuntimeParams["application_name"] = "qtg-" + network.String()
	}
	cfg.PrepareConn = replanOlderThan(DefaultReplanEvery)
	cfg.AfterConnect = registerTypes
	return cfg, nil
}

// registerTypes has a new connection encode and decode github.com/google/uuid's UUID
// as the 16 bytes it is. By default pgx goes through the type's driver.Valuer and
// sql.Scanner, which use the text form: every ID a statement sends was formatted as
// 36 characters and parsed back (the arrays of a worker's batch included), and every
// ID it reads was formatted and parsed the other way, a visible share of a busy
// gateway's CPU (docs/benchmarks.md, "Plans and connections").
func registerTypes(_ context.Context, conn *pgx.Conn) error {
	pgxuuid.Register(conn.TypeMap())
	return nil
}

// DefaultReplanEvery is how old a connection's plans may grow before the pool has it
// plan its statements again (DISCARD PLANS) when it is next acquired.
//
// A generic plan is made once per connection, from the table sizes and statistics of
// that moment, and kept until an ANALYZE or VACUUM of a table it reads. A claim planned
// while movement_nodes held a few hundred rows (a new deployment's first minutes, or
// make bench after its warm-up) joins it by sequential scan, and keeps doing so when it
// holds tens of thousands, until autovacuum next analyzes it: a minute or more
// (autovacuum_naptime). The same goes for the plans of triggers and foreign keys: the
// movements trigger that checks an idempotency key against the archive, planned on a
// small table, scans movements whole for each row inserted, so throughput came and went
// with autovacuum's timing (docs/benchmarks.md, "Plans and connections"). Planned again, the same
// statistics are scaled to the tables' present size (the planner reads their page
// counts), and the claims take the dispatch and live-state indexes. DISCARD PLANS drops
// every cached plan of the session, the triggers' and foreign keys' included. The price
// is one round trip per connection per interval, and planning each statement once more.
//
// Ten seconds is long when the tables grow fast: a connection also plans again after
// ReplanUses acquisitions (replanOlderThan).
const DefaultReplanEvery = 10 * time.Second

// ReplanUses is how many times a connection may be acquired on the same plans, however
// young they are. Tables grow with the statements run on them, so a busy pool plans
// again while they grow and an idle one does not. Within DefaultReplanEvery alone, a
// gateway that made its plans during a short warm-up checks the thousands of movements
// it creates next against them: each foreign key check of a node or edge, and each
// approval, scans movements whole instead of reading by key. With eight connections
// each planning again after 250 uses, such plans last about a thousand movements; the
// price, one DISCARD PLANS and a few statements planned again per 250 uses, is a few
// microseconds a statement.
//
// A young connection plans again sooner: after FirstReplanUses uses, then four times
// as many each time, until that reaches ReplanUses (replanOlderThan).
const ReplanUses = 250

// FirstReplanUses is how many times a new connection may be acquired on its first
// plans. Those are the likeliest to have been made on small tables: a pool opens
// connections as its load grows, which on a new deployment is while its tables fill.
// And a pool of many connections gives each one few uses, so at ReplanUses none would
// plan again while the tables fill, and every create's foreign-key checks of its nodes
// and edges would scan movement_nodes and movements whole. Three replans more in a
// connection's life (after 8, 40 and 168 uses) cost little on tables that were large
// already (docs/benchmarks.md, "Plans and connections").
const FirstReplanUses = 8

// WithReplanEvery sets how old a connection's plans may grow before it plans again
// (default DefaultReplanEvery; 0 keeps plans for the connection's life, whatever its
// uses).
func WithReplanEvery(d time.Duration) Option {
	return func(c *pgxpool.Config) { c.PrepareConn = replanOlderThan(d) }
}

// plannedAtKey, usesKey and allowedKey are where a connection keeps when its plans
// were last discarded, how often it was acquired since and how many uses its plans
// are allowed, in the connection's own CustomData (a connection is used by one
// goroutine at a time).
const (
	plannedAtKey = "qtg.plannedAt"
	usesKey      = "qtg.uses"
	allowedKey   = "qtg.allowedUses"
)

// replanOlderThan is a pgxpool PrepareConn hook: on acquire, a connection whose plans
// are older than every, or were acquired as many times as they are allowed
// (FirstReplanUses at first, four times as many after each discard, at most
// ReplanUses), discards them, so its next statements are planned for the tables as
// they are now. The prepared statements stay (pgx's statement cache is still valid);
// only their plans go.
func replanOlderThan(every time.Duration) func(context.Context, *pgx.Conn) (bool, error) {
	if every <= 0 {
		return nil
	}
	return func(ctx context.Context, c *pgx.Conn) (bool, error) {
		data := c.PgConn().CustomData()
		now := time.Now()
		planned, ok := data[plannedAtKey].(time.Time)
		if !ok {
			// A new connection has planned nothing yet.
			data[plannedAtKey], data[usesKey], data[allowedKey] = now, 1, FirstReplanUses
			return true, nil
		}
		uses, _ := data[usesKey].(int)
		allowed, _ := data[allowedKey].(int)
		if now.Sub(planned) < every && uses < allowed {
			data[usesKey] = uses + 1
			return true, nil
		}
		if _, err := c.Exec(ctx, "DISCARD PLANS"); err != nil {
			// A connection that cannot discard its plans is closed instead; the pool
			// acquires another (a new one plans afresh), so the caller's statement
			// does not fail for it.
			return false, nil
		}
		data[plannedAtKey], data[usesKey], data[allowedKey] = now, 1, min(4*allowed, ReplanUses)
		return true, nil
	}
}

// Option tunes a pool Open opens (pool size, application name), so callers never
// handle pgx's config.
type Option func(*pgxpool.Config)

// WithKeyedPlans has the pool's sessions plan with sequential and bitmap scans off,
// and JIT compilation off (unless the URL sets them), for the processes that run only
// the core workers, whose every statement reads a few rows by key or the first rows of
// an index range in order.
//
// Held rows are looked up by key. A claim locks movement rows, then looks up each
// held movement's nodes; a settlement or compare-and-set finds the rows whose IDs it
// was given. Planned while the tables held a few hundred rows (a new deployment, or
// make bench after its warm-up), such a lookup is as cheap by the live-state partial
// indexes (movements_live, movement_nodes_waiting: every row in the state) or by a
// sequential scan as by key, and a generic plan then repeated that scan for every held
// row while the tables grew, until the next replan (WithReplanEvery), reading
// thousands of buffers per claim. So the held rows' states come as parameters, which a generic plan cannot
// match against a partial index's predicate (the queries say where), and the core
// workers' sessions do not scan sequentially or by bitmap, so a claim reads its
// state's index in order and stops at its LIMIT (a bitmap scan reads the whole range,
// however small the batch). A statement with no such path still gets a sequential or
// bitmap scan, as the planner's last resort.
//
// JIT is off because of that last resort: its estimate carries the planner's penalty
// for a disabled path, far above every JIT threshold, so with JIT on such a statement
// was compiled and optimized by LLVM on each execution, and the first in each new
// backend loaded LLVM, many times the cost of the statement itself
// (TestKeyedPlansAreNotCompiled); statements this small never gain from compiling.
//
// Not for every process: the sidecars' reports and reconciliations (verify-drift's
// reads of finished nodes by their JSON fields) are written for the planner's full
// choice; with these scans off, verify-drift's reads of bridge and CCTP nodes became
// slow even in a small database, and its checks fell minutes behind.
func WithKeyedPlans() Option {
	return func(c *pgxpool.Config) {
		for _, setting := range []string{"enable_seqscan", "enable_bitmapscan", "jit"} {
			if c.ConnConfig.RuntimeParams[setting] == "" {
				c.ConnConfig.RuntimeParams[setting] = "off"
			}
		}
	}
}

// WithMaxConns sets the pool's size: the most connections it opens at once.
func WithMaxConns(n int32) Option {
	return func(c *pgxpool.Config) { c.MaxConns = n }
}

// WithApplicationName names the pool's connections in pg_stat_activity (default
// qtg-<network>), so an operator can tell one process's sessions from another's.
func WithApplicationName(name string) Option {
	return func(c *pgxpool.Config) { c.ConnConfig.RuntimeParams["application_name"] = name }
}

// Open returns a pool bound to network (see ParseConfig) after checking that the
// server is reachable and that the network's schema exists and is usable by the
// connecting role, so a misconfiguration fails at start-up with a clear message
// instead of on the first query.
func Open(ctx context.Context, url string, network Network, opts ...Option) (*Pool, error) {
	pool, err := OpenPGX(ctx, url, network, opts...)
	if err != nil {
		return nil, err
	}
	return &Pool{Conn: newConn(pool), pool: pool, network: network}, nil
}

// OpenPGX is Open returning the pgx pool itself, for tests that assert or tamper with
// raw SQL (dbtest, test assertions). Services use Open; depguard keeps pgx out of them.
func OpenPGX(ctx context.Context, url string, network Network, opts ...Option) (*pgxpool.Pool, error) {
	cfg, err := ParseConfig(url, network)
	if err != nil {
		return nil, err
	}
	for _, o := range opts {
		o(cfg)
	}
	return openConfig(ctx, cfg, network)
}

func openConfig(ctx context.Context, cfg *pgxpool.Config, network Network) (*pgxpool.Pool, error) {
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open %s pool: %w", network, err)
	}
	var usable bool
	err = pool.QueryRow(ctx,
		`SELECT coalesce(has_schema_privilege(to_regnamespace($1)::oid, 'USAGE'), false)`,
		network.Schema()).Scan(&usable)
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("open %s pool: %w", network, err)
	}
	if !usable {
		pool.Close()
		return nil, fmt.Errorf("open %s pool: %w: schema %q does not exist or role %q has no USAGE on it (run qtg-migrate up, and connect as a member of %s)",
			network, ErrSchemaMissing, network.Schema(), cfg.ConnConfig.User, network.Role())
	}
	return pool, nil
}

func redactParseError(err error) error {
	var pce *pgconn.ParseConfigError
	if errors.As(err, &pce) {
		inner := pce.Unwrap()
		// url.Error repeats the whole URL; keep only its reason.
		var ue *neturl.Error
		if errors.As(inner, &ue) {
			inner = ue.Err
		}
		if inner != nil {
			return fmt.Errorf("%w: %w", ErrInvalidURL, inner)
		}
	}
	return fmt.Errorf("%w (value not shown: it may hold a password)", ErrInvalidURL)
}

// ParseConnConfig parses a database URL for a single connection that is not bound to a
// network (the migration runner and test helpers, which address both schemas).
func ParseConnConfig(url string) (*pgx.ConnConfig, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, redactParseError(err)
	}
	return cfg, nil
}
