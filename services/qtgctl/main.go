// Command qtgctl is the operator's and user's command line over QTG's gRPC API:
// movements, templates, workers, executors and backlog, as tables or JSON.
//
//	export QTG_ADDR=localhost:9090 QTG_TOKEN=…   # TLS by default; QTG_INSECURE=true for make run
//	qtgctl movements create --template demo --params '{"memo":"hi"}' --idempotency-key k1
//	qtgctl movements approve <id> --plan-hash <hash shown by get>
//	qtgctl movements watch <id>
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/qtgdev/qtg/api/client"
	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"

	"github.com/alecthomas/kong"
	"github.com/willabides/kongplete"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// globals are the connection and output settings every command shares.
type globals struct {
	Addr     string        `env:"QTG_ADDR" default:"localhost:9090" help:"Gateway address."`
	Token    string        `env:"QTG_TOKEN" help:"Bearer token."`
	Output   string        `short:"o" env:"QTG_OUTPUT" default:"table" enum:"table,json,yaml" help:"Output format (${enum})."`
	Quiet    bool          `short:"q" help:"Print only IDs: one per line from lists, the new movement's from movements create."`
	TLS      bool          `name:"tls" env:"QTG_TLS" hidden:"" help:"Connect with TLS (the default; kept for old scripts)."`
	Insecure bool          `name:"insecure" env:"QTG_INSECURE" help:"Connect without TLS (a gateway started with MG_ALLOW_PLAINTEXT, e.g. make run)."`
	CAFile   string        `name:"ca-file" env:"QTG_CA_FILE" type:"existingfile" help:"CA to verify the gateway with (default: system roots)."`
	Timeout  time.Duration `default:"30s" help:"Deadline of unary calls."`

	out io.Writer
}

type cli struct {
	globals
	Version kong.VersionFlag `name:"version" help:"Print the version and exit."`

	Movements        movementsCmd        `cmd:"" help:"Create, approve, cancel, inspect and watch movements."`
	Templates        templatesCmd        `cmd:"" help:"Propose, approve, reject and inspect templates."`
	Workers          workersCmd          `cmd:"" help:"List worker instances with their status (gated: under MG_WORKERS_ENABLED off) and version (stalled ones flagged)."`
	Executors        executorsCmd        `cmd:"" help:"List executor health."`
	Backlog          backlogCmd          `cmd:"" help:"Count live nodes and movements by state."`
	Callbacks        callbacksCmd        `cmd:"" help:"List and retry dead-lettered callbacks."`
	CapitalTransfers capitalTransfersCmd `cmd:"" name:"capital-transfers" help:"List exchange legs and their reconciliation."`
	Drift            driftCmd            `cmd:"" help:"List balance drifts verify-drift raised, newest first."`
	Audit            auditCmd            `cmd:"" help:"Verify the hash-chained audit log."`
	Verdicts         verdictsCmd         `cmd:"" help:"Manual verdicts for nodes in UNKNOWN (and manual executions of nodes in NEEDS_MANUAL_EXECUTION): propose, approve (a second operator), reject, list."`
	Manual           manualCmd           `cmd:"" help:"Manual executions of nodes in NEEDS_MANUAL_EXECUTION (a stuck bridge delivery): request, approve (a second operator), reject, list. The same four-eyes verdicts."`
	Lanes            lanesCmd            `cmd:"" help:"List, show and set observation lanes' pacing baselines."`
	Holds            holdsCmd            `cmd:"" help:"Pause one executor, chain, lane or template at runtime (place), resume it (release, by a second operator), list holds."`
	Addresses        addressesCmd        `cmd:"" help:"The address book: propose, approve (a second operator), reject, remove, list and show payable destinations."`
	Policy           policyCmd           `cmd:"" help:"The treasury policy: propose a document, approve it (a second operator), reject, show, list versions, evaluate a movement against it without creating it."`
	Drill            drillCmd            `cmd:"" help:"Drills: move a tiny amount through one bridge end to end (needs the operator gate on)."`
	Token            tokenCmd            `cmd:"" help:"Print the SHA-256 of a token, for the gateway's tokens file."`
	Check            checkCmd            `cmd:"" help:"Check a gateway: its health service answers SERVING and the token is accepted (what the chart's helm test runs)."`
	Demo             demoCmd             `cmd:"" help:"Create and approve an example movement and watch it complete."`
	// Completion prints what the login shell (bash, zsh or fish) needs to complete
	// qtgctl's commands and flags; kongplete answers the shell's requests.
	Completion kongplete.InstallCompletions `cmd:"" help:"Print the shell completion setup for your login shell (bash, zsh, fish): eval \"$(qtgctl completion)\"."`
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var c cli
	parser := newParser(ctx, &c)
	kongplete.Complete(parser)
	k, err := parser.Parse(os.Args[1:])
	parser.FatalIfErrorf(err)
	c.out = os.Stdout
	err = k.Run(&c.globals)
	if err != nil {
		var grpcErr interface{ GRPCStatus() *status.Status }
		if errors.As(err, &grpcErr) {
			st := grpcErr.GRPCStatus()
			fmt.Fprintf(os.Stderr, "qtgctl: %s: %s\n", st.Code(), st.Message())
			if hint := c.transportHint(st); hint != "" {
				fmt.Fprintln(os.Stderr, "  hint:", hint)
			}
			for _, d := range st.Details() {
				if br, ok := d.(*errdetails.BadRequest); ok {
					for _, v := range br.GetFieldViolations() {
						fmt.Fprintf(os.Stderr, "  %s: %s\n", v.GetField(), v.GetDescription())
					}
					continue
				}
				if info, ok := d.(*errdetails.ErrorInfo); ok {
					fmt.Fprintf(os.Stderr, "  reason: %s\n", info.GetReason())
					continue
				}
				fmt.Fprintf(os.Stderr, "  %v\n", d)
			}
		} else {
			fmt.Fprintln(os.Stderr, "qtgctl:", err)
		}
		os.Exit(1)
	}
}

