// Package migrate applies QTG's schema to a database: the embedded goose migrations in
// sql/migrations, once per network schema, plus the per-network roles and grants.
//
// Everything runs under one session-level advisory lock held on a dedicated connection,
// so pods that start at once (a Helm hook and a developer, two replicas of an init
// container) wait for each other instead of racing. Each migration file runs in its own
// transaction (goose's default), so a failed migration leaves its schema at the last
// good version.
//
// goose's own session locker is not used: its lock covers one provider, and the work
// here spans two providers (one per schema) plus the role and grant statements around
// them, which must be serialised as a whole.
package migrate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/qtgdev/qtg/db"
	qtgsql "github.com/qtgdev/qtg/sql"
)

// LockKey is the advisory lock key (in the target database) that serialises migrators.
// It spells "qtgmigr" in ASCII so it is recognisable in pg_locks.
const LockKey int64 = 0x7174676d696772

// versionTable is goose's bookkeeping table, one per network schema.
const versionTable = "goose_db_version"

// ErrSchemaTooNew is returned when the database has migrations this binary does not
// know: an older binary must not run against a newer schema.
var ErrSchemaTooNew = errors.New("database schema is newer than this binary")

// SchemaReport says what Up or Down did to one network schema.
type SchemaReport struct {
	Network db.Network
	From    int64   // version before
	To      int64   // version after
	Applied []int64 // versions applied (Up) or rolled back (Down), in order
}

// Migration is one migration's state in one network schema.
type Migration struct {
	Version int64
	Name    string
	Applied bool
}

// SchemaStatus is the state of one network schema.
type SchemaStatus struct {
	Network    db.Network
	Version    int64 // highest applied version; 0 before the first migration
	Latest     int64 // highest version this binary knows
	Migrations []Migration
}

// Sources returns the migrations embedded in this binary.
func Sources() fs.FS { return qtgsql.MigrationsFS() }

// Up applies every pending migration to every network schema, creating the schemas
// and the network roles first when they are missing, and refreshes the grants. It is
// idempotent: a second run applies nothing and changes nothing.
func Up(ctx context.Context, url string) ([]SchemaReport, error) {
	var reports []SchemaReport
	err := withLock(ctx, url, func(ctx context.Context, conn *pgx.Conn, cfg *pgx.ConnConfig) error {
		if err := refuseNewerSchema(ctx, conn); err != nil {
			return err
		}
		if err := bootstrap(ctx, conn); err != nil {
			return err
		}
		for _, network := range db.Networks {
			report, err := upSchema(ctx, cfg, network)
			if err != nil {
				return err
			}
			reports = append(reports, report)
		}
		return grant(ctx, conn)
	})
	return reports, err
}

// Down rolls every network schema back to version 0 (empty). It exists for
// development and for proving that every migration can be undone; the schemas and
// roles themselves are left in place.
func Down(ctx context.Context, url string) ([]SchemaReport, error) {
	var reports []SchemaReport
	err := withLock(ctx, url, func(ctx context.Context, conn *pgx.Conn, cfg *pgx.ConnConfig) error {
		if err := refuseNewerSchema(ctx, conn); err != nil {
			return err
		}
		for i := len(db.Networks) - 1; i >= 0; i-- {
			report, err := downSchema(ctx, cfg, db.Networks[i])
			if err != nil {
				return err
			}
			reports = append(reports, report)
		}
		return nil
	})
	return reports, err
}

