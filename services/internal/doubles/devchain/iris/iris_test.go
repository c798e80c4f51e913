package iris_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// env is two devchain chains with Circle's CCTP contracts and the attestation double.
type env struct {
	t        *testing.T
	ctx      context.Context
	dc       *devchain.Devchain
	chains   *evm.Config
	srv      *iris.Server // nil when the double runs as a process
	url      string
	src, dst *devchain.Chain
	http     *http.Client
}

// minFee is TokenMessengerV2's minimum fee on the test chains: 1 bps (in 1/1000 bps).
var minFee = big.NewInt(1000)

func newEnv(t *testing.T, icfg iris.Config) *env {
	t.Helper()
	dc, chains, _, srv := devchaintest.StartCCTP(t, devchain.Config{
		Chains:        []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts:      3,
		BlockInterval: devchaintest.BlockInterval,
		CCTPMinFee:    minFee,
	}, icfg)
	hc := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 10 * time.Second}
	return &env{t: t, ctx: context.Background(), dc: dc, chains: chains, srv: srv, url: srv.URL(),
		src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"), http: hc}
}

// burn approves and deposits amount from account `from` on the source chain for
// recipient on the destination, and returns the signed depositForBurn transaction;
// it is broadcast only if send.
func (e *env) burn(from devchain.Account, recipient common.Address, amount, maxFee *big.Int, minFinality uint32, send bool) *types.Transaction {
	e.t.Helper()
	usdc := contracts.NewUSDC()
	tm := contracts.NewTokenMessengerV2()
	e.transact(e.src, from, e.src.USDC, usdc.PackApprove(e.src.TokenMessenger, amount))
	data := tm.PackDepositForBurn(amount, e.dst.CCTPDomain, cctp.AddressToBytes32(recipient), e.src.USDC,
		common.Hash{}, maxFee, minFinality)
	tx := e.sign(e.src, from, e.src.TokenMessenger, data)
	if send {
		require.NoError(e.t, e.src.Client().SendTransaction(e.ctx, tx))
		e.waitReceipt(e.src, tx.Hash())
	}
	return tx
}

func (e *env) sign(c *devchain.Chain, from devchain.Account, to common.Address, data []byte) *types.Transaction {
	e.t.Helper()
	nonce, err := c.Client().PendingNonceAt(e.ctx, from.Address)
	require.NoError(e.t, err)
	id := new(big.Int).SetUint64(c.ChainID)
	return types.MustSignNewTx(from.Key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 1_000_000, To: &to, Data: data,
	})
}

// transact sends a call and requires it mined successfully.
func (e *env) transact(c *devchain.Chain, from devchain.Account, to common.Address, data []byte) *types.Receipt {
	e.t.Helper()
	tx := e.sign(c, from, to, data)
	require.NoError(e.t, c.Client().SendTransaction(e.ctx, tx))
	r := e.waitReceipt(c, tx.Hash())
	require.Equal(e.t, types.ReceiptStatusSuccessful, r.Status, "transaction reverted")
	return r
}

func (e *env) waitReceipt(c *devchain.Chain, h common.Hash) *types.Receipt {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(e.ctx, 10*time.Second)
	defer cancel()
	r, err := c.WaitMined(ctx, h)
	require.NoError(e.t, err)
	return r
}

