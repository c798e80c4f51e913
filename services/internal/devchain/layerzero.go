package devchain

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/layerzero"
)

// DefaultLZEidBase is the LayerZero endpoint ID of the first chain; the next chains
// count up from it. It lies outside LayerZero's mainnet (30xxx) and testnet (40xxx)
// ranges, so a dev packet can never be mistaken for one of a real chain.
const DefaultLZEidBase = 50100

// LZUSDCAssetID is the asset ID each chain's TokenMessaging double registers the USDC
// pool under (the chain configuration's usdc_asset_id).
const LZUSDCAssetID uint16 = 1

// DefaultLZPoolLiquidity is the USDC each chain's Stargate pool double holds to pay
// transfers out: 10,000,000 USDC.
var DefaultLZPoolLiquidity = big.NewInt(10_000_000_000_000)

// writeLZExecutorKey derives the key of the LayerZero DVN/executor stand-in
// (lz-executor) from the seed, apart from the accounts' keys (it is never one of QTG's
// signers), and writes it as Dir/keys/lz-executor.key. The chains' genesis funds it
// (it pays for verify and lzReceive), the endpoints accept it as their verifier and the
// pools as their payout breaker.
func (d *Devchain) writeLZExecutorKey() error {
	key, err := deriveKey(d.cfg.Seed+"/lz-executor", 1)
	if err != nil {
		return err
	}
	file := filepath.Join(d.cfg.Dir, "keys", "lz-executor.key")
	if err := os.WriteFile(file, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
		return fmt.Errorf("devchain: write lz-executor key file: %w", err)
	}
	d.lzExecutor = Account{Name: "lz-executor", Address: crypto.PubkeyToAddress(key.PublicKey), Key: key, KeyFile: file}
	return nil
}

// LZExecutor is the LayerZero DVN/executor stand-in's account (see writeLZExecutorKey).
func (d *Devchain) LZExecutor() Account { return d.lzExecutor }

// deployLayerZero deploys LayerZero's own EndpointV2 (the chain's eid), as LayerZero
// compiled it (lz-evm-protocol-v2, pinned in the Makefile), and its ULN302 libraries
// and workers (deployULN); then
// the Stargate V2 double: TokenMessaging (the OApp, on that endpoint) and the USDC pool
// (an OFT of the chain's USDC sending through TokenMessaging, the lz-executor as payout
// breaker), registered under LZUSDCAssetID and minted its liquidity. It mines as it
// goes (before the mining loop starts); linkLayerZero opens the paths.
func (c *Chain) deployLayerZero(ctx context.Context, deployer Account, lzExecutor common.Address, liquidity *big.Int) error {
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
	ep := contracts.NewEndpointV2()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(contracts.EndpointV2MetaData.Bin), c.client,
		ep.PackConstructor(c.LZEid, deployer.Address))
	if err := mined("deploy EndpointV2", tx, err); err != nil {
		return err
	}
	c.LZEndpoint = addr
	if err := c.deployULN(ctx, deployer, lzExecutor); err != nil {
		return err
	}

	tm, pool := stargate.NewTokenMessaging(), stargate.NewStargatePoolUSDC()
	addr, tx, err = bind.DeployContract(opts, common.FromHex(stargate.TokenMessagingMetaData.Bin), c.client,
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

// linkLayerZero opens every path between the chains through ULN302 (ulnConfigCalls on
// every chain first: the endpoint takes a library as a path's default only once the
// library supports the path; then ulnDefaultCalls), and makes every chain's
// TokenMessaging the peer of every other chain's, its taxis to it asking the executor
// for LZTaxiGas, so a transfer from any chain can be received on any other. The chains'
// mining loops run by now, so it waits for the receipts.
func (d *Devchain) linkLayerZero(ctx context.Context) error {
	for _, c := range d.chains {
		if err := d.sendLZCalls(ctx, c, d.ulnConfigCalls(c)); err != nil {
			return err
		}
	}
	tm := stargate.NewTokenMessaging()
	for _, c := range d.chains {
		bound := tm.Instance(c.client, c.LZTokenMessaging)
		calls := d.ulnDefaultCalls(c)
		for _, o := range d.chains {
			if o != c {
				calls = append(calls,
					lzCall{"TokenMessaging setPeer", bound, tm.PackSetPeer(o.LZEid, layerzero.AddressToBytes32(o.LZTokenMessaging))},
					lzCall{"TokenMessaging taxi options", bound, tm.PackSetEnforcedOptions([]stargate.EnforcedOptionParam{
						{Eid: o.LZEid, MsgType: uint16(layerzero.TaxiMessageType), Options: layerzero.ExecutorLzReceiveOption(LZTaxiGas, nil)}})})
			}
		}
		if err := d.sendLZCalls(ctx, c, calls); err != nil {
			return err
		}
	}
	return nil
}
