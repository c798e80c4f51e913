// Package nodeconfig keeps four eyes in force after the API (docs/security.md). A
// movement's approver approves the compiled plan; every node stores its config twice
// — as jsonb (node_config, what queries read) and as the compiler's canonical bytes
// with their SHA-256 (approved_config, approved_config_sha256) — and no role may change
// either after insert (column privileges and a trigger, db/migrate and migration
// 00026). Before Preflight the dispatcher calls VerifyPlan on the movement's stored
// nodes and edges, which must still hash to the plan hash its approver approved, and
// VerifyNodeConfig on the node: the bytes must still hash to the stored hash and
// node_config must still mean the same JSON; and VerifyPins, before Preflight and
// before recovery: what the config resolves to against the chain and venue
// configuration the process runs with must still be the pins the approver approved. A
// node that fails any is held, never run (Hold): back to READY for HoldBackoff, with an audit row, an error log and a
// metric that pages (QTGPlanTampered).
package nodeconfig

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// ErrMismatch means the node's config is not the one its movement's approver approved.
var ErrMismatch = errors.New("config does not match the approved plan")

// ErrPlanMismatch means the movement's stored nodes and edges are not the plan its
// approver approved; it wraps ErrMismatch.
var ErrPlanMismatch = fmt.Errorf("stored plan: %w", ErrMismatch)

// ErrPinsMismatch means a node's config resolves, against the chain or venue
// configuration this process runs with, to other addresses or IDs than those its
// approver approved (executor.Pinner); it wraps ErrMismatch.
var ErrPinsMismatch = fmt.Errorf("pins: %w", ErrMismatch)

// VerifyPlan returns nil when p's nodes and edges (and, in plan format 2, its callback
// URL and deadline) hash to its approved plan hash, and otherwise an error wrapping
// ErrPlanMismatch: a node added, removed or rewired, an executor, a config, a try
// limit, a callback URL or a deadline changed since approval.
func VerifyPlan(p *db.StoredPlan) error {
	sum, err := PlanHash(p)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrPlanMismatch, err)
	}
	if !bytes.Equal(sum[:], p.PlanHash) {
		return fmt.Errorf("%w: its nodes and edges hash to %x, the approved plan hash is %x", ErrPlanMismatch, sum, p.PlanHash)
	}
	return nil
}

// PlanHash is the hash of p's nodes and edges (and, in plan format 2, its callback URL
// and deadline) as stored: compiler.HashStored in p's plan format.
func PlanHash(p *db.StoredPlan) ([32]byte, error) {
	nodes := make([]compiler.PlannedNode, len(p.Nodes))
	for i, n := range p.Nodes {
		nodes[i] = compiler.PlannedNode{Key: n.Key, ExecutorKey: n.Executor, Config: n.ApprovedConfig,
			HasSideEffect: n.HasSideEffect, MaxAttempts: n.MaxTries, Parents: n.Parents}
	}
	terms := compiler.Terms{ExpiresAt: p.ExpiresAt}
	if p.CallbackURL != nil {
		terms.CallbackURL = *p.CallbackURL
	}
	return compiler.HashStored(int(p.PlanFormat), terms, nodes)
}

// VerifyPins returns nil when config's pins (executor.Pinner) are what exec resolves
// config to now, with the configuration this process runs with, and otherwise an
// error wrapping ErrPinsMismatch. A config of plan format 2 (format) whose executor
// pins something now must carry those pins; one of format 1 was approved without
// pins and is not checked unless it carries some. An executor that pins nothing (not
// a Pinner, or an empty answer) must find no pins in the config.
func VerifyPins(exec executor.Executor, format int16, config []byte) error {
	stored, has, err := executor.StoredPins(config)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrPinsMismatch, err)
	}
	var now map[string]string
	if pinner, ok := exec.(executor.Pinner); ok {
		if !has && format < compiler.FormatV2 {
			return nil
		}
		if now, err = pinner.Pins(config); err != nil {
			return fmt.Errorf("%w: the config no longer resolves: %w", ErrPinsMismatch, err)
		}
	}
	switch {
	case !has && len(now) == 0:
		return nil
	case !has:
		return fmt.Errorf("%w: a plan format %d node of executor %s carries no pins", ErrPinsMismatch, format, exec.Key())
	}
	if diff := executor.DiffPins(stored, now); diff != "" {
		return fmt.Errorf("%w: the configuration this process runs with resolves the config otherwise: %s", ErrPinsMismatch, diff)
	}
	return nil
}