// call eth_calls to with data from `from` and returns the revert error, if any.
func (e *env) call(c *devchain.Chain, from common.Address, to common.Address, data []byte) error {
	_, err := c.Client().CallContract(e.ctx, ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
	return err
}

// answer is a response of the double, read whole.
type answer struct {
	status int
	header http.Header
	body   []byte
}

// do sends one request to the double with client c and returns its answer, or the
// transport error.
func (e *env) do(c *http.Client, method, path, body string) (answer, error) {
	req, err := http.NewRequestWithContext(e.ctx, method, e.url+path, strings.NewReader(body))
	require.NoError(e.t, err)
	resp, err := c.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer func() { _ = resp.Body.Close() }()
	b, err := io.ReadAll(resp.Body)
	return answer{status: resp.StatusCode, header: resp.Header, body: b}, err
}

func (e *env) get(path string) (int, []byte) {
	e.t.Helper()
	a, err := e.do(e.http, http.MethodGet, path, "")
	require.NoError(e.t, err)
	return a.status, a.body
}

func (e *env) messages(txHash common.Hash) (int, cctp.MessagesResponse) {
	e.t.Helper()
	status, body := e.get(fmt.Sprintf("/v2/messages/%d?transactionHash=%s", e.src.CCTPDomain, txHash.Hex()))
	var out cctp.MessagesResponse
	if status == http.StatusOK {
		require.NoError(e.t, json.Unmarshal(body, &out), string(body))
	}
	return status, out
}

// waitComplete polls the attestation service until the burn's message is complete.
func (e *env) waitComplete(txHash common.Hash) cctp.IrisMessage {
	e.t.Helper()
	var m cctp.IrisMessage
	require.Eventually(e.t, func() bool {
		status, resp := e.messages(txHash)
		if status != http.StatusOK {
			return false
		}
		require.Len(e.t, resp.Messages, 1)
		m = resp.Messages[0]
		return m.Status == cctp.StatusComplete
	}, 20*time.Second, 10*time.Millisecond)
	return m
}

func (e *env) balance(c *devchain.Chain, a common.Address) *big.Int {
	e.t.Helper()
	usdc := contracts.NewUSDC()
	b, err := bind.Call(usdc.Instance(c.Client(), c.USDC), nil, usdc.PackBalanceOf(a), usdc.UnpackBalanceOf)
	require.NoError(e.t, err)
	return b
}

// A burn on dev-1 is unknown to the attestation service until mined (404), is
// attested once its Fast finality has passed, and its attested message mints on
// dev-2 exactly once: the second receive of the same message reverts with "Nonce
// already used", as do tampered messages and malformed signature sets before it.
func TestBurnAttestReceive(t *testing.T) {
	t.Parallel()
	fast := iris.Finality{Blocks: 3}
	e := newEnv(t, iris.Config{Fast: fast, Standard: iris.Finality{Blocks: 5}, FastFeeBps: 1})
	accts := e.dc.Accounts()
	depositor, recipient, relayer, feeRecipient := accts[1], accts[2].Address, accts[3], accts[0].Address
	amount := big.NewInt(10_000_000) // 10 USDC
	maxFee := big.NewInt(2_000)      // 2 bps: covers the 1 bps fast fee and the 1 bps min fee

	srcBefore := e.balance(e.src, depositor.Address)
	dstBefore, feeBefore := e.balance(e.dst, recipient), e.balance(e.dst, feeRecipient)

	tx := e.burn(depositor, recipient, amount, maxFee, cctp.FinalityFast, false)
	status, _ := e.messages(tx.Hash())
	require.Equal(t, http.StatusNotFound, status, "not seen before it is broadcast")
	require.NoError(t, e.src.Client().SendTransaction(e.ctx, tx))
	burnReceipt := e.waitReceipt(e.src, tx.Hash())
	require.Equal(t, types.ReceiptStatusSuccessful, burnReceipt.Status)
	require.Equal(t, new(big.Int).Sub(srcBefore, amount), e.balance(e.src, depositor.Address), "burned on deposit")

	// The source chain's message: nonce and finality empty, as the real contract emits it.
	var sent []byte
	for _, l := range burnReceipt.Logs {
		if l.Topics[0] == cctp.MessageSentTopic {
			ev, err := contracts.NewMessageTransmitterV2().UnpackMessageSentEvent(l)
			require.NoError(t, err)
			sent = ev.Message
		}
	}
	srcMsg, err := cctp.ParseMessage(sent)
	require.NoError(t, err)
	require.Equal(t, common.Hash{}, srcMsg.Nonce)
	require.Zero(t, srcMsg.FinalityThresholdExecuted)

	m := e.waitComplete(tx.Hash())
	head, err := e.src.Client().BlockNumber(e.ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, head-burnReceipt.BlockNumber.Uint64()+1, fast.Blocks, "attested only after the fast threshold's blocks")
	message, attestation := hexutil.MustDecode(m.Message), hexutil.MustDecode(m.Attestation)
	msg, err := cctp.ParseMessage(message)
	require.NoError(t, err)
	require.NotEqual(t, common.Hash{}, msg.Nonce)
	require.Equal(t, msg.Nonce.Hex(), m.EventNonce)
	require.Equal(t, cctp.FinalityFast, msg.FinalityThresholdExecuted)
	require.Equal(t, e.dst.CCTPDomain, msg.DestinationDomain)
	body, err := cctp.ParseBurnBody(msg.Body)
	require.NoError(t, err)
	fee := big.NewInt(1_000) // 1 bps of 10 USDC
	require.Equal(t, fee, body.FeeExecuted)
	require.Equal(t, amount.String(), m.DecodedMessage.DecodedMessageBody.Amount)
	// Polling again gives the same message and attestation.
	require.Equal(t, m, e.waitComplete(tx.Hash()))

	mt := contracts.NewMessageTransmitterV2()
	receive := func(message, attestation []byte) []byte { return mt.PackReceiveMessage(message, attestation) }
	sigs := func(keys ...int) []byte {
		var out []byte
		for _, k := range keys {
			out = append(out, attestation[k*65:(k+1)*65]...)
		}
		return out
	}
	stranger, err := crypto.GenerateKey()
	require.NoError(t, err)
	tampered := bytes.Clone(message)
	tampered[len(tampered)-1-228+100] ^= 1 // one bit of the amount
	lowV := bytes.Clone(attestation)
	lowV[64] -= 27
	refused := []struct {
		name        string
		chain       *devchain.Chain
		message     []byte
		attestation []byte
		want        string
	}{
		{"tampered message", e.dst, tampered, attestation, "Invalid signature"},
		{"source message, nonce empty", e.dst, sent, mustAttest(t, sent, e.dc.AttesterKeys()), "Nonce already used"},
		{"signatures out of order", e.dst, message, sigs(1, 0), "Invalid signature order or dupe"},
		{"one signature twice", e.dst, message, sigs(0, 0), "Invalid signature order or dupe"},
		{"too few signatures", e.dst, message, sigs(0), "Invalid attestation length"},
		{"v not 27 or 28", e.dst, message, lowV, "invalid signature 'v' value"},
		{"not an attester", e.dst, message, mustAttest(t, message, append(e.dc.AttesterKeys()[:1:1], stranger)), "Invalid signature"},
		{"wrong destination", e.src, message, attestation, "Invalid destination domain"},
	}
	for _, tt := range refused {
		err := e.call(tt.chain, relayer.Address, tt.chain.MessageTransmitter, receive(tt.message, tt.attestation))
		require.ErrorContains(t, err, tt.want, tt.name)
	}

	r := e.transact(e.dst, relayer, e.dst.MessageTransmitter, receive(message, attestation))
	require.Equal(t, new(big.Int).Add(dstBefore, new(big.Int).Sub(amount, fee)), e.balance(e.dst, recipient), "minted on receive, less the fee")
	require.Equal(t, new(big.Int).Add(feeBefore, fee), e.balance(e.dst, feeRecipient))
	var received bool
	for _, l := range r.Logs {
		if ev, err := mt.UnpackMessageReceivedEvent(l); err == nil {
			received = true
			require.Equal(t, msg.Nonce, common.Hash(ev.Nonce))
			require.Equal(t, e.src.CCTPDomain, ev.SourceDomain)
			require.Equal(t, relayer.Address, ev.Caller)
		}
	}
	require.True(t, received, "MessageReceived")
	used, err := bind.Call(mt.Instance(e.dst.Client(), e.dst.MessageTransmitter), nil, mt.PackUsedNonces(msg.Nonce), mt.UnpackUsedNonces)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(1), used, "usedNonces is keyed by the attested nonce itself")

	err = e.call(e.dst, relayer.Address, e.dst.MessageTransmitter, receive(message, attestation))
	require.ErrorContains(t, err, "Nonce already used")
	require.Equal(t, new(big.Int).Add(dstBefore, new(big.Int).Sub(amount, fee)), e.balance(e.dst, recipient), "minted once")
}

