package executortest

import (
	"encoding/json"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Chains is the devchain configuration of a Subject's world: dev-1 (chain ID 31337)
// and, when bridge, dev-2 (31338), with accounts dev accounts besides the deployer.
func Chains(accounts int, bridge bool) devchain.Config {
	specs := []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}
	if bridge {
		specs = append(specs, devchain.ChainSpec{Name: "dev-2", ChainID: 31338})
	}
	return devchain.Config{Chains: specs, Accounts: accounts, BlockInterval: devchaintest.BlockInterval}
}

// Holders is the outside world of an executor that moves USDC on devchain's chains, as
// Subjects see it: movement i moves Amount(i) from a holder of its own (dev account
// i+1, so a nonce lane of its own too) to a recipient of its own, so that their
// balances count movement i's value and nothing else.
type Holders struct {
	accounts []devchain.Account
	src      *devchain.Chain
	// held is what each holder held on src before any movement.
	held []*big.Int
}

// NewHolders reads what the holders of movements 0 to n-1 hold on src, where their
// value leaves from; dc must have at least n dev accounts besides its deployer.
func NewHolders(t *testing.T, dc *devchain.Devchain, src *devchain.Chain, n int) *Holders {
	t.Helper()
	h := &Holders{accounts: dc.Accounts(), src: src, held: make([]*big.Int, n)}
	require.Greater(t, len(h.accounts), n, "devchain.Config.Accounts: one per movement")
	for i := range n {
		h.held[i] = USDC(t, src, h.Holder(i))
	}
	return h
}

// Holder is movement i's holder.
func (h *Holders) Holder(i int) common.Address { return h.accounts[i+1].Address }

// Amount is what movement i moves, in USDC base units.
func Amount(i int) *big.Int { return big.NewInt(1_000_000 + int64(i)) }

// Recipient is movement i's own destination: an address nobody holds a key of.
func Recipient(i int) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("executortest recipient %d", i))))
}

// Params are movement i's template parameters: from (its holder), to (its recipient)
// and amount.
func (h *Holders) Params(t *testing.T, i int) json.RawMessage {
	t.Helper()
	raw, err := json.Marshal(map[string]string{"from": h.Holder(i).Hex(), "to": Recipient(i).Hex(), "amount": Amount(i).String()})
	require.NoError(t, err)
	return raw
}

// Left counts how many times m's amount left its holder on the source chain.
func (h *Holders) Left(t *testing.T, m Movement) int {
	t.Helper()
	return times(new(big.Int).Sub(h.held[m.I], USDC(t, h.src, h.Holder(m.I))), Amount(m.I))
}

// Received counts how many times m's amount reached its recipient on c.
func Received(t *testing.T, c *devchain.Chain, m Movement) int {
	t.Helper()
	return times(USDC(t, c, Recipient(m.I)), Amount(m.I))
}

// Idle reports whether m's holder has no transaction waiting in the pool of any of
// chains (its pending nonce is its mined one), for Subject.Settled.
func (h *Holders) Idle(t *testing.T, m Movement, chains ...*devchain.Chain) bool {
	t.Helper()
	for _, c := range chains {
		pending, err := c.Client().PendingNonceAt(t.Context(), h.Holder(m.I))
		require.NoError(t, err)
		mined, err := c.Client().NonceAt(t.Context(), h.Holder(m.I), nil)
		require.NoError(t, err)
		if pending != mined {
			return false
		}
	}
	return true
}

// Subject is a Subject with the parts every USDC mover from src to dst on devchain
// shares (src and dst may be one chain): Params, Moved (what left the holder on src),
// Arrived (what reached the recipient on dst), Settled (no transaction of the holder
// pending on either) and RPC (both chains' fault proxies). The caller adds Key, New,
// Template, Phases and what else its world has.
func (h *Holders) Subject(t *testing.T, dst *devchain.Chain) Subject {
	t.Helper()
	chains := []*devchain.Chain{h.src}
	if dst != h.src {
		chains = append(chains, dst)
	}
	var proxies []*rpcfault.Proxy
	for _, c := range chains {
		proxies = append(proxies, c.Faults())
	}
	return Subject{
		Params:  func(i int) json.RawMessage { return h.Params(t, i) },
		Moved:   h.Left,
		Arrived: func(t *testing.T, m Movement) int { return Received(t, dst, m) },
		Settled: func(t *testing.T, m Movement) bool { return h.Idle(t, m, chains...) },
		RPC:     proxies,
	}
}

// Delivery is the Elsewhere of a bridge whose own relayers deliver in its phase phase
// (a DON, a LayerZero executor): Do waits until they delivered m to its recipient on
// dst, before the executor starts watching for it.
func Delivery(phase string, dst *devchain.Chain) *Elsewhere {
	return &Elsewhere{Phase: phase, Do: func(t *testing.T, m Movement, _ executor.Node) {
		require.Eventually(t, func() bool { return Received(t, dst, m) == 1 }, patience, pollEvery, "the relayers' delivery of movement %d", m.I)
	}}
}

// USDC is who's USDC balance on c.
func USDC(t *testing.T, c *devchain.Chain, who common.Address) *big.Int {
	t.Helper()
	erc20 := contracts.NewERC20()
	out, err := c.Client().CallContract(t.Context(), ethereum.CallMsg{To: &c.USDC, Data: erc20.PackBalanceOf(who)}, nil)
	require.NoError(t, err)
	bal, err := erc20.UnpackBalanceOf(out)
	require.NoError(t, err)
	return bal
}

// times is how many times amount fits in v.
func times(v, amount *big.Int) int { return int(new(big.Int).Div(v, amount).Int64()) }
