package gateway

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The treasury policy through the API (proto/qtg/v1/policy.proto, docs/policy.md).

// Reasons of the treasury policy's refusals (ErrorInfo; part of the API).
const (
	ReasonPolicyDenied       = "POLICY_DENIED"         // a deny rule refused the create
	ReasonAddressNotInBook   = "ADDRESS_NOT_IN_BOOK"   // an allowlisted destination is not in the address book
	ReasonNotInApproverGroup = "NOT_IN_APPROVER_GROUP" // the approver is outside the groups the policy requires
	maxPolicyDocumentBytes   = 256 << 10               // a policy is a page of rules, not a data set
)

// policyServer implements PolicyService.
type policyServer struct {
	qtgv1.UnimplementedPolicyServiceServer
	*Server
}

var policyStates = map[string]qtgv1.PolicyState{
	db.PolicyProposed: qtgv1.PolicyState_POLICY_STATE_PROPOSED, db.PolicyActive: qtgv1.PolicyState_POLICY_STATE_ACTIVE,
	db.PolicySuperseded: qtgv1.PolicyState_POLICY_STATE_SUPERSEDED, db.PolicyRejected: qtgv1.PolicyState_POLICY_STATE_REJECTED,
}

func toPolicy(p *db.Policy) *qtgv1.Policy {
	return &qtgv1.Policy{
		Version: p.Version, DocumentJson: p.DocumentText, DocumentSha256: hex.EncodeToString(p.DocumentSha256),
		State: policyStates[p.State], ProposedBy: p.ProposedBy, ProposedAt: timestamppb.New(p.ProposedAt), Reason: p.Reason,
		ApprovedBy: p.ApprovedBy, ApprovedAt: ts(p.ApprovedAt), RejectedBy: p.RejectedBy, RejectedAt: ts(p.RejectedAt),
		RejectReason: p.RejectReason, SupersededAt: ts(p.SupersededAt),
	}
}

// toPolicyMatches decodes a movement's recorded matches (policy.RuleMatch JSON).
func toPolicyMatches(raw json.RawMessage) []*qtgv1.PolicyMatch {
	var ms []policy.RuleMatch
	if len(raw) == 0 || json.Unmarshal(raw, &ms) != nil {
		return nil
	}
	return policyMatches(ms)
}

func policyMatches(ms []policy.RuleMatch) []*qtgv1.PolicyMatch {
	out := make([]*qtgv1.PolicyMatch, len(ms))
	for i, m := range ms {
		out[i] = &qtgv1.PolicyMatch{Rule: m.Rule, Decision: m.Decision, Why: m.Why, Nodes: m.Nodes}
	}
	return out
}

// checkPolicyDocument parses a document, naming every problem as a violation of field.
func checkPolicyDocument(v *violations, field, doc string) *policy.Document {
	if doc == "" {
		v.add(field, "is required: a policy document (docs/policy.md)")
		return nil
	}
	if len(doc) > maxPolicyDocumentBytes {
		v.add(field, fmt.Sprintf("at most %d bytes", maxPolicyDocumentBytes))
		return nil
	}
	d, err := policy.Parse([]byte(doc))
	if err != nil {
		for _, p := range policy.Problems(err) {
			v.add(field, p)
		}
		return nil
	}
	return d
}

func (s policyServer) ProposePolicy(ctx context.Context, req *qtgv1.ProposePolicyRequest) (*qtgv1.ProposePolicyResponse, error) {
	var v violations
	checkPolicyDocument(&v, "document_json", req.GetDocumentJson())
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	p, err := s.svc.ProposePolicy(ctx, []byte(req.GetDocumentJson()), principalFrom(ctx).Name, req.GetReason())
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.ProposePolicyResponse{Policy: toPolicy(p)}, nil
}

func checkVersion(v *violations, version int32, zeroOK bool) {
	if version < 0 || (version == 0 && !zeroOK) {
		v.add("version", "a policy version, from 1")
	}
}