func mustAttest(t *testing.T, message []byte, keys []*ecdsa.PrivateKey) []byte {
	t.Helper()
	att, err := cctp.Attest(message, keys)
	require.NoError(t, err)
	return att
}

// Before the threshold's blocks pass the message is pending, with no message or
// attestation to use; a Fast burn whose maxFee does not cover the fast fee waits for
// Standard finality and says why. Unknown domains and malformed hashes are refused.
func TestPendingAndRefusals(t *testing.T) {
	t.Parallel()
	never := iris.Finality{Blocks: 1 << 40}
	e := newEnv(t, iris.Config{Fast: never, Standard: never, FastFeeBps: 5})
	accts := e.dc.Accounts()
	amount := big.NewInt(1_000_000)
	tests := []struct {
		name        string
		maxFee      *big.Int
		minFinality uint32
		delayReason string
	}{
		{"standard", big.NewInt(100), cctp.FinalityStandard, ""},
		{"fast", big.NewInt(500), cctp.FinalityFast, ""},
		{"fast with too small a max fee", big.NewInt(100), cctp.FinalityFast, "insufficient_fee"},
	}
	for _, tt := range tests {
		tx := e.burn(accts[1], accts[2].Address, amount, tt.maxFee, tt.minFinality, true)
		status, resp := e.messages(tx.Hash())
		require.Equal(t, http.StatusOK, status, tt.name)
		require.Len(t, resp.Messages, 1, tt.name)
		m := resp.Messages[0]
		require.Equal(t, cctp.StatusPendingConfirmations, m.Status, tt.name)
		require.Equal(t, cctp.AttestationPending, m.Attestation, tt.name)
		require.Equal(t, "0x", m.Message, tt.name)
		require.Equal(t, tt.delayReason, m.DelayReason, tt.name)
	}

	for _, path := range []string{
		"/v2/messages/999?transactionHash=" + common.Hash{1}.Hex(),
		fmt.Sprintf("/v2/messages/%d?transactionHash=0x1234", e.src.CCTPDomain),
		fmt.Sprintf("/v2/messages/%d", e.src.CCTPDomain),
	} {
		status, _ := e.get(path)
		require.Equal(t, http.StatusBadRequest, status, path)
	}
	// A mined transaction without a CCTP message is not found either.
	r := e.transact(e.src, accts[1], e.src.USDC, contracts.NewUSDC().PackApprove(accts[2].Address, big.NewInt(1)))
	status, _ := e.messages(r.TxHash)
	require.Equal(t, http.StatusNotFound, status)
}

