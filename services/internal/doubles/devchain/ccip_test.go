package devchain_test

import (
	"context"
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
)

func parseABI(t *testing.T, s string) abi.ABI {
	t.Helper()
	a, err := abi.JSON(strings.NewReader(s))
	require.NoError(t, err)
	return a
}

// Chainlink's ABI carries CCIP v1.6's selectors, topic hashes and error IDs as
// PROTOCOLS.md §2 lists them, and package ccip's constants agree with both.
func TestCCIPProtocolFacts(t *testing.T) {
	t.Parallel()
	router := parseABI(t, contracts.RouterMetaData.ABI)
	onRamp := parseABI(t, contracts.OnRampMetaData.ABI)
	offRamp := parseABI(t, contracts.OffRampMetaData.ABI)
	sel := func(a abi.ABI, m string) string { return common.Bytes2Hex(a.Methods[m].ID) }
	for _, tc := range []struct{ got, want string }{
		{sel(router, "ccipSend"), "96f4e9f9"},
		{sel(router, "getFee"), "20487ded"},
		{sel(offRamp, "getExecutionState"), "5e36480c"},
		{common.Bytes2Hex(ccip.CCIPSendSelector[:]), "96f4e9f9"},
		{common.Bytes2Hex(ccip.GetFeeSelector[:]), "20487ded"},
		{common.Bytes2Hex(ccip.GetExecutionStateSelector[:]), "5e36480c"},
		{onRamp.Events["CCIPMessageSent"].ID.Hex(), "0x192442a2b2adb6a7948f097023cb6b57d29d3a7a5dd33e6666d33c39cc456f32"},
		{ccip.CCIPMessageSentTopic.Hex(), "0x192442a2b2adb6a7948f097023cb6b57d29d3a7a5dd33e6666d33c39cc456f32"},
		{offRamp.Events["ExecutionStateChanged"].ID.Hex(), "0x05665fe9ad095383d018353f4cbcba77e84db27dd215081bbf7cdf9ae6fbe48b"},
		{ccip.ExecutionStateChangedTopic.Hex(), "0x05665fe9ad095383d018353f4cbcba77e84db27dd215081bbf7cdf9ae6fbe48b"},
		{offRamp.Events["CommitReportAccepted"].ID.Hex(), ccip.CommitReportAcceptedTopic.Hex()},
		{crypto.Keccak256Hash([]byte("CommitReportAccepted((uint64,bytes,uint64,uint64,bytes32)[],(uint64,bytes,uint64,uint64,bytes32)[],((address,uint224)[],(uint64,uint224)[]))")).Hex(),
			ccip.CommitReportAcceptedTopic.Hex()},
		{router.Methods["isChainSupported"].Sig, "isChainSupported(uint64)"},
		{offRamp.Methods["manuallyExecute"].Sig, "manuallyExecute((uint64,((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[])[],bytes[][],bytes32[],uint256)[],(uint256,uint32[])[][])"},
		{router.Errors["UnsupportedDestinationChain"].Sig, "UnsupportedDestinationChain(uint64)"},
		{router.Errors["InsufficientFeeTokenAmount"].Sig, "InsufficientFeeTokenAmount()"},
		{router.Errors["InvalidMsgValue"].Sig, "InvalidMsgValue()"},
		{offRamp.Errors["ManualExecutionNotYetEnabled"].Sig, "ManualExecutionNotYetEnabled(uint64)"},
		{common.Bytes2Hex(ccip.GenericExtraArgsV2Tag[:]), "181dcf10"},
		{common.Bytes2Hex(ccip.EVMExtraArgsV1Tag[:]), "97a657c9"},
		{common.Bytes2Hex(crypto.Keccak256([]byte("CCIP EVMExtraArgsV2"))[:4]), "181dcf10"},
		{common.Bytes2Hex(crypto.Keccak256([]byte("CCIP EVMExtraArgsV1"))[:4]), "97a657c9"},
	} {
		require.Equal(t, tc.want, tc.got)
	}
	// The enum's order is the state's value.
	require.Equal(t, []string{"UNTOUCHED", "IN_PROGRESS", "SUCCESS", "FAILURE"},
		[]string{ccip.Untouched.String(), ccip.InProgress.String(), ccip.Success.String(), ccip.Failure.String()})
	ea, err := ccip.ParseExtraArgs(ccip.GenericExtraArgsV2(0, true))
	require.NoError(t, err)
	require.True(t, ea.AllowOutOfOrder)
	require.Zero(t, ea.GasLimit.Sign())
}

