package devchain

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
)

// ChainSpec names one chain to start.
type ChainSpec struct {
	// Name is the chain's name in the written configuration ("dev-1").
	Name string
	// ChainID is its EIP-155 chain ID.
	ChainID uint64
	// Port is the HTTP JSON-RPC port on 127.0.0.1; 0 picks a free one.
	Port int
	// CCTPDomain is the chain's CCTP domain ID. 0: DefaultCCTPDomainBase plus the
	// chain's position in Config.Chains.
	CCTPDomain uint32
	// CCIPSelector is the chain's CCIP chain selector. 0: ccip.DevChainSelectorBase plus
	// the chain's position in Config.Chains.
	CCIPSelector uint64
	// LZEid is the chain's LayerZero endpoint ID. 0: DefaultLZEidBase plus the chain's
	// position in Config.Chains.
	LZEid uint32
}

// Config configures Start.
type Config struct {
	// Chains to start. Required.
	Chains []ChainSpec
	// Dir receives the key files (Dir/keys/<account>.key) and, unless ConfigPath is
	// set, the chain configuration (Dir/chains.yaml). Required.
	Dir string
	// ConfigPath is where the chain configuration is written. Default Dir/chains.yaml.
	ConfigPath string
	// Accounts is how many dev accounts besides the deployer to prefund. Default 4.
	Accounts int
	// Seed derives the account keys; the same seed gives the same accounts. Default
	// "qtg-devchain".
	Seed string
	// BlockInterval is how often an empty block is mined when no transaction arrives.
	// Default 250ms.
	BlockInterval time.Duration
	// Confirmations written into the configuration. Default 1.
	Confirmations uint64
	// FinalityDepth written into the configuration (at least Confirmations). Default:
	// Confirmations, since a dev chain reorgs only when a test tells it to (Reorg).
	FinalityDepth uint64
	// NativeFunds is each account's native balance in wei. Default 1,000,000 ether.
	NativeFunds *big.Int
	// TokenFunds is the USDC each dev account is minted, in base units. Default
	// 1,000,000 USDC.
	TokenFunds *big.Int
	// AttestationURL is written as every chain's CCTP attestation_url: where the
	// attestation double (package iris) serves. Default http://DefaultAttestationAddr.
	AttestationURL string
	// Attesters is how many attester keys the attestation double has; every chain's
	// MessageTransmitterV2 requires all of their signatures. Default 2 (so the
	// signer-order rule is exercised).
	Attesters int
	// CCTPMinFee is TokenMessengerV2's minimum fee in 1/1000 basis points of the amount
	// (as the real contract's minFee). Default 0: none.
	CCTPMinFee *big.Int
	// CCIPThresholdSeconds is the OffRamps' permissionless execution threshold. Default
	// DefaultCCIPThresholdSeconds.
	CCIPThresholdSeconds uint32
	// LZGasPrice is the destination gas price (wei) every chain's LayerZero PriceFeed
	// quotes, which the DVN's and the Executor's fees scale with. Default
	// DefaultLZGasPrice.
	LZGasPrice *big.Int
	// LZPoolLiquidity is the USDC deposited into every chain's Stargate pool, sent as
	// credits to the other chains in equal shares. Default DefaultLZPoolLiquidity.
	LZPoolLiquidity *big.Int
}

// Account is a prefunded dev account.
type Account struct {
	Name    string
	Address common.Address
	Key     *ecdsa.PrivateKey
	KeyFile string
}

// Devchain is the running set of chains.
type Devchain struct {
	cfg        Config
	chains     []*Chain
	accounts   []Account
	configPath string
	// attesters are the attestation double's keys, written to attesterFiles.
	attesters     []*ecdsa.PrivateKey
	attesterFiles []string
	// relayKey transmits for CCIP's DON (the relay), written to relayKeyFile.
	relayKey     *ecdsa.PrivateKey
	relayKeyFile string
	// lzExecutor is the LayerZero DVN/executor stand-in's account.
	lzExecutor Account
}

