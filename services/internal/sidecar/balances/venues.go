package balances

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
)

// VenueConfig configures the venue halves of balance-snapshot and verify-drift.
type VenueConfig struct {
	Pool   *db.Pool
	Venues *venue.Config
	// Chains gives each venue coin its decimals (the chain token it maps to).
	Chains    *evm.Config
	Logger    zerolog.Logger
	Meter     metric.MeterProvider
	BatchSize int
}

// decimals returns the decimals of the chain token a venue coin maps to.
func decimals(chains *evm.Config, v *venue.Venue, coin string) (uint8, bool) {
	for _, c := range v.Coins {
		if c.Coin != coin {
			continue
		}
		for i := range chains.Chains {
			if tok, ok := chains.Chains[i].Token(c.Token); ok {
				return tok.Decimals, true
			}
		}
	}
	return 0, false
}

// SnapshotVenues records every configured venue's balance of every configured coin
// (the venue's clock as its time) and returns how many it recorded. A venue that
// cannot be read is skipped and reported.
func SnapshotVenues(ctx context.Context, c VenueConfig) (int, error) {
	n := 0
	var errs []error
	for _, v := range c.Venues.Venues {
		if v.Reader == nil {
			continue
		}
		for _, coin := range v.Coins {
			dec, ok := decimals(c.Chains, v, coin.Coin)
			if !ok {
				continue
			}
			units, at, err := v.Balance(ctx, coin.Coin, dec)
			if err != nil {
				errs = append(errs, fmt.Errorf("venue %s %s balance: %w", v.Name, coin.Coin, err))
				continue
			}
			if _, err := c.Pool.Capital().InsertVenueSnapshot(ctx, db.VenueSnapshot{Venue: v.Name, Coin: coin.Coin, Balance: units, VenueTime: at}); err != nil {
				return n, err
			}
			n++
		}
	}
	return n, errors.Join(errs...)
}

// VenueVerifier checks decided venue snapshot pairs against the capital transfers
// whose venue event (a withdrawal created, a deposit credited) falls between them.
type VenueVerifier struct {
	cfg   VenueConfig
	drift metric.Int64Counter
	last  metric.Float64Gauge
}

// NewVenueVerifier returns a VenueVerifier.
func NewVenueVerifier(cfg VenueConfig) (*VenueVerifier, error) {
	if cfg.Pool == nil {
		return nil, errors.New("balances: Pool is required")
	}
	cfg.BatchSize = cmp.Or(cfg.BatchSize, 500)
	return &VenueVerifier{cfg: cfg, drift: driftCounter(cfg.Meter), last: driftGauge(cfg.Meter)}, nil
}

// Batch checks up to BatchSize decided venue pairs.
func (v *VenueVerifier) Batch(ctx context.Context) (int, error) {
	pairs, err := v.cfg.Pool.Capital().UncheckedVenuePairs(ctx, int32(v.cfg.BatchSize))
	if err != nil {
		return 0, err
	}
	for i, p := range pairs {
		expected, err := v.cfg.Pool.Capital().VenueExpectedDelta(ctx, p.Venue, p.Coin, p.FromTime, p.ToTime)
		if err != nil {
			return i, err
		}
		actual := new(big.Int).Sub(p.ToBalance, p.FromBalance)
		drift := new(big.Int).Sub(actual, expected)
		if _, err := v.cfg.Pool.Capital().InsertVenueCheck(ctx, db.VenueCheck{Pair: p, ExpectedDelta: expected, ActualDelta: actual, Drift: drift}); err != nil {
			return i, err
		}
		record(ctx, v.drift, v.last, "venue", p.Venue, p.Venue, p.Coin, drift)
		if drift.Sign() != 0 {
			v.cfg.Logger.Error().Str("venue", p.Venue).Str("coin", p.Coin).Time("from_time", p.FromTime).Time("to_time", p.ToTime).
				Str("expected_delta", expected.String()).Str("actual_delta", actual.String()).Str("drift", drift.String()).Msg("venue balance drift")
		}
	}
	return len(pairs), nil
}

// driftCounter counts drift checks that found drift (kind chain|venue).
func driftCounter(mp metric.MeterProvider) metric.Int64Counter {
	if mp == nil {
		mp = noop.NewMeterProvider()
	}
	c, _ := mp.Meter("github.com/qtgdev/qtg/services/internal/sidecar/balances").Int64Counter("qtg_balance_drifts_total",
		metric.WithDescription("Balance checks (chain accounts and venue accounts) whose balance moved otherwise than QTG's transfers imply."))
	return c
}

// driftGauge is the drift of each account's latest check, in base units (0: none).
func driftGauge(mp metric.MeterProvider) metric.Float64Gauge {
	if mp == nil {
		mp = noop.NewMeterProvider()
	}
	g, _ := mp.Meter("github.com/qtgdev/qtg/services/internal/sidecar/balances").Float64Gauge("qtg_balance_drift",
		metric.WithDescription("Drift of the latest balance check of each account and asset, in base units (0: none)."))
	return g
}

// record exports one check: place is a chain name or a venue, account a signer's
// address or the venue, asset a token or coin. Labels name configured accounts and
// assets (few), never IDs.
func record(ctx context.Context, c metric.Int64Counter, g metric.Float64Gauge, kind, place, account, asset string, drift *big.Int) {
	attrs := metric.WithAttributes(attribute.String("kind", kind), attribute.String("place", place),
		attribute.String("account", account), attribute.String("asset", asset))
	f, _ := new(big.Float).SetInt(drift).Float64()
	g.Record(ctx, f, attrs)
	if drift.Sign() != 0 {
		c.Add(ctx, 1, attrs)
	}
}
