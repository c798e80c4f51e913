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

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
)

// DefaultCCIPThresholdSeconds is the OffRamps' permissionless execution threshold
// (DynamicConfig.permissionLessExecutionThresholdSeconds): how long after its commit an
// UNTOUCHED message may be executed manually, in block time (devchain's block timestamps
// advance a second per block, faster than the wall clock).
const DefaultCCIPThresholdSeconds = 60

// The prices devchain's FeeQuoters start with and the relay (the DON) reports again with
// every commit: USD per 1e18 of a token's base units, and USD per unit of destination
// gas, each scaled by 1e18 (contracts-ccip 1.6.0, contracts/FeeQuoter.sol).
var (
	// CCIPUSDCPrice is 1 USD per USDC (6 decimals).
	CCIPUSDCPrice = new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	// CCIPNativePrice is 2,000 USD per ether, for the wrapped native token (18 decimals).
	CCIPNativePrice = new(big.Int).Mul(big.NewInt(2_000), big.NewInt(1e18))
	// CCIPLinkPrice is 20 USD per LINK (18 decimals).
	CCIPLinkPrice = new(big.Int).Mul(big.NewInt(20), big.NewInt(1e18))
	// CCIPGasPrice is 0.1 gwei at 2,000 USD per ether, for every destination.
	CCIPGasPrice = big.NewInt(200_000_000_000)
)

// FeeQuoter settings (contracts-ccip 1.6.0, FeeQuoter.StaticConfig and DestChainConfig).
const (
	// ccipStalenessSeconds is how old a price may get, in block time, before the
	// FeeQuoter refuses to quote with it: long enough that a devchain left idle (its
	// blocks keep coming, four block-seconds a second) still quotes for days, since
	// the relay refreshes prices only when it commits.
	ccipStalenessSeconds = 30 * 24 * 3600
	// ccipTokenFeeUSDCents is the premium of one token transfer (0.10 USD), and
	// ccipTokenDestGas the gas a token's release on the destination is given and charged
	// (the message's destGasAmount): the pool's releaseOrMint with the OffRamp's balance
	// checks, minting to a receiver that held no USDC yet, which devchain's fork schedule
	// (geth's Bogota: EIP-8037 state-gas metering) charges some 100,000 gas more than a
	// mint to a holder.
	ccipTokenFeeUSDCents = 10
	ccipTokenDestGas     = 250_000
	// ccipGasForCallExactCheck is the OffRamp's StaticConfig.gasForCallExactCheck, as in
	// Chainlink's deployments.
	ccipGasForCallExactCheck = 5_000
)

// ccipMaxFeeJuels is FeeQuoter.StaticConfig.maxFeeJuelsPerMsg: a cap no devchain fee
// reaches (1e6 LINK).
var ccipMaxFeeJuels = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// ccipEVMFamily is Internal.CHAIN_FAMILY_SELECTOR_EVM: bytes4(keccak256("CCIP ChainFamilySelector EVM")).
var ccipEVMFamily = [4]byte(crypto.Keccak256([]byte("CCIP ChainFamilySelector EVM"))[:4])

// writeRelayKey derives the CCIP relay's key from the seed (apart from the accounts'
// keys) and writes it as Dir/keys/ccip-relay.key: it is the DON's transmitter on every
// OffRamp (its commit signers derive from it, cciprelay.SignerKeys), the rate limit
// admin of every pool, and the genesis funds it for gas.
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
	b.opts.GasLimit = 5_000_000
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

