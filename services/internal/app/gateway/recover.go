package gateway

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// recovery turns a panic in a handler (or an interceptor after it) into an Internal
// answer, logged with its stack and counted in qtg_gateway_panics, instead of letting
// it end the process and every other caller's call with it. The caller learns nothing
// of the panic's value.
type recovery struct {
	log    zerolog.Logger
	panics metric.Int64Counter
}

func (r recovery) recovered(ctx context.Context, method string, v any, err *error) {
	r.log.Error().Str("method", method).Str("panic", fmt.Sprint(v)).Bytes("stack", debug.Stack()).Msg("gateway: handler panicked")
	r.panics.Add(ctx, 1, metric.WithAttributes(attribute.String("method", method)))
	*err = status.Error(codes.Internal, "internal error")
}

func (r recovery) unaryInterceptor(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (resp any, err error) {
	defer func() {
		if v := recover(); v != nil {
			resp = nil
			r.recovered(ctx, info.FullMethod, v, &err)
		}
	}()
	return handler(ctx, req)
}

func (r recovery) streamInterceptor(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) (err error) {
	defer func() {
		if v := recover(); v != nil {
			r.recovered(ss.Context(), info.FullMethod, v, &err)
		}
	}()
	return handler(srv, ss)
}
