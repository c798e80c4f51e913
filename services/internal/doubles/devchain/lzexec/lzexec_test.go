package lzexec_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/dvn"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/receiveuln302"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/senduln302"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/lzexec"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type env struct {
	dc       *devchain.Devchain
	relay    *lzexec.Relay
	src, dst *devchain.Chain
	holder   devchain.Account
	to       common.Address
	// credits is what the stand-in delivered before the test: the Stargate credits
	// devchain sent at start.
	credits int
}

func setup(t *testing.T) *env {
	t.Helper()
	dc, _, _, r := devchaintest.StartLZ(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 2, BlockInterval: devchaintest.BlockInterval,
	}, lzexec.Config{Interval: devchaintest.BlockInterval})
	// One credit packet from each chain to the other.
	require.Eventually(t, func() bool { return r.Delivered() == 2 }, 60*time.Second, 20*time.Millisecond)
	return &env{dc: dc, relay: r, src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"), holder: dc.Accounts()[1], to: dc.Accounts()[2].Address,
		credits: 2}
}

func call[T any](t *testing.T, c *devchain.Chain, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	require.NoError(t, err)
	v, err := unpack(out)
	require.NoError(t, err)
	return v
}

func (e *env) balance(t *testing.T, c *devchain.Chain, who common.Address) *big.Int {
	erc20 := contracts.NewERC20()
	return call(t, c, c.USDC, erc20.PackBalanceOf(who), erc20.UnpackBalanceOf)
}

