package devchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/layerzero"
)

// LZUSDCAssetID is the asset ID each chain's TokenMessaging double registers the USDC
// pool under (the chain configuration's usdc_asset_id).
const LZUSDCAssetID uint16 = 1

// DefaultLZPoolLiquidity is the USDC each chain's Stargate pool double holds to pay
// transfers out: 10,000,000 USDC.
var DefaultLZPoolLiquidity = big.NewInt(10_000_000_000_000)

// deployStargate deploys the Stargate V2 double on the chain's LayerZero endpoint:
// TokenMessaging (the OApp) and the USDC pool (an OFT of the chain's USDC sending
// through TokenMessaging, the lz-executor as payout breaker), registered under
// LZUSDCAssetID and minted its liquidity. It mines as it goes (before the mining loop
// starts); linkStargate makes the TokenMessagings peers.
func (c *Chain) deployStargate(ctx context.Context, deployer Account, lzExecutor common.Address, liquidity *big.Int) error {
	opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	mined := func(what string, tx *types.Transaction, err error) error {
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		c.Mine()
		if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	tm, pool := stargate.NewTokenMessaging(), stargate.NewStargatePoolUSDC()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(stargate.TokenMessagingMetaData.Bin), c.client,
		tm.PackConstructor(c.LZEndpoint, deployer.Address))
	if err := mined("deploy TokenMessaging", tx, err); err != nil {
		return err
	}
	c.LZTokenMessaging = addr
	addr, tx, err = bind.DeployContract(opts, common.FromHex(stargate.StargatePoolUSDCMetaData.Bin), c.client,
		pool.PackConstructor(c.USDC, c.LZTokenMessaging, lzExecutor))
	if err := mined("deploy StargatePoolUSDC", tx, err); err != nil {
		return err
	}
	c.LZPool = addr
	tx, err = bind.Transact(tm.Instance(c.client, c.LZTokenMessaging), opts, tm.PackSetAssetId(c.LZPool, LZUSDCAssetID))
	if err := mined("register the pool's asset ID", tx, err); err != nil {
		return err
	}
	usdc := contracts.NewUSDC()
	tx, err = bind.Transact(usdc.Instance(c.client, c.USDC), opts, usdc.PackMint(c.LZPool, liquidity))
	return mined("mint the pool's liquidity", tx, err)
}

// linkStargate makes every chain's TokenMessaging the peer of every other chain's, so
// a transfer from any chain can be received on any other. The chains' mining loops run
// by now, so it waits for the receipts.
func (d *Devchain) linkStargate(ctx context.Context) error {
	deployer := d.accounts[0]
	tm := stargate.NewTokenMessaging()
	for _, c := range d.chains {
		opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
		opts.Context = ctx
		nonce, err := c.client.PendingNonceAt(ctx, deployer.Address)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: deployer nonce: %w", c.Name, err)
		}
		bound := tm.Instance(c.client, c.LZTokenMessaging)
		var hashes []common.Hash
		for _, o := range d.chains {
			if o == c {
				continue
			}
			opts.Nonce = new(big.Int).SetUint64(nonce)
			nonce++
			tx, err := bind.Transact(bound, opts, tm.PackSetPeer(o.LZEid, layerzero.AddressToBytes32(o.LZTokenMessaging)))
			if err != nil {
				return fmt.Errorf("devchain: chain %s: link Stargate: %w", c.Name, err)
			}
			hashes = append(hashes, tx.Hash())
		}
		for _, h := range hashes {
			if err := c.waitSuccess(ctx, h); err != nil {
				return fmt.Errorf("devchain: chain %s: link Stargate: %w", c.Name, err)
			}
		}
	}
	return nil
}
