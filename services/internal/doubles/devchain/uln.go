package devchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/dvn"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/executor"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/receiveuln302"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/senduln302"
)

// ULN302 is one chain's LayerZero message libraries and workers, every one as LayerZero
// compiled it (lz-evm-messagelib-v2, pinned in the Makefile): SendUln302 and
// ReceiveUln302, every path's default send and receive library; the DVN every path
// requires (the lz-executor's key its only signer, quorum 1) and its DVNFeeLib; the
// Executor every path pays (the lz-executor delivers) and its ExecutorFeeLib; and the
// PriceFeed both fee libraries quote from. docs/protocols.md, LayerZero, gives the
// configuration and fees.
type ULN302 struct {
	SendLib        common.Address
	ReceiveLib     common.Address
	DVN            common.Address
	DVNFeeLib      common.Address
	Executor       common.Address
	ExecutorFeeLib common.Address
	PriceFeed      common.Address
}

// LZDVNVid is the verifier ID of devchain's DVN, the same on every chain (DVN.sol's vid:
// what the DVN's signers sign with every instruction).
const LZDVNVid uint32 = 1

// LZConfirmations is how many source blocks (the send's counting as one) every path's
// ULN config requires the DVN to have waited for before it verifies.
const LZConfirmations uint64 = 1

// The workers' fee inputs (docs/protocols.md, LayerZero). A quote is what ULN302 adds
// up: the Executor's (lzReceiveBaseGas + the options' gas + 16 gas per message byte) and
// the DVN's (dvnGas + 16 gas per byte of its execute calldata), each times the
// destination's gas price and the workers' default 12000 bps multiplier; no treasury fee.
const (
	lzExecutorBaseGas  = 50_000
	lzDVNGas           = 100_000
	lzGasPerByte       = 16
	lzMaxMessageSize   = 10_000
	lzNativeDecimals   = 1_000_000_000_000_000_000 // 18-decimal native token
	lzPriceRatioAtPar  = "100000000000000000000"   // PriceFeed's PRICE_RATIO_DENOMINATOR: the same native token on both sides
	lzPriceFeedEidBase = 30_000                    // PriceFeed keys prices by eid % 30,000 (PriceFeed.sol, _estimateFeeByEid)
)

// MaxGas is every devchain chain's max_gas: above evm.DefaultMaxGas, since a Stargate
// taxi through ULN302 (the pool's send: the token pull, TokenMessaging, the endpoint,
// SendUln302 and both workers' fee quotes and credits) uses about 565,000 gas on a fresh
// path, and QTG signs its estimate plus a quarter.
const MaxGas = 1_000_000

// DefaultLZGasPrice is the destination gas price (wei) every chain's PriceFeed quotes
// unless told otherwise: 0.1 gwei, so a taxi costs about 0.00004 ether.
var DefaultLZGasPrice = big.NewInt(100_000_000)

