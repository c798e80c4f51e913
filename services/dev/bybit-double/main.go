// Command bybit-double runs the local Bybit v5 exchange double (package
// services/internal/doubles/bybitdouble) on loopback until SIGTERM or Ctrl-C: the
// withdrawals, deposits and balances QTG's exchange executors use, paying and watching
// devchain. Development and tests only; it never talks to the real Bybit.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devtool"
)

// config is the double's environment; every field is also a flag. The rest (accounts,
// keys, timings) is in the configuration file.
type config struct {
	ConfigFile string `name:"config" env:"MG_BYBIT_DOUBLE_CONFIG" required:"" help:"The double's YAML configuration (see package bybitdouble)."`
	Addr       string `name:"addr" env:"MG_BYBIT_DOUBLE_ADDR" help:"Listen address, overriding the file's listen (127.0.0.1:0 picks a free port)."`
	ChainsFile string `name:"chains-file" env:"MG_CONFIG_FILE" help:"The chain configuration (devchain's chains.yaml), overriding the file's chains_file."`
	InfoFile   string `name:"info-file" env:"MG_BYBIT_DOUBLE_INFO_FILE" help:"Where to write, once serving, the URL, hot wallet and accounts (no secrets) as JSON."`
	devtool.Log
}

// Info is what the info file holds: how to reach the double, never a secret.
type Info struct {
	URL       string                    `json:"url"`
	HotWallet string                    `json:"hot_wallet"`
	Accounts  []bybitdouble.AccountInfo `json:"accounts"`
}

func main() {
	var cfg config
	devtool.Main("bybit-double", "A local Bybit v5 exchange double on devchain (development and tests only).", &cfg, func(ctx context.Context, logger zerolog.Logger) error {
		return run(ctx, cfg, logger)
	})
}

func run(ctx context.Context, cfg config, logger zerolog.Logger) error {
	dcfg, err := bybitdouble.Load(cfg.ConfigFile, cfg.ChainsFile, cfg.Addr, os.Getenv)
	if err != nil {
		return err
	}
	d, err := bybitdouble.Start(ctx, dcfg, logger)
	if err != nil {
		return err
	}
	defer d.Close()
	info := Info{URL: d.URL(), HotWallet: d.HotWallet().Hex()}
	for _, a := range dcfg.Accounts {
		ai, _ := d.AccountInfo(a.Name)
		info.Accounts = append(info.Accounts, ai)
		logger.Info().Str("account", a.Name).Str("uid", ai.UID).
			Interface("deposit_addresses", ai.DepositAddresses).Msg("account")
	}
	if cfg.InfoFile != "" {
		if err := writeInfo(cfg.InfoFile, info); err != nil {
			return err
		}
	}
	logger.Info().Str("url", d.URL()).Str("control_url", d.URL()+"/control").Str("hot_wallet", info.HotWallet).Msg("bybit double ready")
	<-ctx.Done()
	logger.Info().Msg("stopping")
	return nil
}

// writeInfo writes the file whole (rename), so a reader never sees half of it.
func writeInfo(path string, info Info) error {
	raw, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("info file: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, raw, 0o600); err != nil {
		return fmt.Errorf("info file: %w", err)
	}
	return os.Rename(tmp, path)
}
