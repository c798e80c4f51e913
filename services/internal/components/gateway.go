package components

import (
	"context"
	"fmt"
	"net"

	"github.com/qtgdev/qtg/services/internal/gateway"
	"github.com/qtgdev/qtg/services/internal/host"
)

// Gateway configures the gRPC API.
type Gateway struct {
	Addr        string `name:"addr" env:"MG_GRPC_ADDR" default:":9090" help:"gRPC listen address."`
	TokensFile  string `name:"tokens-file" env:"MG_AUTH_TOKENS_FILE" required:"" help:"JSON file mapping token SHA-256s to principals and roles."`
	TLSCert     string `name:"tls-cert" env:"MG_TLS_CERT_FILE" help:"Serve TLS with this certificate (PEM)."`
	TLSKey      string `name:"tls-key" env:"MG_TLS_KEY_FILE" help:"Key of --tls-cert (PEM)."`
	TLSClientCA string `name:"tls-client-ca" env:"MG_TLS_CLIENT_CA_FILE" help:"Require client certificates signed by this CA (mTLS)."`
	MaxNodes    int    `name:"max-nodes" env:"MG_MAX_PLAN_NODES" default:"64" help:"Most nodes a movement's plan may have."`
}

// gatewayDeployable is the gRPC API deployable: internal services create and approve movements
// through it, operators use it through qtgctl.
func gatewayDeployable() host.Deployable {
	return host.Deployable{
		Name: "gateway", Description: "QTG gRPC gateway.",
		Server: &host.Server{Config: []any{Gateway{}, Chains{}}, Serve: serveGateway},
	}
}

func serveGateway(ctx context.Context, env *host.Env) error {
	c := host.Config[Gateway](env)
	tokens, err := gateway.LoadTokens(c.TokensFile)
	if err != nil {
		return err
	}
	// The gateway validates node configs with the same executors the workers run.
	reg, err := env.Executors(ctx, host.Config[Chains](env).ConfigFile)
	if err != nil {
		return err
	}
	cfg := gateway.Config{Pool: env.Pool, Network: env.Network, Registry: reg, Tokens: tokens, Logger: env.Logger,
		MaxNodes: c.MaxNodes, Tracer: env.Tracer, Meter: env.Meter}
	if c.TLSCert != "" || c.TLSKey != "" {
		if cfg.TLS, err = gateway.LoadTLS(c.TLSCert, c.TLSKey, c.TLSClientCA); err != nil {
			return err
		}
	}
	srv, err := gateway.New(cfg)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", c.Addr, err)
	}
	env.Logger.Info().Str("addr", l.Addr().String()).Bool("tls", cfg.TLS != nil).Msg("gateway listening")
	return srv.Serve(ctx, l)
}
