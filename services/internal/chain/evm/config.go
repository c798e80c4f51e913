package evm

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.opentelemetry.io/otel/trace"
	"go.yaml.in/yaml/v3"
)

// NativeToken is the token name of a chain's native currency in node configs.
const NativeToken = "native"

// Gas: a native transfer to an account without code costs exactly 21,000 gas.
// Everything else is estimated (eth_estimateGas, with a margin), because an ERC-20
// transfer's cost depends on the token and on the recipient (a fresh holder's first
// balance slot costs far more than an existing one's), and a guessed limit that is too
// low mines a transaction that reverts and burns its fee.
const (
	NativeTransferGas = 21_000
	// DefaultMaxGas caps an estimated gas limit when the chain sets no max_gas.
	DefaultMaxGas = 500_000
	// DefaultFinalityDepth is the blocks (the inclusion block counting as one) after
	// which a chain's blocks are taken as final when the chain sets no finality_depth:
	// two Ethereum epochs. Chains that finalise faster set their own.
	DefaultFinalityDepth = 64
)

// Config is the chain configuration file.
type Config struct {
	// Chains QTG may move money on.
	Chains []Chain `yaml:"chains"`
	// Signers QTG signs with; node configs name them by address.
	Signers []SignerConfig `yaml:"signers"`
	// Tracer, when set by the process (not the file), traces every JSON-RPC call of the
	// Clients made from this configuration (package outcall); nil: no spans.
	Tracer trace.TracerProvider `yaml:"-"`
}

// Chain is one EVM chain.
type Chain struct {
	// Name is how node configs refer to the chain ("ethereum", "base", "dev-1").
	Name string `yaml:"name"`
	// ChainID is the EIP-155 chain ID; the RPC endpoint must report the same.
	ChainID uint64 `yaml:"chain_id"`
	// RPCURL is a JSON-RPC endpoint (http, https, ws, wss). Env override
	// MG_CHAIN_<NAME>_RPC_URL. With RPCURLs it is the first provider (the primary).
	RPCURL string `yaml:"rpc_url,omitempty"`
	// RPCURLs are further JSON-RPC providers of the chain, each with RPCURL's rules; the
	// first provider (RPCURL, or RPCURLs' first without it) is the primary, which every
	// ordinary read and broadcast uses. The others only confirm what recovery's "not
	// sent" rests on (see NotSentQuorum and docs/design.md §7). Env override
	// MG_CHAIN_<NAME>_RPC_URLS, comma-separated.
	RPCURLs []string `yaml:"rpc_urls,omitempty"`
	// NotSentQuorum is how many providers must each read, at their own final head, the
	// evidence recovery answers "not sent" with (and none may show the transaction
	// mined) before it does. Default: every provider. Env override
	// MG_CHAIN_<NAME>_NOT_SENT_QUORUM.
	NotSentQuorum int `yaml:"not_sent_quorum,omitempty"`
	// InsecureRPC allows an http or ws rpc_url to a host that is not loopback: only for
	// a node reached over a network the operator trusts (a sidecar in the pod, a
	// private link). Default false: https or wss.
	InsecureRPC bool `yaml:"insecure_rpc,omitempty"`
	// Confirmations is the minimum number of blocks (the inclusion block counting as
	// one) before a transfer counts as final; a node may ask for more, never fewer.
	// Default 1. Env override MG_CHAIN_<NAME>_CONFIRMATIONS.
	Confirmations uint64 `yaml:"confirmations"`
	// BlockTime is the chain's usual block interval; it paces observation. Default 12s.
	BlockTime time.Duration `yaml:"block_time"`
	// FinalityDepth is how many blocks (the inclusion block counting as one) make a
	// block final on this chain: a transfer completes only at this depth (or its
	// confirmations, whichever is larger), recovery proves a nonce used by another
	// transaction only from final blocks, and a completed transfer younger than this is
	// re-checked for reorgs. Default 64. Env override MG_CHAIN_<NAME>_FINALITY_DEPTH.
	FinalityDepth uint64 `yaml:"finality_depth,omitempty"`
	// MaxGas caps the gas limit of a transfer: an estimate (with its margin) above it
	// is refused. Default 500,000.
	MaxGas uint64 `yaml:"max_gas,omitempty"`
	// HeadStaleAfter is how old the head block may be before Health reports the chain
	// DEGRADED (a stuck or lagging RPC node). Default 2m.
	HeadStaleAfter time.Duration `yaml:"head_stale_after,omitempty"`
	// Tokens are the ERC-20 tokens QTG may move on this chain.
	Tokens []Token `yaml:"tokens"`
	// CCTP is Circle's CCTP v2 on this chain; absent where QTG does not use it.
	CCTP *CCTP `yaml:"cctp,omitempty"`
	// CCIP is Chainlink CCIP (v1.6) on this chain; absent where QTG does not use it.
	CCIP *CCIP `yaml:"ccip,omitempty"`
	// ExplorerURL is the chain's block explorer (https://etherscan.io); the operator
	// console links a transaction to <explorer_url>/tx/<hash>. Optional; http(s) only.
	ExplorerURL string `yaml:"explorer_url,omitempty"`
	// LayerZero is LayerZero V2 and the Stargate V2 USDC pool on this chain; absent where
	// QTG does not use them.
	LayerZero *LayerZero `yaml:"layerzero,omitempty"`
}

