package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// policyCmd manages the treasury policy (PolicyService; docs/policy.md).
type policyCmd struct {
	Propose  policyProposeCmd  `cmd:"" help:"Propose a policy document (a JSON file, - for stdin) as the next version (operators; audited as POLICY_PROPOSED)."`
	Approve  policyApproveCmd  `cmd:"" help:"Approve a proposed version: it becomes ACTIVE (an operator other than the proposer; audited as POLICY_APPROVED)."`
	Reject   policyRejectCmd   `cmd:"" help:"Reject a proposed version (audited as POLICY_REJECTED)."`
	Get      policyGetCmd      `cmd:"" help:"Show a version's document (default: the ACTIVE one)."`
	List     policyListCmd     `cmd:"" help:"List every version, newest first."`
	Evaluate policyEvaluateCmd `cmd:"" help:"Judge a movement of a template with params by the policy, without creating it: approvals, denials, allowlist misses, the gate."`
}

// readDocument reads a document from a file, or stdin for "-".
func readDocument(path string, stdin io.Reader) (string, error) {
	var raw []byte
	var err error
	if path == "-" {
		raw, err = io.ReadAll(stdin)
	} else {
		raw, err = os.ReadFile(path) //nolint:gosec // the operator names the file to propose
	}
	if err != nil {
		return "", fmt.Errorf("read policy document: %w", err)
	}
	return string(raw), nil
}

type policyProposeCmd struct {
	File   string `arg:"" help:"The policy document (JSON), or - for stdin."`
	Reason string `required:"" help:"Why the change: shown to the approver and audited."`
}

func (c *policyProposeCmd) Run(ctx context.Context, g *globals) error {
	doc, err := readDocument(c.File, os.Stdin)
	if err != nil {
		return err
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.policies.ProposePolicy(ctx, &qtgv1.ProposePolicyRequest{DocumentJson: doc, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printPolicy(res.GetPolicy(), "proposed", false)
	})
}

type policyApproveCmd struct {
	Version        int32  `arg:"" help:"The proposed version."`
	DocumentSha256 string `name:"document-sha256" required:"" help:"The document's SHA-256 shown by 'policy get': you approve what you saw."`
}

func (c *policyApproveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.policies.ApprovePolicy(ctx, &qtgv1.ApprovePolicyRequest{Version: c.Version, DocumentSha256: c.DocumentSha256})
		if err != nil {
			return err
		}
		return g.printPolicy(res.GetPolicy(), "approved: ACTIVE", false)
	})
}

type policyRejectCmd struct {
	Version int32  `arg:"" help:"The proposed version."`
	Reason  string `required:"" help:"Why."`
}

func (c *policyRejectCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.policies.RejectPolicy(ctx, &qtgv1.RejectPolicyRequest{Version: c.Version, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printPolicy(res.GetPolicy(), "rejected", false)
	})
}

type policyGetCmd struct {
	Version int32 `arg:"" optional:"" help:"The version (default: the ACTIVE one)."`
}

func (c *policyGetCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.policies.GetPolicy(ctx, &qtgv1.GetPolicyRequest{Version: c.Version})
		if err != nil {
			return err
		}
		return g.printPolicy(res.GetPolicy(), "", true)
	})
}

type policyListCmd struct {
	PageSize  int32  `default:"50" help:"Versions per page."`
	PageToken string `help:"Continue after a previous page."`
	All       bool   `help:"Every page, not only the first."`
}

func (c *policyListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListPoliciesResponse, error) {
			return cl.policies.ListPolicies(ctx, &qtgv1.ListPoliciesRequest{PageSize: c.PageSize, PageToken: token})
		}
		return g.listPolicies(c.PageToken, c.All, fetch)
	})
}

// listPolicies prints the versions fetch pages through.
func (g *globals) listPolicies(token string, all bool, fetch func(token string) (*qtgv1.ListPoliciesResponse, error)) error {
	merge := func(into, p *qtgv1.ListPoliciesResponse) {
		into.Policies, into.NextPageToken = append(into.Policies, p.GetPolicies()...), p.GetNextPageToken()
	}
	ids := func(r *qtgv1.ListPoliciesResponse) []string {
		var out []string
		for _, p := range r.GetPolicies() {
			out = append(out, fmt.Sprint(p.GetVersion()))
		}
		return out
	}
	return list(g, token, all, fetch, merge, ids, func(r *qtgv1.ListPoliciesResponse) ([]string, [][]string) {
		var rows [][]string
		for _, p := range r.GetPolicies() {
			rows = append(rows, policyRow(p))
		}
		return policyHeader, rows
	})
}

var policyHeader = []string{"VERSION", "STATE", "PROPOSED BY", "PROPOSED", "APPROVED BY", "SHA-256", "REASON"}

