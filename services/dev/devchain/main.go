// Command devchain runs QTG's local EVM chains for development and tests: every chain
// in this one process, each with its own chain ID and JSON-RPC over HTTP on loopback,
// prefunded dev accounts, a USDC-like token, Circle's own CCTP v2 contracts (whose
// attestation service is the separate cctp-attester) and LayerZero's and Stargate's own
// V2 contracts (whose DVN and executor are the separate lz-executor). It writes the chain configuration the
// other services read (MG_CONFIG_FILE) and runs until SIGTERM or Ctrl-C.
package main

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devtool"
)

// config is devchain's environment; every field is also a flag.
type config struct {
	Chains         []string      `name:"chains" env:"MG_DEVCHAIN_CHAINS" sep:"," default:"dev-1:31337,dev-2:31338,dev-3:31339" help:"Chains to run, comma-separated, each name:chain_id[:port] (port 0 or absent: a free one)."`
	Dir            string        `name:"dir" env:"MG_DEVCHAIN_DIR" default:".tmp/devchain" help:"Folder for the key files and, by default, the chain configuration."`
	ConfigFile     string        `name:"config-file" env:"MG_CONFIG_FILE" help:"Where to write the chain configuration; default <dir>/chains.yaml."`
	Accounts       int           `name:"accounts" env:"MG_DEVCHAIN_ACCOUNTS" default:"4" help:"Dev accounts to prefund besides the deployer."`
	BlockInterval  time.Duration `name:"block-interval" env:"MG_DEVCHAIN_BLOCK_INTERVAL" default:"250ms" help:"Interval of empty blocks (a transaction is mined at once)."`
	Confirmations  uint64        `name:"confirmations" env:"MG_DEVCHAIN_CONFIRMATIONS" default:"1" help:"Confirmations written into the chain configuration."`
	FinalityDepth  uint64        `name:"finality-depth" env:"MG_DEVCHAIN_FINALITY_DEPTH" default:"0" help:"Finality depth written into the chain configuration; 0 or less than the confirmations: the confirmations."`
	AttestationURL string        `name:"attestation-url" env:"MG_DEVCHAIN_ATTESTATION_URL" default:"http://127.0.0.1:8790" help:"CCTP attestation_url written for every chain: where cctp-attester serves."`
	Attesters      int           `name:"attesters" env:"MG_DEVCHAIN_ATTESTERS" default:"2" help:"CCTP attester keys; every chain's MessageTransmitterV2 requires all their signatures."`
	CCTPMinFee     int64         `name:"cctp-min-fee" env:"MG_DEVCHAIN_CCTP_MIN_FEE" default:"0" help:"TokenMessengerV2 minimum fee in 1/1000 basis points (1000 = 1 bps); 0: none."`
	devtool.Log
}

func main() {
	var cfg config
	devtool.Main("devchain", "Local EVM chains for QTG development and tests.", &cfg, func(ctx context.Context, logger zerolog.Logger) error {
		return run(ctx, cfg, logger)
	})
}

func run(ctx context.Context, cfg config, logger zerolog.Logger) error {
	specs, err := parseChains(cfg.Chains)
	if err != nil {
		return err
	}
	d, err := devchain.Start(ctx, devchain.Config{
		Chains: specs, Dir: cfg.Dir, ConfigPath: cfg.ConfigFile, Accounts: cfg.Accounts,
		BlockInterval: cfg.BlockInterval, Confirmations: cfg.Confirmations, FinalityDepth: cfg.FinalityDepth,
		AttestationURL: cfg.AttestationURL, Attesters: cfg.Attesters, CCTPMinFee: big.NewInt(cfg.CCTPMinFee),
	})
	if err != nil {
		return err
	}
	defer d.Close()
	for _, c := range d.Chains() {
		logger.Info().Str("chain", c.Name).Uint64("chain_id", c.ChainID).Str("rpc_url", c.RPCURL).
			Str("fault_control_url", c.RPCURL+"/faults").
			Str("usdc", c.USDC.Hex()).Uint32("cctp_domain", c.CCTPDomain).
			Str("token_messenger", c.TokenMessenger.Hex()).Str("message_transmitter", c.MessageTransmitter.Hex()).
			Uint32("lz_eid", c.LZEid).Str("lz_endpoint", c.LZEndpoint.Hex()).Str("lz_token_messaging", c.LZTokenMessaging.Hex()).
			Str("lz_usdc_pool", c.LZPool.Hex()).
			Msg("chain running")
	}
	for _, a := range d.Accounts() {
		logger.Info().Str("account", a.Name).Str("address", a.Address.Hex()).Str("key_file", a.KeyFile).Msg("dev account")
	}
	logger.Info().Str("config_file", d.ConfigPath()).Msg("devchain ready")
	<-ctx.Done()
	logger.Info().Msg("stopping")
	return nil
}

// parseChains reads name:chain_id[:port] entries.
func parseChains(entries []string) ([]devchain.ChainSpec, error) {
	var specs []devchain.ChainSpec
	for _, e := range entries {
		parts := strings.Split(strings.TrimSpace(e), ":")
		if len(parts) < 2 || len(parts) > 3 || parts[0] == "" {
			return nil, fmt.Errorf("chain %q: want name:chain_id[:port]", e)
		}
		id, err := strconv.ParseUint(parts[1], 10, 64)
		if err != nil || id == 0 {
			return nil, fmt.Errorf("chain %q: chain id must be a positive integer", e)
		}
		spec := devchain.ChainSpec{Name: parts[0], ChainID: id}
		if len(parts) == 3 {
			port, err := strconv.ParseUint(parts[2], 10, 16)
			if err != nil {
				return nil, fmt.Errorf("chain %q: bad port", e)
			}
			spec.Port = int(port)
		}
		specs = append(specs, spec)
	}
	return specs, nil
}
