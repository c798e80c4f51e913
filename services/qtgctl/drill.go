package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"time"

	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/drill"
)

// drillCmd holds one subcommand per bridge; each builds a drill.Drill and hands it to
// the generic loop (services/internal/app/drill, docs/drills.md).
type drillCmd struct {
	Gate drillGateCmd `cmd:"" help:"Show the operator gate: whether dispatcher, observer and recovery run (drills need it on)."`
	CCTP drillCCTPCmd `cmd:"" name:"cctp" help:"Move a tiny amount over CCTP v2 with one cctp_transfer node and time each phase."`
	CCIP drillCCIPCmd `cmd:"" name:"ccip" help:"Move a tiny amount over Chainlink CCIP v1.6 with one ccip_transfer node and time each phase."`
	OFT  drillOFTCmd  `cmd:"" name:"oft" help:"Move a tiny amount over LayerZero V2 / Stargate V2 (taxi) with one oft_transfer node and time each phase."`
}

// drillCommon are the flags every drill shares. There is no approver's token: a drill
// is approved by a second principal with their own qtgctl (the loop prints the command
// and waits), and its amount and recipient limits are the gateway's.
type drillCommon struct {
	IdempotencyKey string        `name:"idempotency-key" help:"Makes retrying this drill safe (default: a new key per run)."`
	Timeout        time.Duration `name:"drill-timeout" default:"30m" help:"Give up waiting for the approval and watching after this long (the movement goes on)."`
}

func (c drillCommon) key(name string) string {
	if c.IdempotencyKey != "" {
		return c.IdempotencyKey
	}
	return fmt.Sprintf("drill-%s-%d", name, time.Now().UnixNano())
}

// run is the part every bridge subcommand shares.
func (c drillCommon) run(ctx context.Context, g *globals, d drill.Drill) error {
	ctx, cancel := context.WithTimeout(ctx, c.Timeout)
	defer cancel()
	cl, err := g.clients()
	if err != nil {
		return err
	}
	defer cl.close()
	as := func(token string) func(context.Context) context.Context {
		return func(ctx context.Context) context.Context {
			return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+token)
		}
	}

	rep, err := drill.Run(ctx, drill.Config{
		Ops: cl.ops, Movements: cl.movements, Creator: as(g.Token),
		Out: g.out, CallTimeout: g.Timeout,
	}, d)
	if rep != nil && g.structured() {
		if perr := g.printMessage(rep.Movement, true); perr != nil {
			return perr
		}
	}
	return err
}

type drillGateCmd struct{}

func (c *drillGateCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.GetOperatorGate(ctx, &qtgv1.GetOperatorGateRequest{})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, w := range res.GetWorkers() {
			rows = append(rows, []string{w.GetName(), fmt.Sprint(w.GetLiveInstances()), when(w.GetLastTickAt())})
		}
		if err := g.table([]string{"WORKER", "LIVE", "LAST TICK"}, rows); err != nil {
			return err
		}
		if res.GetOpen() {
			_, err = fmt.Fprintln(g.out, "\noperator gate: ON (drills may start)")
			return err
		}
		fmt.Fprintf(g.out, "\noperator gate: OFF (drills are refused)\n  %s\n", strings.Join(res.GetMissing(), "\n  "))
		return nil
	})
}

type drillCCTPCmd struct {
	drillCommon
	From      string `required:"" help:"Source chain (as the chain configuration names it, e.g. dev-1)."`
	To        string `required:"" help:"Destination chain."`
	Amount    string `required:"" help:"Amount in base units (USDC: 6 decimals), at most the gateway's drill limit (--drill-max-amount)."`
	Sender    string `env:"QTG_DRILL_SENDER" required:"" help:"Address that burns on the source (a configured signer)."`
	Recipient string `help:"Address that receives on the destination (default: the sender)."`
	Speed     string `default:"fast" enum:"fast,standard" help:"CCTP speed (${enum})."`
	MaxFee    string `name:"max-fee" help:"Most the attester may take, base units (default: 1% of the amount for fast, at least 1; 0 for standard)."`
}

// tinyAmount parses a drill's --amount. Its limit is the gateway's, which refuses a
// larger drill whatever the client asks.
func tinyAmount(amountFlag string) (*big.Int, error) {
	amount, ok := new(big.Int).SetString(amountFlag, 10)
	if !ok || amount.Sign() <= 0 {
		return nil, fmt.Errorf("--amount %q: want a positive integer of base units", amountFlag)
	}
	return amount, nil
}

func (c *drillCCTPCmd) Run(ctx context.Context, g *globals) error {
	amount, err := tinyAmount(c.Amount)
	if err != nil {
		return err
	}
	maxFee := c.MaxFee
	if maxFee == "" {
		maxFee = "0"
		if c.Speed == "fast" {
			fee := new(big.Int).Div(amount, big.NewInt(100))
			if fee.Sign() == 0 {
				fee.SetInt64(1)
			}
			maxFee = fee.String()
		}
	}
	recipient := c.Recipient
	if recipient == "" {
		recipient = c.Sender
	}
	params, err := json.Marshal(map[string]string{
		"from_chain": c.From, "to_chain": c.To, "sender": c.Sender, "recipient": recipient,
		"amount": amount.String(), "max_fee": maxFee, "speed": c.Speed,
	})
	if err != nil {
		return err
	}
	return c.run(ctx, g, drill.Drill{Name: "cctp", Params: string(params), IdempotencyKey: c.key("cctp"), PhaseNames: cctpPhases})
}

