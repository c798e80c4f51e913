package gateway

import (
	"context"
	"errors"
	"fmt"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
)

type templateServer struct {
	qtgv1.UnimplementedTemplateServiceServer
	*Server
}

// params lists a stored template's parameters (empty if it no longer parses with
// this gateway's executors).
func (s templateServer) params(t *db.Template) []string {
	parsed, err := s.compiler.Parse([]byte(t.Definition))
	if err != nil {
		return nil
	}
	return parsed.Params()
}

func (s templateServer) get(ctx context.Context, id string) (*qtgv1.Template, error) {
	var v violations
	uid := checkID(&v, "id", id)
	if err := v.err(); err != nil {
		return nil, err
	}
	t, err := s.pool.Templates().Get(ctx, uid)
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "template %s not found", id)
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return toTemplate(t, s.params(t)), nil
}

func (s templateServer) ProposeTemplate(ctx context.Context, req *qtgv1.ProposeTemplateRequest) (*qtgv1.ProposeTemplateResponse, error) {
	var v violations
	checkTemplateName(&v, "name", req.GetName())
	if d := req.GetDefinitionJson(); d == "" {
		v.add("definition_json", "is required")
	} else if len(d) > maxDefinitionBytes {
		v.add("definition_json", fmt.Sprintf("must be at most %d bytes", maxDefinitionBytes))
	}
	// Compare seconds before converting: a large ttl_seconds overflows time.Duration.
	maxTTLSeconds := int64(maxProposalTTL / time.Second)
	var ttl time.Duration
	if sec := req.GetTtlSeconds(); sec < 0 || sec > maxTTLSeconds {
		v.add("ttl_seconds", fmt.Sprintf("must be between 0 and %d (%s)", maxTTLSeconds, maxProposalTTL))
	} else {
		ttl = time.Duration(sec) * time.Second
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	if ttl == 0 {
		ttl = 7 * 24 * time.Hour
	}
	t, err := s.svc.ProposeTemplate(ctx, req.GetName(), []byte(req.GetDefinitionJson()), principalFrom(ctx).Name, ttl)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.ProposeTemplateResponse{Template: toTemplate(t, s.params(t))}, nil
}

func (s templateServer) ApproveTemplate(ctx context.Context, req *qtgv1.ApproveTemplateRequest) (*qtgv1.ApproveTemplateResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	hash := checkHash(&v, "definition_hash", req.GetDefinitionHash())
	if err := v.err(); err != nil {
		return nil, err
	}
	if err := s.svc.ApproveTemplate(ctx, id, principalFrom(ctx).Name, hash); err != nil {
		if errors.Is(err, movement.ErrPlanMismatch) {
			// The service shares the movement's sentinel; name what did not match.
			return nil, status.Errorf(codes.FailedPrecondition,
				"template %s: definition hash does not match: the approver must approve the definition they saw", id)
		}
		return nil, toStatus(ctx, s.log, err)
	}
	t, err := s.get(ctx, req.GetId())
	if err != nil {
		return nil, err
	}
	return &qtgv1.ApproveTemplateResponse{Template: t}, nil
}

func (s templateServer) RejectTemplate(ctx context.Context, req *qtgv1.RejectTemplateRequest) (*qtgv1.RejectTemplateResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	if err := v.err(); err != nil {
		return nil, err
	}
	if err := s.svc.RejectTemplate(ctx, id, principalFrom(ctx).Name, req.GetReason()); err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	t, err := s.get(ctx, req.GetId())
	if err != nil {
		return nil, err
	}
	return &qtgv1.RejectTemplateResponse{Template: t}, nil
}

// RetireTemplate asks for (first operator) or completes (a second operator) the
// retirement of an ACTIVE template version. Retry-safe: a repeated call
// that already took effect answers OK with the template as it is.
func (s templateServer) RetireTemplate(ctx context.Context, req *qtgv1.RetireTemplateRequest) (*qtgv1.RetireTemplateResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	if err := v.err(); err != nil {
		return nil, err
	}
	if _, err := s.svc.RetireTemplate(ctx, id, principalFrom(ctx).Name, req.GetReason()); err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	t, err := s.get(ctx, req.GetId())
	if err != nil {
		return nil, err
	}
	return &qtgv1.RetireTemplateResponse{Template: t}, nil
}

func (s templateServer) GetTemplate(ctx context.Context, req *qtgv1.GetTemplateRequest) (*qtgv1.GetTemplateResponse, error) {
	if (req.GetId() == "") == (req.GetName() == "") {
		var v violations
		v.add("id", "give exactly one of id and name")
		return nil, v.err()
	}
	if req.GetId() != "" {
		t, err := s.get(ctx, req.GetId())
		if err != nil {
			return nil, err
		}
		return &qtgv1.GetTemplateResponse{Template: t}, nil
	}
	var v violations
	checkTemplateName(&v, "name", req.GetName())
	if err := v.err(); err != nil {
		return nil, err
	}
	t, err := s.pool.Templates().GetActive(ctx, req.GetName(), nil)
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "no ACTIVE template named %q", req.GetName())
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.GetTemplateResponse{Template: toTemplate(t, s.params(t))}, nil
}

func (s templateServer) ListTemplates(ctx context.Context, req *qtgv1.ListTemplatesRequest) (*qtgv1.ListTemplatesResponse, error) {
	var v violations
	var name *string
	var states []string
	if n := req.GetName(); n != "" {
		checkTemplateName(&v, "name", n)
		name = &n
	}
	for i, st := range req.GetStates() {
		stateName, ok := qtgv1.TemplateState_name[int32(st)]
		if !ok || st == qtgv1.TemplateState_TEMPLATE_STATE_UNSPECIFIED {
			v.add(fmt.Sprintf("states[%d]", i), "must be a known template state")
			continue
		}
		states = append(states, stateName[len("TEMPLATE_STATE_"):])
	}
	page := templatePageOf(&v, req, name, states) // templates_page.go
	if err := v.err(); err != nil {
		return nil, err
	}
	return s.listTemplatesPage(ctx, page)
}