// The fees endpoint publishes the configured fast and standard fees for known routes.
func TestFees(t *testing.T) {
	t.Parallel()
	e := newEnv(t, iris.Config{FastFeeBps: 1.5})
	status, body := e.get(fmt.Sprintf("/v2/burn/USDC/fees/%d/%d", e.src.CCTPDomain, e.dst.CCTPDomain))
	require.Equal(t, http.StatusOK, status)
	require.JSONEq(t, `[{"finalityThreshold":1000,"minimumFee":1.5},{"finalityThreshold":2000,"minimumFee":0}]`, string(body))
	for _, path := range []string{
		fmt.Sprintf("/v2/burn/USDC/fees/%d/%d", e.src.CCTPDomain, e.src.CCTPDomain),
		fmt.Sprintf("/v2/burn/USDC/fees/%d/7", e.src.CCTPDomain),
		"/v2/burn/USDC/fees/x/1",
	} {
		status, _ := e.get(path)
		require.Equal(t, http.StatusBadRequest, status, path)
	}
}

// More requests than the rate limit in one window are answered 429 with Retry-After;
// the faults set over HTTP make the service down, slow or failing until cleared.
func TestRateLimitAndFaults(t *testing.T) {
	t.Parallel()
	e := newEnv(t, iris.Config{RateLimit: 3, RateWindow: time.Hour})
	fees := fmt.Sprintf("/v2/burn/USDC/fees/%d/%d", e.src.CCTPDomain, e.dst.CCTPDomain)
	for range 3 {
		status, _ := e.get(fees)
		require.Equal(t, http.StatusOK, status)
	}
	a, err := e.do(e.http, http.MethodGet, fees, "")
	require.NoError(t, err)
	require.Equal(t, http.StatusTooManyRequests, a.status)
	require.Equal(t, "3600", a.header.Get("Retry-After"))

	setFaults := func(body string) {
		t.Helper()
		method := http.MethodPost
		if body == "" {
			method = http.MethodDelete
		}
		a, err := e.do(e.http, method, "/faults", body)
		require.NoError(t, err)
		require.Less(t, a.status, 300)
	}
	setFaults(`{"status":503}`)
	status, _ := e.get(fees)
	require.Equal(t, http.StatusServiceUnavailable, status, "5xx on command, before the rate limit")

	setFaults(`{"down":true}`)
	_, err = e.do(e.http, http.MethodGet, fees, "")
	require.Error(t, err, "down: the connection closes without an answer")

	setFaults(`{"delay_ms":5000}`)
	impatient := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 100 * time.Millisecond}
	_, err = e.do(impatient, http.MethodGet, fees, "")
	require.ErrorContains(t, err, "Client.Timeout", "slow")

	setFaults("")
	status, body := e.get("/faults")
	require.Equal(t, http.StatusOK, status)
	require.JSONEq(t, `{}`, string(body))
	status, _ = e.get(fees)
	require.Equal(t, http.StatusTooManyRequests, status, "faults cleared; the window's limit still holds")
}