func (s policyServer) ApprovePolicy(ctx context.Context, req *qtgv1.ApprovePolicyRequest) (*qtgv1.ApprovePolicyResponse, error) {
	var v violations
	checkVersion(&v, req.GetVersion(), false)
	sum, err := hex.DecodeString(req.GetDocumentSha256())
	if err != nil || len(sum) != 32 {
		v.add("document_sha256", "the hex SHA-256 of the document you reviewed (GetPolicy)")
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	p, err := s.svc.ApprovePolicy(ctx, req.GetVersion(), principalFrom(ctx).Name, sum)
	if err != nil {
		return nil, policyStatus(ctx, s.Server, req.GetVersion(), err)
	}
	return &qtgv1.ApprovePolicyResponse{Policy: toPolicy(p)}, nil
}

func (s policyServer) RejectPolicy(ctx context.Context, req *qtgv1.RejectPolicyRequest) (*qtgv1.RejectPolicyResponse, error) {
	var v violations
	checkVersion(&v, req.GetVersion(), false)
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	p, err := s.svc.RejectPolicy(ctx, req.GetVersion(), principalFrom(ctx).Name, req.GetReason())
	if err != nil {
		return nil, policyStatus(ctx, s.Server, req.GetVersion(), err)
	}
	return &qtgv1.RejectPolicyResponse{Policy: toPolicy(p)}, nil
}

// policyStatus answers the errors of a decision on a policy version.
func policyStatus(ctx context.Context, s *Server, version int32, err error) error {
	switch {
	case errors.Is(err, db.ErrPolicySamePrincipal):
		return withReason(status.Error(codes.PermissionDenied,
			"you proposed this policy version: another operator approves it (four eyes)"), ReasonFourEyes)
	case errors.Is(err, db.ErrPolicyHashMismatch):
		return withReason(status.Errorf(codes.FailedPrecondition, "policy version %d: %v", version, db.ErrPolicyHashMismatch), ReasonPlanMismatch)
	case errors.Is(err, db.ErrPolicyNotProposed), errors.Is(err, db.ErrPolicyStale), errors.Is(err, db.ErrConflict):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonIllegalTransition)
	case errors.Is(err, db.ErrNotFound):
		return status.Errorf(codes.NotFound, "no policy version %d", version)
	}
	return toStatus(ctx, s.log, err)
}

func (s policyServer) GetPolicy(ctx context.Context, req *qtgv1.GetPolicyRequest) (*qtgv1.GetPolicyResponse, error) {
	var v violations
	checkVersion(&v, req.GetVersion(), true)
	if err := v.err(); err != nil {
		return nil, err
	}
	var p *db.Policy
	var err error
	if req.GetVersion() == 0 {
		p, err = s.pool.Policies().Active(ctx)
		if errors.Is(err, db.ErrNotFound) {
			return nil, status.Error(codes.NotFound, "no policy version is ACTIVE: the default policy applies (one approver besides the creator)")
		}
	} else {
		p, err = s.pool.Policies().Get(ctx, req.GetVersion())
	}
	if err != nil {
		return nil, policyStatus(ctx, s.Server, req.GetVersion(), err)
	}
	return &qtgv1.GetPolicyResponse{Policy: toPolicy(p)}, nil
}

func (s policyServer) ListPolicies(ctx context.Context, req *qtgv1.ListPoliciesRequest) (*qtgv1.ListPoliciesResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size == 0 {
		size = 50
	}
	var before int64
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		if err == nil {
			before, err = strconv.ParseInt(string(raw), 10, 32)
		}
		if err != nil || before < 1 {
			v.add("page_token", "is not a token this API issued")
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Policies().List(ctx, int32(before), int(size)+1)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListPoliciesResponse{}
	for i, p := range rows {
		if i == int(size) {
			out.NextPageToken = base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(int(rows[i-1].Version))))
			break
		}
		out.Policies = append(out.Policies, toPolicy(p))
	}
	return out, nil
}

