// Command lz-executor is the local stand-in for LayerZero's DVNs and executor on
// devchain's chains: it reads the chain configuration devchain wrote (MG_CONFIG_FILE),
// watches every chain's EndpointV2 for PacketSent and verifies and delivers each
// packet on its destination after --blocks and --delay, signing with the
// executor_key_file the file names. On a loopback control endpoint (--addr) it holds
// deliveries or makes payouts fail (cached by the Stargate pool) on command. `make run`
// starts it after devchain. See package lzexec. Development and tests only.
package main

import (
	"context"
	"os"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/lzexec"
	"github.com/qtgdev/qtg/services/internal/doubles/devtool"
)

// config is the stand-in's environment; every field is also a flag.
type config struct {
	ConfigFile string        `name:"config-file" env:"MG_CONFIG_FILE" required:"" help:"Chain configuration written by devchain."`
	Addr       string        `name:"addr" env:"MG_LZ_EXECUTOR_ADDR" default:"127.0.0.1:8791" help:"host:port of the control endpoint (loopback)."`
	Blocks     uint64        `name:"blocks" env:"MG_LZ_EXECUTOR_BLOCKS" default:"2" help:"Blocks (the send's counting as one) before a packet is verified."`
	Delay      time.Duration `name:"delay" env:"MG_LZ_EXECUTOR_DELAY" default:"1s" help:"Time after first seeing a packet before it is delivered."`
	Interval   time.Duration `name:"interval" env:"MG_LZ_EXECUTOR_INTERVAL" default:"200ms" help:"How often the chains are scanned for PacketSent."`
	ScanRange  uint64        `name:"scan-range" env:"MG_LZ_EXECUTOR_SCAN_RANGE" default:"1000" help:"Blocks one eth_getLogs call covers."`
	devtool.Log
}

func main() {
	var cfg config
	devtool.Main("lz-executor", "Local LayerZero DVN and executor stand-in for devchain.", &cfg, func(ctx context.Context, logger zerolog.Logger) error {
		return run(ctx, cfg, logger)
	})
}

func run(ctx context.Context, cfg config, logger zerolog.Logger) error {
	chains, err := evm.LoadFile(cfg.ConfigFile, os.Getenv)
	if err != nil {
		return err
	}
	r, err := lzexec.Start(ctx, lzexec.Config{
		Chains: chains, Blocks: cfg.Blocks, Delay: cfg.Delay, Interval: cfg.Interval, ScanRange: cfg.ScanRange, Logger: logger,
	}, cfg.Addr)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, c := range chains.Chains {
		if c.LayerZero != nil {
			logger.Info().Str("chain", c.Name).Uint32("eid", c.LayerZero.EID).Str("endpoint", c.LayerZero.Endpoint.Hex()).
				Str("token_messaging", c.LayerZero.TokenMessaging.Hex()).Str("usdc_pool", c.LayerZero.USDCPool.Hex()).Msg("delivering")
		}
	}
	logger.Info().Str("control_url", r.URL()+"/control").Str("executor", r.Address().Hex()).Msg("lz-executor ready")
	<-ctx.Done()
	logger.Info().Msg("stopping")
	return nil
}
