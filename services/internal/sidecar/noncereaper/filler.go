package noncereaper

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// FillerConfig configures a Filler.
type FillerConfig struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Chains is the chain configuration; Signers sign the fills. Required.
	Chains  *evm.Config
	Signers map[common.Address]evm.Signer
	// Instance names this process in the audit log. Required.
	Instance string
	// Logger receives every fill.
	Logger zerolog.Logger
	// BatchSize bounds the requests one pass takes. Default 64.
	BatchSize int
	// RPCTimeout bounds the chain calls made while a lane is locked. Default 10s.
	RPCTimeout time.Duration
}

// Filler signs the nonce gap fills evm-nonce-reaper requests (see the package doc). It
// runs in recovery, one of the two deployables that hold keys; its Batch is part of
// recovery's.
type Filler struct {
	cfg     FillerConfig
	clients *evm.Clients
	chains  map[int64]*evm.Chain
}

// NewFiller validates cfg and returns a Filler.
func NewFiller(cfg FillerConfig) (*Filler, error) {
	if cfg.Pool == nil || cfg.Chains == nil || cfg.Instance == "" {
		return nil, errors.New("nonce gap filler: Pool, Chains and Instance are required")
	}
	cfg.BatchSize = cmp.Or(cfg.BatchSize, 64)
	cfg.RPCTimeout = cmp.Or(cfg.RPCTimeout, 10*time.Second)
	chains := make(map[int64]*evm.Chain, len(cfg.Chains.Chains))
	for i := range cfg.Chains.Chains {
		chains[int64(cfg.Chains.Chains[i].ChainID)] = &cfg.Chains.Chains[i]
	}
	return &Filler{cfg: cfg, clients: evm.NewClients(cfg.Chains), chains: chains}, nil
}

// Close releases the RPC clients.
func (f *Filler) Close() { f.clients.Close() }

func (f *Filler) actor() string { return "recovery/" + f.cfg.Instance }

// Batch takes the unsigned fill requests (an unlocked, advisory list) and acts on each
// under its locks; it returns how many it signed or dropped. A request of a chain this
// process does not configure is left alone.
func (f *Filler) Batch(ctx context.Context) (int, error) {
	due, err := f.cfg.Pool.EVM().FillsDue(ctx, int32(f.cfg.BatchSize))
	if err != nil {
		return 0, err
	}
	acted := 0
	var errs []error
	for _, d := range due {
		ch, ok := f.chains[d.ChainID]
		if !ok {
			continue
		}
		did, err := f.fill(ctx, ch, d)
		if did {
			acted++
		}
		if err != nil {
			if ctx.Err() != nil {
				return acted, ctx.Err()
			}
			errs = append(errs, fmt.Errorf("fill %s nonce %d: %w", d.Lane, d.Nonce, evm.Redact(ch, err)))
		}
	}
	return acted, errors.Join(errs...)
}