// deployCCIP deploys Chainlink's CCIP v1.6 contracts on the chain (compiled from the
// owner's sources: contracts/chainlink) and configures the local side, as Chainlink's
// deployment does: RMNRemote with no curses behind an RMNProxy; the Router over the
// canonical WETH9; OnRamp, OffRamp, NonceManager and FeeQuoter (fee tokens: wrapped
// native and USDC; LINK, which it prices every fee in, deployed as the owner's
// LinkToken); the OffRamp's OCR3 configuration (commit: the relay's signers, F=1,
// signatures verified; execute: no signatures), the relay transmitting both; USDC's
// BurnMintTokenPool registered in the TokenAdminRegistry through the owner's admin path,
// made a USDC minter, with the relay as its rate limit admin. Lanes to the other chains
// are opened by linkCCIP. Mines as it goes (before the mining loop starts).
func (c *Chain) deployCCIP(ctx context.Context, deployer Account, relay *ecdsa.PrivateKey, thresholdSeconds uint32) error {
	relayAddr := crypto.PubkeyToAddress(relay.PublicKey)
	b, err := c.newBatch(ctx, deployer.Key)
	if err != nil {
		return fmt.Errorf("ccip: %w", err)
	}
	c.CCIPWrappedNative = b.deploy(contracts.WETH9MetaData.Bin, nil)
	c.CCIPLink = b.deploy(contracts.LinkTokenMetaData.Bin, nil)
	c.CCIPRMNRemote = b.deploy(contracts.RMNRemoteMetaData.Bin, contracts.NewRMNRemote().PackConstructor(c.CCIPSelector, common.Address{}))
	c.CCIPTokenAdminRegistry = b.deploy(contracts.TokenAdminRegistryMetaData.Bin, nil)
	c.CCIPNonceManager = b.deploy(contracts.NonceManagerMetaData.Bin, contracts.NewNonceManager().PackConstructor(nil))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: deploy: %w", err)
	}
	feeTokens := []common.Address{c.CCIPWrappedNative, c.USDC}
	c.CCIPRMNProxy = b.deploy(contracts.RMNProxyMetaData.Bin, contracts.NewRMNProxy().PackConstructor(c.CCIPRMNRemote))
	c.CCIPFeeQuoter = b.deploy(contracts.FeeQuoterMetaData.Bin, contracts.NewFeeQuoter().PackConstructor(
		contracts.FeeQuoterStaticConfig{
			MaxFeeJuelsPerMsg: ccipMaxFeeJuels, LinkToken: c.CCIPLink, TokenPriceStalenessThreshold: ccipStalenessSeconds,
		},
		[]common.Address{deployer.Address}, feeTokens, nil, nil,
		[]contracts.FeeQuoterPremiumMultiplierWeiPerEthArgs{
			{Token: c.CCIPWrappedNative, PremiumMultiplierWeiPerEth: 1e18}, {Token: c.USDC, PremiumMultiplierWeiPerEth: 1e18},
		}, nil))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: deploy: %w", err)
	}
	c.CCIPRouter = b.deploy(contracts.RouterMetaData.Bin, contracts.NewRouter().PackConstructor(c.CCIPWrappedNative, c.CCIPRMNProxy))
	c.CCIPOnRamp = b.deploy(contracts.OnRampMetaData.Bin, contracts.NewOnRamp().PackConstructor(
		contracts.OnRampStaticConfig{
			ChainSelector: c.CCIPSelector, RmnRemote: c.CCIPRMNRemote, NonceManager: c.CCIPNonceManager,
			TokenAdminRegistry: c.CCIPTokenAdminRegistry,
		},
		contracts.OnRampDynamicConfig{FeeQuoter: c.CCIPFeeQuoter, FeeAggregator: deployer.Address}, nil))
	c.CCIPOffRamp = b.deploy(contracts.OffRampMetaData.Bin, contracts.NewOffRamp().PackConstructor(
		contracts.OffRampStaticConfig{
			ChainSelector: c.CCIPSelector, GasForCallExactCheck: ccipGasForCallExactCheck, RmnRemote: c.CCIPRMNRemote,
			TokenAdminRegistry: c.CCIPTokenAdminRegistry, NonceManager: c.CCIPNonceManager,
		},
		contracts.OffRampDynamicConfig{FeeQuoter: c.CCIPFeeQuoter, PermissionLessExecutionThresholdSeconds: thresholdSeconds}, nil))
	c.CCIPPool = b.deploy(contracts.BurnMintTokenPoolMetaData.Bin, contracts.NewBurnMintTokenPool().PackConstructor(
		c.USDC, 6, nil, c.CCIPRMNProxy, c.CCIPRouter))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: deploy: %w", err)
	}
	ocr, err := cciprelay.OCR3Configs(c.CCIPSelector, relay)
	if err != nil {
		return fmt.Errorf("ccip: %w", err)
	}
	nm, fq, off, tar, pool, usdc := contracts.NewNonceManager(), contracts.NewFeeQuoter(), contracts.NewOffRamp(),
		contracts.NewTokenAdminRegistry(), contracts.NewBurnMintTokenPool(), contracts.NewUSDC()
	b.call(c.CCIPNonceManager, nm.PackApplyAuthorizedCallerUpdates(contracts.AuthorizedCallersAuthorizedCallerArgs{
		AddedCallers: []common.Address{c.CCIPOnRamp, c.CCIPOffRamp}, RemovedCallers: []common.Address{},
	}))
	// The OffRamp pushes the prices of the DON's commit reports.
	b.call(c.CCIPFeeQuoter, fq.PackApplyAuthorizedCallerUpdates(contracts.AuthorizedCallersAuthorizedCallerArgs{
		AddedCallers: []common.Address{c.CCIPOffRamp}, RemovedCallers: []common.Address{},
	}))
	b.call(c.CCIPFeeQuoter, fq.PackUpdatePrices(contracts.InternalPriceUpdates{
		TokenPriceUpdates: []contracts.InternalTokenPriceUpdate{
			{SourceToken: c.CCIPWrappedNative, UsdPerToken: CCIPNativePrice},
			{SourceToken: c.USDC, UsdPerToken: CCIPUSDCPrice},
			{SourceToken: c.CCIPLink, UsdPerToken: CCIPLinkPrice},
		},
		GasPriceUpdates: []contracts.InternalGasPriceUpdate{},
	}))
	b.call(c.CCIPOffRamp, off.PackSetOCR3Configs(ocr))
	b.call(c.CCIPTokenAdminRegistry, tar.PackProposeAdministrator(c.USDC, deployer.Address))
	b.call(c.CCIPTokenAdminRegistry, tar.PackAcceptAdminRole(c.USDC))
	b.call(c.CCIPTokenAdminRegistry, tar.PackSetPool(c.USDC, c.CCIPPool))
	b.call(c.CCIPPool, pool.PackSetRateLimitAdmin(relayAddr))
	b.call(c.USDC, usdc.PackConfigureMinter(c.CCIPPool, true))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("ccip: configure: %w", err)
	}
	return nil
}