// CCIP is one chain's Chainlink CCIP v1.6 deployment: on real networks Chainlink's
// chain selector and addresses, on devchain its double, so that moving to real chains
// is a change of this file only.
type CCIP struct {
	// ChainSelector is CCIP's ID of the chain (Ethereum 5009297550715157269, …).
	ChainSelector uint64 `yaml:"chain_selector"`
	// Router is the Router (ccipSend, getFee, isChainSupported).
	Router common.Address `yaml:"router"`
	// OnRamp emits CCIPMessageSent for messages sent from this chain.
	OnRamp common.Address `yaml:"onramp"`
	// OffRamp executes messages arriving on this chain (ExecutionStateChanged,
	// getExecutionState, manuallyExecute).
	OffRamp common.Address `yaml:"offramp"`
	// FeeTokens are the fee tokens node configs may name besides the native
	// currency ("native"): symbols of this chain's tokens (e.g. ["USDC"]).
	FeeTokens []string `yaml:"fee_tokens,omitempty"`
	// RelayKeyFile is the key of devchain's relay (the DON's stand-in) only: its OffRamp
	// accepts commits and executions from it. Never set for a real network.
	RelayKeyFile string `yaml:"relay_key_file,omitempty"`
}

// LayerZero is one chain's LayerZero V2 endpoint and the Stargate V2 contracts that
// oft_transfer sends through (the USDC pool, an OFT, and TokenMessaging, the LayerZero
// OApp that carries every pool's transfers): on real networks LayerZero's and
// Stargate's addresses, on devchain the same contracts deployed locally, so that moving
// to real chains is a change of this file only.
type LayerZero struct {
	// EID is LayerZero's endpoint ID of the chain (Ethereum 30101, Arbitrum 30110, Base
	// 30184, …).
	EID uint32 `yaml:"eid"`
	// Endpoint is the EndpointV2 contract (PacketSent, inboundPayloadHash,
	// lazyInboundNonce).
	Endpoint common.Address `yaml:"endpoint"`
	// USDCPool is the Stargate V2 USDC pool: the OFT QTG calls quoteSend and send on
	// (taxi mode), which emits OFTSent and OFTReceived and caches failed payouts
	// (unreceivedTokens, retryReceiveToken).
	USDCPool common.Address `yaml:"usdc_pool"`
	// TokenMessaging is Stargate V2's TokenMessaging: the OApp the pools send through,
	// so a transfer's packet goes from the source's TokenMessaging to the destination's
	// (PacketSent's sender and receiver, the guid, the endpoint's inbound nonces).
	TokenMessaging common.Address `yaml:"token_messaging"`
	// USDCAssetID is the asset ID TokenMessaging registers the USDC pool under; the
	// taxi message names the destination's pool by it, so it must be the same on both
	// chains of a transfer. Stargate's package does not state it: it is configuration.
	USDCAssetID uint16 `yaml:"usdc_asset_id"`
	// ExecutorKeyFile is devchain's DVN/executor stand-in's key only (lz-executor
	// verifies and delivers with it). Never set for a real network.
	ExecutorKeyFile string `yaml:"executor_key_file,omitempty"`
}

