package e2e_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

// cexBins builds, once per package run, the Bybit double and capital-transfer-followup
// into the package's bins folder.
var cexBins = sync.OnceValue(func() error {
	build := exec.CommandContext(context.Background(), "go", "build", "-tags", "crashtest", "-o", bins+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/dev/bybit-double", "github.com/qtgdev/qtg/services/capital-transfer-followup")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("build bybit-double and capital-transfer-followup: %w\n%s", err, out)
	}
	return nil
})

const (
	cexAPIKey     = "e2eTreasury01"
	cexReadAPIKey = "e2eTreasuryRO1"
	cexVenue      = "bybit-dev"
)

// cexEnv is one chain (dev-1) on devchain, the Bybit double paying and watching it,
// the gateway, and the venue configuration in two files: venues.yaml (the withdrawal
// key, for dispatcher and recovery) and venues.read.yaml (read key only, everyone
// else), as make run hands them out. Every one of them is its own process.
type cexEnv struct {
	*evmEnv
	api       *api
	double    *proc
	doubleURL string
	hot       common.Address // the venue's hot wallet: pays every withdrawal
	deposit   common.Address // the treasury account's deposit address on dev-1
	withdraw  string         // venues.yaml
	reader    *bybit.Client  // the read-only key, as the test's own view of the venue
	// callbacks collects the bodies callback-dispatcher delivers to callbackURL.
	callbacks   *syncbuf.Buffer
	callbackURL string
}

