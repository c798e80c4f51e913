// Command qtg-migrate applies QTG's schema to the database: both network schemas, the
// network roles and their grants. It is safe to run from several pods at once (they
// queue on an advisory lock) and to run again (nothing left to do is a no-op), which is
// what a Helm pre-install/pre-upgrade hook needs.
//
//	qtg-migrate up       apply pending migrations
//	qtg-migrate status   show applied and pending migrations; changes nothing
//	qtg-migrate down     roll every migration back (development only; needs --yes)
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/alecthomas/kong"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/components"
	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

type cli struct {
	Version     kong.VersionFlag `name:"version" help:"Print the version and exit."`
	DatabaseURL string           `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL of a role that owns the schemas and may create roles."`
	// StartupWait bounds the wait for a database that is not up yet (a Helm hook racing
	// a database restart): retried with backoff and logged, then a clear error.
	StartupWait time.Duration `name:"db-startup-wait" env:"MG_DB_STARTUP_WAIT" default:"2m" help:"How long to retry reaching the database (with backoff) before giving up; 0 tries once."`

	Up struct {
		Network string `name:"network" env:"MG_NETWORK_MODE" default:"testnet" enum:"mainnet,testnet" help:"Network whose logins --login names (${enum})."`
		// One login per deployable (docs/security.md): a member of qtg_<network> and of
		// the roles of the jobs it hosts only, so a compromised sidecar's login cannot
		// make the dispatcher's transitions.
		Logins map[string]string `name:"login" env:"MG_LOGINS" mapsep:";" placeholder:"DEPLOYABLE=URL" help:"A deployable's database URL, repeatable: its user is created (or its password updated) as a member of qtg_<network> and of the roles of the jobs it hosts (the deployable's workers, or the gateway). DEPLOYABLE is a name under services/ (qtg: its default workers) or workers joined with +. Also read from MG_LOGIN_<DEPLOYABLE> (upper case, dashes as underscores)."`
		// Per-login limits (docs/security.md): a runaway or compromised deployable cannot
		// take every connection of the server or hold locks in an idle transaction.
		Connections       int           `name:"login-connection-limit" env:"MG_LOGIN_CONNECTION_LIMIT" default:"100" help:"CONNECTION LIMIT of each deployable's login, shared by its replicas (raise it with replicas × MG_DB_MAX_CONNS); 0: none."`
		AuditConnections  int           `name:"audit-connection-limit" env:"MG_AUDIT_CONNECTION_LIMIT" default:"10" help:"CONNECTION LIMIT of audit-outbox-promoter's login; 0: none."`
		StatementTimeout  time.Duration `name:"login-statement-timeout" env:"MG_LOGIN_STATEMENT_TIMEOUT" default:"60s" help:"statement_timeout of every login created; 0: the server's."`
		IdleInTransaction time.Duration `name:"login-idle-in-transaction-timeout" env:"MG_LOGIN_IDLE_IN_TRANSACTION_TIMEOUT" default:"2m" help:"idle_in_transaction_session_timeout of every login created; 0: the server's."`
	} `cmd:"" help:"Apply pending migrations to both network schemas, then create the runtime logins named by the URLs given."`
	Status struct{} `cmd:"" help:"Show each network schema's migrations; changes nothing."`
	Down   struct {
		Yes bool `help:"Confirm: this drops every QTG table and its data."`
	} `cmd:"" help:"Roll every migration back (development only)."`
}

func main() {
	var c cli
	k, err := parser(&c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "qtg-migrate:", err)
		os.Exit(2)
	}
	kctx, err := k.Parse(os.Args[1:])
	k.FatalIfErrorf(err)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err = run(ctx, kctx.Command(), c, os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "qtg-migrate:", err)
		os.Exit(1)
	}
}

// parser is qtg-migrate's command line over c; --version prints the build
// (buildinfo.Info.Line).
func parser(c *cli, options ...kong.Option) (*kong.Kong, error) {
	return kong.New(c, append([]kong.Option{kong.Name("qtg-migrate"), kong.Description("Apply QTG's database schema."),
		kong.Vars{"version": buildinfo.Get().Line("qtg-migrate")}}, options...)...)
}

func run(ctx context.Context, command string, c cli, out io.Writer) error {
	if err := waitForDatabase(ctx, c.DatabaseURL, c.StartupWait, out); err != nil {
		return err
	}
	switch command {
	case "up":
		reports, err := migrate.Up(ctx, c.DatabaseURL)
		printReports(out, "applied", reports)
		if err != nil {
			return err
		}
		return ensureLogins(ctx, c, os.Environ(), out)
	case "down":
		if !c.Down.Yes {
			return errors.New("down drops every QTG table and its data; pass --yes to confirm")
		}
		reports, err := migrate.Down(ctx, c.DatabaseURL)
		printReports(out, "rolled back", reports)
		return err
	case "status":
		status, err := migrate.Status(ctx, c.DatabaseURL)
		if err != nil {
			return err
		}
		for _, s := range status {
			fmt.Fprintf(out, "%s: version %d (latest %d)\n", s.Network, s.Version, s.Latest)
			for _, m := range s.Migrations {
				state := "pending"
				if m.Applied {
					state = "applied"
				}
				fmt.Fprintf(out, "  %05d %-8s %s\n", m.Version, state, m.Name)
			}
		}
		return nil
	default:
		return fmt.Errorf("unknown command %q", command)
	}
}