// Chain is one running chain.
type Chain struct {
	Name    string
	ChainID uint64
	// RPCURL is the HTTP JSON-RPC endpoint on loopback: a fault proxy in front of the
	// node (see Faults and DropNext), which forwards everything until told otherwise.
	RPCURL string
	// USDC is the token's address.
	USDC common.Address
	// CCTPDomain, TokenMessenger and MessageTransmitter are the chain's CCTP V2 contracts,
	// Circle's own: the messenger and transmitter are their AdminUpgradableProxy
	// addresses (what callers use), CCTPTokenMinter the TokenMinterV2 that mints and
	// burns the chain's USDC for the messenger.
	CCTPDomain         uint32
	TokenMessenger     common.Address
	MessageTransmitter common.Address
	CCTPTokenMinter    common.Address
	// CCIPSelector is the chain's CCIP chain selector; CCIPRouter, CCIPOnRamp,
	// CCIPOffRamp and CCIPPool (USDC's BurnMintTokenPool) and the rest are its
	// Chainlink CCIP v1.6 contracts, the owner's own (see deployCCIP).
	CCIPSelector           uint64
	CCIPRouter             common.Address
	CCIPOnRamp             common.Address
	CCIPOffRamp            common.Address
	CCIPPool               common.Address
	CCIPFeeQuoter          common.Address
	CCIPNonceManager       common.Address
	CCIPRMNRemote          common.Address
	CCIPRMNProxy           common.Address
	CCIPTokenAdminRegistry common.Address
	CCIPWrappedNative      common.Address
	CCIPLink               common.Address
	// LZEid, LZEndpoint and LZULN are the chain's LayerZero V2: its endpoint ID,
	// LayerZero's own EndpointV2 and its ULN302 libraries and workers (uln.go). LZTokenMessaging,
	// LZCreditMessaging, LZPool and LZFeeLib are Stargate V2's own contracts on it: the
	// OApps that carry transfers and credits, the USDC pool (an OFT, registered under
	// LZUSDCAssetID) and its fee library.
	LZEid             uint32
	LZEndpoint        common.Address
	LZULN             ULN302
	LZTokenMessaging  common.Address
	LZCreditMessaging common.Address
	LZPool            common.Address
	LZFeeLib          common.Address

	stack   *node.Node
	backend *eth.Ethereum
	beacon  *catalyst.SimulatedBeacon
	client  *ethclient.Client

	// mintAmount is what every dev account is minted.
	mintAmount *big.Int

	stop    chan struct{}
	stopped sync.WaitGroup
	// mining serialises block production: the beacon is not safe for concurrent use.
	mining sync.Mutex
	proxy  *rpcfault.Proxy
}

// Start starts every chain, deploys and funds the token, and writes the key files and
// the chain configuration. Close stops everything.
func Start(ctx context.Context, cfg Config) (*Devchain, error) {
	if len(cfg.Chains) == 0 || cfg.Dir == "" {
		return nil, errors.New("devchain: Chains and Dir are required")
	}
	cfg.Accounts = cmp.Or(cfg.Accounts, 4)
	cfg.Seed = cmp.Or(cfg.Seed, "qtg-devchain")
	cfg.BlockInterval = cmp.Or(cfg.BlockInterval, 250*time.Millisecond)
	cfg.Confirmations = cmp.Or(cfg.Confirmations, 1)
	cfg.FinalityDepth = max(cfg.FinalityDepth, cfg.Confirmations)
	if cfg.NativeFunds == nil {
		cfg.NativeFunds = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))
	}
	if cfg.TokenFunds == nil {
		cfg.TokenFunds = big.NewInt(1_000_000_000_000) // 1,000,000 USDC
	}
	cfg.AttestationURL = cmp.Or(cfg.AttestationURL, "http://"+DefaultAttestationAddr)
	cfg.Attesters = cmp.Or(cfg.Attesters, 2)
	if cfg.CCTPMinFee == nil {
		cfg.CCTPMinFee = new(big.Int)
	}
	cfg.CCIPThresholdSeconds = cmp.Or(cfg.CCIPThresholdSeconds, DefaultCCIPThresholdSeconds)
	if cfg.LZGasPrice == nil {
		cfg.LZGasPrice = DefaultLZGasPrice
	}
	if cfg.LZPoolLiquidity == nil {
		cfg.LZPoolLiquidity = DefaultLZPoolLiquidity
	}
	d := &Devchain{cfg: cfg, configPath: cmp.Or(cfg.ConfigPath, filepath.Join(cfg.Dir, "chains.yaml"))}
	if err := d.writeKeys(); err != nil {
		return nil, err
	}
	if err := d.writeAttesterKeys(); err != nil {
		return nil, err
	}
	if err := d.writeRelayKey(); err != nil {
		return nil, err
	}
	if err := d.writeLZExecutorKey(); err != nil {
		return nil, err
	}
	for i, spec := range cfg.Chains {
		if spec.CCTPDomain == 0 {
			spec.CCTPDomain = DefaultCCTPDomainBase + uint32(i)
		}
		spec.CCIPSelector = ccipSelectorOf(spec, i)
		if spec.LZEid == 0 {
			spec.LZEid = DefaultLZEidBase + uint32(i)
		}
		c, err := d.startChain(ctx, spec, i)
		if err != nil {
			d.Close()
			return nil, fmt.Errorf("devchain: chain %s: %w", spec.Name, err)
		}
		d.chains = append(d.chains, c)
	}
	if err := d.linkCCTP(ctx); err != nil {
		d.Close()
		return nil, err
	}
	if err := d.linkCCIP(ctx); err != nil {
		d.Close()
		return nil, err
	}
	if err := d.linkLayerZero(ctx); err != nil {
		d.Close()
		return nil, err
	}
	if err := d.linkStargate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	if err := d.writeConfig(); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