func newCEXEnv(t *testing.T) *cexEnv {
	t.Helper()
	require.NoError(t, evmBins())
	require.NoError(t, cexBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	receiver := &syncbuf.Buffer{}
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		_, _ = receiver.Write(append(b, '\n'))
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(hook.Close)
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra:        []string{"MG_CONFIG_FILE=" + cfgPath, "MG_CALLBACK_SECRETS=cex-callback-secret-0123456789", "MG_CALLBACK_ALLOW_PRIVATE=true"},
		publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-1:31337")
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())
	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	ee := &evmEnv{env: e, cfg: cfg, clients: map[string]*ethclient.Client{}}
	cl, err := ethclient.DialContext(context.Background(), cfg.Chains[0].RPCURL)
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	ee.clients["dev-1"] = cl
	byName := map[string]common.Address{}
	for _, s := range cfg.Signers {
		byName[s.Name] = s.Address
	}
	ee.a, ee.b, ee.c = byName["dev1"], byName["dev2"], byName["dev3"]

	// The double: a fresh hot wallet (not a QTG signer), funded here; the treasury
	// account with 1000 USDC and only dev1 in its address book.
	bdir := filepath.Join(dir, "bybit")
	require.NoError(t, os.MkdirAll(bdir, 0o700))
	hotKey := filepath.Join(bdir, "hot-wallet.key")
	hot := fundHotWallet(t, ee, hotKey)
	secret, readSecret := filepath.Join(bdir, "treasury.secret"), filepath.Join(bdir, "treasury-read.secret")
	require.NoError(t, os.WriteFile(secret, []byte("e2e-withdraw-secret-0123456789\n"), 0o600))
	require.NoError(t, os.WriteFile(readSecret, []byte("e2e-read-secret-0123456789\n"), 0o600))
	writeJSON(t, filepath.Join(bdir, "bybit-double.yaml"), map[string]any{ // JSON is YAML
		"listen": "127.0.0.1:0", "chains_file": cfgPath, "hot_wallet": map[string]string{"key_file": hotKey},
		"tick": "50ms", "security_check_delay": "100ms", "deposit_confirmations": 2, "default_rate_limit": 100000,
		"rate_limits": map[string]int{"/v5/asset/withdraw/create": 100000},
		// Bybit's interval between two creates on a chain and coin is 10 s; the venue
		// configuration below says the same 200 ms, so QTG paces by it.
		"withdraw_interval": "200ms",
		"chains":            []map[string]string{{"name": "dev-1", "bybit_chain": "DEV-1", "withdraw_fee": "0.5"}},
		"accounts": []map[string]any{{
			"name": "treasury", "api_key": cexAPIKey, "secret_file": secret,
			"read_keys":    []map[string]string{{"api_key": cexReadAPIKey, "secret_file": readSecret}},
			"balances":     map[string]string{"USDC": "1000"},
			"address_book": []map[string]string{{"coin": "USDC", "chain": "DEV-1", "address": ee.a.Hex()}},
		}},
	})
	info := filepath.Join(bdir, "info.json")
	double := e.start("bybit-double", "MG_BYBIT_DOUBLE_CONFIG="+filepath.Join(bdir, "bybit-double.yaml"), "MG_BYBIT_DOUBLE_INFO_FILE="+info)
	var di struct {
		URL      string `json:"url"`
		Accounts []struct {
			DepositAddresses map[string]string `json:"deposit_addresses"`
		} `json:"accounts"`
	}
	require.Eventually(t, func() bool {
		raw, err := os.ReadFile(info)
		return (err == nil && json.Unmarshal(raw, &di) == nil) || double.exited()
	}, 30*time.Second, 10*time.Millisecond)
	require.False(t, double.exited(), "bybit-double exited (%v):\n%s", double.err, double.out.String())
	dep := common.HexToAddress(di.Accounts[0].DepositAddresses["dev-1"])

	// The venue configuration, as devrun writes it: the read file names the withdrawal
	// secret by a variable nobody sets.
	withdraw, read := filepath.Join(bdir, "venues.yaml"), filepath.Join(bdir, "venues.read.yaml")
	for file, key := range map[string]map[string]string{
		withdraw: {"api_key": cexAPIKey, "secret_file": secret},
		read:     {"api_key": cexAPIKey, "secret_env": "QTG_E2E_WITHDRAW_SECRET_NOT_SET"},
	} {
		writeJSON(t, file, map[string]any{"venues": []map[string]any{{
			"name": cexVenue, "kind": "bybit", "base_url": di.URL, "allow_insecure": true, "account_type": "FUND",
			"withdraw_key": key, "read_key": map[string]string{"api_key": cexReadAPIKey, "secret_file": readSecret},
			"withdrawal_sla": "10m", "deposit_sla": "10m", "withdraw_interval": "200ms",
			"coins":  []map[string]string{{"token": "USDC", "coin": "USDC"}},
			"chains": []map[string]string{{"chain": "dev-1", "venue_chain": "DEV-1", "deposit_address": dep.Hex()}},
		}}})
	}
	vc, err := venue.LoadFile(read, venue.AccessRead, os.Getenv)
	require.NoError(t, err)
	v, ok := vc.Venue(cexVenue)
	require.True(t, ok)
	e.extra = append(e.extra, "MG_VENUES_FILE="+read)
	ce := &cexEnv{evmEnv: ee, double: double, doubleURL: di.URL, hot: hot, deposit: dep, withdraw: withdraw,
		reader: v.Reader, callbacks: receiver}
	ce.api = e.startAPI()
	ce.callbackURL = hook.URL + "/hook"
	return ce
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	raw, err := json.MarshalIndent(v, "", "  ")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, raw, 0o600))
}