// CCTP is one chain's CCTP v2 deployment and the attestation service (Iris) that
// attests its burns: on real networks Circle's addresses and API, on devchain its
// double, so that moving to real chains is a change of this file only.
type CCTP struct {
	// Domain is Circle's domain ID of the chain (Ethereum 0, Arbitrum 3, Base 6, …).
	Domain uint32 `yaml:"domain"`
	// TokenMessenger is the TokenMessengerV2 contract (depositForBurn).
	TokenMessenger common.Address `yaml:"token_messenger"`
	// MessageTransmitter is the MessageTransmitterV2 contract (MessageSent,
	// receiveMessage, usedNonces).
	MessageTransmitter common.Address `yaml:"message_transmitter"`
	// AttestationURL is the base URL of the Iris API that attests burns on this chain
	// (https://iris-api.circle.com, https://iris-api-sandbox.circle.com, or devchain's
	// double on loopback).
	AttestationURL string `yaml:"attestation_url"`
	// AttesterKeyFiles are the attester keys of devchain's double only (files holding
	// hex private keys): its attestation service signs with them and the chain's
	// MessageTransmitterV2 accepts them. Never set for a real network.
	AttesterKeyFiles []string `yaml:"attester_key_files,omitempty"`
}

// Token is an ERC-20 token on one chain.
type Token struct {
	// Symbol is how node configs name the token ("USDC").
	Symbol string `yaml:"symbol"`
	// Address is the token contract.
	Address common.Address `yaml:"address"`
	// Decimals, for display only: amounts are always base units.
	Decimals uint8 `yaml:"decimals"`
	// TransferGas, when set, is the gas limit of every transfer of this token instead
	// of an estimate: an explicit override for tokens whose estimate misleads.
	TransferGas uint64 `yaml:"transfer_gas,omitempty"`
}

// SignerConfig names a signing key without containing it.
type SignerConfig struct {
	// Name is for operators and logs.
	Name string `yaml:"name"`
	// Address is the signer's address; the key must match it, so a swapped key file is
	// caught at start-up rather than by a transfer from the wrong account.
	Address common.Address `yaml:"address"`
	// KeyFile is a file holding the hex private key (0x optional), or KeyEnv the name of
	// an environment variable holding it; neither makes an address-book entry (for
	// processes that do not sign; see AddressBook). At most one is set.
	KeyFile string `yaml:"key_file,omitempty"`
	KeyEnv  string `yaml:"key_env,omitempty"`
}

// LoadFile reads and validates the configuration at path, applying environment
// overrides read through getenv (os.Getenv in production).
func LoadFile(path string, getenv func(string) string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chain config: %w", err)
	}
	cfg, err := Parse(raw, getenv)
	if err != nil {
		return nil, fmt.Errorf("chain config %s: %w", path, err)
	}
	return cfg, nil
}

// Parse decodes a configuration strictly (unknown keys are errors), applies the
// environment overrides and defaults, and validates it.
func Parse(raw []byte, getenv func(string) string) (*Config, error) {
	var cfg Config
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	dec.KnownFields(true)
	if err := dec.Decode(&cfg); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errors.New("empty")
		}
		return nil, err
	}
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	for i := range cfg.Chains {
		c := &cfg.Chains[i]
		prefix := EnvPrefix(c.Name)
		if v := getenv(prefix + "RPC_URL"); v != "" {
			c.RPCURL = v
		}
		if v := getenv(prefix + "RPC_URLS"); v != "" {
			c.RPCURLs = nil
			for _, u := range strings.Split(v, ",") {
				c.RPCURLs = append(c.RPCURLs, strings.TrimSpace(u))
			}
		}
		if v := getenv(prefix + "NOT_SENT_QUORUM"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("%sNOT_SENT_QUORUM: %w", prefix, err)
			}
			c.NotSentQuorum = n
		}
		if v := getenv(prefix + "CONFIRMATIONS"); v != "" {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%sCONFIRMATIONS: %w", prefix, err)
			}
			c.Confirmations = n
		}
		if v := getenv(prefix + "FINALITY_DEPTH"); v != "" {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%sFINALITY_DEPTH: %w", prefix, err)
			}
			c.FinalityDepth = n
		}
		if c.Confirmations == 0 {
			c.Confirmations = 1
		}
		if c.FinalityDepth == 0 {
			c.FinalityDepth = DefaultFinalityDepth
		}
		if c.MaxGas == 0 {
			c.MaxGas = DefaultMaxGas
		}
		if c.BlockTime == 0 {
			c.BlockTime = 12 * time.Second
		}
		if c.HeadStaleAfter == 0 {
			c.HeadStaleAfter = 2 * time.Minute
		}
	}
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &cfg, nil
}