// Chains returns the running chains in the order configured.
func (d *Devchain) Chains() []*Chain { return d.chains }

// Chain returns the chain named name, or nil.
func (d *Devchain) Chain(name string) *Chain {
	for _, c := range d.chains {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Accounts returns the prefunded accounts; the first is the deployer (token owner
// and minter).
func (d *Devchain) Accounts() []Account { return d.accounts }

// ConfigPath is where the chain configuration was written.
func (d *Devchain) ConfigPath() string { return d.configPath }

// Close stops every chain.
func (d *Devchain) Close() {
	for _, c := range d.chains {
		c.close()
	}
	d.chains = nil
}

// deriveKey makes account i's key from the seed: keccak256(seed ‖ i), retried with a
// counter in the (astronomically unlikely) case it is not a valid secp256k1 scalar.
func deriveKey(seed string, i int) (*ecdsa.PrivateKey, error) {
	for try := uint32(0); try < 16; try++ {
		var buf [8]byte
		binary.BigEndian.PutUint32(buf[:4], uint32(i))
		binary.BigEndian.PutUint32(buf[4:], try)
		k, err := crypto.ToECDSA(crypto.Keccak256([]byte(seed), buf[:]))
		if err == nil {
			return k, nil
		}
	}
	return nil, fmt.Errorf("devchain: no valid key for account %d", i)
}

func (d *Devchain) writeKeys() error {
	dir := filepath.Join(d.cfg.Dir, "keys")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("devchain: %w", err)
	}
	for i := 0; i <= d.cfg.Accounts; i++ {
		name := "deployer"
		if i > 0 {
			name = fmt.Sprintf("dev%d", i)
		}
		key, err := deriveKey(d.cfg.Seed, i)
		if err != nil {
			return err
		}
		file := filepath.Join(dir, name+".key")
		if err := os.WriteFile(file, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
			return fmt.Errorf("devchain: write key file: %w", err)
		}
		d.accounts = append(d.accounts, Account{Name: name, Address: crypto.PubkeyToAddress(key.PublicKey), Key: key, KeyFile: file})
	}
	return nil
}

// deployerNonceStride is how far apart the chains' deployer starts its nonces (its
// genesis nonce is the chain's position times it), so that no two chains hold a
// contract at the same address: a rail test that mixed up the source and the
// destination chain's contract would otherwise read the right address by chance.
const deployerNonceStride = 1000

func (d *Devchain) startChain(ctx context.Context, spec ChainSpec, position int) (*Chain, error) {
	chainCfg := *params.AllDevChainProtocolChanges // a copy: never mutate the shared one
	chainCfg.ChainID = new(big.Int).SetUint64(spec.ChainID)
	alloc := core.SystemContractAllocs()
	funded := types.GenesisAlloc{}
	for _, a := range d.accounts {
		funded[a.Address] = types.Account{Balance: new(big.Int).Set(d.cfg.NativeFunds)}
	}
	funded[d.accounts[0].Address] = types.Account{
		Balance: new(big.Int).Set(d.cfg.NativeFunds), Nonce: uint64(position) * deployerNonceStride,
	}
	funded[crypto.PubkeyToAddress(d.relayKey.PublicKey)] = types.Account{Balance: new(big.Int).Set(d.cfg.NativeFunds)}
	funded[d.lzExecutor.Address] = types.Account{Balance: new(big.Int).Set(d.cfg.NativeFunds)}
	maps.Copy(alloc, funded)

	ethConf := ethconfig.Defaults
	ethConf.NetworkId = spec.ChainID
	ethConf.Genesis = &core.Genesis{
		Config: &chainCfg, GasLimit: ethconfig.Defaults.Miner.GasCeil, Alloc: alloc,
		BaseFee: big.NewInt(params.InitialBaseFee), Difficulty: big.NewInt(0),
	}
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.TxPool.NoLocals = true
	// No log index: geth builds it in the background and eth_getLogs waits for it to
	// catch up with the head, which on a loaded machine (blocks every few hundred ms)
	// stalls log queries for seconds. Without an index, eth_getLogs scans the header
	// blooms, which on a short development chain answers at once. Real chains are
	// reached through their own RPC providers and are not affected.
	ethConf.LogNoHistory = true
	// An archive: every block's state stays readable, as from the archive providers
	// rails use. Recovery's nonce proof reads the sender's nonce at the block its
	// intent was prepared at (docs/design.md §7), which on a loaded machine is more
	// than a full node's 128 recent states behind the head. The hash scheme keeps
	// each block's state as it is committed; the path scheme serves old state only
	// from a history it indexes in the background, later than the block.
	ethConf.NoPruning = true
	ethConf.StateScheme = rawdb.HashScheme

	stack, err := node.New(&node.Config{
		Name: "devchain-" + spec.Name, DataDir: "", IPCPath: "",
		HTTPHost: "127.0.0.1", HTTPPort: 0, HTTPModules: []string{"eth", "net", "web3"},
		HTTPVirtualHosts: []string{"localhost", "127.0.0.1"}, HTTPTimeouts: rpc.DefaultHTTPTimeouts,
		BatchRequestLimit: 1000, BatchResponseMaxSize: 25 * 1000 * 1000, HTTPBodyLimit: 5 * 1024 * 1024,
		P2P: p2p.Config{NoDiscovery: true, MaxPeers: 0},
	})
	if err != nil {
		return nil, fmt.Errorf("new node: %w", err)
	}
	backend, err := eth.New(stack, &ethConf)
	if err != nil {
		_ = stack.Close()
		return nil, fmt.Errorf("new eth service: %w", err)
	}
	fs := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(fs)}})
	if err := stack.Start(); err != nil {
		_ = stack.Close()
		return nil, fmt.Errorf("start node: %w", err)
	}
	// Period 0: the beacon mines only when told; the chain's own loop tells it.
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		_ = stack.Close()
		return nil, fmt.Errorf("simulated beacon: %w", err)
	}
	c := &Chain{
		Name: spec.Name, ChainID: spec.ChainID, CCTPDomain: spec.CCTPDomain, CCIPSelector: spec.CCIPSelector, LZEid: spec.LZEid,
		stack: stack, backend: backend, beacon: beacon, client: ethclient.NewClient(stack.Attach()),
		mintAmount: d.cfg.TokenFunds, stop: make(chan struct{}),
	}
	if c.proxy, err = rpcfault.Start(ctx, fmt.Sprintf("127.0.0.1:%d", spec.Port), stack.HTTPEndpoint()); err != nil {
		c.client.Close()
		_ = stack.Close()
		return nil, fmt.Errorf("rpc proxy: %w", err)
	}
	c.RPCURL = c.proxy.URL()
	c.proxy.Handle("/reorg", http.HandlerFunc(c.serveReorg))
	// One block before anything else: receipts of pending transactions then answer
	// "not found" instead of "transaction indexing is in progress".
	c.Mine()
	if err := c.deployToken(ctx, d.accounts); err != nil {
		c.close()
		return nil, err
	}
	if err := c.deployCCTP(ctx, d.accounts[0], d.attesters, d.cfg.CCTPMinFee); err != nil {
		c.close()
		return nil, err
	}
	if err := c.deployCCIP(ctx, d.accounts[0], d.relayKey, d.cfg.CCIPThresholdSeconds); err != nil {
		c.close()
		return nil, err
	}
	if err := c.deployLayerZero(ctx, d.accounts[0], d.lzExecutor.Address); err != nil {
		c.close()
		return nil, err
	}
	if err := c.deployStargate(ctx, d.accounts[0], d.lzExecutor.Address, d.cfg.LZPoolLiquidity); err != nil {
		c.close()
		return nil, err
	}
	c.stopped.Add(1)
	go c.mineLoop(d.cfg.BlockInterval)
	return c, nil
}