// linkCCIP opens every lane between the chains: each Router sends to every other chain
// through its OnRamp and accepts its OffRamp for it, each OnRamp and FeeQuoter serve
// every other chain (its gas priced), each OffRamp accepts every other chain's OnRamp
// with RMN verification disabled (so the relay's unblessed roots are accepted), and
// each pool knows every other chain's pool and USDC, its rate limits off. The mining
// loops run by now.
func (d *Devchain) linkCCIP(ctx context.Context) error {
	router, onRamp, offRamp, fq, pool := contracts.NewRouter(), contracts.NewOnRamp(), contracts.NewOffRamp(),
		contracts.NewFeeQuoter(), contracts.NewBurnMintTokenPool()
	for _, c := range d.chains {
		var (
			onRamps  []contracts.RouterOnRamp
			offRamps []contracts.RouterOffRamp
			dests    []contracts.OnRampDestChainConfigArgs
			sources  []contracts.OffRampSourceChainConfigArgs
			quotes   []contracts.FeeQuoterDestChainConfigArgs
			gas      []contracts.InternalGasPriceUpdate
			remotes  []contracts.TokenPoolChainUpdate
		)
		off := contracts.RateLimiterConfig{Capacity: new(big.Int), Rate: new(big.Int)}
		for _, o := range d.chains {
			if o == c {
				continue
			}
			onRamps = append(onRamps, contracts.RouterOnRamp{DestChainSelector: o.CCIPSelector, OnRamp: c.CCIPOnRamp})
			offRamps = append(offRamps, contracts.RouterOffRamp{SourceChainSelector: o.CCIPSelector, OffRamp: c.CCIPOffRamp})
			dests = append(dests, contracts.OnRampDestChainConfigArgs{DestChainSelector: o.CCIPSelector, Router: c.CCIPRouter})
			sources = append(sources, contracts.OffRampSourceChainConfigArgs{
				Router: c.CCIPRouter, SourceChainSelector: o.CCIPSelector, IsEnabled: true, IsRMNVerificationDisabled: true,
				OnRamp: ccip.EncodeAddress(o.CCIPOnRamp),
			})
			quotes = append(quotes, contracts.FeeQuoterDestChainConfigArgs{DestChainSelector: o.CCIPSelector, DestChainConfig: ccipDestChainConfig()})
			gas = append(gas, contracts.InternalGasPriceUpdate{DestChainSelector: o.CCIPSelector, UsdPerUnitGas: CCIPGasPrice})
			remotes = append(remotes, contracts.TokenPoolChainUpdate{
				RemoteChainSelector: o.CCIPSelector, RemotePoolAddresses: [][]byte{ccip.EncodeAddress(o.CCIPPool)},
				RemoteTokenAddress: ccip.EncodeAddress(o.USDC), OutboundRateLimiterConfig: off, InboundRateLimiterConfig: off,
			})
		}
		b, err := c.newBatch(ctx, d.accounts[0].Key)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: link CCIP: %w", c.Name, err)
		}
		b.call(c.CCIPRouter, router.PackApplyRampUpdates(onRamps, []contracts.RouterOffRamp{}, offRamps))
		b.call(c.CCIPOnRamp, onRamp.PackApplyDestChainConfigUpdates(dests))
		b.call(c.CCIPOffRamp, offRamp.PackApplySourceChainConfigUpdates(sources))
		b.call(c.CCIPFeeQuoter, fq.PackApplyDestChainConfigUpdates(quotes))
		b.call(c.CCIPFeeQuoter, fq.PackUpdatePrices(contracts.InternalPriceUpdates{
			TokenPriceUpdates: []contracts.InternalTokenPriceUpdate{}, GasPriceUpdates: gas,
		}))
		b.call(c.CCIPPool, pool.PackApplyChainUpdates([]uint64{}, remotes))
		if err := b.finish(ctx, false); err != nil {
			return fmt.Errorf("devchain: chain %s: link CCIP: %w", c.Name, err)
		}
	}
	return nil
}

