package main

import (
	"context"
	"fmt"
	"strings"

	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// checkCmd is the smoke test of a deployed gateway: the chart's `helm test` pod runs it
// (docs/operations.md, "Checking a release"). It needs a token of any role, so the
// test's Secret can hold a viewer's.
type checkCmd struct{}

// Run asks the gateway's gRPC health service, then makes an authenticated read: a
// gateway that answers health but refuses every token (an unreadable tokens file, a
// wrong Secret) fails the check as it would fail every caller.
func (c *checkCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		health, err := healthpb.NewHealthClient(cl.conn).Check(ctx, &healthpb.HealthCheckRequest{})
		if err != nil {
			return fmt.Errorf("health: %w", err)
		}
		if s := health.GetStatus(); s != healthpb.HealthCheckResponse_SERVING {
			return fmt.Errorf("health: the gateway at %s is %s", g.Addr, s)
		}
		who, err := qtgv1.NewSessionServiceClient(cl.conn).WhoAmI(ctx, &qtgv1.WhoAmIRequest{})
		if err != nil {
			return fmt.Errorf("authenticated read: %w", err)
		}
		if g.structured() {
			return g.printMessage(who, true)
		}
		_, err = fmt.Fprintf(g.out, "gateway %s: SERVING; authenticated as %s (%s)\n",
			g.Addr, who.GetPrincipal(), strings.Join(who.GetRoles(), ", "))
		return err
	})
}
