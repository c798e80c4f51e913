// Package devtool starts QTG's development tools (devchain and the protocol doubles):
// command line, logger and signals, the same way for each. The deployables start
// through package host instead, which also owns the database, telemetry and health
// endpoints these tools do not have.
package devtool

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/alecthomas/kong"
	"github.com/rs/zerolog"
)

// Log is the logging flag every tool takes; embed it in the tool's config struct.
type Log struct {
	LogLevel string `name:"log-level" env:"MG_LOG_LEVEL" default:"info" enum:"debug,info,warn,error" help:"Log level (${enum})."`
}

func (l Log) level() zerolog.Level {
	level, err := zerolog.ParseLevel(l.LogLevel)
	if err != nil {
		return zerolog.InfoLevel // kong's enum has already refused anything else
	}
	return level
}

// Config is a tool's config struct: anything that embeds Log.
type Config interface{ level() zerolog.Level }

// Main parses the command line and environment into cfg, then calls run with a JSON
// logger on stdout (service=name) and a context that SIGINT or SIGTERM cancels. An
// error from run is logged and exits 1.
func Main(name, description string, cfg Config, run func(context.Context, zerolog.Logger) error) {
	kong.Parse(cfg, kong.Name(name), kong.Description(description))
	logger := zerolog.New(os.Stdout).Level(cfg.level()).With().Timestamp().Str("service", name).Logger()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, logger)
	stop()
	if err != nil {
		logger.Error().Err(err).Msg("exiting")
		os.Exit(1)
	}
}
