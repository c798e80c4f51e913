// Command cctp-attester is the local double of Circle's CCTP v2 attestation service
// (Iris) for devchain's chains: it reads the chain configuration devchain wrote
// (MG_CONFIG_FILE), listens where that file's attestation_url points (loopback), and
// attests burns with the attester keys the file names, watching the chains over
// JSON-RPC. `make run` starts it after devchain. See package iris for its API.
// Development and tests only.
package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
	"github.com/qtgdev/qtg/services/internal/doubles/devtool"
)

// config is the attester's environment; every field is also a flag.
type config struct {
	ConfigFile     string        `name:"config-file" env:"MG_CONFIG_FILE" required:"" help:"Chain configuration written by devchain."`
	Addr           string        `name:"addr" env:"MG_CCTP_ATTESTER_ADDR" help:"host:port to listen on; default the host:port of the chains' attestation_url."`
	FastBlocks     uint64        `name:"fast-blocks" env:"MG_CCTP_ATTESTER_FAST_BLOCKS" default:"2" help:"Blocks (the burn's counting as one) before a Fast burn is attested."`
	FastDelay      time.Duration `name:"fast-delay" env:"MG_CCTP_ATTESTER_FAST_DELAY" default:"1s" help:"Time after first seeing a Fast burn before it is attested."`
	StandardBlocks uint64        `name:"standard-blocks" env:"MG_CCTP_ATTESTER_STANDARD_BLOCKS" default:"8" help:"Blocks before a Standard burn is attested."`
	StandardDelay  time.Duration `name:"standard-delay" env:"MG_CCTP_ATTESTER_STANDARD_DELAY" default:"5s" help:"Time after first seeing a Standard burn before it is attested."`
	FastFeeBps     float64       `name:"fast-fee-bps" env:"MG_CCTP_ATTESTER_FAST_FEE_BPS" default:"1" help:"Fast Transfer fee in basis points."`
	StandardFeeBps float64       `name:"standard-fee-bps" env:"MG_CCTP_ATTESTER_STANDARD_FEE_BPS" default:"0" help:"Standard Transfer fee in basis points."`
	FastExpiry     uint64        `name:"fast-expiry-blocks" env:"MG_CCTP_ATTESTER_FAST_EXPIRY_BLOCKS" default:"10000" help:"Destination blocks a Fast attestation can be received in (its expirationBlock); then it must be re-attested."`
	RateLimit      int           `name:"rate-limit" env:"MG_CCTP_ATTESTER_RATE_LIMIT" default:"0" help:"Requests per rate window before answering 429; 0: no limit."`
	RateWindow     time.Duration `name:"rate-window" env:"MG_CCTP_ATTESTER_RATE_WINDOW" default:"1s" help:"Rate limit window."`
	devtool.Log
}

func main() {
	var cfg config
	devtool.Main("cctp-attester", "Local CCTP v2 attestation service (Iris double) for devchain.", &cfg, func(ctx context.Context, logger zerolog.Logger) error {
		return run(ctx, cfg, logger)
	})
}

func run(ctx context.Context, cfg config, logger zerolog.Logger) error {
	chains, err := evm.LoadFile(cfg.ConfigFile, os.Getenv)
	if err != nil {
		return err
	}
	addr := cfg.Addr
	if addr == "" {
		if addr, err = attestationAddr(chains); err != nil {
			return err
		}
	}
	srv, err := iris.Start(ctx, iris.Config{
		Chains:     chains,
		Fast:       iris.Finality{Blocks: cfg.FastBlocks, Delay: cfg.FastDelay},
		Standard:   iris.Finality{Blocks: cfg.StandardBlocks, Delay: cfg.StandardDelay},
		FastFeeBps: cfg.FastFeeBps, StandardFeeBps: cfg.StandardFeeBps, FastExpiryBlocks: cfg.FastExpiry,
		RateLimit: cfg.RateLimit, RateWindow: cfg.RateWindow, Logger: logger,
	}, addr)
	if err != nil {
		return err
	}
	defer srv.Close()
	for _, c := range chains.Chains {
		if c.CCTP != nil {
			logger.Info().Str("chain", c.Name).Uint32("domain", c.CCTP.Domain).
				Str("message_transmitter", c.CCTP.MessageTransmitter.Hex()).Str("token_messenger", c.CCTP.TokenMessenger.Hex()).
				Msg("attesting")
		}
	}
	logger.Info().Str("url", srv.URL()).Str("fault_control_url", srv.URL()+"/faults").Msg("cctp-attester ready")
	<-ctx.Done()
	logger.Info().Msg("stopping")
	return nil
}

// attestationAddr is the one host:port every CCTP chain's attestation_url points to.
func attestationAddr(chains *evm.Config) (string, error) {
	addr := ""
	for _, c := range chains.Chains {
		if c.CCTP == nil {
			continue
		}
		u, err := url.Parse(c.CCTP.AttestationURL)
		if err != nil {
			return "", fmt.Errorf("chain %s: attestation_url: %w", c.Name, err)
		}
		if addr != "" && u.Host != addr {
			return "", fmt.Errorf("chains' attestation_url hosts differ (%s, %s): set --addr", addr, u.Host)
		}
		addr = u.Host
	}
	if addr == "" {
		return "", errors.New("no chain has a cctp section")
	}
	return addr, nil
}