// ccipEnv is a devchain with two chains, its relay and handles on their CCIP contracts.
type ccipEnv struct {
	dc       *devchain.Devchain
	relay    *cciprelay.Relay
	src, dst *devchain.Chain
	srcCl    *ethclient.Client
	dstCl    *ethclient.Client
	sender   devchain.Account
	router   *contracts.Router
	onRamp   *contracts.OnRamp
	offRamp  *contracts.OffRamp
	usdc     *contracts.USDC
}

func startCCIP(t *testing.T) *ccipEnv {
	t.Helper()
	dc, _, _, relay := devchaintest.StartCCIP(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 2, BlockInterval: 50 * time.Millisecond, CCIPThresholdSeconds: 100,
	}, cciprelay.Config{ExecuteDelay: 100 * time.Millisecond, Poll: 50 * time.Millisecond})
	return &ccipEnv{
		dc: dc, relay: relay, src: dc.Chains()[0], dst: dc.Chains()[1], srcCl: dc.Chains()[0].Client(), dstCl: dc.Chains()[1].Client(),
		sender: dc.Accounts()[1], router: contracts.NewRouter(), onRamp: contracts.NewOnRamp(), offRamp: contracts.NewOffRamp(),
		usdc: contracts.NewUSDC(),
	}
}

// transact sends data to `to` from the sender on chain c and waits for the receipt.
func (e *ccipEnv) transact(t *testing.T, c *devchain.Chain, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	opts := bind.NewKeyedTransactor(e.sender.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context, opts.Value, opts.GasLimit = t.Context(), value, 3_000_000
	tx, err := bind.Transact(contracts.NewERC20().Instance(c.Client(), to), opts, data)
	require.NoError(t, err)
	// Not bind.WaitMined: the state after a manual execution, read at "latest" once
	// its receipt was there, once read FAILURE (Chain.WaitMined says why).
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	r, err := c.WaitMined(ctx, tx.Hash())
	require.NoError(t, err)
	return r
}

func (e *ccipEnv) balance(t *testing.T, c *devchain.Chain, a common.Address) *big.Int {
	t.Helper()
	b, err := bind.Call(e.usdc.Instance(c.Client(), c.USDC), nil, e.usdc.PackBalanceOf(a), e.usdc.UnpackBalanceOf)
	require.NoError(t, err)
	return b
}

func (e *ccipEnv) message(receiver common.Address, amount *big.Int, feeToken common.Address) contracts.ClientEVM2AnyMessage {
	return contracts.ClientEVM2AnyMessage{
		Receiver: ccip.EncodeAddress(receiver), Data: []byte{},
		TokenAmounts: []contracts.ClientEVMTokenAmount{{Token: e.src.USDC, Amount: amount}},
		FeeToken:     feeToken, ExtraArgs: ccip.GenericExtraArgsV2(0, true),
	}
}

// send approves the Router and sends amount to receiver, returning the sent message.
func (e *ccipEnv) send(t *testing.T, receiver common.Address, amount *big.Int, feeToken common.Address) *contracts.OnRampCCIPMessageSent {
	t.Helper()
	msg := e.message(receiver, amount, feeToken)
	fee, err := bind.Call(e.router.Instance(e.srcCl, e.src.CCIPRouter), nil, e.router.PackGetFee(e.dst.CCIPSelector, msg), e.router.UnpackGetFee)
	require.NoError(t, err)
	require.Positive(t, fee.Sign(), "the FeeQuoter prices every message")
	approve := new(big.Int).Set(amount)
	var value *big.Int
	if feeToken == e.src.USDC {
		approve.Add(approve, fee)
	} else {
		value = fee
	}
	require.Equal(t, types.ReceiptStatusSuccessful, e.transact(t, e.src, e.src.USDC, nil, e.usdc.PackApprove(e.src.CCIPRouter, approve)).Status)
	r := e.transact(t, e.src, e.src.CCIPRouter, value, e.router.PackCcipSend(e.dst.CCIPSelector, msg))
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	var sent []*contracts.OnRampCCIPMessageSent
	for _, l := range r.Logs {
		if l.Address == e.src.CCIPOnRamp && l.Topics[0] == ccip.CCIPMessageSentTopic {
			ev, err := e.onRamp.UnpackCCIPMessageSentEvent(l)
			require.NoError(t, err)
			sent = append(sent, ev)
		}
	}
	require.Len(t, sent, 1)
	ev := sent[0]
	// The messageId is v1.6's Internal._hash of the message under the OnRamp's metadata hash.
	id, err := ccip.MessageID(ev.Message, ccip.OnRampMetadataHash(e.src.CCIPSelector, e.dst.CCIPSelector, e.src.CCIPOnRamp))
	require.NoError(t, err)
	require.Equal(t, id, common.Hash(ev.Message.Header.MessageId))
	require.Equal(t, e.dst.CCIPSelector, ev.DestChainSelector)
	require.Equal(t, fee, ev.Message.FeeTokenAmount)
	if feeToken == (common.Address{}) {
		feeToken = e.src.CCIPWrappedNative // the Router pays a native fee wrapped
	}
	require.Equal(t, feeToken, ev.Message.FeeToken)
	require.Zero(t, ev.Message.Header.Nonce, "out-of-order messages carry nonce 0")
	return ev
}

func (e *ccipEnv) state(t *testing.T, seq uint64) ccip.ExecutionState {
	t.Helper()
	v, err := bind.Call(e.offRamp.Instance(e.dstCl, e.dst.CCIPOffRamp), nil, e.offRamp.PackGetExecutionState(e.src.CCIPSelector, seq), e.offRamp.UnpackGetExecutionState)
	require.NoError(t, err)
	return ccip.ExecutionState(v)
}

func (e *ccipEnv) waitState(t *testing.T, seq uint64, want ccip.ExecutionState) {
	t.Helper()
	require.Eventually(t, func() bool { return e.state(t, seq) == want }, 60*time.Second, 10*time.Millisecond)
}

// manualExecute builds the report from the sent message and calls manuallyExecute.
func (e *ccipEnv) manualExecuteData(t *testing.T, ev *contracts.OnRampCCIPMessageSent) []byte {
	t.Helper()
	msg, err := ccip.ToAny2EVM(ev.Message)
	require.NoError(t, err)
	report := contracts.InternalExecutionReport{
		SourceChainSelector: e.src.CCIPSelector, Messages: []contracts.InternalAny2EVMRampMessage{msg},
		OffchainTokenData: [][][]byte{{nil}}, Proofs: [][32]byte{}, ProofFlagBits: new(big.Int),
	}
	return e.offRamp.PackManuallyExecute([]contracts.InternalExecutionReport{report},
		[][]contracts.OffRampGasLimitOverride{{{ReceiverExecutionGasLimit: new(big.Int), TokenGasOverrides: []uint32{0}}}})
}

// On Chainlink's contracts, a message the relay executes moves the amount exactly and
// ends SUCCESS, its native fee wrapped and kept by the OnRamp; one it fails ends FAILURE
// with nothing minted and completes by manual execution at once; one it holds stays
// UNTOUCHED, cannot be executed manually before the permissionless threshold
// (ManualExecutionNotYetEnabled) and can after it. A second execution of a SUCCESS
// message changes nothing.
func TestCCIPRelayExecutesFailsAndHolds(t *testing.T) {
	t.Parallel()
	e := startCCIP(t)
	receiver := e.dc.Accounts()[2].Address
	amount := big.NewInt(1_000_000)

	t.Run("native fee, executed", func(t *testing.T) {
		srcBefore, dstBefore := e.balance(t, e.src, e.sender.Address), e.balance(t, e.dst, receiver)
		weth := func() *big.Int {
			b, err := bind.Call(e.usdc.Instance(e.srcCl, e.src.CCIPWrappedNative), nil, e.usdc.PackBalanceOf(e.src.CCIPOnRamp), e.usdc.UnpackBalanceOf)
			require.NoError(t, err)
			return b
		}
		nativeBefore := weth()
		ev := e.send(t, receiver, amount, common.Address{})
		e.waitState(t, ev.SequenceNumber, ccip.Success)
		require.Equal(t, new(big.Int).Sub(srcBefore, amount), e.balance(t, e.src, e.sender.Address))
		require.Equal(t, new(big.Int).Add(dstBefore, amount), e.balance(t, e.dst, receiver))
		require.Equal(t, ev.Message.FeeTokenAmount, new(big.Int).Sub(weth(), nativeBefore), "the native fee stays with the OnRamp, wrapped")
	})

	t.Run("usdc fee, failed then manually executed", func(t *testing.T) {
		rcv := common.HexToAddress("0x00000000000000000000000000000000000f0001")
		e.relay.Fail(cciprelay.Rule{Receiver: rcv})
		srcBefore := e.balance(t, e.src, e.sender.Address)
		ev := e.send(t, rcv, amount, e.src.USDC)
		e.waitState(t, ev.SequenceNumber, ccip.Failure)
		require.Eventually(t, func() bool { return e.relay.Outcome(common.Hash(ev.Message.Header.MessageId)) == "failed" },
			60*time.Second, 10*time.Millisecond)
		require.Zero(t, e.balance(t, e.dst, rcv).Sign())
		fee := ev.Message.FeeTokenAmount
		require.Equal(t, new(big.Int).Sub(srcBefore, new(big.Int).Add(amount, fee)), e.balance(t, e.src, e.sender.Address))
		// FAILURE → SUCCESS by manual execution, no threshold needed.
		r := e.transact(t, e.dst, e.dst.CCIPOffRamp, nil, e.manualExecuteData(t, ev))
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		var changed *contracts.OffRampExecutionStateChanged
		for _, l := range r.Logs {
			if l.Topics[0] == ccip.ExecutionStateChangedTopic {
				var err error
				changed, err = e.offRamp.UnpackExecutionStateChangedEvent(l)
				require.NoError(t, err)
			}
		}
		require.NotNil(t, changed)
		require.Equal(t, ccip.Success, e.state(t, ev.SequenceNumber))
		require.Equal(t, amount, e.balance(t, e.dst, rcv))
		require.Equal(t, ev.Message.Header.MessageId, changed.MessageId)
		require.Equal(t, uint8(ccip.Success), changed.State)
		// Again: skipped, nothing minted twice.
		r = e.transact(t, e.dst, e.dst.CCIPOffRamp, nil, e.manualExecuteData(t, ev))
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		require.Equal(t, amount, e.balance(t, e.dst, rcv))
	})

	t.Run("failed, the rate limit's lift lost: lifted before the next step", func(t *testing.T) {
		rcv := common.HexToAddress("0x00000000000000000000000000000000000f0003")
		e.relay.Fail(cciprelay.Rule{Receiver: rcv})
		off := contracts.RateLimiterConfig{Capacity: new(big.Int), Rate: new(big.Int)}
		lift := contracts.NewBurnMintTokenPool().PackSetChainRateLimiterConfig(e.src.CCIPSelector, off, off)
		require.NoError(t, e.dst.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_sendRawTransaction"},
			ParamsContain: hex.EncodeToString(lift), Action: rpcfault.ActionDrop, Times: 1}}}))
		t.Cleanup(e.dst.Faults().Clear)
		ev := e.send(t, rcv, amount, common.Address{})
		e.waitState(t, ev.SequenceNumber, ccip.Failure)
		require.Eventually(t, func() bool { return e.relay.Outcome(common.Hash(ev.Message.Header.MessageId)) == "executed" },
			60*time.Second, 10*time.Millisecond, "its next step found it executed")
		data := e.manualExecuteData(t, ev)
		require.Eventually(t, func() bool {
			_, err := e.dstCl.EstimateGas(context.Background(), ethereum.CallMsg{From: e.sender.Address, To: &e.dst.CCIPOffRamp, Data: data})
			return err == nil
		}, 60*time.Second, 50*time.Millisecond, "the limit is lifted")
		require.Equal(t, types.ReceiptStatusSuccessful, e.transact(t, e.dst, e.dst.CCIPOffRamp, nil, data).Status)
		require.Equal(t, amount, e.balance(t, e.dst, rcv))
	})

	t.Run("held, manual execution after the threshold", func(t *testing.T) {
		rcv := common.HexToAddress("0x00000000000000000000000000000000000f0002")
		e.relay.Hold(cciprelay.Rule{Receiver: rcv})
		ev := e.send(t, rcv, amount, common.Address{})
		require.Eventually(t, func() bool { return e.relay.Outcome(common.Hash(ev.Message.Header.MessageId)) == "held" },
			60*time.Second, 10*time.Millisecond)
		require.Equal(t, ccip.Untouched, e.state(t, ev.SequenceNumber))
		data := e.manualExecuteData(t, ev)
		_, err := e.dstCl.EstimateGas(t.Context(), ethereum.CallMsg{From: e.sender.Address, To: &e.dst.CCIPOffRamp, Data: data})
		require.Error(t, err)
		offRamp := parseABI(t, contracts.OffRampMetaData.ABI)
		var de rpc.DataError
		require.True(t, errors.As(err, &de), "%v", err)
		raw := common.FromHex(de.ErrorData().(string))
		notYet := offRamp.Errors["ManualExecutionNotYetEnabled"].ID
		require.Equal(t, notYet[:4], raw[:4])
		require.Eventually(t, func() bool {
			_, err := e.dstCl.EstimateGas(context.Background(), ethereum.CallMsg{From: e.sender.Address, To: &e.dst.CCIPOffRamp, Data: data})
			return err == nil
		}, 60*time.Second, 50*time.Millisecond)
		require.Equal(t, types.ReceiptStatusSuccessful, e.transact(t, e.dst, e.dst.CCIPOffRamp, nil, data).Status)
		require.Equal(t, ccip.Success, e.state(t, ev.SequenceNumber))
		require.Equal(t, amount, e.balance(t, e.dst, rcv))
	})

	t.Run("router errors", func(t *testing.T) {
		router := parseABI(t, contracts.RouterMetaData.ABI)
		for _, tc := range []struct {
			name  string
			dest  uint64
			fee   common.Address
			value *big.Int
			want  string
		}{
			{"unsupported destination", 12345, common.Address{}, big.NewInt(1e15), "UnsupportedDestinationChain"},
			{"native fee short", e.dst.CCIPSelector, common.Address{}, big.NewInt(1), "InsufficientFeeTokenAmount"},
			{"value with a fee token", e.dst.CCIPSelector, e.src.USDC, big.NewInt(1), "InvalidMsgValue"},
		} {
			_, err := e.srcCl.EstimateGas(t.Context(), ethereum.CallMsg{From: e.sender.Address, To: &e.src.CCIPRouter, Value: tc.value,
				Data: e.router.PackCcipSend(tc.dest, e.message(receiver, amount, tc.fee))})
			var de rpc.DataError
			require.True(t, errors.As(err, &de), "%s: %v", tc.name, err)
			id := router.Errors[tc.want].ID
			require.Equal(t, id[:4], common.FromHex(de.ErrorData().(string))[:4], tc.name)
		}
		ok, err := bind.Call(e.router.Instance(e.srcCl, e.src.CCIPRouter), nil, e.router.PackIsChainSupported(e.dst.CCIPSelector), e.router.UnpackIsChainSupported)
		require.NoError(t, err)
		require.True(t, ok)
	})
}