// Status reports, without changing anything, which migrations each network schema
// has applied.
func Status(ctx context.Context, url string) ([]SchemaStatus, error) {
	cfg, err := db.ParseConnConfig(url)
	if err != nil {
		return nil, err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()

	sources, err := sourceList()
	if err != nil {
		return nil, err
	}
	var out []SchemaStatus
	for _, network := range db.Networks {
		applied, err := appliedVersions(ctx, conn, network)
		if err != nil {
			return nil, err
		}
		st := SchemaStatus{Network: network}
		for _, src := range sources {
			st.Latest = max(st.Latest, src.Version)
			_, ok := applied[src.Version]
			st.Migrations = append(st.Migrations, Migration{Version: src.Version, Name: src.Name, Applied: ok})
		}
		for v := range applied {
			st.Version = max(st.Version, v)
		}
		out = append(out, st)
	}
	return out, nil
}

// Ping connects to the database at url and runs one statement: qtg-migrate waits on it
// (MG_DB_STARTUP_WAIT) before migrating, so a database still starting is waited for,
// not a failed run. An unparsable URL fails with db.ErrInvalidURL.
func Ping(ctx context.Context, url string) error {
	cfg, err := db.ParseConnConfig(url)
	if err != nil {
		return err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	if _, err := conn.Exec(ctx, `SELECT 1`); err != nil {
		return fmt.Errorf("ping: %w", err)
	}
	return nil
}

// withLock connects, takes the migration advisory lock (waiting for it, cancellable by
// ctx), runs fn and releases the lock. The lock is session-level, so a migrator that
// dies loses it with its connection.
func withLock(ctx context.Context, url string, fn func(context.Context, *pgx.Conn, *pgx.ConnConfig) error) error {
	cfg, err := db.ParseConnConfig(url)
	if err != nil {
		return err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()

	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, LockKey); err != nil {
		return fmt.Errorf("take migration lock: %w", err)
	}
	defer func() {
		// Closing the connection releases the lock too; unlocking first keeps the
		// hand-over to a waiting migrator immediate.
		_, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, LockKey)
	}()
	return fn(ctx, conn, cfg)
}

// refuseNewerSchema fails when any schema has a version this binary does not know,
// before anything is changed.
func refuseNewerSchema(ctx context.Context, conn *pgx.Conn) error {
	sources, err := sourceList()
	if err != nil {
		return err
	}
	var latest int64
	for _, s := range sources {
		latest = max(latest, s.Version)
	}
	for _, network := range db.Networks {
		applied, err := appliedVersions(ctx, conn, network)
		if err != nil {
			return err
		}
		for v := range applied {
			if v > latest {
				return fmt.Errorf("%w: schema %s is at version %d, this binary knows up to %d; run a newer qtg-migrate",
					ErrSchemaTooNew, network.Schema(), v, latest)
			}
		}
	}
	return nil
}

// appliedVersions reads goose's version table of one schema; a schema or table that
// does not exist yet means nothing is applied.
func appliedVersions(ctx context.Context, conn *pgx.Conn, network db.Network) (map[int64]struct{}, error) {
	table := network.Schema() + "." + versionTable
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT to_regclass($1) IS NOT NULL`, table).Scan(&exists); err != nil {
		return nil, fmt.Errorf("look up %s: %w", table, err)
	}
	applied := map[int64]struct{}{}
	if !exists {
		return applied, nil
	}
	// goose keeps one row per applied version (its version 0 row marks the table's
	// creation) and deletes the row when a migration is rolled back.
	rows, err := conn.Query(ctx, `SELECT version_id FROM `+pgx.Identifier{network.Schema(), versionTable}.Sanitize()+` WHERE is_applied AND version_id > 0`)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", table, err)
	}
	versions, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", table, err)
	}
	for _, v := range versions {
		applied[v] = struct{}{}
	}
	return applied, nil
}

func upSchema(ctx context.Context, cfg *pgx.ConnConfig, network db.Network) (SchemaReport, error) {
	report := SchemaReport{Network: network}
	err := withProvider(cfg, network, func(p *goose.Provider) error {
		from, err := p.GetDBVersion(ctx)
		if err != nil {
			return fmt.Errorf("read %s version: %w", network, err)
		}
		report.From, report.To = from, from
		results, err := p.Up(ctx)
		if err != nil {
			return fmt.Errorf("migrate %s up: %w", network, err)
		}
		for _, r := range results {
			report.Applied = append(report.Applied, r.Source.Version)
			report.To = r.Source.Version
		}
		return nil
	})
	return report, err
}

func downSchema(ctx context.Context, cfg *pgx.ConnConfig, network db.Network) (SchemaReport, error) {
	report := SchemaReport{Network: network}
	err := withProvider(cfg, network, func(p *goose.Provider) error {
		from, err := p.GetDBVersion(ctx)
		if err != nil {
			return fmt.Errorf("read %s version: %w", network, err)
		}
		report.From = from
		results, err := p.DownTo(ctx, 0)
		if err != nil {
			return fmt.Errorf("migrate %s down: %w", network, err)
		}
		for _, r := range results {
			report.Applied = append(report.Applied, r.Source.Version)
		}
		return nil
	})
	return report, err
}

// withProvider builds a goose provider whose connections have search_path set to the
// network's schema, so the unqualified migration files create their objects there.
func withProvider(cfg *pgx.ConnConfig, network db.Network, fn func(*goose.Provider) error) error {
	schemaCfg := cfg.Copy()
	schemaCfg.RuntimeParams["search_path"] = network.Schema()
	sqlDB := stdlib.OpenDB(*schemaCfg)
	defer func() { _ = sqlDB.Close() }()
	sqlDB.SetMaxOpenConns(1)

	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, Sources(),
		goose.WithTableName(network.Schema()+"."+versionTable),
		goose.WithDisableGlobalRegistry(true),
	)
	if err != nil {
		return fmt.Errorf("load migrations: %w", err)
	}
	return fn(p)
}

// sourceList lists the embedded migrations without touching a database.
func sourceList() ([]Migration, error) {
	p, err := goose.NewProvider(goose.DialectPostgres, &sql.DB{}, Sources(), goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return nil, fmt.Errorf("load migrations: %w", err)
	}
	var out []Migration
	for _, s := range p.ListSources() {
		out = append(out, Migration{Version: s.Version, Name: s.Path})
	}
	return out, nil
}
