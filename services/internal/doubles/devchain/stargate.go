package devchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate/creditmessaging"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
)

// LZUSDCAssetID is the asset ID each chain's TokenMessaging and CreditMessaging register
// the USDC pool under (the chain configuration's usdc_asset_id).
const LZUSDCAssetID uint16 = 1

// DefaultLZPoolLiquidity is the USDC the deployer deposits into each chain's Stargate
// pool: 10,000,000 USDC, which the pool sends as credits to the other chains
// (linkStargate), shared equally.
var DefaultLZPoolLiquidity = big.NewInt(10_000_000_000_000)

// Stargate's deployment parameters on devchain, as Stargate deploys its USDC pools
// (stg-evm-v2 2.0.6, deployments/*/StargatePoolUSDC.json and TokenMessaging.json): the
// LP token's name and symbol, USDC's 6 decimals shared as 6, a bus queue of 512 seats.
const (
	stargateLPName          = "USDC-LP"
	stargateLPSymbol        = "S*USDC"
	stargateDecimals        = 6
	stargateQueueCapacity   = 512
	stargateTaxiMessageType = 1 // TokenMessagingOptions.MSG_TYPE_TAXI
)

// Gas limits devchain configures per path: the lzReceive gas every taxi message asks
// the executor for (TokenMessaging's enforced options), a bus seat's (setGasLimit) and
// one credit's (CreditMessaging's setGasLimit, which its options multiply by the
// credits a message carries). Each is about twice what a whole delivery transaction
// spends on devchain (a taxi payout, paid or cached; one credit).
const (
	stargateTaxiGas   = 500_000
	stargateBusGas    = 500_000
	stargateCreditGas = 500_000
)

// deployStargate deploys Stargate V2 on the chain's LayerZero endpoint, each contract
// Stargate's own compiled code (stg-evm-v2, pinned in the Makefile): TokenMessaging and
// CreditMessaging (the OApps), the USDC pool (StargatePoolUSDC over the chain's USDC)
// and its FeeLibV1. The deployer owns them and plays the planner and the treasurer. The
// pool is registered under LZUSDCAssetID with both OApps and holds liquidity, deposited
// by the deployer (its LP tokens the deployer's). devchain's USDC names the lz-executor
// its blacklister (its cache_next control blacklists a payout's receiver, so the pool
// caches the payout). It mines as it goes (before the mining loop starts); linkStargate
// connects the chains.
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
	tm, cm := stargate.NewTokenMessaging(), creditmessaging.NewCreditMessaging()
	pool, feeLib, usdc := stargate.NewStargatePoolUSDC(), stargate.NewFeeLibV1(), contracts.NewUSDC()
	for _, d := range []struct {
		what  string
		bin   string
		input []byte
		addr  *common.Address
	}{
		{"TokenMessaging", stargate.TokenMessagingMetaData.Bin, tm.PackConstructor(c.LZEndpoint, deployer.Address, stargateQueueCapacity), &c.LZTokenMessaging},
		{"CreditMessaging", creditmessaging.CreditMessagingMetaData.Bin, cm.PackConstructor(c.LZEndpoint, deployer.Address), &c.LZCreditMessaging},
		{"StargatePoolUSDC", stargate.StargatePoolUSDCMetaData.Bin, pool.PackConstructor(stargateLPName, stargateLPSymbol, c.USDC,
			stargateDecimals, stargateDecimals, c.LZEndpoint, deployer.Address), &c.LZPool},
	} {
		addr, tx, err := bind.DeployContract(opts, common.FromHex(d.bin), c.client, d.input)
		if err := mined("deploy "+d.what, tx, err); err != nil {
			return err
		}
		*d.addr = addr
	}
	// FeeLibV1 asks the pool its type when constructed.
	addr, tx, err := bind.DeployContract(opts, common.FromHex(stargate.FeeLibV1MetaData.Bin), c.client, feeLib.PackConstructor(c.LZPool))
	if err := mined("deploy FeeLibV1", tx, err); err != nil {
		return err
	}
	c.LZFeeLib = addr
	poolBound, usdcBound := pool.Instance(c.client, c.LZPool), usdc.Instance(c.client, c.USDC)
	for _, step := range []struct {
		what     string
		to       *bind.BoundContract
		calldata []byte
	}{
		{"the pool's address config", poolBound, pool.PackSetAddressConfig(stargate.StargateBaseAddressConfig{
			FeeLib: c.LZFeeLib, Planner: deployer.Address, Treasurer: deployer.Address,
			TokenMessaging: c.LZTokenMessaging, CreditMessaging: c.LZCreditMessaging,
		})},
		{"TokenMessaging's asset ID", tm.Instance(c.client, c.LZTokenMessaging), tm.PackSetAssetId(c.LZPool, LZUSDCAssetID)},
		{"TokenMessaging's planner", tm.Instance(c.client, c.LZTokenMessaging), tm.PackSetPlanner(deployer.Address)},
		{"CreditMessaging's asset ID", cm.Instance(c.client, c.LZCreditMessaging), cm.PackSetAssetId(c.LZPool, LZUSDCAssetID)},
		{"CreditMessaging's planner", cm.Instance(c.client, c.LZCreditMessaging), cm.PackSetPlanner(deployer.Address)},
		{"mint the pool's liquidity", usdcBound, usdc.PackMint(deployer.Address, liquidity)},
		{"approve the pool's liquidity", usdcBound, usdc.PackApprove(c.LZPool, liquidity)},
		{"deposit the pool's liquidity", poolBound, pool.PackDeposit(deployer.Address, liquidity)},
		{"USDC's blacklister", usdcBound, usdc.PackUpdateBlacklister(lzExecutor)},
	} {
		tx, err := bind.Transact(step.to, opts, step.calldata)
		if err := mined(step.what, tx, err); err != nil {
			return err
		}
	}
	return nil
}