// fill signs one requested fill, in a transaction that holds the lane row and then the
// request (both SKIP LOCKED, in the reaper's lock order: a held lane or request is left
// for the next pass) through the chain reads, the signature and the commit of the
// signed bytes. The gap is inspected again under those locks: the fill is signed only
// when the nonce is still the lane's gap and every intent that took it is given up on;
// otherwise the request is dropped. The bytes are committed before they are broadcast.
func (f *Filler) fill(ctx context.Context, ch *evm.Chain, d *db.NonceFill) (bool, error) {
	cl, err := f.clients.Get(ctx, ch.Name)
	if err != nil {
		return false, err
	}
	tx, err := f.cfg.Pool.Begin(ctx)
	if err != nil {
		return false, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	row, err := tx.EVM().LockLane(ctx, d.ChainID, d.Address)
	if errors.Is(err, db.ErrNotFound) {
		return false, nil // a dispatcher or the reaper holds it; next pass
	}
	if err != nil {
		return false, fmt.Errorf("lock lane: %w", err)
	}
	if _, err := tx.EVM().LockFill(ctx, d.Lane, d.Nonce); errors.Is(err, db.ErrNotFound) {
		return false, nil // another replica has it, or it is signed
	} else if err != nil {
		return false, err
	}
	rctx, cancel := context.WithTimeout(ctx, f.cfg.RPCTimeout)
	defer cancel()
	// The reaper waited for the gap's minimum age before it asked: no age again.
	g, err := inspect(ctx, rctx, tx, ch, cl, row, 0, nil)
	if err != nil {
		return false, err
	}
	detail := map[string]any{"chain": ch.Name, "nonce": d.Nonce, "next_nonce": row.NextNonce, "requested_by": d.RequestedBy}
	var signed *types.Transaction
	action := "NONCE_GAP_FILL"
	switch why := fillable(g, d); why {
	case "":
		var raw []byte
		signed, raw, err = f.sign(rctx, ch, cl, g.sender, g.confirmed)
		if err != nil {
			return false, err
		}
		ok, err := tx.EVM().SignFill(ctx, d.Lane, d.Nonce, signed.Hash().Hex(), raw, f.actor())
		if err != nil {
			return false, err
		}
		if !ok {
			return false, fmt.Errorf("fill request changed under its lock")
		}
		detail["fill_tx_hash"] = signed.Hash().Hex()
		detail["abandoned_tx_hashes"] = g.abandoned()
	default:
		if _, err := tx.EVM().DropFill(ctx, d.Lane, d.Nonce); err != nil {
			return false, err
		}
		detail["reason"] = why
		action = "NONCE_GAP_FILL_DROPPED"
	}
	body, err := json.Marshal(detail)
	if err != nil {
		return false, err
	}
	if err := tx.EVM().AuditLane(ctx, f.actor(), d.Lane, action, body); err != nil {
		return false, fmt.Errorf("audit: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return false, fmt.Errorf("commit: %w", err)
	}
	f.cfg.Logger.Warn().Str("lane", d.Lane).Int64("nonce", d.Nonce).Str("action", action).RawJSON("detail", body).Msg("acted on a nonce gap fill request")
	if signed != nil {
		if err := cl.SendTransaction(rctx, signed); err != nil {
			// Recorded: evm-nonce-reaper re-broadcasts it until the nonce is used.
			f.cfg.Logger.Warn().Str("lane", d.Lane).Int64("nonce", d.Nonce).Str("tx_hash", signed.Hash().Hex()).
				Err(evm.Redact(ch, err)).Msg("fill recorded, broadcast refused; the reaper re-broadcasts it")
		}
	}
	return true, nil
}

// fillable returns "" when the inspected lane still needs exactly the requested fill,
// else why not.
func fillable(g *gap, d *db.NonceFill) string {
	switch {
	case !g.open:
		return fmt.Sprintf("no gap to fill at nonce %d now (confirmed nonce %d, next %d)", d.Nonce, g.confirmed, g.row.NextNonce)
	case int64(g.confirmed) != d.Nonce:
		return fmt.Sprintf("the lane's gap is at nonce %d now", g.confirmed)
	case g.plan.operator != "":
		return "an operator must decide: " + g.plan.operator
	case g.plan.wait != "":
		return "not fillable yet: " + g.plan.wait
	case g.plan.rebroadcast != nil:
		return fmt.Sprintf("intent %s of node %s still waits for this nonce", g.plan.rebroadcast.ID, g.plan.rebroadcast.NodeID)
	}
	return ""
}

// sign signs a zero-value self-transfer at nonce, priced at what the chain asks now.
// Nothing is sent.
func (f *Filler) sign(ctx context.Context, ch *evm.Chain, cl *ethclient.Client, sender common.Address, nonce uint64) (*types.Transaction, []byte, error) {
	signer, ok := f.cfg.Signers[sender]
	if !ok {
		return nil, nil, fmt.Errorf("no signer for %s: cannot fill nonce %d", sender.Hex(), nonce)
	}
	tip, feeCap, err := evm.Fees(ctx, cl, ch)
	if err != nil {
		return nil, nil, err
	}
	chainID := new(big.Int).SetUint64(ch.ChainID)
	tx, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: evm.NativeTransferGas,
		To: &sender, Value: new(big.Int),
	}), chainID)
	if err != nil {
		return nil, nil, fmt.Errorf("sign fill: %w", err)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return nil, nil, fmt.Errorf("encode fill: %w", err)
	}
	return tx, raw, nil
}