// The double also runs as its own process (cctp-attester, as `make run` starts it)
// on the configuration devchain wrote, and a restart changes no answer: the same
// complete message and attestation come back after a kill.
func TestAttesterProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	dc, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    dir, Accounts: 3, BlockInterval: devchaintest.BlockInterval, AttestationURL: devchaintest.FreeLoopbackURL(t),
	})
	configFile := filepath.Join(dir, "chains.yaml")
	flags := []string{"--fast-blocks=2", "--fast-delay=0s", "--standard-blocks=3", "--standard-delay=0s"}
	proc := devchaintest.StartAttesterProcess(t, configFile, flags...)
	e := &env{t: t, ctx: context.Background(), dc: dc, chains: chains, url: chains.Chains[0].CCTP.AttestationURL,
		src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"),
		http: &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 10 * time.Second}}
	accts := dc.Accounts()
	tx := e.burn(accts[1], accts[2].Address, big.NewInt(5_000_000), big.NewInt(1), cctp.FinalityStandard, true)
	first := e.waitComplete(tx.Hash())

	proc.Kill()
	devchaintest.StartAttesterProcess(t, configFile, flags...)
	require.Equal(t, first, e.waitComplete(tx.Hash()))
	mt := contracts.NewMessageTransmitterV2()
	e.transact(e.dst, accts[3], e.dst.MessageTransmitter,
		mt.PackReceiveMessage(hexutil.MustDecode(first.Message), hexutil.MustDecode(first.Attestation)))
}

// The time part of a finality threshold counts from when the double first saw the
// burn: pending at first sight, complete only once the delay has passed.
func TestFinalityDelay(t *testing.T) {
	t.Parallel()
	delay := 500 * time.Millisecond
	e := newEnv(t, iris.Config{Standard: iris.Finality{Blocks: 1, Delay: delay}})
	accts := e.dc.Accounts()
	tx := e.burn(accts[1], accts[2].Address, big.NewInt(1_000_000), big.NewInt(100), cctp.FinalityStandard, true)
	seen := time.Now()
	status, resp := e.messages(tx.Hash())
	require.Equal(t, http.StatusOK, status)
	require.Equal(t, cctp.StatusPendingConfirmations, resp.Messages[0].Status, "deep enough, not old enough")
	m := e.waitComplete(tx.Hash())
	require.GreaterOrEqual(t, time.Since(seen), delay)
	require.Equal(t, cctp.StatusComplete, m.Status)
	msg, err := cctp.ParseMessage(hexutil.MustDecode(m.Message))
	require.NoError(t, err)
	require.Equal(t, cctp.FinalityStandard, msg.FinalityThresholdExecuted)
}