// fundHotWallet writes a fresh key to keyFile and funds its address on dev-1 from
// devchain's deployer (the token's minter): 10,000 USDC minted and 10 ether.
func fundHotWallet(t *testing.T, e *evmEnv, keyFile string) common.Address {
	t.Helper()
	ctx := context.Background()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(keyFile, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600))
	hot := crypto.PubkeyToAddress(key.PublicKey)
	raw, err := os.ReadFile(e.cfg.Signers[0].KeyFile)
	require.NoError(t, err)
	deployer, err := evm.ParseKey(string(raw))
	require.NoError(t, err)
	ch := e.cfg.Chains[0]
	tok, ok := ch.Token("USDC")
	require.True(t, ok)
	cl := e.clients[ch.Name]
	opts := bind.NewKeyedTransactor(deployer, new(big.Int).SetUint64(ch.ChainID))
	opts.Context = ctx
	mined := func(tx *types.Transaction, err error) {
		require.NoError(t, err)
		r, err := bind.WaitMined(ctx, cl, tx.Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
	usdc := contracts.NewUSDC()
	mined(bind.Transact(usdc.Instance(cl, tok.Address), opts, usdc.PackMint(hot, big.NewInt(10_000_000_000))))
	opts.Value, opts.GasLimit = new(big.Int).Mul(big.NewInt(10), big.NewInt(params.Ether)), params.TxGas
	mined(bind.Transact(bind.NewBoundContract(hot, abi.ABI{}, cl, cl, cl), opts, nil))
	return hot
}

// control calls the double's control endpoint and returns the answer's body.
func (c *cexEnv) control(method, path, body string) []byte {
	c.t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), method, c.doubleURL+path, strings.NewReader(body))
	require.NoError(c.t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer func() { _ = res.Body.Close() }()
	out, err := io.ReadAll(res.Body)
	require.NoError(c.t, err)
	require.Equal(c.t, http.StatusOK, res.StatusCode, "%s %s: %s", method, path, out)
	return out
}

// venueWithdrawals is how many withdrawals the double's treasury account holds (its
// records, through the control endpoint).
func (c *cexEnv) venueWithdrawals() int {
	c.t.Helper()
	var info struct {
		Withdrawals int `json:"withdrawals"`
	}
	require.NoError(c.t, json.Unmarshal(c.control(http.MethodGet, "/control/accounts/treasury", ""), &info))
	return info.Withdrawals
}

// venueRecords lists the treasury's USDC withdrawals of the last hour as the venue's
// records answer them (query-record, read-only key).
func (c *cexEnv) venueRecords() []bybit.Withdrawal {
	c.t.Helper()
	recs, err := c.reader.Withdrawals(context.Background(), "USDC", time.Now().Add(-time.Hour), time.Now().Add(time.Minute))
	require.NoError(c.t, err)
	return recs
}

// venueBalance is the treasury's USDC as the venue's API answers it (read-only key).
func (c *cexEnv) venueBalance() string {
	c.t.Helper()
	b, _, err := c.reader.Balance(context.Background(), "FUND", "USDC")
	require.NoError(c.t, err)
	return b
}

func (c *cexEnv) eth(who common.Address) *big.Int {
	c.t.Helper()
	b, err := c.clients["dev-1"].BalanceAt(context.Background(), who, nil)
	require.NoError(c.t, err)
	return b
}

// gas is what the sender of the mined transaction paid for it, in wei.
func (c *cexEnv) gas(txHash string) *big.Int {
	c.t.Helper()
	r, err := c.clients["dev-1"].TransactionReceipt(context.Background(), common.HexToHash(txHash))
	require.NoError(c.t, err)
	return new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
}

// usdcTransfers lists the USDC Transfer logs from → to on dev-1 since block from.
func (c *cexEnv) usdcTransfers(src, dst common.Address, from uint64) []types.Log {
	c.t.Helper()
	tok, _ := c.cfg.Chains[0].Token("USDC")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ls, err := c.clients["dev-1"].FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{tok.Address},
		Topics: [][]common.Hash{{evm.TransferTopic},
			{common.BytesToHash(src.Bytes())}, {common.BytesToHash(dst.Bytes())}},
	})
	require.NoError(c.t, err)
	return ls
}

func (c *cexEnv) block() uint64 {
	c.t.Helper()
	n, err := c.clients["dev-1"].BlockNumber(context.Background())
	require.NoError(c.t, err)
	return n
}