func printReports(out io.Writer, verb string, reports []migrate.SchemaReport) {
	for _, r := range reports {
		if len(r.Applied) == 0 {
			fmt.Fprintf(out, "%s: at version %d, nothing to do\n", r.Network, r.To)
			continue
		}
		fmt.Fprintf(out, "%s: %s %v, version %d -> %d\n", r.Network, verb, r.Applied, r.From, r.To)
	}
}

// ensureLogins creates the logins the deployables connect as (see migrate.EnsureLoginFor):
// one per --login and per MG_LOGIN_<DEPLOYABLE> in environ, in name order.
func ensureLogins(ctx context.Context, c cli, environ []string, out io.Writer) error {
	network, err := db.ParseNetwork(c.Up.Network)
	if err != nil {
		return err
	}
	logins, err := loginsFrom(c.Up.Logins, environ)
	if err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(logins)) {
		jobs, err := loginJobs(name)
		if err != nil {
			return err
		}
		limits := migrate.Limits{ConnectionLimit: c.Up.Connections, StatementTimeout: c.Up.StatementTimeout, IdleInTransactionTimeout: c.Up.IdleInTransaction}
		if slices.Equal(jobs, []string{db.JobAuditOutboxPromoter}) {
			limits.ConnectionLimit = c.Up.AuditConnections
		}
		if err := migrate.EnsureLoginFor(ctx, c.DatabaseURL, network, logins[name], jobs, limits); err != nil {
			return fmt.Errorf("%s login: %w", name, err)
		}
		fmt.Fprintf(out, "%s: %s login ready (%s)\n", network, name, strings.Join(jobs, ", "))
	}
	return nil
}

// loginEnvPrefix names a deployable's login URL in the environment: MG_LOGIN_GATEWAY,
// MG_LOGIN_CALLBACK_DISPATCHER (the chart sets one per deployable from its Secret).
const loginEnvPrefix = "MG_LOGIN_"

// loginsFrom merges the --login flags with the MG_LOGIN_<DEPLOYABLE> variables.
func loginsFrom(flags map[string]string, environ []string) (map[string]string, error) {
	out := maps.Clone(flags)
	if out == nil {
		out = map[string]string{}
	}
	for _, kv := range environ {
		key, value, ok := strings.Cut(kv, "=")
		if !ok || !strings.HasPrefix(key, loginEnvPrefix) || value == "" || key == "MG_LOGIN_CONNECTION_LIMIT" ||
			key == "MG_LOGIN_STATEMENT_TIMEOUT" || key == "MG_LOGIN_IDLE_IN_TRANSACTION_TIMEOUT" {
			continue
		}
		name := strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(key, loginEnvPrefix)), "_", "-")
		if prev, ok := out[name]; ok && prev != value {
			return nil, fmt.Errorf("%s and --login %s name different URLs", key, name)
		}
		out[name] = value
	}
	return out, nil
}

// loginJobs returns the jobs of a --login name: a deployable's, or workers joined with +.
func loginJobs(name string) ([]string, error) {
	if strings.Contains(name, "+") {
		return components.LoginJobs("qtg", strings.Split(name, "+"))
	}
	jobs, err := components.LoginJobs(name, nil)
	if err != nil {
		return nil, fmt.Errorf("--login %s: %w", name, err)
	}
	if len(jobs) == 0 {
		return nil, fmt.Errorf("--login %s: it has no database", name)
	}
	return jobs, nil
}

// waitForDatabase retries reaching the database for up to wait (once when wait <= 0),
// printing each failed attempt, and fails with an error naming MG_DB_STARTUP_WAIT.
func waitForDatabase(ctx context.Context, url string, wait time.Duration, out io.Writer) error {
	ping := func(ctx context.Context) error {
		err := migrate.Ping(ctx, url)
		if errors.Is(err, db.ErrInvalidURL) {
			return retry.Permanent(err)
		}
		return err
	}
	if wait <= 0 {
		return ping(ctx)
	}
	err := retry.Until(ctx, retry.Backoff{Base: 500 * time.Millisecond, Ceiling: 10 * time.Second, Budget: wait,
		OnRetry: func(attempt int, err error, pause time.Duration) {
			fmt.Fprintf(out, "database not reachable yet (attempt %d, retrying in %s): %v\n", attempt, pause.Round(time.Millisecond), err)
		}}, ping)
	if err != nil {
		return fmt.Errorf("database not reachable within MG_DB_STARTUP_WAIT=%s: %w", wait, err)
	}
	return nil
}