// EnvPrefix is the prefix of a chain's environment overrides: MG_CHAIN_ and the name
// upper-cased with every other character than a letter or digit turned into _.
func EnvPrefix(chain string) string {
	var b strings.Builder
	b.WriteString("MG_CHAIN_")
	for _, r := range strings.ToUpper(chain) {
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	b.WriteByte('_')
	return b.String()
}

var nameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

func (c *Config) validate() error {
	if len(c.Chains) == 0 {
		return errors.New("no chains")
	}
	names := map[string]bool{}
	ids := map[uint64]bool{}
	domains := map[uint32]string{}
	selectors := map[uint64]string{}
	eids := map[uint32]string{}
	for _, ch := range c.Chains {
		if !nameRE.MatchString(ch.Name) {
			return fmt.Errorf("chain name %q: want lower-case letters, digits, _ . -", ch.Name)
		}
		if names[ch.Name] {
			return fmt.Errorf("chain %q listed twice", ch.Name)
		}
		names[ch.Name] = true
		if ch.ChainID == 0 || ids[ch.ChainID] {
			return fmt.Errorf("chain %q: chain_id %d missing or used twice", ch.Name, ch.ChainID)
		}
		ids[ch.ChainID] = true
		if err := ch.validateProviders(); err != nil {
			return fmt.Errorf("chain %q: %w", ch.Name, err)
		}
		if ch.ExplorerURL != "" {
			if e, err := url.Parse(ch.ExplorerURL); err != nil || e.Host == "" || (e.Scheme != "http" && e.Scheme != "https") ||
				e.RawQuery != "" || e.Fragment != "" || e.User != nil {
				return fmt.Errorf("chain %q: explorer_url must be an http(s) URL without query, fragment or credentials", ch.Name)
			}
		}
		if ch.MaxGas < NativeTransferGas {
			return fmt.Errorf("chain %q: max_gas %d below %d", ch.Name, ch.MaxGas, NativeTransferGas)
		}
		if ch.BlockTime < 0 || ch.HeadStaleAfter < 0 {
			return fmt.Errorf("chain %q: block_time and head_stale_after must be positive", ch.Name)
		}
		symbols := map[string]bool{}
		for _, t := range ch.Tokens {
			if t.Symbol == "" || t.Symbol == NativeToken || symbols[t.Symbol] {
				return fmt.Errorf("chain %q: token symbol %q empty, reserved or listed twice", ch.Name, t.Symbol)
			}
			symbols[t.Symbol] = true
			if t.Address == (common.Address{}) {
				return fmt.Errorf("chain %q: token %s has no address", ch.Name, t.Symbol)
			}
			if t.TransferGas != 0 && (t.TransferGas < NativeTransferGas || t.TransferGas > ch.MaxGas) {
				return fmt.Errorf("chain %q: token %s transfer_gas %d outside %d..max_gas %d", ch.Name, t.Symbol, t.TransferGas, NativeTransferGas, ch.MaxGas)
			}
		}
		if err := ch.CCTP.validate(); err != nil {
			return fmt.Errorf("chain %q: cctp: %w", ch.Name, err)
		}
		if err := ch.CCIP.validate(&ch); err != nil {
			return fmt.Errorf("chain %q: ccip: %w", ch.Name, err)
		}
		if ch.CCIP != nil {
			if other, dup := selectors[ch.CCIP.ChainSelector]; dup {
				return fmt.Errorf("chain %q: ccip chain_selector %d already used by chain %q", ch.Name, ch.CCIP.ChainSelector, other)
			}
			selectors[ch.CCIP.ChainSelector] = ch.Name
		}
		if ch.CCTP != nil {
			if other, dup := domains[ch.CCTP.Domain]; dup {
				return fmt.Errorf("chain %q: cctp domain %d already used by chain %q", ch.Name, ch.CCTP.Domain, other)
			}
			domains[ch.CCTP.Domain] = ch.Name
		}
		if lz := ch.LayerZero; lz != nil {
			if lz.EID == 0 || lz.Endpoint == (common.Address{}) || lz.USDCPool == (common.Address{}) {
				return fmt.Errorf("chain %q: layerzero: eid, endpoint and usdc_pool are required", ch.Name)
			}
			if lz.TokenMessaging == (common.Address{}) {
				return fmt.Errorf("chain %q: layerzero: token_messaging (Stargate's TokenMessaging, the OApp the pool sends through) is required", ch.Name)
			}
			if lz.USDCAssetID == 0 {
				return fmt.Errorf("chain %q: layerzero: usdc_asset_id (the USDC pool's asset ID in TokenMessaging, never 0) is required", ch.Name)
			}
			if other, dup := eids[lz.EID]; dup {
				return fmt.Errorf("chain %q: layerzero eid %d already used by chain %q", ch.Name, lz.EID, other)
			}
			eids[lz.EID] = ch.Name
		}
	}
	addrs := map[common.Address]bool{}
	for _, s := range c.Signers {
		if s.Name == "" || s.Address == (common.Address{}) {
			return errors.New("every signer needs a name and an address")
		}
		if addrs[s.Address] {
			return fmt.Errorf("signer %s listed twice", s.Address)
		}
		addrs[s.Address] = true
		// Neither: an address-book entry, for the deployables that do not sign (a
		// signing one fails to open it).
		if s.KeyFile != "" && s.KeyEnv != "" {
			return fmt.Errorf("signer %q: set at most one of key_file and key_env", s.Name)
		}
	}
	return nil
}

// validateProviders checks every RPC provider of the chain and its not_sent_quorum.
func (ch *Chain) validateProviders() error {
	urls := ch.Providers()
	if len(urls) == 0 {
		return errors.New("rpc_url (or rpc_urls) must be an http(s) or ws(s) URL")
	}
	seen := map[string]bool{}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" || !map[string]bool{"http": true, "https": true, "ws": true, "wss": true}[u.Scheme] {
			return errors.New("rpc_url and rpc_urls must be http(s) or ws(s) URLs")
		}
		// A plaintext RPC connection lets anyone on the path answer for the chain —
		// balances, receipts, the nonces recovery proves "not sent" with
		// (docs/security.md) — so outside development it must be TLS: http and ws only
		// to a loopback address, or where the chain says insecure_rpc.
		if (u.Scheme == "http" || u.Scheme == "ws") && !ch.InsecureRPC && !loopbackHost(u.Hostname()) {
			return fmt.Errorf("rpc_url %s://%s is not encrypted: use https or wss (or set insecure_rpc: true for a node on a trusted network)", u.Scheme, u.Host)
		}
		// The same provider twice would count one provider's word twice in the quorum.
		if seen[raw] {
			return fmt.Errorf("rpc provider %s://%s listed twice", u.Scheme, u.Host)
		}
		seen[raw] = true
	}
	if ch.NotSentQuorum < 0 || ch.NotSentQuorum > len(urls) {
		return fmt.Errorf("not_sent_quorum %d outside 1..%d (the providers configured)", ch.NotSentQuorum, len(urls))
	}
	return nil
}