// ccipDestChainConfig is the FeeQuoter's configuration of every destination: an EVM
// chain, one token per message, a 200,000 gas default limit, a 300,000 gas execution
// overhead (the OffRamp's own work), no data availability cost, and the token premium
// and gas of ccipTokenFeeUSDCents and ccipTokenDestGas.
func ccipDestChainConfig() contracts.FeeQuoterDestChainConfig {
	return contracts.FeeQuoterDestChainConfig{
		IsEnabled: true, MaxNumberOfTokensPerMsg: 1, MaxDataBytes: 30_000, MaxPerMsgGasLimit: 3_000_000,
		DestGasOverhead: 300_000, DestGasPerPayloadByteBase: 16, DestGasPerPayloadByteHigh: 40,
		DestGasPerPayloadByteThreshold: 3_000, ChainFamilySelector: ccipEVMFamily,
		DefaultTokenFeeUSDCents: ccipTokenFeeUSDCents, DefaultTokenDestGasOverhead: ccipTokenDestGas, DefaultTxGasLimit: 200_000,
		GasMultiplierWeiPerEth: 1e18, GasPriceStalenessThreshold: ccipStalenessSeconds, NetworkFeeUSDCents: 10,
	}
}

// ccipSelectorOf is the chain selector of the chain at position i of Config.Chains.
func ccipSelectorOf(spec ChainSpec, i int) uint64 {
	if spec.CCIPSelector != 0 {
		return spec.CCIPSelector
	}
	return ccip.DevChainSelectorBase + uint64(i)
}
