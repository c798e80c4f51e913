package balances_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/balances"
)

// executors is a registry of the executors that report legs, over the given chains
// (their tokens are all a leg needs).
func executors(t *testing.T, chains ...*evm.Chain) *executor.Registry {
	t.Helper()
	cfg := &evm.Config{}
	for _, ch := range chains {
		cfg.Chains = append(cfg.Chains, *ch)
	}
	e, err := evmtransfer.New(evmtransfer.Options{Config: cfg})
	require.NoError(t, err)
	c, err := cctptransfer.New(cctptransfer.Options{Config: cfg})
	require.NoError(t, err)
	ccip, err := cciptransfer.New(cciptransfer.Options{Config: cfg})
	require.NoError(t, err)
	oft, err := ofttransfer.New(ofttransfer.Options{Config: cfg})
	require.NoError(t, err)
	for _, x := range []interface{ Close() }{e, c, ccip, oft} {
		t.Cleanup(x.Close)
	}
	reg, err := executor.NewRegistry(e, c, ccip, oft)
	require.NoError(t, err)
	return reg
}

// The expected change of an account is the sum of its legs in (from, to]: evm_transfer
// legs and every leg of a cctp_transfer — the holder's approve and burn gas and the
// burned amount on the source, the relayer's gas, the minted amount and the fee to the
// fee recipient on the destination (at the mint's block, also when someone else
// relayed), a reverted phase's gas — each counted by its own block.
func TestExpectedFromLegs(t *testing.T) {
	t.Parallel()
	const (
		holder    = "0x00000000000000000000000000000000000000a1"
		recipient = "0x00000000000000000000000000000000000000b2"
		relayer   = "0x00000000000000000000000000000000000000c3"
		feeTo     = "0x00000000000000000000000000000000000000d4"
	)
	usdc1 := common.HexToAddress("0x1111111111111111111111111111111111111111")
	usdc2 := common.HexToAddress("0x2222222222222222222222222222222222222222")
	src := &evm.Chain{Name: "dev-1", Tokens: []evm.Token{{Symbol: "USDC", Address: usdc1}}}
	dst := &evm.Chain{Name: "dev-2", Tokens: []evm.Token{{Symbol: "USDC", Address: usdc2}}}
	tok1, tok2 := "0x"+common.Bytes2Hex(usdc1.Bytes()), "0x"+common.Bytes2Hex(usdc2.Bytes())
	cfg := json.RawMessage(`{"from_chain":"dev-1","to_chain":"dev-2","from":"` + holder + `","to":"` + recipient +
		`","amount":"1000000","max_fee":"1000","speed":"fast","relayer":"` + relayer + `"}`)
	progress := json.RawMessage(`{"next":"receive","approve_block":10,"approve_gas_cost":"7","burn_block":12,"burn_gas_cost":"11"}`)
	reg := executors(t, src, dst)
	relayedByUs := &db.BalanceNode{ExecutorKey: "cctp_transfer", NodeConfig: cfg, Progress: progress, NodeState: "COMPLETED",
		Result: json.RawMessage(`{"relayer":"` + relayer + `","receive_block":30,"receive_gas_cost":"13","mint_block":30,
			"minted":"999850","fee_executed":"150","fee_recipient":"` + feeTo + `"}`)}
	relayedByOther := &db.BalanceNode{ExecutorKey: "cctp_transfer", NodeConfig: cfg, Progress: progress, NodeState: "COMPLETED",
		Result: json.RawMessage(`{"relayer":"` + relayer + `","mint_block":31,"minted":"999850","fee_executed":"150","fee_recipient":"` + feeTo + `"}`)}
	// Failed after the burn (the receive phase ran out of tries): the burn stays.
	failedAfterBurn := &db.BalanceNode{ExecutorKey: "cctp_transfer", NodeConfig: cfg, Progress: progress, NodeState: "FAILED"}
	// The burn reverted after the approval: approve gas, reverted burn gas, nothing burned.
	burnReverted := &db.BalanceNode{ExecutorKey: "cctp_transfer", NodeConfig: cfg, NodeState: "FAILED",
		Progress: json.RawMessage(`{"next":"burn","approve_block":10,"approve_gas_cost":"7"}`),
		Result:   json.RawMessage(`{"phase":"burn","status":"reverted","chain":"dev-1","from":"` + holder + `","block_number":12,"gas_cost":"5"}`)}

	type want struct {
		token, address string
		from, to       int64
		delta          int64
	}
	tests := []struct {
		name  string
		chain *evm.Chain
		node  *db.BalanceNode
		want  []want
	}{
		{"source of a completed transfer", src, relayedByUs, []want{
			{evm.NativeToken, holder, 0, 100, -18}, {tok1, holder, 0, 100, -1_000_000},
			{evm.NativeToken, holder, 10, 100, -11}, {tok1, holder, 12, 100, 0}, // (from, to]: block 12 is out
			{tok1, recipient, 0, 100, 0},
		}},
		{"destination, relayed by QTG", dst, relayedByUs, []want{
			{tok2, recipient, 0, 100, 999_850}, {tok2, feeTo, 0, 100, 150}, {evm.NativeToken, relayer, 0, 100, -13},
			{tok2, recipient, 30, 100, 0}, {tok2, holder, 0, 100, 0},
		}},
		{"destination, relayed by someone else (found by nonce)", dst, relayedByOther, []want{
			{tok2, recipient, 30, 31, 999_850}, {tok2, feeTo, 30, 31, 150}, {evm.NativeToken, relayer, 0, 100, 0},
		}},
		{"failed after the burn: the burn counts, no mint", src, failedAfterBurn, []want{{tok1, holder, 0, 100, -1_000_000}}},
		{"failed after the burn, destination", dst, failedAfterBurn, []want{{tok2, recipient, 0, 100, 0}}},
		{"burn reverted", src, burnReverted, []want{{evm.NativeToken, holder, 0, 100, -12}, {tok1, holder, 0, 100, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			legs, err := balances.Legs(reg, tt.chain, []*db.BalanceNode{tt.node})
			require.NoError(t, err)
			for _, w := range tt.want {
				require.Equal(t, big.NewInt(w.delta), balances.ExpectedFromLegs(w.token, w.address, w.from, w.to, legs),
					"%s of %s in (%d, %d]", w.token, w.address, w.from, w.to)
			}
		})
	}

	// evm_transfer legs: amount and gas at the receipt's block.
	transfer := &db.BalanceNode{ExecutorKey: "evm_transfer", NodeState: "COMPLETED",
		NodeConfig: json.RawMessage(`{"chain":"dev-1","token":"USDC","from":"` + holder + `","to":"` + recipient + `","amount":"5"}`),
		Result:     json.RawMessage(`{"block_number":40,"gas_used":3,"effective_gas_price":"2"}`)}
	legs, err := balances.Legs(reg, src, []*db.BalanceNode{transfer})
	require.NoError(t, err)
	require.Equal(t, big.NewInt(-5), balances.ExpectedFromLegs(tok1, holder, 39, 40, legs))
	require.Equal(t, big.NewInt(5), balances.ExpectedFromLegs(tok1, recipient, 39, 40, legs))
	require.Equal(t, big.NewInt(-6), balances.ExpectedFromLegs(evm.NativeToken, holder, 39, 40, legs))
	require.Equal(t, big.NewInt(0), balances.ExpectedFromLegs(tok1, holder, 40, 41, legs))
}