// Providers lists the chain's RPC providers, the primary first: rpc_url, then
// rpc_urls.
func (ch *Chain) Providers() []string {
	var out []string
	if ch.RPCURL != "" {
		out = append(out, ch.RPCURL)
	}
	return append(out, ch.RPCURLs...)
}

// Primary is the provider every ordinary read and broadcast uses.
func (ch *Chain) Primary() string {
	if p := ch.Providers(); len(p) > 0 {
		return p[0]
	}
	return ""
}

// Quorum is how many providers must each confirm the evidence of a "not sent" verdict:
// not_sent_quorum, or every provider.
func (ch *Chain) Quorum() int {
	if ch.NotSentQuorum > 0 {
		return ch.NotSentQuorum
	}
	return len(ch.Providers())
}

func (c *CCTP) validate() error {
	if c == nil {
		return nil
	}
	if c.TokenMessenger == (common.Address{}) || c.MessageTransmitter == (common.Address{}) {
		return errors.New("token_messenger and message_transmitter are required")
	}
	u, err := url.Parse(c.AttestationURL)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return errors.New("attestation_url must be an http(s) URL")
	}
	return nil
}

func (c *CCIP) validate(ch *Chain) error {
	if c == nil {
		return nil
	}
	if c.ChainSelector == 0 {
		return errors.New("chain_selector is required")
	}
	if c.Router == (common.Address{}) || c.OnRamp == (common.Address{}) || c.OffRamp == (common.Address{}) {
		return errors.New("router, onramp and offramp are required")
	}
	for _, sym := range c.FeeTokens {
		if _, ok := ch.Token(sym); !ok {
			return fmt.Errorf("fee token %q is not one of the chain's tokens", sym)
		}
	}
	return nil
}