// cctpPhases names a cctp_transfer node's phases from its result (or, when it did not
// complete, its progress): approve only when an approval was needed.
func cctpPhases(n *qtgv1.Node) []string {
	var seen struct {
		ApproveTx string `json:"approve_tx"`
	}
	for _, raw := range []string{n.GetResultJson(), n.GetProgressJson()} {
		if raw != "" && json.Unmarshal([]byte(raw), &seen) == nil && seen.ApproveTx != "" {
			return []string{"approve", "burn + attestation", "receive"}
		}
	}
	return []string{"burn + attestation", "receive"}
}

type drillCCIPCmd struct {
	drillCommon
	From      string `required:"" help:"Source chain (as the chain configuration names it, e.g. dev-2)."`
	To        string `required:"" help:"Destination chain."`
	Amount    string `required:"" help:"Amount in base units (USDC: 6 decimals), at most the gateway's drill limit (--drill-max-amount)."`
	Sender    string `env:"QTG_DRILL_SENDER" required:"" help:"Address that sends on the source and pays the fee (a configured signer)."`
	Recipient string `help:"Address that receives on the destination (default: the sender)."`
	FeeToken  string `name:"fee-token" default:"native" help:"Token the CCIP fee is paid in: native or one of the source chain's ccip fee_tokens (USDC)."`
	MaxFee    string `name:"max-fee" required:"" help:"Most the Router may charge, in the fee token's base units (wei for native); the quote is checked before the node starts and again before the send is signed."`
}

func (c *drillCCIPCmd) Run(ctx context.Context, g *globals) error {
	amount, err := tinyAmount(c.Amount)
	if err != nil {
		return err
	}
	params, err := json.Marshal(map[string]string{
		"from_chain": c.From, "to_chain": c.To, "sender": c.Sender, "recipient": cmp.Or(c.Recipient, c.Sender),
		"amount": amount.String(), "fee_token": c.FeeToken, "max_fee": c.MaxFee,
	})
	if err != nil {
		return err
	}
	return c.run(ctx, g, drill.Drill{Name: "ccip", Params: string(params), IdempotencyKey: c.key("ccip"), PhaseNames: ccipPhases})
}

// bridgePhases names a bridge node's phases from its result (or, when it did not
// complete, its progress): approve only when an approval was needed, the manual step
// only when one ran (manualField names its evidence, manual what the phase is called).
func bridgePhases(n *qtgv1.Node, middle []string, manualField, manual string) []string {
	var approved, manualRan bool
	for _, raw := range []string{n.GetResultJson(), n.GetProgressJson()} {
		var seen map[string]any
		if raw == "" || json.Unmarshal([]byte(raw), &seen) != nil {
			continue
		}
		if v, _ := seen["approve_tx"].(string); v != "" {
			approved = true
		}
		switch v := seen[manualField].(type) {
		case string:
			manualRan = manualRan || v != ""
		case []any:
			manualRan = manualRan || len(v) > 0
		}
	}
	var names []string
	if approved {
		names = append(names, "approve")
	}
	names = append(names, middle...)
	if manualRan {
		names = append(names, manual)
	}
	return names
}

// ccipPhases names a ccip_transfer node's phases: approve (only when needed), send,
// delivery (the DON's commit and execution), and manual execution when one ran.
func ccipPhases(n *qtgv1.Node) []string {
	return bridgePhases(n, []string{"send", "delivery"}, "manual_execution_txs", "manual execution")
}

type drillOFTCmd struct {
	drillCommon
	From      string `required:"" help:"Source chain (as the chain configuration names it, e.g. dev-3)."`
	To        string `required:"" help:"Destination chain."`
	Amount    string `required:"" help:"Amount in base units (USDC: 6 decimals), at most the gateway's drill limit (--drill-max-amount)."`
	Sender    string `env:"QTG_DRILL_SENDER" required:"" help:"Address that sends on the source and pays the fee (a configured signer)."`
	Recipient string `help:"Address that receives on the destination (default: the sender)."`
	MaxFee    string `name:"max-fee" required:"" help:"Most the LayerZero native fee may be, in wei; the quote is checked before the node starts and again before the send is signed."`
}

func (c *drillOFTCmd) Run(ctx context.Context, g *globals) error {
	amount, err := tinyAmount(c.Amount)
	if err != nil {
		return err
	}
	params, err := json.Marshal(map[string]string{
		"from_chain": c.From, "to_chain": c.To, "sender": c.Sender, "recipient": cmp.Or(c.Recipient, c.Sender),
		"amount": amount.String(), "max_fee": c.MaxFee,
	})
	if err != nil {
		return err
	}
	return c.run(ctx, g, drill.Drill{Name: "oft", Params: string(params), IdempotencyKey: c.key("oft"), PhaseNames: oftPhases})
}

// oftPhases names an oft_transfer node's phases: approve (only when needed), send,
// delivery (DVN verification and the executor's lzReceive), and retryReceiveToken when
// a cached payout was retried.
func oftPhases(n *qtgv1.Node) []string {
	return bridgePhases(n, []string{"send", "delivery"}, "retry_tx", "retry")
}