// transact sends data to `to` from the holder on the source chain and returns its receipt.
func transact(t *testing.T, c *devchain.Chain, from devchain.Account, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	opts := bind.NewKeyedTransactor(from.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Value = value
	tx, err := bind.Transact(bind.NewBoundContract(to, contracts.NewERC20().GetABI(), c.Client(), c.Client(), c.Client()), opts, data)
	require.NoError(t, err)
	r, err := c.WaitMined(context.Background(), tx.Hash())
	require.NoError(t, err)
	return r
}

// send approves and sends amount from the holder on dev-1 to `to` on dev-2 and returns
// the send's packet (from its PacketSent log) after checking the guid the endpoint
// predicted (nextGuid) and OFTSent's.
func (e *env) send(t *testing.T, amount *big.Int) layerzero.Packet {
	t.Helper()
	pool := stargate.NewStargatePoolUSDC()
	ep := contracts.NewEndpointV2()
	erc20 := contracts.NewERC20()
	require.Equal(t, uint64(1), transact(t, e.src, e.holder, e.src.USDC, nil, erc20.PackApprove(e.src.LZPool, amount)).Status)
	param := stargate.SendParam{DstEid: e.dst.LZEid, To: layerzero.AddressToBytes32(e.to), AmountLD: amount, MinAmountLD: amount,
		ExtraOptions: []byte{}, ComposeMsg: []byte{}, OftCmd: []byte{}}
	fee := call(t, e.src, e.src.LZPool, pool.PackQuoteSend(param, false), pool.UnpackQuoteSend)
	feesBefore := e.workerFees(t)
	// TokenMessaging is the OApp: the endpoint's path is between the TokenMessagings.
	predicted := call(t, e.src, e.src.LZEndpoint, ep.PackNextGuid(e.src.LZTokenMessaging, e.dst.LZEid, layerzero.AddressToBytes32(e.dst.LZTokenMessaging)),
		func(b []byte) (common.Hash, error) { h, err := ep.UnpackNextGuid(b); return h, err })
	r := transact(t, e.src, e.holder, e.src.LZPool, fee.NativeFee, pool.PackSend(param, fee, e.holder.Address))
	require.Equal(t, uint64(1), r.Status)
	require.Equal(t, "79380480000000", fee.NativeFee.String(), "the taxi fee docs/protocols.md derives")
	require.Equal(t, new(big.Int).Add(feesBefore, fee.NativeFee), e.workerFees(t),
		"the quoted fee is exactly what SendUln302 owes the DVN and the Executor")
	var packet layerzero.Packet
	var oftGUID common.Hash
	for _, l := range r.Logs {
		switch l.Topics[0] {
		case layerzero.PacketSentTopic:
			ev, err := ep.UnpackPacketSentEvent(l)
			require.NoError(t, err)
			packet, err = layerzero.ParsePacket(ev.EncodedPayload)
			require.NoError(t, err)
			require.Equal(t, e.src.LZULN.SendLib, ev.SendLibrary, "the send library is the SendUln302 devchain made the default")
		case layerzero.OFTSentTopic:
			ev, err := pool.UnpackOFTSentEvent(l)
			require.NoError(t, err)
			oftGUID = ev.Guid
			require.Equal(t, e.holder.Address, ev.FromAddress)
			require.Equal(t, amount, ev.AmountReceivedLD)
		}
	}
	require.Equal(t, predicted, packet.GUID, "nextGuid predicted the packet's guid")
	require.Equal(t, predicted, oftGUID, "OFTSent carries the packet's guid")
	require.Equal(t, layerzero.AddressToBytes32(e.src.LZTokenMessaging), packet.Sender, "sent by the source's TokenMessaging")
	require.Equal(t, layerzero.AddressToBytes32(e.dst.LZTokenMessaging), packet.Receiver, "to the destination's TokenMessaging")
	require.Equal(t, layerzero.GUID(packet.Nonce, e.src.LZEid, packet.Sender, e.dst.LZEid, packet.Receiver), packet.GUID,
		"guid derived as the real endpoint does")
	require.Equal(t, layerzero.EncodeTaxi(e.holder.Address, devchain.LZUSDCAssetID, layerzero.AddressToBytes32(e.to), amount.Uint64(), nil),
		packet.Message, "Stargate's taxi message")
	return packet
}

// workerFees is what the source's SendUln302 owes its DVN and Executor together.
func (e *env) workerFees(t *testing.T) *big.Int {
	t.Helper()
	send := senduln302.NewSendUln302()
	sum := new(big.Int)
	for _, w := range []common.Address{e.src.LZULN.DVN, e.src.LZULN.Executor} {
		sum.Add(sum, call(t, e.src, e.src.LZULN.SendLib, send.PackFees(w), send.UnpackFees))
	}
	return sum
}

// A send on dev-1 is verified and delivered on dev-2 by the stand-in: the recipient is
// paid out of the destination pool once, and the endpoint's inbound state shows the
// packet delivered (payload hash cleared, lazy nonce at it).
func TestDeliversOnce(t *testing.T) {
	t.Parallel()
	e := setup(t)
	amount := big.NewInt(1_500_000)
	before := e.balance(t, e.dst, e.to)
	p := e.send(t, amount)
	require.Eventually(t, func() bool { return e.balance(t, e.dst, e.to).Cmp(new(big.Int).Add(before, amount)) == 0 },
		60*time.Second, 20*time.Millisecond)
	ep := contracts.NewEndpointV2()
	lazy := call(t, e.dst, e.dst.LZEndpoint, ep.PackLazyInboundNonce(e.dst.LZTokenMessaging, p.SrcEid, p.Sender), ep.UnpackLazyInboundNonce)
	require.Equal(t, p.Nonce, lazy)
	hash := call(t, e.dst, e.dst.LZEndpoint, ep.PackInboundPayloadHash(e.dst.LZTokenMessaging, p.SrcEid, p.Sender, p.Nonce), ep.UnpackInboundPayloadHash)
	require.Equal(t, [32]byte{}, hash)
	// A second delivery of the same packet is refused by the endpoint.
	origin := contracts.Origin{SrcEid: p.SrcEid, Sender: p.Sender, Nonce: p.Nonce}
	opts := bind.NewKeyedTransactor(e.holder.Key, new(big.Int).SetUint64(e.dst.ChainID))
	_, err := bind.Transact(ep.Instance(e.dst.Client(), e.dst.LZEndpoint), opts, ep.PackLzReceive(origin, e.dst.LZTokenMessaging, p.GUID, p.Message, nil))
	require.ErrorContains(t, err, "execution reverted")
	// Nor can anyone but TokenMessaging make the pool pay (receiveTokenTaxi).
	pool := stargate.NewStargatePoolUSDC()
	_, err = bind.Transact(pool.Instance(e.dst.Client(), e.dst.LZPool), opts,
		pool.PackReceiveTokenTaxi(stargate.Origin(origin), p.GUID, e.holder.Address, amount.Uint64(), nil))
	require.ErrorContains(t, err, "execution reverted")
}

// Held deliveries wait; a payout the stand-in was told to fail (its receiver
// blacklisted by devchain's USDC while it is delivered) is cached by Stargate's pool
// (UnreceivedTokenCached), the blacklist lifted, and paid exactly once by
// retryReceiveToken.
func TestCachedPayoutAndRetry(t *testing.T) {
	t.Parallel()
	e := setup(t)
	amount := big.NewInt(2_000_000)
	before := e.balance(t, e.dst, e.to)
	e.relay.SetControl(lzexec.Control{Hold: true, CacheNext: 1})
	p := e.send(t, amount)
	pool := stargate.NewStargatePoolUSDC()
	for range 20 {
		e.dst.Mine()
	}
	require.Equal(t, e.credits, e.relay.Delivered(), "held")
	e.relay.SetControl(lzexec.Control{CacheNext: 1})
	require.Eventually(t, func() bool { return e.relay.Delivered() == e.credits+1 }, 180*time.Second, 20*time.Millisecond)
	cached := call(t, e.dst, e.dst.LZPool, pool.PackUnreceivedTokens(p.GUID, 0), func(b []byte) ([32]byte, error) { return pool.UnpackUnreceivedTokens(b) })
	require.Equal(t, layerzero.UnreceivedHash(p.SrcEid, e.to, amount, nil), common.Hash(cached))
	require.Equal(t, before, e.balance(t, e.dst, e.to), "cached, not paid")
	require.Equal(t, 0, e.relay.Control().CacheNext)
	usdc := contracts.NewUSDC()
	require.False(t, call(t, e.dst, e.dst.USDC, usdc.PackIsBlacklisted(e.to), usdc.UnpackIsBlacklisted),
		"the receiver's blacklist is lifted once the payout is cached")

	retry := pool.PackRetryReceiveToken(p.GUID, 0, p.SrcEid, e.to, amount, []byte{})
	require.Equal(t, uint64(1), transact(t, e.dst, e.holder, e.dst.LZPool, nil, retry).Status)
	require.Equal(t, new(big.Int).Add(before, amount), e.balance(t, e.dst, e.to))
	opts := bind.NewKeyedTransactor(e.holder.Key, new(big.Int).SetUint64(e.dst.ChainID))
	_, err := bind.Transact(pool.Instance(e.dst.Client(), e.dst.LZPool), opts, retry)
	require.ErrorContains(t, err, "execution reverted", "a second retry pays nothing")
	require.Equal(t, new(big.Int).Add(before, amount), e.balance(t, e.dst, e.to))
}

// A delay set by control keeps a packet waiting however deep it is, and delivery
// resumes once the delay is lifted.
func TestControlDelaysDelivery(t *testing.T) {
	t.Parallel()
	e := setup(t)
	amount := big.NewInt(700_000)
	before := e.balance(t, e.dst, e.to)
	e.relay.SetControl(lzexec.Control{DelayMS: int(time.Hour.Milliseconds())})
	e.send(t, amount)
	for range 20 {
		e.dst.Mine()
	}
	require.Equal(t, e.credits, e.relay.Delivered(), "delayed")
	require.Equal(t, before, e.balance(t, e.dst, e.to))
	e.relay.SetControl(lzexec.Control{})
	require.Eventually(t, func() bool { return e.relay.Delivered() == e.credits+1 }, 60*time.Second, 20*time.Millisecond)
	require.Equal(t, new(big.Int).Add(before, amount), e.balance(t, e.dst, e.to))
}

// tryTransact sends data to `to` from `from` on c, returning the error a refused
// transaction gets (gas estimation runs it first, so a revert is an error here).
func tryTransact(t *testing.T, c *devchain.Chain, from devchain.Account, to common.Address, data []byte) error {
	t.Helper()
	opts := bind.NewKeyedTransactor(from.Key, new(big.Int).SetUint64(c.ChainID))
	_, err := bind.Transact(bind.NewBoundContract(to, contracts.NewERC20().GetABI(), c.Client(), c.Client(), c.Client()), opts, data)
	return err
}

// A packet is not deliverable until the DVN its path requires has verified it:
// ReceiveUln302 refuses commitVerification, so the endpoint holds no payload hash and
// refuses lzReceive, while only the packet exists, after a verify in anyone's name but
// the DVN's (the DVN's own signer calling the library itself), and after a DVN
// instruction no signer of the DVN signed. The DVN's execute of its signer's
// instruction makes it committable, then deliverable.
func TestPacketIsNotDeliverableUntilTheDVNVerifies(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.relay.SetControl(lzexec.Control{Hold: true})
	amount := big.NewInt(900_000)
	before := e.balance(t, e.dst, e.to)
	p := e.send(t, amount)
	lib, dvnAddr := e.dst.LZULN.ReceiveLib, e.dst.LZULN.DVN
	recv, dv, ep := receiveuln302.NewReceiveUln302(), dvn.NewDVN(), contracts.NewEndpointV2()
	header, payloadHash := p.Bytes()[:81], p.PayloadHash()
	commit := recv.PackCommitVerification(header, payloadHash)
	origin := contracts.Origin{SrcEid: p.SrcEid, Sender: p.Sender, Nonce: p.Nonce}
	lzReceive := ep.PackLzReceive(origin, e.dst.LZTokenMessaging, p.GUID, p.Message, nil)
	refused := func(when string) {
		t.Helper()
		require.ErrorContains(t, tryTransact(t, e.dst, e.holder, lib, commit), "execution reverted", "commitVerification %s", when)
		require.ErrorContains(t, tryTransact(t, e.dst, e.holder, e.dst.LZEndpoint, lzReceive), "execution reverted", "lzReceive %s", when)
	}
	refused("before any verification")

	signer := e.dc.LZExecutor()
	verify := recv.PackVerify(header, payloadHash, 5)
	require.Equal(t, uint64(1), transact(t, e.dst, signer, lib, nil, verify).Status)
	refused("after a verify in the signer's own name")

	head, err := e.dst.Client().HeaderByNumber(t.Context(), nil)
	require.NoError(t, err)
	expiration := new(big.Int).SetUint64(head.Time + 3600)
	execute := func(key devchain.Account) *types.Receipt {
		t.Helper()
		sig, err := lzexec.SignInstruction(key.Key, devchain.LZDVNVid, lib, verify, expiration)
		require.NoError(t, err)
		r := transact(t, e.dst, signer, dvnAddr, nil, dv.PackExecute([]dvn.ExecuteParam{
			{Vid: devchain.LZDVNVid, Target: lib, CallData: verify, Expiration: expiration, Signatures: sig}}))
		require.Equal(t, uint64(1), r.Status)
		return r
	}
	r := execute(e.holder)
	require.Len(t, r.Logs, 1)
	_, err = dv.UnpackVerifySignaturesFailedEvent(r.Logs[0])
	require.NoError(t, err, "the DVN refuses an instruction its signers did not sign")
	refused("after an instruction no signer of the DVN signed")

	r = execute(signer)
	require.Len(t, r.Logs, 1)
	ev, err := recv.UnpackPayloadVerifiedEvent(r.Logs[0])
	require.NoError(t, err)
	require.Equal(t, dvnAddr, ev.Dvn)
	require.Equal(t, uint64(1), transact(t, e.dst, e.holder, lib, nil, commit).Status)
	hash := call(t, e.dst, e.dst.LZEndpoint, ep.PackInboundPayloadHash(e.dst.LZTokenMessaging, p.SrcEid, p.Sender, p.Nonce), ep.UnpackInboundPayloadHash)
	require.Equal(t, [32]byte(payloadHash), hash, "committed to the endpoint")
	require.Equal(t, uint64(1), transact(t, e.dst, e.holder, e.dst.LZEndpoint, nil, lzReceive).Status)
	require.Equal(t, new(big.Int).Add(before, amount), e.balance(t, e.dst, e.to))
}