// linkStargate connects every chain's Stargate to every other chain's, as Stargate
// configures a path: TokenMessaging and CreditMessaging peers, the taxi's enforced
// lzReceive option, the bus's and the credits' gas limits, and a zero fee on FeeLibV1
// (no fee, no reward: a transfer's amount received is its amount sent). Then each
// chain's planner sends credits for its pool's liquidity, shared equally, to every
// other chain through CreditMessaging: a pool sends to a chain only up to the credit it
// holds from that chain, and the lz-executor delivers these credits like any packet, so
// no transfer can leave a chain before the stand-in has run. The chains' mining loops
// run by now, so it waits for the receipts.
func (d *Devchain) linkStargate(ctx context.Context) error {
	deployer := d.accounts[0]
	tm, cm, feeLib := stargate.NewTokenMessaging(), creditmessaging.NewCreditMessaging(), stargate.NewFeeLibV1()
	taxiOptions := layerzero.ExecutorLzReceiveOption(stargateTaxiGas, nil)
	for _, c := range d.chains {
		tmBound, cmBound := tm.Instance(c.client, c.LZTokenMessaging), cm.Instance(c.client, c.LZCreditMessaging)
		feeBound := feeLib.Instance(c.client, c.LZFeeLib)
		var calls []call
		for _, o := range d.chains {
			if o == c {
				continue
			}
			calls = append(calls,
				call{to: tmBound, data: tm.PackSetPeer(o.LZEid, layerzero.AddressToBytes32(o.LZTokenMessaging))},
				call{to: cmBound, data: cm.PackSetPeer(o.LZEid, layerzero.AddressToBytes32(o.LZCreditMessaging))},
				call{to: tmBound, data: tm.PackSetEnforcedOptions([]stargate.EnforcedOptionParam{
					{Eid: o.LZEid, MsgType: stargateTaxiMessageType, Options: taxiOptions}})},
				call{to: tmBound, data: tm.PackSetGasLimit(o.LZEid, big.NewInt(stargateBusGas), big.NewInt(0))},
				call{to: cmBound, data: cm.PackSetGasLimit(o.LZEid, big.NewInt(stargateCreditGas))},
				call{to: feeBound, data: feeLib.PackSetFeeConfig(o.LZEid, 0, 0, new(big.Int), new(big.Int), new(big.Int), new(big.Int))},
			)
		}
		if err := c.transactAll(ctx, deployer, calls); err != nil {
			return fmt.Errorf("devchain: chain %s: link Stargate: %w", c.Name, err)
		}
	}
	for _, c := range d.chains {
		if err := d.sendStargateCredits(ctx, c); err != nil {
			return fmt.Errorf("devchain: chain %s: send Stargate credits: %w", c.Name, err)
		}
	}
	return nil
}

// sendStargateCredits has c's planner send an equal share of its pool's credit to every
// other chain (CreditMessaging.sendCredits, paying the fee quoteSendCredits asks).
func (d *Devchain) sendStargateCredits(ctx context.Context, c *Chain) error {
	if len(d.chains) < 2 {
		return nil
	}
	deployer := d.accounts[0]
	cm, pool := creditmessaging.NewCreditMessaging(), stargate.NewStargatePoolUSDC()
	out, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &c.LZPool, Data: pool.PackPaths(c.LZEid)}, nil)
	if err != nil {
		return fmt.Errorf("read the pool's local credit: %w", err)
	}
	local, err := pool.UnpackPaths(out)
	if err != nil {
		return fmt.Errorf("decode the pool's local credit: %w", err)
	}
	share := local / uint64(len(d.chains)-1)
	if share == 0 {
		return errors.New("the pool holds no credit to send")
	}
	cmBound := cm.Instance(c.client, c.LZCreditMessaging)
	var calls []call
	for _, o := range d.chains {
		if o == c {
			continue
		}
		batch := []creditmessaging.TargetCreditBatch{{AssetId: LZUSDCAssetID,
			Credits: []creditmessaging.TargetCredit{{SrcEid: c.LZEid, Amount: share, MinAmount: 0}}}}
		out, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &c.LZCreditMessaging, Data: cm.PackQuoteSendCredits(o.LZEid, batch)}, nil)
		if err != nil {
			return fmt.Errorf("quoteSendCredits to %s: %w", o.Name, err)
		}
		fee, err := cm.UnpackQuoteSendCredits(out)
		if err != nil {
			return fmt.Errorf("decode quoteSendCredits: %w", err)
		}
		calls = append(calls, call{to: cmBound, data: cm.PackSendCredits(o.LZEid, batch), value: fee.NativeFee})
	}
	return c.transactAll(ctx, deployer, calls)
}

// call is one transaction transactAll sends.
type call struct {
	to    *bind.BoundContract
	data  []byte
	value *big.Int
}

// transactAll sends calls from `from` back to back, numbering their nonces itself (the
// pool may not yet count the previous one), and waits for every receipt's success.
func (c *Chain) transactAll(ctx context.Context, from Account, calls []call) error {
	opts := bind.NewKeyedTransactor(from.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		return fmt.Errorf("nonce: %w", err)
	}
	hashes := make([]common.Hash, 0, len(calls))
	for _, cl := range calls {
		opts.Nonce, opts.Value = new(big.Int).SetUint64(nonce), cl.value
		nonce++
		tx, err := bind.Transact(cl.to, opts, cl.data)
		if err != nil {
			return err
		}
		hashes = append(hashes, tx.Hash())
	}
	for _, h := range hashes {
		if err := c.waitSuccess(ctx, h); err != nil {
			return err
		}
	}
	return nil
}