// ChainByID returns the chain whose EIP-155 chain ID is id: rows that name a chain by
// its ID (balance snapshots, gas spends) are read back to its configuration with it.
func (c *Config) ChainByID(id uint64) (*Chain, bool) {
	for i := range c.Chains {
		if c.Chains[i].ChainID == id {
			return &c.Chains[i], true
		}
	}
	return nil, false
}

// ChainByCCIPSelector returns the chain whose CCIP chain selector is selector.
func (c *Config) ChainByCCIPSelector(selector uint64) (*Chain, bool) {
	for i := range c.Chains {
		if cc := c.Chains[i].CCIP; cc != nil && cc.ChainSelector == selector {
			return &c.Chains[i], true
		}
	}
	return nil, false
}

// ChainByCCTPDomain returns the chain whose CCTP domain is domain.
func (c *Config) ChainByCCTPDomain(domain uint32) (*Chain, bool) {
	for i := range c.Chains {
		if cc := c.Chains[i].CCTP; cc != nil && cc.Domain == domain {
			return &c.Chains[i], true
		}
	}
	return nil, false
}

// ChainByLZEid returns the chain whose LayerZero endpoint ID is eid.
func (c *Config) ChainByLZEid(eid uint32) (*Chain, bool) {
	for i := range c.Chains {
		if lz := c.Chains[i].LayerZero; lz != nil && lz.EID == eid {
			return &c.Chains[i], true
		}
	}
	return nil, false
}

// Chain returns the chain named name.
func (c *Config) Chain(name string) (*Chain, bool) {
	for i := range c.Chains {
		if c.Chains[i].Name == name {
			return &c.Chains[i], true
		}
	}
	return nil, false
}

// Depth is how many blocks (the inclusion block counting as one) a transfer on this
// chain needs before it counts as final: the larger of confirmations and the chain's
// finality depth.
func (ch *Chain) Depth(confirmations uint64) uint64 { return max(confirmations, ch.FinalityDepth, 1) }

// FinalBlock is the newest block that is final when head is the chain's head, at the
// chain's own depth (Depth of its confirmations): the head itself at depth 1, and block 0
// (genesis, final by definition) on a chain younger than its depth.
func (ch *Chain) FinalBlock(head uint64) uint64 {
	block, _ := FinalAt(head, ch.Depth(ch.Confirmations))
	return block
}

// FinalAt is the newest block with depth blocks on top of it, itself counted, when head
// is the chain's head: head itself at depth 0 or 1. ok is false while the chain is
// younger than depth; block is then 0. Every reader of "final" (the executors'
// evidence, nonce proofs, the doubles' scans, balance snapshots) asks here, so the
// arithmetic of docs/protocols.md, "Finality and reorgs", is written once.
func FinalAt(head, depth uint64) (block uint64, ok bool) {
	depth = max(depth, 1)
	if head+1 < depth {
		return 0, false
	}
	return head + 1 - depth, true
}

// Token returns the chain's token with the given symbol.
func (ch *Chain) Token(symbol string) (*Token, bool) {
	for i := range ch.Tokens {
		if ch.Tokens[i].Symbol == symbol {
			return &ch.Tokens[i], true
		}
	}
	return nil, false
}

// Marshal renders the configuration as YAML (devchain writes its file with it).
func (c *Config) Marshal() ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(c); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// HasChains reports whether the configuration file at path declares any chain. A
// deployment without EVM chains (the Helm chart's default configuration is empty)
// runs without the EVM executor instead of failing to start.
func HasChains(path string) (bool, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return false, fmt.Errorf("read chain config: %w", err)
	}
	var probe struct {
		Chains []yaml.Node `yaml:"chains"`
	}
	if err := yaml.Unmarshal(raw, &probe); err != nil {
		return false, fmt.Errorf("chain config %s: %w", path, err)
	}
	return len(probe.Chains) > 0, nil
}

// loopbackHost reports whether host is a loopback address or the name localhost: a
// node on the same machine, reached without crossing a network.
func loopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
