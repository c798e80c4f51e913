// Package webconsole registers the operator console's server. The console reads and
// acts only through the gateway, so its binary links no executor and no chain client
// (docs/design.md §1).
package webconsole

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"

	"go.yaml.in/yaml/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/qtgdev/qtg/services/internal/app/console"
	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// Name is the console's deployable (services/console).
const Name = "console"

// Main runs the console and returns its exit code: services/console's main is this call.
func Main() int { return host.Main(Deployable()) }

// Console configures the operator console: where it serves HTTPS and how it reaches
// the gateway. It has no database settings: it reads and acts only through the
// gateway, with each signed-in principal's own token.
type Console struct {
	Addr            string `name:"addr" env:"MG_CONSOLE_ADDR" default:":8443" help:"HTTP(S) listen address of the console."`
	TLSCert         string `name:"tls-cert" env:"MG_TLS_CERT_FILE" help:"Serve HTTPS with this certificate (PEM)."`
	TLSKey          string `name:"tls-key" env:"MG_TLS_KEY_FILE" help:"Key of --tls-cert (PEM)."`
	AllowPlaintext  bool   `name:"allow-plaintext" env:"MG_ALLOW_PLAINTEXT" help:"Serve plain HTTP (development on loopback only; logs a warning). Without it the console needs a TLS certificate and key."`
	GatewayAddr     string `name:"gateway-addr" env:"MG_GATEWAY_ADDR" required:"" help:"The gateway's gRPC address (host:port)."`
	GatewayCA       string `name:"gateway-ca-file" env:"MG_GATEWAY_CA_FILE" help:"CA to verify the gateway's certificate with (default: system roots)."`
	GatewayInsecure bool   `name:"gateway-insecure" env:"MG_GATEWAY_INSECURE" help:"Connect to a plaintext gateway (development only)."`
}

// errConsolePlaintext is why a console without TLS refuses to start.
var errConsolePlaintext = errors.New("console: no TLS configured (--tls-cert, --tls-key); set MG_ALLOW_PLAINTEXT=true (--allow-plaintext) to serve plain HTTP, for development on loopback only")

// Deployable is the operator console: server-rendered pages over the gateway.
func Deployable() host.Deployable {
	return host.Deployable{
		Name: Name, Description: "QTG operator console: web pages over the gRPC gateway, as the signed-in principal.",
		Server: &host.Server{Config: []any{Console{}, settings.Chains{}}, Serve: serveConsole, NoDatabase: true},
	}
}

func serveConsole(ctx context.Context, env *host.Env) error {
	c := host.Config[Console](env)
	var tlsConfig *tls.Config
	switch {
	case c.TLSCert != "" || c.TLSKey != "":
		var err error
		if tlsConfig, err = host.LoadTLS(c.TLSCert, c.TLSKey, ""); err != nil {
			return err
		}
	case !c.AllowPlaintext:
		return errConsolePlaintext
	default:
		env.Logger.Warn().Msg("console: serving PLAIN HTTP (MG_ALLOW_PLAINTEXT): bearer tokens and session cookies cross the network in the clear; development on loopback only")
	}
	conn, err := dialGateway(c)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close() }()
	cfg := console.Config{Gateway: conn, Network: env.Network.String(), Logger: env.Logger,
		Explorers: map[string]string{}, ChainNames: map[int64]string{}}
	if path := host.Config[settings.Chains](env).ConfigFile; path != "" {
		// Chain names, IDs and explorers; keys are never read.
		chains, err := loadChainNames(path)
		if err != nil {
			return err
		}
		for _, ch := range chains {
			cfg.ChainNames[ch.ChainID] = ch.Name
			if ch.ExplorerURL != "" {
				cfg.Explorers[ch.Name] = ch.ExplorerURL
			}
		}
	}
	srv, err := console.New(cfg)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", c.Addr, err)
	}
	scheme := "https"
	if tlsConfig == nil {
		scheme = "http"
	}
	env.Logger.Info().Str("addr", l.Addr().String()).Str("url", scheme+"://"+l.Addr().String()+"/").Str("gateway", c.GatewayAddr).
		Msg("console listening")
	return srv.Serve(ctx, l, tlsConfig)
}

// dialGateway connects to the gateway: TLS unless --gateway-insecure.
func dialGateway(c *Console) (*grpc.ClientConn, error) {
	if c.GatewayInsecure && c.GatewayCA != "" {
		return nil, errors.New("console: --gateway-insecure contradicts --gateway-ca-file")
	}
	creds := insecure.NewCredentials()
	if !c.GatewayInsecure {
		cfg := &tls.Config{MinVersion: tls.VersionTLS12}
		if c.GatewayCA != "" {
			pem, err := os.ReadFile(c.GatewayCA)
			if err != nil {
				return nil, fmt.Errorf("console: read gateway CA: %w", err)
			}
			pool := x509.NewCertPool()
			if !pool.AppendCertsFromPEM(pem) {
				return nil, errors.New("console: gateway CA file holds no PEM certificate")
			}
			cfg.RootCAs = pool
		}
		creds = credentials.NewTLS(cfg)
	}
	conn, err := grpc.NewClient(c.GatewayAddr, grpc.WithTransportCredentials(creds))
	if err != nil {
		return nil, fmt.Errorf("console: gateway %s: %w", c.GatewayAddr, err)
	}
	return conn, nil
}

// chainName is what the console shows of a chain: its name, its ID and its explorer.
type chainName struct {
	Name        string `yaml:"name"`
	ChainID     int64  `yaml:"chain_id"`
	ExplorerURL string `yaml:"explorer_url"`
}

// loadChainNames reads the public part of the chain configuration (the file the
// workers read with package evm, docs/operations.md): the console names chains and
// links their explorers but never calls them, so it does without the chain client the
// full configuration needs. An explorer URL becomes a link: it must be http(s) with a
// host.
func loadChainNames(path string) ([]chainName, error) {
	raw, err := os.ReadFile(path) //nolint:gosec // the operator's own configuration file
	if err != nil {
		return nil, fmt.Errorf("chain config: %w", err)
	}
	var file struct {
		Chains []chainName `yaml:"chains"`
	}
	if err := yaml.Unmarshal(raw, &file); err != nil {
		return nil, fmt.Errorf("chain config %s: %w", path, err)
	}
	for _, ch := range file.Chains {
		if ch.ExplorerURL == "" {
			continue
		}
		if u, err := url.Parse(ch.ExplorerURL); err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
			return nil, fmt.Errorf("chain config %s: chain %s: explorer_url %q is not an http(s) URL", path, ch.Name, ch.ExplorerURL)
		}
	}
	return file.Chains, nil
}
