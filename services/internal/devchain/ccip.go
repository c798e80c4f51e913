package devchain

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/ccip"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
)

// Defaults of the CCIP double.
const (
	// DefaultCCIPThresholdSeconds is the OffRamps' permissionless execution threshold:
	// how long after its commit an UNTOUCHED message may be executed manually, in block
	// time (devchain's block timestamps advance a second per block, faster than the
	// wall clock).
	DefaultCCIPThresholdSeconds = 60
	// DefaultCCIPUSDCFee is the flat fee of a message paid in USDC (0.25 USDC).
	DefaultCCIPUSDCFee = 250_000
)

// DefaultCCIPNativeFee is the flat fee of a message paid in native currency (0.001 ether).
var DefaultCCIPNativeFee = big.NewInt(1_000_000_000_000_000)

// writeRelayKey derives the CCIP relay's key from the seed (apart from the accounts'
// keys) and writes it as Dir/keys/ccip-relay.key: the OffRamps accept commits and
// executions from its address only, and the genesis funds it for gas.
func (d *Devchain) writeRelayKey() error {
	key, err := deriveKey(d.cfg.Seed+"/ccip-relay", 1)
	if err != nil {
		return err
	}
	file := filepath.Join(d.cfg.Dir, "keys", "ccip-relay.key")
	if err := os.WriteFile(file, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
		return fmt.Errorf("devchain: write relay key file: %w", err)
	}
	d.relayKey, d.relayKeyFile = key, file
	return nil
}

// RelayKey is the key the CCIP relay transmits with.
func (d *Devchain) RelayKey() *ecdsa.PrivateKey { return d.relayKey }

// txBatch signs calls from one key with consecutive nonces, mines one block and
// requires every receipt successful; for set-up before the mining loop runs.
type txBatch struct {
	c     *Chain
	opts  *bind.TransactOpts
	nonce uint64
	txs   []common.Hash
	err   error
}

func (c *Chain) newBatch(ctx context.Context, key *ecdsa.PrivateKey) (*txBatch, error) {
	opts := bind.NewKeyedTransactor(key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, opts.From)
	if err != nil {
		return nil, fmt.Errorf("nonce: %w", err)
	}
	return &txBatch{c: c, opts: opts, nonce: nonce}, nil
}

func (b *txBatch) deploy(bin string, ctor []byte) common.Address {
	if b.err != nil {
		return common.Address{}
	}
	b.opts.Nonce = new(big.Int).SetUint64(b.nonce)
	addr, tx, err := bind.DeployContract(b.opts, common.FromHex(bin), b.c.client, ctor)
	if err != nil {
		b.err = fmt.Errorf("deploy: %w", err)
		return common.Address{}
	}
	b.nonce++
	b.txs = append(b.txs, tx.Hash())
	return addr
}

// call sends data to `to` with a fixed gas limit (the contract may not exist yet in
// the pool's view, so no estimate).
func (b *txBatch) call(to common.Address, data []byte) {
	if b.err != nil {
		return
	}
	b.opts.Nonce = new(big.Int).SetUint64(b.nonce)
	b.opts.GasLimit = 1_000_000
	// Any binding's instance sends raw calldata to its address.
	tx, err := bind.Transact(contracts.NewERC20().Instance(b.c.client, to), b.opts, data)
	b.opts.GasLimit = 0
	if err != nil {
		b.err = fmt.Errorf("call %s: %w", to, err)
		return
	}
	b.nonce++
	b.txs = append(b.txs, tx.Hash())
}

// mine seals the batch's transactions (mined=true: by the caller's Mine; false: the
// mining loop) and checks their receipts.
func (b *txBatch) finish(ctx context.Context, mineNow bool) error {
	if b.err != nil {
		return b.err
	}
	if mineNow {
		b.c.Mine()
	}
	for _, h := range b.txs {
		var err error
		if mineNow {
			err = b.c.requireSuccess(ctx, h)
		} else {
			err = b.c.waitSuccess(ctx, h)
		}
		if err != nil {
			return err
		}
	}
	b.txs = nil
	return nil
}