func policyRow(p *qtgv1.Policy) []string {
	state := strings.TrimPrefix(p.GetState().String(), "POLICY_STATE_")
	return []string{fmt.Sprint(p.GetVersion()), state, p.GetProposedBy(), when(p.GetProposedAt()),
		orDash(p.GetApprovedBy()), short(p.GetDocumentSha256(), 16), short(p.GetReason(), 50)}
}

// printPolicy prints one version (with its document when withDocument).
func (g *globals) printPolicy(p *qtgv1.Policy, verb string, withDocument bool) error {
	if g.structured() {
		return g.printMessage(p, true)
	}
	if g.Quiet {
		_, err := fmt.Fprintln(g.out, p.GetVersion())
		return err
	}
	if verb != "" {
		fmt.Fprintf(g.out, "policy version %d %s\n", p.GetVersion(), verb)
	}
	if err := g.table(policyHeader, [][]string{policyRow(p)}); err != nil {
		return err
	}
	fmt.Fprintf(g.out, "\ndocument sha256 %s\n", p.GetDocumentSha256())
	if p.GetRejectedBy() != "" {
		fmt.Fprintf(g.out, "rejected by %s: %s\n", p.GetRejectedBy(), p.GetRejectReason())
	}
	if withDocument {
		fmt.Fprintf(g.out, "%s\n", strings.TrimSpace(p.GetDocumentJson()))
	}
	return nil
}

type policyEvaluateCmd struct {
	Template  string `arg:"" help:"Template name (its newest ACTIVE version)."`
	Params    string `default:"{}" help:"Params as a JSON object."`
	Version   int32  `name:"policy-version" help:"Judge by this policy version (default: the ACTIVE one)."`
	Draft     string `help:"Judge by this draft document (a JSON file, - for stdin) instead of a version."`
	CreatedBy string `name:"created-by" help:"Judge as if this principal created it (default: you)."`
}

func (c *policyEvaluateCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.EvaluatePolicyRequest{TemplateName: c.Template, Version: c.Version, ParamsJson: c.Params, CreatedBy: c.CreatedBy}
	if c.Draft != "" {
		doc, err := readDocument(c.Draft, os.Stdin)
		if err != nil {
			return err
		}
		req.DocumentJson = doc
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.policies.EvaluatePolicy(ctx, req)
		if err != nil {
			return err
		}
		return g.printEvaluation(res)
	})
}

// errRefused is what `policy evaluate` exits with when a create would be refused, so
// a script can tell (the decision is printed first).
var errRefused = errors.New("a create would be refused")

// printEvaluation prints a dry run's decision.
func (g *globals) printEvaluation(e *qtgv1.EvaluatePolicyResponse) error {
	if g.structured() {
		if err := g.printMessage(e, true); err != nil {
			return err
		}
	} else {
		version := "the default policy"
		if e.GetVersion() != 0 {
			version = fmt.Sprintf("version %d", e.GetVersion())
		}
		who := "any principal but the creator"
		if len(e.GetApproversAllowed()) > 0 {
			who = strings.Join(e.GetApproversAllowed(), ", ")
		}
		fmt.Fprintf(g.out, "judged by  %s\napprovals  %d from %s (rule %s)\n", version, e.GetApprovalsRequired(), who, orDash(e.GetApprovalsRule()))
		if e.GetDeniedRule() != "" {
			fmt.Fprintf(g.out, "DENIED     by rule %s: %s\n", e.GetDeniedRule(), e.GetDeniedReason())
		}
		for _, a := range e.GetAddressErrors() {
			fmt.Fprintf(g.out, "REFUSED    rule %s: node %s pays %s on chain %s, not in the address book\n", a.GetRule(), a.GetNode(), a.GetAddress(), a.GetChainId())
		}
		for _, m := range e.GetMatches() {
			fmt.Fprintf(g.out, "rule       %s: %s (%s)\n", m.GetRule(), m.GetDecision(), m.GetWhy())
		}
		var rows [][]string
		for _, n := range e.GetNodes() {
			p := n.GetPayment()
			pays := "-"
			if p != nil {
				pays = fmt.Sprintf("%s %s to %s on %s", p.GetAmount(), p.GetAsset(), p.GetDestination(), p.GetDestinationChainId())
			}
			rows = append(rows, []string{n.GetKey(), n.GetExecutor(), pays, orDash(n.GetGateJson())})
		}
		fmt.Fprintln(g.out)
		if err := g.table([]string{"NODE", "EXECUTOR", "PAYS", "GATE"}, rows); err != nil {
			return err
		}
	}
	if e.GetDeniedRule() != "" || len(e.GetAddressErrors()) > 0 {
		return errRefused
	}
	return nil
}