// A Fast attestation carries an expirationBlock (the destination's head when attested
// plus FastExpiryBlocks): the destination refuses the message from that block on, as
// Circle's TokenMessengerV2 does. POST /v2/reattest/{nonce} (Circle's answer, nothing
// more) makes /v2/messages attest the same message again, pending until the burn is
// Standard-final, then as Finalized with no expiration and the Fast fee kept, which
// mints exactly once.
func TestFastAttestationExpiresAndIsReattested(t *testing.T) {
	t.Parallel()
	const lifetime = 3
	e := newEnv(t, iris.Config{Fast: iris.Finality{Blocks: 2}, Standard: iris.Finality{Blocks: 6}, FastFeeBps: 1, FastExpiryBlocks: lifetime})
	accts := e.dc.Accounts()
	recipient, relayer := accts[2].Address, accts[3]
	amount, maxFee := big.NewInt(10_000_000), big.NewInt(2_000)
	tx := e.burn(accts[1], recipient, amount, maxFee, cctp.FinalityFast, true)
	dstHead, err := e.dst.Client().BlockNumber(e.ctx)
	require.NoError(t, err)
	m := e.waitComplete(tx.Hash())
	fast, err := cctp.ParseMessage(hexutil.MustDecode(m.Message))
	require.NoError(t, err)
	require.Equal(t, cctp.FinalityFast, fast.FinalityThresholdExecuted)
	fastBody, err := cctp.ParseBurnBody(fast.Body)
	require.NoError(t, err)
	expiry := fastBody.ExpirationBlock.Uint64()
	require.GreaterOrEqual(t, expiry, dstHead+lifetime, "the destination's head when attested plus the lifetime")
	require.Equal(t, fmt.Sprint(expiry), m.DecodedMessage.DecodedMessageBody.ExpirationBlock)
	require.Equal(t, m, e.waitComplete(tx.Hash()), "the expiration is fixed once attested")

	for head, err := e.dst.Client().BlockNumber(e.ctx); head < expiry; head, err = e.dst.Client().BlockNumber(e.ctx) {
		require.NoError(t, err)
		e.dst.Mine()
	}
	mt := contracts.NewMessageTransmitterV2()
	receive := func(m cctp.IrisMessage) []byte {
		return mt.PackReceiveMessage(hexutil.MustDecode(m.Message), hexutil.MustDecode(m.Attestation))
	}
	require.ErrorContains(t, e.call(e.dst, relayer.Address, e.dst.MessageTransmitter, receive(m)), "Message expired and must be re-signed")

	for _, tt := range []struct {
		nonce  string
		status int
	}{
		{common.Hash{1}.Hex(), http.StatusNotFound},
		{"0x1234", http.StatusBadRequest},
	} {
		a, err := e.do(e.http, http.MethodPost, "/v2/reattest/"+tt.nonce, "")
		require.NoError(t, err)
		require.Equal(t, tt.status, a.status, tt.nonce)
	}
	a, err := e.do(e.http, http.MethodPost, "/v2/reattest/"+fast.Nonce.Hex(), "")
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, a.status, string(a.body))
	require.JSONEq(t, fmt.Sprintf(`{"message":"Re-attestation successfully requested for nonce.","nonce":%q}`, fast.Nonce.Hex()), string(a.body))

	again := e.waitComplete(tx.Hash())
	head, err := e.src.Client().BlockNumber(e.ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, head-e.waitReceipt(e.src, tx.Hash()).BlockNumber.Uint64()+1, uint64(6), "re-attested only once Standard-final")
	final, err := cctp.ParseMessage(hexutil.MustDecode(again.Message))
	require.NoError(t, err)
	finalBody, err := cctp.ParseBurnBody(final.Body)
	require.NoError(t, err)
	require.Equal(t, fast.Nonce, final.Nonce, "the same message")
	require.Equal(t, cctp.FinalityStandard, final.FinalityThresholdExecuted)
	require.Zero(t, finalBody.ExpirationBlock.Sign(), "no expiration")
	require.Equal(t, fastBody.FeeExecuted, finalBody.FeeExecuted, "the Fast fee is kept")
	a, err = e.do(e.http, http.MethodPost, "/v2/reattest/"+fast.Nonce.Hex(), "")
	require.NoError(t, err)
	require.Equal(t, http.StatusBadRequest, a.status, "already finalized")

	before := e.balance(e.dst, recipient)
	e.transact(e.dst, relayer, e.dst.MessageTransmitter, receive(again))
	require.Equal(t, new(big.Int).Add(before, new(big.Int).Sub(amount, finalBody.FeeExecuted)), e.balance(e.dst, recipient))
	require.ErrorContains(t, e.call(e.dst, relayer.Address, e.dst.MessageTransmitter, receive(m)), "Nonce already used", "one mint for the nonce")
}