// deployCCIP deploys the chain's CCIP v1.6 double (Router, OnRamp, OffRamp and a
// BurnMintTokenPool for its USDC, the pool made a USDC minter) and configures the
// local side: fees in native currency and USDC, the pool on both ramps. Other chains
// are linked by linkCCIP. Mines as it goes (before the mining loop starts).
func (c *Chain) deployCCIP(ctx context.Context, deployer Account, relay common.Address, thresholdSeconds uint32, nativeFee, usdcFee *big.Int) error {
	b, err := c.newBatch(ctx, deployer.Key)
	if err != nil {
		return fmt.Errorf("ccip: %w", err)
	}
	onRamp, offRamp, pool := contracts.NewOnRamp(), contracts.NewOffRamp(), contracts.NewBurnMintTokenPool()
	c.CCIPRouter = b.deploy(contracts.RouterMetaData.Bin, nil)
	c.CCIPOnRamp = b.deploy(contracts.OnRampMetaData.Bin, onRamp.PackConstructor(c.CCIPSelector))
	c.CCIPOffRamp = b.deploy(contracts.OffRampMetaData.Bin, offRamp.PackConstructor(c.CCIPSelector, c.CCIPRouter, relay, thresholdSeconds))
	c.CCIPPool = b.deploy(contracts.BurnMintTokenPoolMetaData.Bin, pool.PackConstructor(c.USDC))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: deploy: %w", err)
	}
	router, usdc := contracts.NewRouter(), contracts.NewUSDC()
	b.call(c.CCIPOnRamp, onRamp.PackSetRouter(c.CCIPRouter))
	b.call(c.CCIPOnRamp, onRamp.PackSetFee(common.Address{}, nativeFee))
	b.call(c.CCIPOnRamp, onRamp.PackSetFee(c.USDC, usdcFee))
	b.call(c.CCIPOnRamp, onRamp.PackSetPool(c.USDC, c.CCIPPool))
	b.call(c.CCIPOffRamp, offRamp.PackSetPool(c.USDC, c.CCIPPool))
	b.call(c.CCIPPool, pool.PackSetRamps(c.CCIPOnRamp, c.CCIPOffRamp))
	b.call(c.CCIPRouter, router.PackSetOffRamp(c.CCIPOffRamp, true))
	b.call(c.USDC, usdc.PackConfigureMinter(c.CCIPPool, true))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: configure: %w", err)
	}
	return nil
}

// linkCCIP opens every lane between the chains: each Router sends to every other chain
// through its OnRamp, each OffRamp accepts every other chain's OnRamp, and each pool
// knows every other chain's pool and USDC. The mining loops run by now.
func (d *Devchain) linkCCIP(ctx context.Context) error {
	router, onRamp, offRamp, pool := contracts.NewRouter(), contracts.NewOnRamp(), contracts.NewOffRamp(), contracts.NewBurnMintTokenPool()
	for _, c := range d.chains {
		b, err := c.newBatch(ctx, d.accounts[0].Key)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: link CCIP: %w", c.Name, err)
		}
		for _, o := range d.chains {
			if o == c {
				continue
			}
			b.call(c.CCIPRouter, router.PackSetOnRamp(o.CCIPSelector, c.CCIPOnRamp))
			b.call(c.CCIPOnRamp, onRamp.PackSetDestChain(o.CCIPSelector, true))
			b.call(c.CCIPOffRamp, offRamp.PackSetSourceChain(o.CCIPSelector, o.CCIPOnRamp))
			b.call(c.CCIPPool, pool.PackSetRemote(o.CCIPSelector, o.CCIPPool, o.USDC))
		}
		if err := b.finish(ctx, false); err != nil {
			return fmt.Errorf("devchain: chain %s: link CCIP: %w", c.Name, err)
		}
	}
	return nil
}

// ccipSelectorOf is the chain selector of the chain at position i of Config.Chains.
func ccipSelectorOf(spec ChainSpec, i int) uint64 {
	if spec.CCIPSelector != 0 {
		return spec.CCIPSelector
	}
	return ccip.DevChainSelectorBase + uint64(i)
}
