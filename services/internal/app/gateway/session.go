package gateway

import (
	"context"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// sessionServer answers who a token belongs to: the operator console signs people in
// with it, so the gateway stays the only place that knows the tokens.
type sessionServer struct {
	qtgv1.UnimplementedSessionServiceServer
	*Server
}

// WhoAmI returns the principal the auth interceptor found for the call's token.
func (s sessionServer) WhoAmI(ctx context.Context, _ *qtgv1.WhoAmIRequest) (*qtgv1.WhoAmIResponse, error) {
	p := principalFrom(ctx)
	out := &qtgv1.WhoAmIResponse{Principal: p.Name}
	for _, r := range p.Roles {
		out.Roles = append(out.Roles, string(r))
	}
	return out, nil
}