// newParser returns qtgctl's command line parser. A mistake (a bare invocation among
// them) gets the short usage and the error, not every command's help: --help has that.
// --version prints the build (buildinfo.Info.Line).
func newParser(ctx context.Context, c *cli, opts ...kong.Option) *kong.Kong {
	return kong.Must(c, append([]kong.Option{kong.Name("qtgctl"), kong.Description("Command line for QTG's gRPC API."),
		kong.ShortUsageOnError(), kong.BindTo(ctx, (*context.Context)(nil)),
		kong.Vars{"version": buildinfo.Get().Line("qtgctl")}}, opts...)...)
}

// transportHint explains the errors of a client and a gateway that disagree on TLS,
// which gRPC reports in the transport's own words.
func (g *globals) transportHint(st *status.Status) string {
	if st.Code() != codes.Unavailable {
		return ""
	}
	switch msg := st.Message(); {
	case strings.Contains(msg, "first record does not look like a TLS handshake"):
		return "the gateway serves plaintext (MG_ALLOW_PLAINTEXT); connect with --insecure (QTG_INSECURE=true), on a trusted network only"
	case g.Insecure && (strings.Contains(msg, "server preface") || strings.Contains(msg, "connection reset") || strings.Contains(msg, "EOF")):
		return "the gateway may require TLS: drop --insecure (and QTG_INSECURE), with --ca-file if its certificate is not from a public CA"
	case !g.Insecure && strings.Contains(msg, "certificate"):
		return "the gateway's certificate did not verify: pass its CA with --ca-file (QTG_CA_FILE)"
	}
	return ""
}

// conn dials the gateway with the bearer token attached to every call.
func (g *globals) conn() (*grpc.ClientConn, error) {
	if g.Insecure && (g.TLS || g.CAFile != "") {
		return nil, errors.New("--insecure contradicts --tls and --ca-file")
	}
	creds := insecure.NewCredentials()
	if !g.Insecure {
		cfg := &tls.Config{MinVersion: tls.VersionTLS12}
		if g.CAFile != "" {
			pem, err := os.ReadFile(g.CAFile)
			if err != nil {
				return nil, err
			}
			pool := x509.NewCertPool()
			if !pool.AppendCertsFromPEM(pem) {
				return nil, errors.New("CA file holds no PEM certificate")
			}
			cfg.RootCAs = pool
		}
		creds = credentials.NewTLS(cfg)
	}
	// client.New retries a call that meets UNAVAILABLE (client.RetryServiceConfig).
	return client.New(g.Addr, grpc.WithTransportCredentials(creds))
}

// call returns a context carrying the token (and, for unary calls, the deadline).
func (g *globals) call(ctx context.Context, stream bool) (context.Context, context.CancelFunc) {
	if g.Token != "" {
		ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+g.Token)
	}
	if stream {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, g.Timeout)
}

type clients struct {
	conn      *grpc.ClientConn
	movements qtgv1.MovementServiceClient
	templates qtgv1.TemplateServiceClient
	ops       qtgv1.OpsServiceClient
	holds     qtgv1.HoldServiceClient
	addresses qtgv1.AddressBookServiceClient
	policies  qtgv1.PolicyServiceClient
}

func (g *globals) clients() (*clients, error) {
	conn, err := g.conn()
	if err != nil {
		return nil, err
	}
	return &clients{conn: conn, movements: qtgv1.NewMovementServiceClient(conn),
		templates: qtgv1.NewTemplateServiceClient(conn), ops: qtgv1.NewOpsServiceClient(conn),
		holds: qtgv1.NewHoldServiceClient(conn), addresses: qtgv1.NewAddressBookServiceClient(conn),
		policies: qtgv1.NewPolicyServiceClient(conn)}, nil
}

// close releases the connection; nothing useful can be done if that fails.
func (c *clients) close() { _ = c.conn.Close() }

// withClients dials the gateway and runs f with a context carrying the token (and,
// unless stream, the unary deadline), closing the connection afterwards.
func (g *globals) withClients(ctx context.Context, stream bool, f func(context.Context, *clients) error) error {
	cl, err := g.clients()
	if err != nil {
		return err
	}
	defer cl.close()
	ctx, cancel := g.call(ctx, stream)
	defer cancel()
	return f(ctx, cl)
}