func (s policyServer) EvaluatePolicy(ctx context.Context, req *qtgv1.EvaluatePolicyRequest) (*qtgv1.EvaluatePolicyResponse, error) {
	var v violations
	checkText(&v, "template_name", req.GetTemplateName(), 200)
	if req.GetTemplateName() == "" {
		v.add("template_name", "is required")
	}
	checkVersion(&v, req.GetVersion(), true)
	var draft *policy.Document
	if req.GetDocumentJson() != "" {
		draft = checkPolicyDocument(&v, "document_json", req.GetDocumentJson())
		if req.GetVersion() != 0 {
			v.add("version", "judge by a version or by document_json, not both")
		}
	}
	checkText(&v, "created_by", req.GetCreatedBy(), 200)
	if err := v.err(); err != nil {
		return nil, err
	}
	params := json.RawMessage(req.GetParamsJson())
	if len(params) == 0 {
		params = json.RawMessage(`{}`)
	}
	creator := req.GetCreatedBy()
	if creator == "" {
		creator = principalFrom(ctx).Name
	}
	e, err := s.svc.EvaluatePolicy(ctx, req.GetTemplateName(), req.GetVersion(), draft, params, creator)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	d := e.Decision
	out := &qtgv1.EvaluatePolicyResponse{
		Version: d.Version, ApprovalsRequired: int32(d.Approvals.Count), ApproversAllowed: d.Approvals.Allowed, //nolint:gosec // Validate bounds the count
		ApprovalsRule: d.Approvals.Rule, Matches: policyMatches(d.Matches),
	}
	if d.Denied != nil {
		out.DeniedRule, out.DeniedReason = d.Denied.Rule, d.Denied.Reason
	}
	for _, a := range d.AddressErrors {
		out.AddressErrors = append(out.AddressErrors, &qtgv1.PolicyAddressError{Rule: a.Rule, Node: a.Node, ChainId: a.ChainID, Address: a.Address})
	}
	for _, n := range e.Nodes {
		pn := &qtgv1.PolicyNode{Key: n.Key, Executor: n.Executor}
		if p := n.Payment; p != nil {
			pn.Payment = &qtgv1.PolicyPayment{Asset: p.Asset, Amount: p.Amount.String(), SourceChainId: p.SourceChainID,
				DestinationChainId: p.DestinationChainID, Destination: p.Destination}
		}
		if g, ok := d.Gates[n.Key]; ok {
			raw, err := policy.MarshalGate(g)
			if err != nil {
				return nil, toStatus(ctx, s.log, err)
			}
			pn.GateJson = string(raw)
		}
		out.Nodes = append(out.Nodes, pn)
	}
	return out, nil
}

// policyRefusal answers a create the treasury policy refused: FAILED_PRECONDITION
// with the reason (POLICY_DENIED, ADDRESS_NOT_IN_BOOK) and the version, rule, node and
// address in the ErrorInfo's metadata, for a client to show without parsing text.
func policyRefusal(pe *movement.PolicyError) error {
	reason := ReasonPolicyDenied
	if errors.Is(pe, movement.ErrAddressNotInBook) {
		reason = ReasonAddressNotInBook
	}
	md := map[string]string{"policy_version": strconv.Itoa(int(pe.Version)), "rule": pe.Rule}
	if pe.Address != "" {
		md["node"], md["chain_id"], md["address"] = pe.Node, pe.ChainID, pe.Address
	}
	st, err := status.New(codes.FailedPrecondition, pe.Error()).WithDetails(&errdetails.ErrorInfo{Reason: reason, Domain: ErrorDomain, Metadata: md})
	if err != nil {
		return withReason(status.Error(codes.FailedPrecondition, pe.Error()), reason)
	}
	return st.Err()
}
