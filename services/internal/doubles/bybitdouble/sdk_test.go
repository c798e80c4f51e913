package bybitdouble_test

import (
	"encoding/json"
	"testing"
	"time"

	bybitsdk "github.com/bybit-exchange/bybit.go.api"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
)

// sdkResult decodes an official-client answer's result into out.
func sdkResult(t *testing.T, res *bybitsdk.ServerResponse, out any) {
	t.Helper()
	require.NotNil(t, res)
	require.Equal(t, 0, res.RetCode, res.RetMsg)
	raw, err := json.Marshal(res.Result)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, out))
}

// Bybit's own Go client (bybit.go.api, pinned in go.mod) drives the double through every
// endpoint QTG uses, signing and reading the envelopes its own way, so the double is
// checked against the venue's client and not only against QTG's reading of the
// documentation: server time, the FUND balance, a withdrawal created and replayed
// with its requestId, its record followed to success, the deposit records; and a
// request signed with another secret is refused as the venue refuses it (10004).
func TestOfficialClientDrivesTheDouble(t *testing.T) {
	t.Parallel()
	b := setup(t, nil)
	sdk := bybitsdk.NewBybitHttpClient(testKey, testSecret, bybitsdk.WithBaseURL(b.double.URL()))
	ctx := t.Context()

	res, err := sdk.NewUtaBybitServiceNoParams().GetServerTime(ctx)
	require.NoError(t, err)
	var now struct {
		TimeSecond string `json:"timeSecond"`
		TimeNano   string `json:"timeNano"`
	}
	sdkResult(t, res, &now)
	require.NotEmpty(t, now.TimeSecond)

	res, err = sdk.NewUtaBybitServiceWithParams(map[string]any{"accountType": "FUND", "coin": "USDC"}).GetAllCoinsBalance(ctx)
	require.NoError(t, err)
	var bal struct {
		Balance []struct {
			Coin          string `json:"coin"`
			WalletBalance string `json:"walletBalance"`
		} `json:"balance"`
	}
	sdkResult(t, res, &bal)
	require.Len(t, bal.Balance, 1)
	require.Equal(t, "1000", bal.Balance[0].WalletBalance)

	create := map[string]any{"coin": "USDC", "chain": "DEV-1", "address": b.dev.Address.Hex(), "amount": "12.5",
		"timestamp": time.Now().UnixMilli(), "forceChain": 0, "accountType": "FUND", "requestId": "sdk1"}
	res, err = sdk.NewUtaBybitServiceWithParams(create).CreateWithdraw(ctx)
	require.NoError(t, err)
	var created struct {
		ID string `json:"id"`
	}
	sdkResult(t, res, &created)
	require.NotEmpty(t, created.ID)
	create["timestamp"] = time.Now().UnixMilli()
	res, err = sdk.NewUtaBybitServiceWithParams(create).CreateWithdraw(ctx)
	require.NoError(t, err)
	var replayed struct {
		ID string `json:"id"`
	}
	sdkResult(t, res, &replayed)
	require.Equal(t, created.ID, replayed.ID, "the requestId names one withdrawal")

	var row bybitdouble.WithdrawalRow
	require.Eventually(t, func() bool {
		res, err := sdk.NewUtaBybitServiceWithParams(map[string]any{"withdrawID": created.ID}).GetWithdrawalRecords(ctx)
		if err != nil || res == nil || res.RetCode != 0 {
			return false
		}
		var rows withdrawals
		sdkResult(t, res, &rows)
		if len(rows.Rows) != 1 {
			return false
		}
		row = rows.Rows[0]
		return row.Status == bybitdouble.StatusSuccess
	}, 30*time.Second, 50*time.Millisecond)
	require.Equal(t, "12.5", row.Amount)
	require.Equal(t, b.dev.Address.Hex(), row.ToAddress)
	require.NotEmpty(t, row.TxID)

	res, err = sdk.NewUtaBybitServiceWithParams(map[string]any{"coin": "USDC"}).GetDepositRecords(ctx)
	require.NoError(t, err)
	var deposits struct {
		Rows []json.RawMessage `json:"rows"`
	}
	sdkResult(t, res, &deposits)

	wrong := bybitsdk.NewBybitHttpClient(testKey, "another-secret-entirely", bybitsdk.WithBaseURL(b.double.URL()))
	res, err = wrong.NewUtaBybitServiceWithParams(map[string]any{"accountType": "FUND", "coin": "USDC"}).GetAllCoinsBalance(ctx)
	require.NoError(t, err)
	require.NotNil(t, res)
	require.Equal(t, 10004, res.RetCode, "a signature the secret did not make is refused: %s", res.RetMsg)
}