// The relay keeps no state: one that restarts after its predecessor committed a root
// over several messages reads the range from the OffRamp's CommitReportAccepted,
// rebuilds the leaves from the source, and executes each message with its proof.
func TestRelayAfterARestartProvesFromTheCommitReports(t *testing.T) {
	t.Parallel()
	dc, chains, _, relay := devchaintest.StartCCIP(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 3, BlockInterval: 50 * time.Millisecond, CCIPThresholdSeconds: 100,
	}, cciprelay.Config{CommitDelay: time.Hour, ExecuteDelay: time.Hour, Poll: 50 * time.Millisecond})
	e := &ccipEnv{
		dc: dc, relay: relay, src: dc.Chains()[0], dst: dc.Chains()[1], srcCl: dc.Chains()[0].Client(), dstCl: dc.Chains()[1].Client(),
		sender: dc.Accounts()[1], router: contracts.NewRouter(), onRamp: contracts.NewOnRamp(), offRamp: contracts.NewOffRamp(),
		usdc: contracts.NewUSDC(),
	}
	receiver := dc.Accounts()[2].Address
	before := e.balance(t, e.dst, receiver)
	first := e.send(t, receiver, big.NewInt(1_000_000), common.Address{})
	second := e.send(t, receiver, big.NewInt(2_000_000), common.Address{})
	require.Eventually(t, func() bool { return relay.Pending() == 2 }, time.Minute, 10*time.Millisecond)
	relay.SetDelays(cciprelay.Delays{ExecuteMS: int(time.Hour.Milliseconds())}) // commit now, never execute
	require.Eventually(t, func() bool {
		cfg, err := bind.Call(e.offRamp.Instance(e.dstCl, e.dst.CCIPOffRamp), nil, e.offRamp.PackGetSourceChainConfig(e.src.CCIPSelector),
			e.offRamp.UnpackGetSourceChainConfig)
		return err == nil && cfg.MinSeqNr == second.SequenceNumber+1
	}, time.Minute, 10*time.Millisecond, "one commit over both")
	require.Equal(t, ccip.Untouched, e.state(t, first.SequenceNumber))
	relay.Close()

	next, err := cciprelay.Start(t.Context(), cciprelay.Config{Chains: chains, Key: dc.RelayKey(), Poll: 50 * time.Millisecond,
		ExecuteDelay: time.Millisecond}, "")
	require.NoError(t, err)
	t.Cleanup(next.Close)
	e.waitState(t, first.SequenceNumber, ccip.Success)
	e.waitState(t, second.SequenceNumber, ccip.Success)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(3_000_000)), e.balance(t, e.dst, receiver), "each delivered once")
}