// run creates a movement through the gateway (alice), approves it (bob) and returns
// its ID.
func (c *cexEnv) run(template string, params map[string]string, callbackURL string) uuid.UUID {
	c.t.Helper()
	raw, err := json.Marshal(params)
	require.NoError(c.t, err)
	m, err := c.api.mov.CreateMovement(c.api.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: template,
		ParamsJson: string(raw), IdempotencyKey: uuid.NewString(), CallbackUrl: callbackURL})
	require.NoError(c.t, err)
	_, err = c.api.mov.ApproveMovement(c.api.as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetMovement().GetId(), PlanHash: m.GetMovement().GetPlanHash()})
	require.NoError(c.t, err)
	return uuid.MustParse(m.GetMovement().GetId())
}

// node returns the movement's node through the API.
func (c *cexEnv) node(id uuid.UUID, key string) *qtgv1.Node {
	c.t.Helper()
	m, err := c.api.mov.GetMovement(c.api.as("vic"), &qtgv1.GetMovementRequest{Id: id.String()})
	require.NoError(c.t, err)
	for _, n := range m.GetMovement().GetNodes() {
		if n.GetKey() == key {
			return n
		}
	}
	c.t.Fatalf("movement %s has no node %q", id, key)
	return nil
}

func (c *cexEnv) txHash(id uuid.UUID, key string) string {
	c.t.Helper()
	var res struct {
		TxHash string `json:"tx_hash"`
	}
	require.NoError(c.t, json.Unmarshal([]byte(c.node(id, key).GetResultJson()), &res))
	require.NotEmpty(c.t, res.TxHash, "node %s result", key)
	return res.TxHash
}

// legs lists the movement's capital transfers through the API (OpsService).
func (c *cexEnv) legs(id uuid.UUID) []*qtgv1.CapitalTransfer {
	c.t.Helper()
	res, err := c.api.ops.ListCapitalTransfers(c.api.as("ops1"), &qtgv1.ListCapitalTransfersRequest{MovementId: id.String()})
	require.NoError(c.t, err)
	return res.GetTransfers()
}