// Mine seals one block with whatever the pool holds and returns its number.
func (c *Chain) Mine() uint64 {
	c.mining.Lock()
	defer c.mining.Unlock()
	c.beacon.Commit()
	return c.backend.BlockChain().CurrentBlock().Number.Uint64()
}

// Reorg makes block number `to` the head again, so every later block is reorged out,
// for tests of reorg detection. The chain then goes on mining from there, on other
// blocks. Their transactions go back to the pool and are mined again in new blocks,
// unless dropTxs, which loses them. It fails while transactions are pending.
func (c *Chain) Reorg(to uint64, dropTxs bool) error {
	c.mining.Lock()
	defer c.mining.Unlock()
	return c.reorgLocked(to, dropTxs)
}

// ReorgBy reorganises the chain as Reorg does, depth blocks below its head at the
// moment, and returns that head and the new one. depth is at least 1 and below the head.
func (c *Chain) ReorgBy(depth uint64, dropTxs bool) (from, to uint64, err error) {
	c.mining.Lock()
	defer c.mining.Unlock()
	from = c.backend.BlockChain().CurrentBlock().Number.Uint64()
	if depth == 0 || depth >= from {
		return from, from, fmt.Errorf("devchain: reorg depth %d: want 1 to %d", depth, from-1)
	}
	return from, from - depth, c.reorgLocked(from-depth, dropTxs)
}