// deployULN deploys LayerZero's ULN302 libraries and workers next to the chain's
// EndpointV2 and registers both libraries with the endpoint. The Executor and PriceFeed
// are upgradeable contracts that LayerZero deploys behind proxies; devchain calls their
// initialize on the implementation itself, which their `proxied initializer` allows for
// a contract no proxy admin owns (hardhat-deploy's Proxied), so the code at their
// addresses is the artifact's. It mines as it goes, like deployLayerZero.
func (c *Chain) deployULN(ctx context.Context, deployer Account, lzExecutor common.Address) error {
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
	deploy := func(what, bin string, args []byte) (common.Address, error) {
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), c.client, args)
		return addr, mined("deploy "+what, tx, err)
	}
	var (
		send, recv        = senduln302.NewSendUln302(), receiveuln302.NewReceiveUln302()
		dv, dvFee         = dvn.NewDVN(), dvn.NewDVNFeeLib()
		ex, exFee, prices = executor.NewExecutor(), executor.NewExecutorFeeLib(), executor.NewPriceFeed()
		u                 ULN302
		err               error
	)
	if u.PriceFeed, err = deploy("PriceFeed", executor.PriceFeedMetaData.Bin, nil); err != nil {
		return err
	}
	// No treasury: SendUln302 then charges no treasury fee, and its gas limits are unused.
	if u.SendLib, err = deploy("SendUln302", senduln302.SendUln302MetaData.Bin, send.PackConstructor(c.LZEndpoint, new(big.Int), new(big.Int))); err != nil {
		return err
	}
	if u.ReceiveLib, err = deploy("ReceiveUln302", receiveuln302.ReceiveUln302MetaData.Bin, recv.PackConstructor(c.LZEndpoint)); err != nil {
		return err
	}
	rate := new(big.Int).SetUint64(lzNativeDecimals)
	if u.DVNFeeLib, err = deploy("DVNFeeLib", dvn.DVNFeeLibMetaData.Bin, dvFee.PackConstructor(c.LZEid, rate)); err != nil {
		return err
	}
	admins := []common.Address{deployer.Address, lzExecutor}
	if u.DVN, err = deploy("DVN", dvn.DVNMetaData.Bin, dv.PackConstructor(c.LZEid, LZDVNVid, []common.Address{u.SendLib}, u.PriceFeed,
		[]common.Address{lzExecutor}, 1, admins)); err != nil {
		return err
	}
	if u.ExecutorFeeLib, err = deploy("ExecutorFeeLib", executor.ExecutorFeeLibMetaData.Bin, exFee.PackConstructor(c.LZEid, rate)); err != nil {
		return err
	}
	if u.Executor, err = deploy("Executor", executor.ExecutorMetaData.Bin, nil); err != nil {
		return err
	}
	ep := contracts.NewEndpointV2()
	for _, step := range []lzCall{
		{"PriceFeed initialize", prices.Instance(c.client, u.PriceFeed), prices.PackInitialize(deployer.Address)},
		{"Executor initialize", ex.Instance(c.client, u.Executor),
			ex.PackInitialize(c.LZEndpoint, common.Address{}, []common.Address{u.SendLib}, u.PriceFeed, deployer.Address, admins)},
		{"Executor fee library", ex.Instance(c.client, u.Executor), ex.PackSetWorkerFeeLib(u.ExecutorFeeLib)},
		{"DVN fee library", dv.Instance(c.client, u.DVN), dv.PackSetWorkerFeeLib(u.DVNFeeLib)},
		{"EndpointV2 registerLibrary SendUln302", ep.Instance(c.client, c.LZEndpoint), ep.PackRegisterLibrary(u.SendLib)},
		{"EndpointV2 registerLibrary ReceiveUln302", ep.Instance(c.client, c.LZEndpoint), ep.PackRegisterLibrary(u.ReceiveLib)},
	} {
		tx, err := bind.Transact(step.to, opts, step.calldata)
		if err := mined(step.what, tx, err); err != nil {
			return err
		}
	}
	c.LZULN = u
	return nil
}

// lzCall is one configuration call devchain makes.
type lzCall struct {
	what     string
	to       *bind.BoundContract
	calldata []byte
}

