package evm_test

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

const validConfig = `
chains:
  - name: dev-1
    chain_id: 31337
    rpc_url: http://127.0.0.1:8545
    block_time: 250ms
    tokens:
      - symbol: USDC
        address: "0x83da863ed7da3368cdb1a8ddca547bfe2c992695"
        decimals: 6
signers:
  - name: ops
    address: "%s"
    key_env: QTG_TEST_KEY
`

func TestParse(t *testing.T) {
	t.Parallel()
	addr := common.HexToAddress("0x1111111111111111111111111111111111111111").Hex()
	tests := []struct {
		name    string
		yaml    string
		env     map[string]string
		wantErr string
		check   func(t *testing.T, c *evm.Config)
	}{
		{name: "defaults", yaml: fmt.Sprintf(validConfig, addr), check: func(t *testing.T, c *evm.Config) {
			ch, ok := c.Chain("dev-1")
			require.True(t, ok)
			require.Equal(t, uint64(1), ch.Confirmations)
			require.Equal(t, 250*time.Millisecond, ch.BlockTime)
			require.Equal(t, 2*time.Minute, ch.HeadStaleAfter)
			tok, ok := ch.Token("USDC")
			require.True(t, ok)
			require.Zero(t, tok.TransferGas, "estimated unless set")
			require.Equal(t, uint64(evm.DefaultFinalityDepth), ch.FinalityDepth)
			require.Equal(t, uint64(evm.DefaultMaxGas), ch.MaxGas)
			require.Equal(t, uint64(evm.DefaultFinalityDepth), ch.Depth(1))
			require.Equal(t, uint64(100), ch.Depth(100))
		}},
		{name: "finality override", yaml: fmt.Sprintf(validConfig, addr), env: map[string]string{"MG_CHAIN_DEV_1_FINALITY_DEPTH": "3"},
			check: func(t *testing.T, c *evm.Config) { require.Equal(t, uint64(3), c.Chains[0].FinalityDepth) }},
		{name: "env overrides", yaml: fmt.Sprintf(validConfig, addr),
			env: map[string]string{"MG_CHAIN_DEV_1_RPC_URL": "https://rpc.example/v1", "MG_CHAIN_DEV_1_CONFIRMATIONS": "12"},
			check: func(t *testing.T, c *evm.Config) {
				require.Equal(t, "https://rpc.example/v1", c.Chains[0].RPCURL)
				require.Equal(t, uint64(12), c.Chains[0].Confirmations)
			}},
		{name: "bad override", yaml: fmt.Sprintf(validConfig, addr), env: map[string]string{"MG_CHAIN_DEV_1_CONFIRMATIONS": "many"}, wantErr: "CONFIRMATIONS"},
		{name: "unknown key", yaml: fmt.Sprintf(validConfig, addr) + "extra: 1\n", wantErr: "extra"},
		{name: "no chains", yaml: "signers: []\n", wantErr: "no chains"},
		{name: "empty", yaml: "", wantErr: "empty"},
		{name: "bad rpc url", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'ftp://x'}]\n", wantErr: "rpc_url"},
		{name: "duplicate chain id", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x'}, {name: b, chain_id: 1, rpc_url: 'https://y'}]\n", wantErr: "chain_id"},
		{name: "key in both places", yaml: fmt.Sprintf("chains: [{name: a, chain_id: 1, rpc_url: 'https://x'}]\nsigners: [{name: s, address: '%s', key_file: f, key_env: E}]\n", addr), wantErr: "at most one"},
		{name: "cctp", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', cctp: {domain: 6, token_messenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d', message_transmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64', attestation_url: 'https://iris-api.circle.com'}}]\n",
			check: func(t *testing.T, c *evm.Config) {
				ch, ok := c.ChainByCCTPDomain(6)
				require.True(t, ok)
				require.Equal(t, "a", ch.Name)
				require.Equal(t, common.HexToAddress("0x81D40F21F12A8F0E3252Bccb954D722d4c464B64"), ch.CCTP.MessageTransmitter)
				_, ok = c.ChainByCCTPDomain(0)
				require.False(t, ok)
			}},
		{name: "chain by id", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x'}, {name: b, chain_id: 10, rpc_url: 'https://y'}]\n",
			check: func(t *testing.T, c *evm.Config) {
				ch, ok := c.ChainByID(10)
				require.True(t, ok)
				require.Equal(t, "b", ch.Name)
				_, ok = c.ChainByID(2)
				require.False(t, ok)
			}},
		{name: "cctp without contracts", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', cctp: {domain: 6, attestation_url: 'https://iris-api.circle.com'}}]\n", wantErr: "token_messenger"},
		{name: "cctp bad attestation url", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', cctp: {domain: 6, token_messenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d', message_transmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64', attestation_url: 'iris'}}]\n", wantErr: "attestation_url"},
		{name: "cctp domain twice", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', cctp: {domain: 6, token_messenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d', message_transmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64', attestation_url: 'http://i'}}, {name: b, chain_id: 2, rpc_url: 'https://y', cctp: {domain: 6, token_messenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d', message_transmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64', attestation_url: 'http://i'}}]\n", wantErr: "domain 6"},
		{name: "layerzero", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', layerzero: {eid: 30101, endpoint: '0x1a44076050125825900e736c501f859c50fE728c', usdc_pool: '0xc026395860Db2d07ee33e05fE50ed7bD583189C7', token_messaging: '0x6d6620eFa72948C5f68A3C8646d58C00d3f4A980', usdc_asset_id: 1}}]\n",
			check: func(t *testing.T, c *evm.Config) {
				require.Equal(t, common.HexToAddress("0x6d6620eFa72948C5f68A3C8646d58C00d3f4A980"), c.Chains[0].LayerZero.TokenMessaging)
				require.Equal(t, uint16(1), c.Chains[0].LayerZero.USDCAssetID)
			}},
		{name: "layerzero without token messaging", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', layerzero: {eid: 30101, endpoint: '0x1a44076050125825900e736c501f859c50fE728c', usdc_pool: '0xc026395860Db2d07ee33e05fE50ed7bD583189C7', usdc_asset_id: 1}}]\n", wantErr: "token_messaging"},
		{name: "layerzero without asset id", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', layerzero: {eid: 30101, endpoint: '0x1a44076050125825900e736c501f859c50fE728c', usdc_pool: '0xc026395860Db2d07ee33e05fE50ed7bD583189C7', token_messaging: '0x6d6620eFa72948C5f68A3C8646d58C00d3f4A980'}}]\n", wantErr: "usdc_asset_id"},
		{name: "explorer url", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', explorer_url: 'https://etherscan.io'}]\n",
			check: func(t *testing.T, c *evm.Config) { require.Equal(t, "https://etherscan.io", c.Chains[0].ExplorerURL) }},
		{name: "explorer url not http", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', explorer_url: 'javascript:alert(1)'}]\n", wantErr: "explorer_url"},
		{name: "explorer url with query", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', explorer_url: 'https://e.example/?k=secret'}]\n", wantErr: "explorer_url"},
		{name: "native is reserved", yaml: "chains: [{name: a, chain_id: 1, rpc_url: 'https://x', tokens: [{symbol: native, address: '0x83da863ed7da3368cdb1a8ddca547bfe2c992695'}]}]\n", wantErr: "reserved"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := evm.Parse([]byte(tt.yaml), func(k string) string { return tt.env[k] })
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			tt.check(t, c)
		})
	}
}

// Keys load from a file or an environment variable, must match the configured
// address, and never appear in errors or formatted output.
func TestLoadSigners(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	hexKey := fmt.Sprintf("%x", crypto.FromECDSA(key))
	addr := crypto.PubkeyToAddress(key.PublicKey)
	file := filepath.Join(t.TempDir(), "ops.key")
	require.NoError(t, os.WriteFile(file, []byte("0x"+hexKey+"\n"), 0o600))

	fromFile, err := evm.Parse([]byte(fmt.Sprintf("chains: [{name: a, chain_id: 1, rpc_url: 'https://x'}]\nsigners: [{name: ops, address: '%s', key_file: '%s'}]\n", addr.Hex(), file)), nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(fromFile, nil)
	require.NoError(t, err)
	s := signers[addr]
	require.NotNil(t, s)
	for _, out := range []string{fmt.Sprint(s), fmt.Sprintf("%v %+v %#v %s", s, s, s, s)} {
		require.NotContains(t, out, hexKey)
	}
	tx, err := s.SignTx(context.Background(), types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(1), Gas: 21000, To: &addr}), big.NewInt(1))
	require.NoError(t, err)
	sender, err := types.Sender(types.LatestSignerForChainID(big.NewInt(1)), tx)
	require.NoError(t, err)
	require.Equal(t, addr, sender)

	other := common.HexToAddress("0x2222222222222222222222222222222222222222")
	fromEnv, err := evm.Parse([]byte(fmt.Sprintf(validConfig, other.Hex())), nil)
	require.NoError(t, err)
	_, err = evm.LoadSigners(fromEnv, func(string) string { return hexKey })
	require.ErrorContains(t, err, "key is for")
	require.NotContains(t, err.Error(), hexKey)
	_, err = evm.LoadSigners(fromEnv, func(string) string { return "" })
	require.ErrorContains(t, err, "QTG_TEST_KEY is empty")
	_, err = evm.LoadSigners(fromEnv, func(string) string { return "not-a-key-" + hexKey[:10] })
	require.ErrorContains(t, err, "not a hex secp256k1 private key")
	require.NotContains(t, err.Error(), hexKey[:10])
}

// An RPC endpoint answers for the chain (balances, receipts, the nonces recovery proves
// "not sent" with), so outside development it must be encrypted: http and ws only to a
// loopback host, or where the chain opts in with insecure_rpc.
func TestPlaintextRPCOnlyOnLoopbackOrOptIn(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		url, extra string
		ok         bool
	}{
		{"https://rpc.example.com", "", true},
		{"wss://rpc.example.com/ws", "", true},
		{"http://127.0.0.1:8545", "", true},
		{"ws://[::1]:8546", "", true},
		{"http://localhost:8545", "", true},
		{"http://rpc.example.com", "", false},
		{"ws://10.0.0.7:8546", "", false},
		{"http://geth.chains.svc:8545", "insecure_rpc: true", true},
	} {
		doc := "chains:\n  - name: a\n    chain_id: 1\n    rpc_url: " + tc.url + "\n"
		if tc.extra != "" {
			doc += "    " + tc.extra + "\n"
		}
		_, err := evm.Parse([]byte(doc), func(string) string { return "" })
		if tc.ok {
			require.NoError(t, err, tc.url)
		} else {
			require.ErrorContains(t, err, "is not encrypted", tc.url)
		}
	}
}

// A chain may name several RPC providers (rpc_url and rpc_urls, the first the primary),
// each under rpc_url's TLS rule, and how many of them must confirm a "not sent"
// (not_sent_quorum, default every provider, never more than there are).
func TestProvidersAndNotSentQuorumParse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		yaml          string
		env           map[string]string
		wantProviders []string
		wantQuorum    int
		wantErr       string
	}{
		{name: "rpc_url alone is one provider, quorum of one", yaml: "rpc_url: 'https://a'",
			wantProviders: []string{"https://a"}, wantQuorum: 1},
		{name: "rpc_urls alone, the first the primary, quorum every provider", yaml: "rpc_urls: ['https://a', 'wss://b']",
			wantProviders: []string{"https://a", "wss://b"}, wantQuorum: 2},
		{name: "rpc_url beside rpc_urls is the primary", yaml: "rpc_url: 'https://a'\n    rpc_urls: ['https://b', 'https://c']\n    not_sent_quorum: 2",
			wantProviders: []string{"https://a", "https://b", "https://c"}, wantQuorum: 2},
		{name: "env overrides the providers and the quorum", yaml: "rpc_url: 'https://a'\n    rpc_urls: ['https://b']",
			env:           map[string]string{"MG_CHAIN_DEV_1_RPC_URL": "https://x", "MG_CHAIN_DEV_1_RPC_URLS": "https://y, https://z", "MG_CHAIN_DEV_1_NOT_SENT_QUORUM": "2"},
			wantProviders: []string{"https://x", "https://y", "https://z"}, wantQuorum: 2},
		{name: "no provider", yaml: "block_time: 1s", wantErr: "rpc_url"},
		{name: "a plaintext provider off loopback", yaml: "rpc_url: 'https://a'\n    rpc_urls: ['http://b.example']", wantErr: "is not encrypted"},
		{name: "a plaintext provider on loopback", yaml: "rpc_urls: ['https://a', 'http://127.0.0.1:8545']",
			wantProviders: []string{"https://a", "http://127.0.0.1:8545"}, wantQuorum: 2},
		{name: "a provider that is no URL", yaml: "rpc_urls: ['https://a', 'ftp://b']", wantErr: "rpc_urls"},
		{name: "the same provider twice", yaml: "rpc_url: 'https://a'\n    rpc_urls: ['https://a']", wantErr: "listed twice"},
		{name: "quorum above the providers", yaml: "rpc_urls: ['https://a', 'https://b']\n    not_sent_quorum: 3", wantErr: "not_sent_quorum"},
		{name: "negative quorum", yaml: "rpc_url: 'https://a'\n    not_sent_quorum: -1", wantErr: "not_sent_quorum"},
		{name: "quorum env not a number", yaml: "rpc_url: 'https://a'", env: map[string]string{"MG_CHAIN_DEV_1_NOT_SENT_QUORUM": "all"}, wantErr: "NOT_SENT_QUORUM"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			doc := "chains:\n  - name: dev-1\n    chain_id: 1\n    " + tt.yaml + "\n"
			cfg, err := evm.Parse([]byte(doc), func(k string) string { return tt.env[k] })
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			ch, ok := cfg.Chain("dev-1")
			require.True(t, ok)
			require.Equal(t, tt.wantProviders, ch.Providers())
			require.Equal(t, tt.wantProviders[0], ch.Primary())
			require.Equal(t, tt.wantQuorum, ch.Quorum())
		})
	}
}

// Every provider's URL is kept out of error texts, each named by its position.
func TestRedactHidesEveryProvider(t *testing.T) {
	t.Parallel()
	ch := &evm.Chain{Name: "dev-1", RPCURL: "https://a.example/key1", RPCURLs: []string{"https://b.example/key2"}}
	err := evm.Redact(ch, fmt.Errorf("dial https://a.example/key1 and https://b.example/key2: refused"))
	require.Equal(t, "dial <rpc of dev-1> and <rpc 2 of dev-1>: refused", err.Error())
}

// A block is final once the chain's depth of blocks, its own counting as one, is on
// top of it; a chain younger than its depth has only its genesis block final.
func TestTheFinalBlockIsTheChainsDepthBelowTheHead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                 string
		confirmations, depth uint64
		head, want           uint64
	}{
		{name: "depth 1: the head", confirmations: 1, depth: 1, head: 100, want: 100},
		{name: "finality depth", confirmations: 1, depth: 64, head: 100, want: 37},
		{name: "more confirmations than the finality depth", confirmations: 12, depth: 4, head: 100, want: 89},
		{name: "exactly the depth", confirmations: 1, depth: 64, head: 63, want: 0},
		{name: "a chain younger than its depth", confirmations: 1, depth: 64, head: 10, want: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ch := evm.Chain{Confirmations: tc.confirmations, FinalityDepth: tc.depth}
			require.Equal(t, tc.want, ch.FinalBlock(tc.head))
		})
	}
}

// A block is final once it is depth blocks deep, itself counted: at depth 0 or 1 the head
// is, and no block is while the chain is younger than its depth.
func TestABlockIsFinalOnceItIsDepthDeepItselfCounted(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		head, depth uint64
		want        uint64
		ok          bool
	}{
		{name: "depth 0 reads as 1", head: 7, depth: 0, want: 7, ok: true},
		{name: "depth 1: the head", head: 7, depth: 1, want: 7, ok: true},
		{name: "depth 3", head: 7, depth: 3, want: 5, ok: true},
		{name: "genesis exactly deep enough", head: 2, depth: 3, want: 0, ok: true},
		{name: "younger than the depth", head: 1, depth: 3, want: 0, ok: false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			block, ok := evm.FinalAt(tc.head, tc.depth)
			require.Equal(t, tc.ok, ok)
			require.Equal(t, tc.want, block)
		})
	}
}