// reorgLocked is Reorg with c.mining held.
func (c *Chain) reorgLocked(to uint64, dropTxs bool) error {
	parent := c.backend.BlockChain().GetBlockByNumber(to)
	if parent == nil {
		return fmt.Errorf("devchain: no block %d", to)
	}
	if err := c.beacon.Fork(parent.Hash()); err != nil {
		return fmt.Errorf("devchain: reorg to block %d: %w", to, err)
	}
	if dropTxs {
		if err := c.backend.TxPool().Sync(); err != nil {
			return fmt.Errorf("devchain: reorg: sync the pool: %w", err)
		}
		c.beacon.Rollback()
	}
	return nil
}

// ReorgRequest is the body of POST <RPC URL>/reorg: the chaos harness's way, from another
// process, to reorganise a chain as Reorg does from Go.
type ReorgRequest struct {
	// Depth is how many blocks are reorged out: the block Depth below the head becomes
	// the head. At least 1.
	Depth uint64 `json:"depth"`
	// DropTxs loses the reorged-out transactions instead of mining them again.
	DropTxs bool `json:"drop_txs,omitempty"`
}

// ReorgAnswer is what POST <RPC URL>/reorg answers when it reorganised the chain.
type ReorgAnswer struct {
	// From is the head before, To the block that is the head now.
	From uint64 `json:"from"`
	To   uint64 `json:"to"`
}

// serveReorg reorganises the chain as a ReorgRequest says. It answers 409 Conflict when
// the chain cannot be reorganised now (a transaction is pending: ask again).
func (c *Chain) serveReorg(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST a ReorgRequest", http.StatusMethodNotAllowed)
		return
	}
	var req ReorgRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<10)).Decode(&req); err != nil || req.Depth == 0 {
		http.Error(w, "want {\"depth\": n} with n >= 1", http.StatusBadRequest)
		return
	}
	from, to, err := c.ReorgBy(req.Depth, req.DropTxs)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(ReorgAnswer{From: from, To: to})
}

