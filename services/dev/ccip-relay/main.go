// Command ccip-relay is the local stand-in for Chainlink CCIP's DON on devchain's
// chains: it reads the chain configuration devchain wrote (MG_CONFIG_FILE), watches
// every chain's OnRamp for CCIPMessageSent, and commits and executes each message on
// its destination's OffRamp after the configured delays, as the transmitter whose key
// the file names (ccip.relay_key_file). Its loopback control endpoint (POST /rules)
// makes it fail a message (FAILURE) or leave one UNTOUCHED, by messageId or receiver.
// `make run` starts it after devchain. See package cciprelay. Development and tests
// only.
package main

import (
	"context"
	"errors"
	"os"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
	"github.com/qtgdev/qtg/services/internal/doubles/devtool"
)

// config is the relay's environment; every field is also a flag.
type config struct {
	ConfigFile   string        `name:"config-file" env:"MG_CONFIG_FILE" required:"" help:"Chain configuration written by devchain."`
	Addr         string        `name:"addr" env:"MG_CCIP_RELAY_ADDR" default:"127.0.0.1:8792" help:"host:port of the loopback control endpoint (POST /rules)."`
	CommitDelay  time.Duration `name:"commit-delay" env:"MG_CCIP_RELAY_COMMIT_DELAY" default:"0s" help:"Time after first seeing a message before it is committed on its destination."`
	ExecuteDelay time.Duration `name:"execute-delay" env:"MG_CCIP_RELAY_EXECUTE_DELAY" default:"1s" help:"Time after first seeing a message before it is executed on its destination."`
	Poll         time.Duration `name:"poll" env:"MG_CCIP_RELAY_POLL" default:"200ms" help:"How often the chains are scanned."`
	devtool.Log
}

func main() {
	var cfg config
	devtool.Main("ccip-relay", "Local CCIP relay (the DON's stand-in) for devchain.", &cfg, func(ctx context.Context, logger zerolog.Logger) error {
		return run(ctx, cfg, logger)
	})
}

func run(ctx context.Context, cfg config, logger zerolog.Logger) error {
	if host := strings.Split(cfg.Addr, ":")[0]; host != "127.0.0.1" && host != "localhost" && host != "[::1]" {
		return errors.New("the control endpoint listens on loopback only")
	}
	chains, err := evm.LoadFile(cfg.ConfigFile, os.Getenv)
	if err != nil {
		return err
	}
	keyFile := ""
	for _, c := range chains.Chains {
		if c.CCIP != nil && c.CCIP.RelayKeyFile != "" {
			keyFile = c.CCIP.RelayKeyFile
			break
		}
	}
	if keyFile == "" {
		return errors.New("no chain's ccip section names a relay_key_file")
	}
	raw, err := os.ReadFile(keyFile)
	if err != nil {
		return err
	}
	key, err := evm.ParseKey(strings.TrimSpace(string(raw)))
	if err != nil {
		return err
	}
	relay, err := cciprelay.Start(ctx, cciprelay.Config{
		Chains: chains, Key: key, CommitDelay: cfg.CommitDelay, ExecuteDelay: cfg.ExecuteDelay, Poll: cfg.Poll, Logger: logger,
	}, cfg.Addr)
	if err != nil {
		return err
	}
	defer relay.Close()
	for _, c := range chains.Chains {
		if c.CCIP != nil {
			logger.Info().Str("chain", c.Name).Uint64("chain_selector", c.CCIP.ChainSelector).
				Str("onramp", c.CCIP.OnRamp.Hex()).Str("offramp", c.CCIP.OffRamp.Hex()).Msg("relaying")
		}
	}
	logger.Info().Str("control_url", relay.URL()).Msg("ccip-relay ready")
	<-ctx.Done()
	logger.Info().Msg("stopping")
	return nil
}
