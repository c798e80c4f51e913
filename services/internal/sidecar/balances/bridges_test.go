package balances_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/sidecar/balances"
)

// The legs of ccip_transfer and oft_transfer nodes: on the source the holder's
// approvals' gas, the send's gas, its native fee (or a CCIP fee in USDC) and the amount
// debited; on the destination the holder's manual executions' gas and, once completed,
// the receiver's credit at the delivery's block; a reverted phase's gas. Each counted
// by its own block.
func TestBridgeLegs(t *testing.T) {
	t.Parallel()
	const (
		holder   = "0x00000000000000000000000000000000000000a1"
		receiver = "0x00000000000000000000000000000000000000b2"
	)
	usdc1 := common.HexToAddress("0x1111111111111111111111111111111111111111")
	usdc2 := common.HexToAddress("0x2222222222222222222222222222222222222222")
	src := &evm.Chain{Name: "dev-1", Tokens: []evm.Token{{Symbol: "USDC", Address: usdc1}}}
	dst := &evm.Chain{Name: "dev-2", Tokens: []evm.Token{{Symbol: "USDC", Address: usdc2}}}
	tok1, tok2 := "0x"+common.Bytes2Hex(usdc1.Bytes()), "0x"+common.Bytes2Hex(usdc2.Bytes())
	ccipCfg := func(feeToken string) json.RawMessage {
		return json.RawMessage(`{"from_chain":"dev-1","to_chain":"dev-2","from":"` + holder + `","to":"` + receiver +
			`","amount":"1000000","fee_token":"` + feeToken + `","max_fee":"100000000000000000"}`)
	}
	oftCfg := json.RawMessage(`{"from_chain":"dev-1","to_chain":"dev-2","from":"` + holder + `","to":"` + receiver +
		`","amount":"1000000","max_fee":"100000000000000000"}`)
	ccipNativeProgress := json.RawMessage(`{"next":"deliver","approve_block":10,"approve_gas_cost":"7","send_block":12,"send_gas_cost":"11",
		"native_fee":"1000","fee":"1000","fee_token":"native","deliver_after_block":20}`)
	reg := executors(t, src, dst)
	ccipNative := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("native"), Progress: ccipNativeProgress,
		NodeState: "COMPLETED", Result: json.RawMessage(`{"delivery_block":30,"received":"1000000"}`)}
	ccipUSDCFee := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("USDC"), NodeState: "COMPLETED",
		Progress: json.RawMessage(`{"next":"deliver","approve_block":10,"approve_gas_cost":"7","send_block":12,"send_gas_cost":"11",
			"native_fee":"0","fee":"250","fee_token":"USDC"}`),
		Result: json.RawMessage(`{"delivery_block":30,"received":"1000000"}`)}
	ccipManual := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("native"), NodeState: "COMPLETED",
		Progress: json.RawMessage(`{"next":"deliver","send_block":12,"send_gas_cost":"11","native_fee":"1000",
			"manual_legs":[{"tx":"0x01","block":25,"gas_cost":"3"},{"tx":"0x02","block":28,"gas_cost":"5"}]}`),
		Result: json.RawMessage(`{"delivery_block":28,"received":"1000000"}`)}
	// The second manual execution completed the node: the observation that completed
	// it stored its result, not its progress.
	ccipManualCompleting := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("native"), NodeState: "COMPLETED",
		Progress: json.RawMessage(`{"next":"deliver","send_block":12,"send_gas_cost":"11","native_fee":"1000",
			"manual_legs":[{"tx":"0x01","block":25,"gas_cost":"3"}]}`),
		Result: json.RawMessage(`{"delivery_block":28,"received":"1000000","send_block":12,"send_gas_cost":"11","native_fee":"1000",
			"manual_legs":[{"tx":"0x01","block":25,"gas_cost":"3"},{"tx":"0x02","block":28,"gas_cost":"5"}]}`)}
	// Failed after its send (in delivery when an operator failed it): the send counts,
	// nothing is credited.
	ccipFailedAfterSend := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("native"), Progress: ccipNativeProgress, NodeState: "FAILED"}
	sendReverted := &db.BalanceNode{ExecutorKey: "ccip_transfer", NodeConfig: ccipCfg("native"), NodeState: "FAILED",
		Progress: json.RawMessage(`{"next":"send","approve_block":10,"approve_gas_cost":"7"}`),
		Result:   json.RawMessage(`{"phase":"send","status":"reverted","chain":"dev-1","from":"` + holder + `","block_number":12,"gas_cost":"5"}`)}
	oftDelivered := &db.BalanceNode{ExecutorKey: "oft_transfer", NodeConfig: oftCfg, NodeState: "COMPLETED",
		Progress: json.RawMessage(`{"next":"deliver","approve_block":10,"approve_gas_cost":"7","send_block":12,"send_gas_cost":"11",
			"native_fee":"900","amount_sent":"1000000","amount_received":"1000000"}`),
		Result: json.RawMessage(`{"payout":"delivered","delivery_block":31,"received":"1000000"}`)}
	oftRetried := &db.BalanceNode{ExecutorKey: "oft_transfer", NodeConfig: oftCfg, NodeState: "COMPLETED",
		Progress: json.RawMessage(`{"next":"deliver","send_block":12,"send_gas_cost":"11","native_fee":"900","amount_sent":"1000000"}`),
		Result:   json.RawMessage(`{"payout":"retried","retry_block":40,"retry_gas_cost":"13","delivery_block":40,"received":"999000"}`)}

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
		{"ccip, native fee, source", src, ccipNative, []want{
			{evm.NativeToken, holder, 0, 100, -(7 + 11 + 1000)}, {tok1, holder, 0, 100, -1_000_000},
			{evm.NativeToken, holder, 10, 100, -(11 + 1000)}, {tok1, holder, 12, 100, 0}, // (from, to]: block 12 is out
			{tok1, receiver, 0, 100, 0},
		}},
		{"ccip, native fee, destination", dst, ccipNative, []want{
			{tok2, receiver, 29, 30, 1_000_000}, {tok2, receiver, 30, 100, 0}, {tok2, holder, 0, 100, 0}, {evm.NativeToken, holder, 0, 100, 0},
		}},
		{"ccip, fee in USDC", src, ccipUSDCFee, []want{
			{tok1, holder, 0, 100, -1_000_250}, {evm.NativeToken, holder, 0, 100, -18},
		}},
		{"ccip, manual executions by the holder", dst, ccipManual, []want{
			{evm.NativeToken, holder, 0, 100, -8}, {evm.NativeToken, holder, 25, 100, -5}, {tok2, receiver, 27, 28, 1_000_000},
		}},
		{"ccip, a manual execution completed the node", dst, ccipManualCompleting, []want{
			{evm.NativeToken, holder, 0, 100, -8}, {evm.NativeToken, holder, 27, 28, -5},
		}},
		{"ccip, failed after the send, source", src, ccipFailedAfterSend, []want{{tok1, holder, 0, 100, -1_000_000}}},
		{"ccip, failed after the send, destination", dst, ccipFailedAfterSend, []want{{tok2, receiver, 0, 100, 0}}},
		{"ccip, send reverted", src, sendReverted, []want{{evm.NativeToken, holder, 0, 100, -12}, {tok1, holder, 0, 100, 0}}},
		{"ccip, send reverted, destination", dst, sendReverted, []want{{evm.NativeToken, holder, 0, 100, 0}}},
		{"oft, delivered, source", src, oftDelivered, []want{
			{evm.NativeToken, holder, 0, 100, -(7 + 11 + 900)}, {tok1, holder, 11, 12, -1_000_000},
		}},
		{"oft, delivered, destination", dst, oftDelivered, []want{{tok2, receiver, 30, 31, 1_000_000}, {evm.NativeToken, holder, 0, 100, 0}}},
		{"oft, retried by the holder", dst, oftRetried, []want{{tok2, receiver, 39, 40, 999_000}, {evm.NativeToken, holder, 39, 40, -13}}},
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

	_, err := balances.Legs(reg, src, []*db.BalanceNode{{ExecutorKey: "oft_transfer", NodeConfig: oftCfg,
		Progress: json.RawMessage(`{"send_block":12,"send_gas_cost":"x"}`), NodeState: "COMPLETED"}})
	require.ErrorContains(t, err, "send gas cost")
}