// DropNext makes the chain lose the next broadcast of the transaction with this hash
// over its RPC URL: the broadcast is answered as accepted and never reaches the node,
// as a transaction lost by a real node (a restart, an eviction). Tests of lost
// transactions and of the nonce reaper use it. It applies once per hash.
func (c *Chain) DropNext(hash common.Hash) { c.proxy.DropTx(hash) }

// Faults is the fault proxy in front of the chain's RPC URL: tests and the chaos
// harness make the chain answer like an unreliable provider through it (see package
// rpcfault; another process uses RPCURL + "/faults").
func (c *Chain) Faults() *rpcfault.Proxy { return c.proxy }

func (c *Chain) mineLoop(interval time.Duration) {
	defer c.stopped.Done()
	txs := make(chan core.NewTxsEvent, 64)
	sub := c.backend.TxPool().SubscribeTransactions(txs, false)
	defer sub.Unsubscribe()
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-ticker.C:
		case <-txs:
			// Drain what else arrived meanwhile: one block takes them all.
			for drained := false; !drained; {
				select {
				case <-txs:
				default:
					drained = true
				}
			}
			// An empty block comes only after a whole interval with no block at all:
			// under a steady flow of transactions the ticker's blocks would be pure cost.
			ticker.Reset(interval)
		}
		c.Mine()
	}
}

func (c *Chain) close() {
	select {
	case <-c.stop:
		return
	default:
	}
	close(c.stop)
	c.stopped.Wait()
	c.proxy.Close()
	c.client.Close()
	_ = c.beacon.Stop()
	_ = c.stack.Close()
}

// Client returns an in-process client of the chain (no HTTP), for tests and setup.
func (c *Chain) Client() *ethclient.Client { return c.client }

// deployToken deploys USDC from the deployer (accounts[0], also its minter) and mints
// to every other account, mining as it goes (the mining loop has not started yet).
func (c *Chain) deployToken(ctx context.Context, accounts []Account) error {
	deployer := accounts[0]
	chainID := new(big.Int).SetUint64(c.ChainID)
	opts := bind.NewKeyedTransactor(deployer.Key, chainID)
	opts.Context = ctx
	usdc := contracts.NewUSDC()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(contracts.USDCMetaData.Bin), c.client, usdc.PackConstructor(deployer.Address))
	if err != nil {
		return fmt.Errorf("deploy USDC: %w", err)
	}
	c.Mine()
	if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
		return fmt.Errorf("deploy USDC: %w", err)
	}
	c.USDC = addr
	bound := usdc.Instance(c.client, addr)
	// The mints go out back to back before a block is mined; the pool may not yet count
	// the previous one in its pending nonce, so number them here rather than ask.
	nonce, err := c.client.NonceAt(ctx, deployer.Address, nil)
	if err != nil {
		return fmt.Errorf("deployer nonce: %w", err)
	}
	var hashes []common.Hash
	for i, a := range accounts[1:] {
		opts.Nonce = new(big.Int).SetUint64(nonce + uint64(i))
		tx, err := bind.Transact(bound, opts, usdc.PackMint(a.Address, c.mintAmount))
		if err != nil {
			return fmt.Errorf("mint to %s: %w", a.Name, err)
		}
		hashes = append(hashes, tx.Hash())
	}
	opts.Nonce = nil
	c.Mine()
	for _, h := range hashes {
		if err := c.requireSuccess(ctx, h); err != nil {
			return fmt.Errorf("mint: %w", err)
		}
	}
	return nil
}

// WaitMined waits for hash's receipt and then for its block to be the chain's head (or
// an ancestor of it), and returns the receipt. The node indexes a block's transactions
// just before it makes the block its head, so a receipt can be found while calls at
// "latest" still read the block before (bind.WaitMined returns then): a test that reads
// state right after would once in a while see it as it was before the transaction.
func (c *Chain) WaitMined(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		r, err := c.client.TransactionReceipt(ctx, hash)
		switch {
		case err == nil && c.backend.BlockChain().CurrentBlock().Number.Cmp(r.BlockNumber) >= 0:
			return r, nil
		case err != nil && !errors.Is(err, ethereum.NotFound):
			return nil, fmt.Errorf("receipt %s: %w", hash, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("receipt %s: %w", hash, ctx.Err())
		case <-tick.C:
		}
	}
}