// ulnConfigCalls configure c's ULN302 for every path from and to c: for each other
// chain o, PriceFeed's price of o, the DVN's and the Executor's destination configs for
// o, and the default ULN config (LZConfirmations, c's DVN the one required DVN) and
// executor config of the path to o on SendUln302 and from o on ReceiveUln302.
func (d *Devchain) ulnConfigCalls(c *Chain) []lzCall {
	u := c.LZULN
	var (
		send, recv     = senduln302.NewSendUln302(), receiveuln302.NewReceiveUln302()
		dv, ex, prices = dvn.NewDVN(), executor.NewExecutor(), executor.NewPriceFeed()
		ratio, _       = new(big.Int).SetString(lzPriceRatioAtPar, 10)
		updates        []executor.ILayerZeroPriceFeedUpdatePrice
		dvnDst         []dvn.IDVNDstConfigParam
		exDst          []executor.IExecutorDstConfigParam
		sendULN        []senduln302.SetDefaultUlnConfigParam
		sendEx         []senduln302.SetDefaultExecutorConfigParam
		recvULN        []receiveuln302.SetDefaultUlnConfigParam
	)
	for _, o := range d.chains {
		if o == c {
			continue
		}
		updates = append(updates, executor.ILayerZeroPriceFeedUpdatePrice{Eid: o.LZEid % lzPriceFeedEidBase,
			Price: executor.ILayerZeroPriceFeedPrice{PriceRatio: ratio, GasPriceInUnit: d.cfg.LZGasPrice.Uint64(), GasPerByte: lzGasPerByte}})
		dvnDst = append(dvnDst, dvn.IDVNDstConfigParam{DstEid: o.LZEid, Gas: lzDVNGas, FloorMarginUSD: new(big.Int)})
		exDst = append(exDst, executor.IExecutorDstConfigParam{DstEid: o.LZEid, LzReceiveBaseGas: lzExecutorBaseGas,
			FloorMarginUSD: new(big.Int), NativeCap: new(big.Int)})
		sendULN = append(sendULN, senduln302.SetDefaultUlnConfigParam{Eid: o.LZEid, Config: senduln302.UlnConfig{
			Confirmations: LZConfirmations, RequiredDVNCount: 1, RequiredDVNs: []common.Address{u.DVN}, OptionalDVNs: []common.Address{}}})
		sendEx = append(sendEx, senduln302.SetDefaultExecutorConfigParam{Eid: o.LZEid,
			Config: senduln302.ExecutorConfig{MaxMessageSize: lzMaxMessageSize, Executor: u.Executor}})
		recvULN = append(recvULN, receiveuln302.SetDefaultUlnConfigParam{Eid: o.LZEid, Config: receiveuln302.UlnConfig{
			Confirmations: LZConfirmations, RequiredDVNCount: 1, RequiredDVNs: []common.Address{u.DVN}, OptionalDVNs: []common.Address{}}})
	}
	return []lzCall{
		{"PriceFeed prices", prices.Instance(c.client, u.PriceFeed), prices.PackSetPrice(updates)},
		{"DVN destination configs", dv.Instance(c.client, u.DVN), dv.PackSetDstConfig(dvnDst)},
		{"Executor destination configs", ex.Instance(c.client, u.Executor), ex.PackSetDstConfig(exDst)},
		{"SendUln302 default ULN configs", send.Instance(c.client, u.SendLib), send.PackSetDefaultUlnConfigs(sendULN)},
		{"SendUln302 default executor configs", send.Instance(c.client, u.SendLib), send.PackSetDefaultExecutorConfigs(sendEx)},
		{"ReceiveUln302 default ULN configs", recv.Instance(c.client, u.ReceiveLib), recv.PackSetDefaultUlnConfigs(recvULN)},
	}
}

// ulnDefaultCalls make c's SendUln302 and ReceiveUln302 its endpoint's default send and
// receive library of the path to and from every other chain.
func (d *Devchain) ulnDefaultCalls(c *Chain) []lzCall {
	ep := contracts.NewEndpointV2()
	endpoint := ep.Instance(c.client, c.LZEndpoint)
	var calls []lzCall
	for _, o := range d.chains {
		if o != c {
			calls = append(calls,
				lzCall{"EndpointV2 default send library", endpoint, ep.PackSetDefaultSendLibrary(o.LZEid, c.LZULN.SendLib)},
				lzCall{"EndpointV2 default receive library", endpoint, ep.PackSetDefaultReceiveLibrary(o.LZEid, c.LZULN.ReceiveLib, new(big.Int))})
		}
	}
	return calls
}

// sendLZCalls sends calls on c from the deployer, in order (nonces counted here, so
// they may share a block), and waits for every receipt.
func (d *Devchain) sendLZCalls(ctx context.Context, c *Chain, calls []lzCall) error {
	deployer := d.accounts[0]
	opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, deployer.Address)
	if err != nil {
		return fmt.Errorf("devchain: chain %s: deployer nonce: %w", c.Name, err)
	}
	hashes := make([]common.Hash, len(calls))
	for i, call := range calls {
		opts.Nonce = new(big.Int).SetUint64(nonce)
		nonce++
		tx, err := bind.Transact(call.to, opts, call.calldata)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: link LayerZero: %s: %w", c.Name, call.what, err)
		}
		hashes[i] = tx.Hash()
	}
	for i, h := range hashes {
		if err := c.waitSuccess(ctx, h); err != nil {
			return fmt.Errorf("devchain: chain %s: link LayerZero: %s: %w", c.Name, calls[i].what, err)
		}
	}
	return nil
}