// waitLegs waits until the movement's legs are in the wanted states (by direction),
// as capital-transfer-followup records them.
func (c *cexEnv) waitLegs(id uuid.UUID, want map[string]string) []*qtgv1.CapitalTransfer {
	c.t.Helper()
	var got map[string]string
	var legs []*qtgv1.CapitalTransfer
	deadline := time.Now().Add(2 * time.Minute)
	for {
		legs = c.legs(id)
		got = map[string]string{}
		for _, l := range legs {
			got[l.GetDirection()] = l.GetReconcileState()
		}
		if fmt.Sprint(got) == fmt.Sprint(want) {
			return legs
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("legs of %s: %v, want %v (%v)", id, got, want, legs)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

const cexRoundTrip = `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"${amount}"}},
 {"key":"move","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"},"depends_on":["withdraw"]},
 {"key":"deposit","executor":"cex_deposit","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","from":"${b}","to":"${dep}","amount":"${amount}"},"depends_on":["move"]}]}`

const cexWithdraw = `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${to}","amount":"${amount}"}}]}`

// The exchange legs' acceptance with every party its own process: devchain, bybit-double, the
// gateway, dispatcher, observer, recovery, capital-transfer-followup and
// callback-dispatcher. One chain and one venue serve the scenarios in turn (each
// starts from the balances the previous one left), one after the other: the
// processes of one scenario are the next one's.
func TestCEXAcceptance(t *testing.T) {
	t.Parallel()
	c := newCEXEnv(t)
	c.api.template("cex-round-trip", cexRoundTrip)
	c.api.template("cex-withdraw", cexWithdraw)
	dispatcher := c.start("dispatcher", "MG_VENUES_FILE="+c.withdraw)
	c.start("observer")
	followup := c.start("capital-transfer-followup", "MG_CAPITAL_FOLLOWUP_INTERVAL=200ms")
	c.start("callback-dispatcher", "MG_CALLBACK_BACKOFF=50ms")
	c.start("balance-snapshot", "MG_EVM_SIDECAR_INTERVAL=200ms")
	c.start("verify-drift", "MG_EVM_SIDECAR_INTERVAL=200ms")

	// Withdraw 5 USDC to dev1, move it to dev2, deposit it back: the venue ends 0.5
	// USDC (its fee) lower, dev1 and dev2 where they started in USDC and lower by
	// exactly their gas in ether, and the follow-up reconciles both legs.
	{
		t.Log("round trip")
		venueBefore, withdrawalsBefore := c.venueBalance(), c.venueWithdrawals()
		require.Equal(t, "1000", venueBefore)
		aUSDC, bUSDC, hotUSDC, depUSDC := c.balance("dev-1", c.a), c.balance("dev-1", c.b), c.balance("dev-1", c.hot), c.balance("dev-1", c.deposit)
		aETH, bETH := c.eth(c.a), c.eth(c.b)
		id := c.run("cex-round-trip", map[string]string{"a": c.a.Hex(), "b": c.b.Hex(), "dep": c.deposit.Hex(), "amount": "5000000"}, "")
		require.Equal(t, map[string]int{"COMPLETED": 1}, c.waitFinished([]uuid.UUID{id}, 3*time.Minute))

		require.Equal(t, "999.5", c.venueBalance(), "1000 - 5 - 0.5 fee + 5 credited")
		require.Equal(t, withdrawalsBefore+1, c.venueWithdrawals())
		require.Equal(t, aUSDC, c.balance("dev-1", c.a), "dev1 got 5 and sent 5")
		require.Equal(t, bUSDC, c.balance("dev-1", c.b), "dev2 got 5 and deposited 5")
		require.Equal(t, add(hotUSDC, -5_000_000), c.balance("dev-1", c.hot), "the venue paid 5 (the fee stays at the venue)")
		require.Equal(t, add(depUSDC, 5_000_000), c.balance("dev-1", c.deposit))
		require.Equal(t, new(big.Int).Sub(aETH, c.gas(c.txHash(id, "move"))), c.eth(c.a), "dev1 paid exactly the move's gas")
		require.Equal(t, new(big.Int).Sub(bETH, c.gas(c.txHash(id, "deposit"))), c.eth(c.b), "dev2 paid exactly the deposit's gas")

		legs := c.waitLegs(id, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled, db.DirectionDeposit: db.ReconcileReconciled})
		for _, l := range legs {
			if l.GetDirection() == db.DirectionWithdrawal {
				rec, err := c.reader.WithdrawalByID(context.Background(), l.GetWithdrawId())
				require.NoError(t, err)
				require.Equal(t, "success", rec.Status)
				require.Equal(t, strings.ToLower(c.a.Hex()), strings.ToLower(rec.ToAddress))
				ls := c.usdcTransfers(c.hot, c.a, 0)
				require.Len(t, ls, 1, "one payment to dev1")
				require.Equal(t, ls[0].TxHash.Hex(), rec.TxID)
			}
		}
		out, code := c.api.qtgctl("ops1", "capital-transfers", "list", "--movement", id.String())
		require.Equal(t, 0, code, out)
		require.Equal(t, 2, strings.Count(out, "RECONCILED"), out)
	}

	// The double loses the create's answer and holds the connection: the withdrawal
	// exists at the venue while the dispatcher still waits. The dispatcher is killed
	// there (the node SUBMITTING, no withdrawal ID anywhere in QTG); recovery, its own
	// process, replays the requestId and the venue answers the existing withdrawal:
	// exactly one withdrawal in the venue's records, exactly one payment on chain.
	{
		t.Log("lost create, dispatcher killed, recovery")
		from, withdrawalsBefore, aUSDC := c.block(), c.venueWithdrawals(), c.balance("dev-1", c.a)
		recordsBefore := c.venueRecords()
		c.control(http.MethodPost, "/control/faults", `{"lose_next_create":1,"lost_create_hold_ms":600000}`)
		id := c.run("cex-withdraw", map[string]string{"to": c.a.Hex(), "amount": "7000000"}, "")
		require.Eventually(t, func() bool { return c.venueWithdrawals() == withdrawalsBefore+1 }, time.Minute, 10*time.Millisecond)
		dispatcher.kill()
		n := c.node(id, "withdraw")
		require.Equal(t, qtgv1.NodeState_NODE_STATE_SUBMITTING, n.GetState(), "killed while waiting for the venue's answer")
		require.Equal(t, "", c.legs(id)[0].GetWithdrawId(), "QTG never learnt the withdrawal's ID")

		recovery := c.start("recovery", "MG_VENUES_FILE="+c.withdraw)
		c.start("dispatcher", "MG_VENUES_FILE="+c.withdraw) // the replacement, for what follows
		require.Equal(t, map[string]int{"COMPLETED": 1}, c.waitFinished([]uuid.UUID{id}, 3*time.Minute))
		require.Contains(t, recovery.out.String(), "recovery resolved the withdrawal by its requestId")

		requestID := cexwithdrawal.RequestID(uuid.MustParse(n.GetId()))
		legs := c.waitLegs(id, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled})
		require.Equal(t, requestID, legs[0].GetRequestId())
		require.Equal(t, withdrawalsBefore+1, c.venueWithdrawals(), "exactly one withdrawal at the venue")
		var recs []bybit.Withdrawal
		for _, r := range c.venueRecords() {
			if !slices.ContainsFunc(recordsBefore, func(b bybit.Withdrawal) bool { return b.WithdrawID == r.WithdrawID }) {
				recs = append(recs, r)
			}
		}
		require.Len(t, recs, 1, "the venue's records (query-record): one withdrawal more than before: %v", recs)
		require.Equal(t, legs[0].GetWithdrawId(), recs[0].WithdrawID)
		require.Equal(t, "success", recs[0].Status)
		require.Equal(t, 1, strings.Count(c.double.out.String(), `"request_id":"`+requestID+`","coin"`), "created once")
		require.Contains(t, c.double.out.String(), "withdraw create replayed", "recovery's replay was answered with the existing withdrawal")
		ls := c.usdcTransfers(c.hot, c.a, from)
		require.Len(t, ls, 1, "exactly one payment to dev1 on chain")
		require.Equal(t, recs[0].TxID, ls[0].TxHash.Hex())
		require.Equal(t, add(aUSDC, 7_000_000), c.balance("dev-1", c.a))
	}

	// A withdrawal to an address outside the venue's address book fails its node with
	// the venue's code and message, through the API; the follow-up marks the leg FAILED.
	{
		t.Log("rejected")
		withdrawalsBefore, venueBefore := c.venueWithdrawals(), c.venueBalance()
		id := c.run("cex-withdraw", map[string]string{"to": c.b.Hex(), "amount": "1000000"}, "")
		require.Equal(t, map[string]int{"FAILED": 1}, c.waitFinished([]uuid.UUID{id}, 2*time.Minute))
		n := c.node(id, "withdraw")
		require.Equal(t, qtgv1.NodeState_NODE_STATE_FAILED, n.GetState())
		require.Contains(t, n.GetLastError(), "retCode 131093: The withdrawal address is not in the whitelist.")
		c.waitLegs(id, map[string]string{db.DirectionWithdrawal: db.ReconcileFailed})
		require.Equal(t, withdrawalsBefore, c.venueWithdrawals())
		require.Equal(t, venueBefore, c.venueBalance())
	}

	// A withdrawal held in SecurityCheck past its lane's SLA (one second here): the
	// follow-up raises LATE — its alert counter, the audit row and the
	// capital_transfer.late callback, delivered by callback-dispatcher. Released, it
	// is paid and the leg reconciles.
	{
		t.Log("stuck in SecurityCheck")
		_, err := c.pool.Exec(context.Background(), `INSERT INTO capital_transfer_lanes (lane, sla_seconds) VALUES ($1, 1)`,
			cexwithdrawal.Lane(cexVenue, "DEV-1"))
		require.NoError(t, err)
		c.control(http.MethodPost, "/control/faults", `{"hold_security_check":1}`)
		id := c.run("cex-withdraw", map[string]string{"to": c.a.Hex(), "amount": "2000000"}, c.callbackURL)
		legs := c.waitLegs(id, map[string]string{db.DirectionWithdrawal: db.ReconcileLate})
		require.Equal(t, "SecurityCheck", legs[0].GetVenueStatus())
		require.Contains(t, legs[0].GetDetail(), "not reconciled within the SLA")
		metrics := metricsAddr(t, followup)
		require.Eventually(t, func() bool {
			return sample(scrape(t, metrics), "qtg_capital_transfer_alerts_total", `kind="late"`, `direction="withdrawal"`) == 1
		}, 30*time.Second, 50*time.Millisecond)
		require.Eventually(t, func() bool { return strings.Contains(c.callbacks.String(), "capital_transfer.late") },
			time.Minute, 50*time.Millisecond, "the late callback is delivered")
		require.Equal(t, 1, c.scalar(`SELECT count(*)::int FROM callback_outbox WHERE movement_id = $1 AND event_type = 'capital_transfer.late'`, id))
		require.Positive(t, c.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE entity_type = 'capital_transfer' AND action = '->LATE'`)+
			c.scalar(`SELECT count(*)::int FROM audit_log WHERE entity_type = 'capital_transfer' AND action = '->LATE'`))

		c.control(http.MethodPost, "/control/withdrawals/"+legs[0].GetWithdrawId()+"/release", "")
		require.Equal(t, map[string]int{"COMPLETED": 1}, c.waitFinished([]uuid.UUID{id}, 2*time.Minute))
		c.waitLegs(id, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled})
		require.Equal(t, float64(1), sample(scrape(t, metrics), "qtg_capital_transfer_alerts_total", `kind="late"`, `direction="withdrawal"`), "raised once")
	}

	// verify-drift (its own process, with balance-snapshot reading the venue) checked
	// the venue account around every leg above and found no drift; 1.5 USDC taken from
	// the account behind QTG's back is reported, through the API (qtgctl drift).
	{
		t.Log("venue drift")
		require.Equal(t, "989.5", c.venueBalance(), "1000 - 5.5 + 5 (round trip) - 7.5 (lost create) - 2.5 (stuck)")
		var lastEvent time.Time
		require.NoError(t, c.pool.QueryRow(context.Background(), `SELECT max(venue_event_at) FROM capital_transfers`).Scan(&lastEvent))
		require.Eventually(t, func() bool {
			return c.scalar(`SELECT count(*)::int FROM venue_balance_checks WHERE from_time > $1`, lastEvent) > 0
		}, 2*time.Minute, 50*time.Millisecond, "a venue check after the last leg")
		require.Positive(t, c.scalar(`SELECT count(*)::int FROM venue_balance_checks WHERE actual_delta <> 0`), "pairs around the legs were checked")
		out, code := c.api.qtgctl("ops1", "drift")
		require.Equal(t, 0, code, out)
		require.NotContains(t, out, "venue "+cexVenue, "no venue drift")

		c.control(http.MethodPost, "/control/accounts/treasury/balances", `{"coin":"USDC","amount":"988"}`)
		require.Eventually(t, func() bool {
			out, code = c.api.qtgctl("ops1", "drift")
			return code == 0 && strings.Contains(out, "venue "+cexVenue)
		}, 2*time.Minute, 200*time.Millisecond, "the venue drift is listed")
		require.Contains(t, out, "-1500000", out)
		require.Equal(t, 1, c.scalar(`SELECT count(*)::int FROM venue_balance_checks WHERE drift <> 0`))
	}
}
