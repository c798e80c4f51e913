package cciprelay

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// The DON's OCR3 configuration on every OffRamp (contracts-ccip 1.6.0,
// contracts/ocr/MultiOCR3Base.sol): F=1, so a commit report carries F+1 = 2 signatures
// of NumSigners > 3F signers; the execution plugin takes no signatures.
const (
	// F is the number of faulty oracles the configuration tolerates.
	F = 1
	// NumSigners is how many commit signers are configured.
	NumSigners = 4
	// Plugin types: Internal.OCRPluginType.
	pluginCommit    uint8 = 0
	pluginExecution uint8 = 1
)

// SignerKeys are the DON's commit signers, derived from its transmitter key (so that
// devchain, which configures them, and the relay, which signs with them, need share no
// more than that key): keccak256(transmitter key ‖ "ccip-don-signer" ‖ i).
func SignerKeys(transmitter *ecdsa.PrivateKey) ([]*ecdsa.PrivateKey, error) {
	keys := make([]*ecdsa.PrivateKey, 0, NumSigners)
	for i := range uint32(NumSigners) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], i)
		k, err := crypto.ToECDSA(crypto.Keccak256(crypto.FromECDSA(transmitter), []byte("ccip-don-signer"), n[:]))
		if err != nil {
			return nil, fmt.Errorf("cciprelay: signer key %d: %w", i, err)
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// OCR3Configs is the OffRamp's setOCR3Configs argument for the DON the relay plays: a
// commit plugin with signature verification over SignerKeys(transmitter), an execution
// plugin without, both transmitted by the transmitter. The config digests are fixed
// per chain selector (an OCR3 digest names a configuration; there is only one here).
func OCR3Configs(chainSelector uint64, transmitter *ecdsa.PrivateKey) ([]contracts.MultiOCR3BaseOCRConfigArgs, error) {
	keys, err := SignerKeys(transmitter)
	if err != nil {
		return nil, err
	}
	signers := make([]common.Address, len(keys))
	for i, k := range keys {
		signers[i] = crypto.PubkeyToAddress(k.PublicKey)
	}
	from := []common.Address{crypto.PubkeyToAddress(transmitter.PublicKey)}
	digest := func(plugin uint8) [32]byte {
		var b [9]byte
		binary.BigEndian.PutUint64(b[:8], chainSelector)
		b[8] = plugin
		return crypto.Keccak256Hash([]byte("qtg devchain ccip ocr3"), b[:])
	}
	return []contracts.MultiOCR3BaseOCRConfigArgs{
		{ConfigDigest: digest(pluginCommit), OcrPluginType: pluginCommit, F: F, IsSignatureVerificationEnabled: true,
			Signers: signers, Transmitters: from},
		{ConfigDigest: digest(pluginExecution), OcrPluginType: pluginExecution, F: F, Signers: []common.Address{},
			Transmitters: from},
	}, nil
}

// reportCodec encodes the OffRamp's commit and execution reports as abi.encode of
// OffRamp.CommitReport and of Internal.ExecutionReport[] (what commit and execute
// decode), from the types of the OffRamp's and RMNRemote's ABIs.
type reportCodec struct {
	// commit is (PriceUpdates, MerkleRoot[] blessed, MerkleRoot[] unblessed,
	// Signature[]): CommitReport's fields in order.
	commit abi.Arguments
	exec   abi.Arguments
}

func newReportCodec() (*reportCodec, error) {
	off, err := contracts.OffRampMetaData.ParseABI()
	if err != nil {
		return nil, fmt.Errorf("cciprelay: OffRamp ABI: %w", err)
	}
	rmn, err := contracts.RMNRemoteMetaData.ParseABI()
	if err != nil {
		return nil, fmt.Errorf("cciprelay: RMNRemote ABI: %w", err)
	}
	accepted, verify := off.Events["CommitReportAccepted"].Inputs, rmn.Methods["verify"].Inputs
	if len(accepted) != 3 || len(verify) != 3 {
		return nil, errors.New("cciprelay: unexpected CommitReportAccepted or verify inputs")
	}
	arg := func(a abi.Argument) abi.Argument { return abi.Argument{Name: a.Name, Type: a.Type} }
	return &reportCodec{
		commit: abi.Arguments{arg(accepted[2]), arg(accepted[0]), arg(accepted[1]), arg(verify[2])},
		exec:   abi.Arguments{arg(off.Methods["manuallyExecute"].Inputs[0])},
	}, nil
}

// commitReport is abi.encode(CommitReport{prices, [], unblessed, []}): the leading word
// is the offset of the (dynamic) struct, 32.
func (c *reportCodec) commitReport(prices contracts.InternalPriceUpdates, unblessed []contracts.InternalMerkleRoot) ([]byte, error) {
	enc, err := c.commit.Pack(prices, []contracts.InternalMerkleRoot{}, unblessed, []contracts.IRMNRemoteSignature{})
	if err != nil {
		return nil, fmt.Errorf("cciprelay: encode commit report: %w", err)
	}
	return append(common.LeftPadBytes([]byte{32}, 32), enc...), nil
}

func (c *reportCodec) execReport(reports []contracts.InternalExecutionReport) ([]byte, error) {
	enc, err := c.exec.Pack(reports)
	if err != nil {
		return nil, fmt.Errorf("cciprelay: encode execution report: %w", err)
	}
	return enc, nil
}

// sign is the F+1 signatures a commit transmission carries: each signer's over
// keccak256(keccak256(report) ‖ reportContext), as (rs, ss, rawVs) with signature i's
// recovery id (v − 27) in byte i of rawVs.
func sign(keys []*ecdsa.PrivateKey, report []byte, reportContext [2][32]byte) (rs, ss [][32]byte, rawVs [32]byte, err error) {
	h := crypto.Keccak256(crypto.Keccak256(report), reportContext[0][:], reportContext[1][:])
	for i, k := range keys[:F+1] {
		sig, err := crypto.Sign(h, k)
		if err != nil {
			return nil, nil, rawVs, fmt.Errorf("cciprelay: sign: %w", err)
		}
		rs, ss = append(rs, [32]byte(sig[:32])), append(ss, [32]byte(sig[32:64]))
		rawVs[i] = sig[64]
	}
	return rs, ss, rawVs, nil
}

// destination is what the relay reads once of a destination chain's CCIP contracts.
type destination struct {
	commitDigest, execDigest [32]byte
	feeQuoter, registry      common.Address
}

// destinationOf reads (once) the chain's OCR3 config digests, FeeQuoter and
// TokenAdminRegistry from its OffRamp.
func (r *Relay) destinationOf(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (*destination, error) {
	r.mu.Lock()
	d, ok := r.dests[ch.Name]
	r.mu.Unlock()
	if ok {
		return d, nil
	}
	to := ch.CCIP.OffRamp
	d = &destination{}
	for _, plugin := range []uint8{pluginCommit, pluginExecution} {
		cfg, err := call(ctx, cl, to, r.offRamp.PackLatestConfigDetails(plugin), r.offRamp.UnpackLatestConfigDetails)
		if err != nil {
			return nil, fmt.Errorf("latestConfigDetails: %w", err)
		}
		if plugin == pluginCommit {
			d.commitDigest = cfg.ConfigInfo.ConfigDigest
		} else {
			d.execDigest = cfg.ConfigInfo.ConfigDigest
		}
	}
	dyn, err := call(ctx, cl, to, r.offRamp.PackGetDynamicConfig(), r.offRamp.UnpackGetDynamicConfig)
	if err != nil {
		return nil, fmt.Errorf("getDynamicConfig: %w", err)
	}
	st, err := call(ctx, cl, to, r.offRamp.PackGetStaticConfig(), r.offRamp.UnpackGetStaticConfig)
	if err != nil {
		return nil, fmt.Errorf("getStaticConfig: %w", err)
	}
	d.feeQuoter, d.registry = dyn.FeeQuoter, st.TokenAdminRegistry
	r.mu.Lock()
	r.dests[ch.Name] = d
	r.mu.Unlock()
	return d, nil
}

// prices are the price updates a commit to ch carries: the prices its FeeQuoter holds
// for its fee tokens and LINK and for the gas of every other chain, reported again (the
// DON reports what it observes; devchain's prices do not move), which keeps them fresh.
func (r *Relay) prices(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, d *destination) (contracts.InternalPriceUpdates, error) {
	out := contracts.InternalPriceUpdates{TokenPriceUpdates: []contracts.InternalTokenPriceUpdate{}, GasPriceUpdates: []contracts.InternalGasPriceUpdate{}}
	tokens, err := call(ctx, cl, d.feeQuoter, r.feeQuoter.PackGetFeeTokens(), r.feeQuoter.UnpackGetFeeTokens)
	if err != nil {
		return out, fmt.Errorf("getFeeTokens: %w", err)
	}
	st, err := call(ctx, cl, d.feeQuoter, r.feeQuoter.PackGetStaticConfig(), r.feeQuoter.UnpackGetStaticConfig)
	if err != nil {
		return out, fmt.Errorf("FeeQuoter getStaticConfig: %w", err)
	}
	tokens = append(tokens, st.LinkToken)
	ps, err := call(ctx, cl, d.feeQuoter, r.feeQuoter.PackGetTokenPrices(tokens), r.feeQuoter.UnpackGetTokenPrices)
	if err != nil {
		return out, fmt.Errorf("getTokenPrices: %w", err)
	}
	for i, p := range ps {
		if p.Value.Sign() > 0 {
			out.TokenPriceUpdates = append(out.TokenPriceUpdates, contracts.InternalTokenPriceUpdate{SourceToken: tokens[i], UsdPerToken: p.Value})
		}
	}
	for i := range r.cfg.Chains.Chains {
		o := &r.cfg.Chains.Chains[i]
		if o.CCIP == nil || o.Name == ch.Name {
			continue
		}
		p, err := call(ctx, cl, d.feeQuoter, r.feeQuoter.PackGetDestinationChainGasPrice(o.CCIP.ChainSelector), r.feeQuoter.UnpackGetDestinationChainGasPrice)
		if err != nil {
			return out, fmt.Errorf("getDestinationChainGasPrice: %w", err)
		}
		if p.Value.Sign() > 0 {
			out.GasPriceUpdates = append(out.GasPriceUpdates, contracts.InternalGasPriceUpdate{DestChainSelector: o.CCIP.ChainSelector, UsdPerUnitGas: p.Value})
		}
	}
	return out, nil
}

// poolOf is the destination's pool of token, from its TokenAdminRegistry.
func (r *Relay) poolOf(ctx context.Context, cl *ethclient.Client, d *destination, token common.Address) (common.Address, error) {
	pool, err := call(ctx, cl, d.registry, r.registry.PackGetPool(token), r.registry.UnpackGetPool)
	if err != nil {
		return common.Address{}, fmt.Errorf("getPool: %w", err)
	}
	if pool == (common.Address{}) {
		return common.Address{}, fmt.Errorf("no pool for token %s", token)
	}
	return pool, nil
}

// limitConfig is the pool's rate limiter configuration for the relay's failures: the
// inbound bucket of the message's source chain holds 2 base units (the least the pool
// accepts: its rate, 1, must be below its capacity), so the pool refuses to release
// more (TokenMaxCapacityExceeded) and the OffRamp records FAILURE; and both off.
func limitConfig(fail bool) (outbound, inbound contracts.RateLimiterConfig) {
	off := contracts.RateLimiterConfig{Capacity: new(big.Int), Rate: new(big.Int)}
	if !fail {
		return off, off
	}
	return off, contracts.RateLimiterConfig{IsEnabled: true, Capacity: big.NewInt(2), Rate: big.NewInt(1)}
}

// liftLimits turns off every inbound rate limit the relay may have left on (it stopped
// between failing a message and lifting the limit): on start, before relaying.
func (r *Relay) liftLimits(ctx context.Context) error {
	for i := range r.cfg.Chains.Chains {
		dst := &r.cfg.Chains.Chains[i]
		cl, ok := r.clients[dst.Name]
		if !ok {
			continue
		}
		d, err := r.destinationOf(ctx, cl, dst)
		if err != nil {
			return fmt.Errorf("chain %s: %w", dst.Name, err)
		}
		for _, tok := range dst.Tokens {
			pool, err := call(ctx, cl, d.registry, r.registry.PackGetPool(tok.Address), r.registry.UnpackGetPool)
			if err != nil {
				return fmt.Errorf("chain %s: getPool: %w", dst.Name, err)
			}
			if pool == (common.Address{}) {
				continue
			}
			for j := range r.cfg.Chains.Chains {
				src := &r.cfg.Chains.Chains[j]
				if src.CCIP == nil || src.Name == dst.Name {
					continue
				}
				b, err := call(ctx, cl, pool, r.pool.PackGetCurrentInboundRateLimiterState(src.CCIP.ChainSelector), r.pool.UnpackGetCurrentInboundRateLimiterState)
				if err != nil {
					return fmt.Errorf("chain %s: rate limiter state: %w", dst.Name, err)
				}
				if !b.IsEnabled {
					continue
				}
				out, in := limitConfig(false)
				if _, err := r.transact(ctx, cl, dst, pool, r.pool.PackSetChainRateLimiterConfig(src.CCIP.ChainSelector, out, in)); err != nil {
					return fmt.Errorf("chain %s: lift the rate limit of %s: %w", dst.Name, src.Name, err)
				}
				r.log.Info().Str("chain", dst.Name).Str("from", src.Name).Msg("lifted a rate limit left on")
			}
		}
	}
	return nil
}

// call runs a view call at the latest block and unpacks its result.
func call[T any](ctx context.Context, cl *ethclient.Client, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		var zero T
		return zero, err
	}
	return unpack(out)
}