// MismatchMessage is the last_error of a held node.
const MismatchMessage = "config does not match the approved plan"

// HoldBackoff is how long a held node waits before the dispatcher looks at it again
// (and audits it again, if nobody repaired it).
const HoldBackoff = time.Hour

// VerifyNodeConfig returns the approved config bytes of n when they still hash to the
// stored hash and n's jsonb config is the same JSON value; otherwise an error wrapping
// ErrMismatch. Run the node with the returned bytes.
func VerifyNodeConfig(n *db.Node) ([]byte, error) {
	sum := sha256.Sum256(n.ApprovedConfig)
	if len(n.ApprovedConfigSha256) != sha256.Size || !bytes.Equal(sum[:], n.ApprovedConfigSha256) {
		return nil, fmt.Errorf("%w: approved config bytes hash to %x, the node stores %x", ErrMismatch, sum, n.ApprovedConfigSha256)
	}
	approved, err := decode(n.ApprovedConfig)
	if err != nil {
		return nil, fmt.Errorf("%w: approved config: %w", ErrMismatch, err)
	}
	current, err := decode(n.Config)
	if err != nil {
		return nil, fmt.Errorf("%w: node_config: %w", ErrMismatch, err)
	}
	if !equal(approved, current) {
		return nil, fmt.Errorf("%w: node_config differs from the approved bytes", ErrMismatch)
	}
	return n.ApprovedConfig, nil
}

func decode(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("trailing data")
	}
	return v, nil
}

// equal compares two decoded JSON values; numbers by value (jsonb may print 1e2 as
// 100), everything else exactly.
func equal(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !equal(v, w) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case json.Number:
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		p, ok1 := new(big.Rat).SetString(x.String())
		q, ok2 := new(big.Rat).SetString(y.String())
		return ok1 && ok2 && p.Cmp(q) == 0
	default:
		// string, bool, nil
		return a == b
	}
}

// Hold records that n is held because its config does not match the approved plan:
// an audit row in tx (the caller's claim transaction, which sends the node back to
// READY for HoldBackoff), an error log and the qtg_node_config_mismatches counter. It
// returns an error wrapping ErrMismatch for the caller to act on.
func Hold(ctx context.Context, tx db.Conn, actor string, n *db.Node, cause error, log zerolog.Logger, meter metric.MeterProvider) error {
	detail, err := json.Marshal(map[string]any{
		"attempt": n.Attempt, "error": cause.Error(), "approved_config_sha256": hex.EncodeToString(n.ApprovedConfigSha256),
		"held_for_seconds": HoldBackoff.Seconds(),
	})
	if err != nil {
		return err
	}
	action, check := "CONFIG_MISMATCH", "config"
	switch {
	case errors.Is(cause, ErrPlanMismatch):
		action, check = "PLAN_MISMATCH", "plan"
	case errors.Is(cause, ErrPinsMismatch):
		action, check = "PINS_MISMATCH", "pins"
	}
	if err := tx.Audit().Insert(ctx, db.AuditEntry{
		Actor: actor, EntityType: "node", EntityID: n.ID.String(), Action: action, Detail: detail,
	}); err != nil {
		return fmt.Errorf("audit config mismatch: %w", err)
	}
	if meter != nil {
		if c, err := meter.Meter("github.com/qtgdev/qtg/services/internal/app/nodeconfig").Int64Counter("qtg_node_config_mismatches",
			metric.WithDescription("Nodes held because their movement's stored plan or their config no longer matches the approved plan.")); err == nil {
			c.Add(ctx, 1, metric.WithAttributes(attribute.String("executor", n.Executor), attribute.String("check", check)))
		}
	}
	log.Error().Ctx(ctx).Err(cause).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).
		Str("executor", n.Executor).Msg("node config does not match the approved plan; node held, not run")
	return fmt.Errorf("node %s: %w", n.ID, ErrMismatch)
}
