package main

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// demoCmd shows a movement's whole life: the creator (--token) creates it from the
// example template, the approver (--approver-token) approves the plan hash it was
// shown, and the command watches it to the end.
type demoCmd struct {
	ApproverToken string `env:"QTG_APPROVER_TOKEN" required:"" help:"Token of an approver (a different principal from --token)."`
	Template      string `env:"QTG_DEMO_TEMPLATE" default:"demo-transfer" help:"Template to run."`
	Params        string `env:"QTG_DEMO_PARAMS" default:"{\"memo\":\"qtgctl demo\"}" help:"Parameters as a JSON object."`
	ChainsFile    string `name:"chains-file" env:"QTG_CHAINS_FILE" help:"A chain configuration (the address book is enough): print every signer's balance changes on its chains once the movement finished."`
}

func (c *demoCmd) Run(ctx context.Context, g *globals) error {
	cl, err := g.clients()
	if err != nil {
		return err
	}
	defer cl.close()
	var balances *demoBalances
	var before map[balanceKey]*big.Int
	if c.ChainsFile != "" {
		if balances, err = openDemoBalances(c.ChainsFile); err != nil {
			return err
		}
		defer balances.close()
		if before, err = balances.read(ctx); err != nil {
			return fmt.Errorf("balances before: %w", err)
		}
	}
	cctx, cancel := g.call(ctx, false)
	defer cancel()
	created, err := cl.movements.CreateMovement(cctx, &qtgv1.CreateMovementRequest{
		TemplateName: c.Template, ParamsJson: c.Params, IdempotencyKey: fmt.Sprintf("demo-%d", time.Now().UnixNano()),
	})
	if err != nil {
		return fmt.Errorf("create: %w", err)
	}
	m := created.GetMovement()
	fmt.Fprintf(g.out, "created  %s (plan hash %s)\n", m.GetId(), m.GetPlanHash())
	actx := metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+c.ApproverToken)
	actx, acancel := context.WithTimeout(actx, g.Timeout)
	defer acancel()
	if _, err := cl.movements.ApproveMovement(actx, &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()}); err != nil {
		return fmt.Errorf("approve: %w", err)
	}
	fmt.Fprintln(g.out, "approved; watching:")
	w := movWatchCmd{ID: m.GetId()}
	if err := w.Run(ctx, g); err != nil {
		return err
	}
	get := movGetCmd{ID: m.GetId()}
	fmt.Fprintln(g.out)
	if err := get.Run(ctx, g); err != nil || balances == nil {
		return err
	}
	after, err := balances.read(ctx)
	if err != nil {
		return fmt.Errorf("balances after: %w", err)
	}
	return printDeltas(g, before, after)
}