// requireSuccess waits for hash's receipt and fails when the transaction reverted. On a
// loaded machine a transaction sent just before Mine may reach the pool only after the
// block was built: then it mines again until the receipt is there (bounded).
func (c *Chain) requireSuccess(ctx context.Context, hash common.Hash) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var r *types.Receipt
	for {
		var err error
		if r, err = c.client.TransactionReceipt(ctx, hash); err == nil {
			break
		}
		if !errors.Is(err, ethereum.NotFound) || ctx.Err() != nil {
			return fmt.Errorf("receipt %s: %w", hash, err)
		}
		c.Mine()
		select {
		case <-ctx.Done():
			return fmt.Errorf("receipt %s: %w", hash, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("transaction %s reverted", hash)
	}
	return nil
}

func (d *Devchain) writeConfig() error {
	cfg := evm.Config{}
	for _, c := range d.chains {
		cfg.Chains = append(cfg.Chains, evm.Chain{
			Name: c.Name, ChainID: c.ChainID, RPCURL: c.RPCURL, Confirmations: d.cfg.Confirmations,
			FinalityDepth: d.cfg.FinalityDepth, BlockTime: d.cfg.BlockInterval, HeadStaleAfter: time.Minute, MaxGas: MaxGas,
			Tokens: []evm.Token{{Symbol: "USDC", Address: c.USDC, Decimals: 6}},
			CCTP: &evm.CCTP{
				Domain: c.CCTPDomain, TokenMessenger: c.TokenMessenger, MessageTransmitter: c.MessageTransmitter,
				AttestationURL: d.cfg.AttestationURL, AttesterKeyFiles: d.attesterFiles,
			},
			CCIP: &evm.CCIP{
				ChainSelector: c.CCIPSelector, Router: c.CCIPRouter, OnRamp: c.CCIPOnRamp, OffRamp: c.CCIPOffRamp,
				FeeTokens: []string{"USDC"}, RelayKeyFile: d.relayKeyFile,
			},
			LayerZero: &evm.LayerZero{
				EID: c.LZEid, Endpoint: c.LZEndpoint, USDCPool: c.LZPool, TokenMessaging: c.LZTokenMessaging,
				USDCAssetID: LZUSDCAssetID, ExecutorKeyFile: d.lzExecutor.KeyFile,
			},
		})
	}
	for _, a := range d.accounts {
		cfg.Signers = append(cfg.Signers, evm.SignerConfig{Name: a.Name, Address: a.Address, KeyFile: a.KeyFile})
	}
	if err := os.MkdirAll(filepath.Dir(d.configPath), 0o700); err != nil {
		return fmt.Errorf("devchain: %w", err)
	}
	// The address book first (the deployables that do not sign read it; they refuse a
	// config whose keys they can reach), then the keyed file, whose appearance tells
	// waiters both are ready.
	public := cfg
	public.Signers = make([]evm.SignerConfig, len(cfg.Signers))
	for i, s := range cfg.Signers {
		public.Signers[i] = evm.SignerConfig{Name: s.Name, Address: s.Address}
	}
	if err := writeConfigFile(&public, PublicConfigPath(d.configPath)); err != nil {
		return err
	}
	return writeConfigFile(&cfg, d.configPath)
}

// PublicConfigPath is where devchain writes the address-book variant of the chain
// configuration at configPath (chains.yaml: chains.public.yaml): the same chains and
// signer addresses, no key references, for the deployables that do not sign.
func PublicConfigPath(configPath string) string {
	ext := filepath.Ext(configPath)
	return strings.TrimSuffix(configPath, ext) + ".public" + ext
}

func writeConfigFile(cfg *evm.Config, path string) error {
	raw, err := cfg.Marshal()
	if err != nil {
		return fmt.Errorf("devchain: render config: %w", err)
	}
	header := "# Written by devchain: local chains for development and tests only. Rewritten on every start.\n"
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append([]byte(header), raw...), 0o600); err != nil {
		return fmt.Errorf("devchain: write config: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("devchain: write config: %w", err)
	}
	return nil
}
