package gateway_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// searchTemplate stands in for a transfer then a bridge: the first node has the amount
// and destination a value-moving executor's config has.
const searchTemplate = `{"nodes":[{"key":"send","executor":"noop","config":{"amount":"${amount}","to":"${to}"}},` +
	`{"key":"bridge","executor":"noop","config":{},"depends_on":["send"]}]}`

// hex64 is a 0x-hex key of 32 bytes made of one digit, in upper case where it has letters.
func hex64(c string) string { return "0x" + strings.Repeat(c, 64) }

// searchFixture creates and completes three movements through the API and the
// workers (so their intents are written as the dispatcher writes them), then records
// on them the evidence each executor records, as it records it (migration 00032 names
// where).
type searchFixture struct {
	b       *bundle
	a, m, c *qtgv1.Movement // created in this order
	fence   string          // the noop intent's external ID on a's send node
}

func newSearchFixture(t *testing.T) *searchFixture {
	t.Helper()
	b := setup(t)
	b.template(t, "pay", searchTemplate)
	create := func(key, amount, to string) *qtgv1.Movement {
		c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: key,
			ParamsJson: fmt.Sprintf(`{"amount":%q,"to":%q}`, amount, to)})
		require.NoError(t, err)
		_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
		require.NoError(t, err)
		return c.GetMovement()
	}
	f := &searchFixture{b: b}
	f.a = create("incident-a", "1000000", "0x1111111111111111111111111111111111111111")
	f.m = create("incident-m", "2500000", "0x2222222222222222222222222222222222222222")
	f.c = create("incident-c", "9000000", "0x1111111111111111111111111111111111111111")
	b.until(t, func() bool {
		for _, m := range []*qtgv1.Movement{f.a, f.m, f.c} {
			if b.get(t, m.GetId()).GetState() != qtgv1.MovementState_MOVEMENT_STATE_COMPLETED {
				return false
			}
		}
		return true
	})
	for _, m := range []*qtgv1.Movement{f.a, f.m, f.c} {
		*m = *b.get(t, m.GetId())
	}
	send := b.node(t, f.a.GetId(), "send")
	require.NotEmpty(t, send.GetIntents())
	f.fence = send.GetIntents()[0].GetExternalId()
	require.NotEmpty(t, f.fence)

	ctx := context.Background()
	exec := func(sql string, args ...any) {
		t.Helper()
		_, err := b.admin.Exec(ctx, sql, args...)
		require.NoError(t, err, sql)
	}
	// a: an EVM transfer's intent (its hash as tx_hash and external_id, as evmcall
	// writes them, in checksum-like mixed case), a fee-bump candidate, and a CCIP
	// bridge's result (its send and messageId).
	exec(`UPDATE node_intents SET tx_hash = $2, external_id = $2 WHERE node_id = $1`, send.GetId(), "0xAbCd"+strings.Repeat("1", 60))
	exec(`INSERT INTO evm_tx_candidates (tx_hash, intent_id, lane, nonce, signed_tx, gas_tip_cap, gas_fee_cap)
	      SELECT $2, id, 'evm:1:0xabc', 7, '\x00', 1, 2 FROM node_intents WHERE node_id = $1`, send.GetId(), hex64("2"))
	exec(`UPDATE movement_nodes SET result = $2 WHERE id = $1`, b.node(t, f.a.GetId(), "bridge").GetId(),
		fmt.Sprintf(`{"send_tx":%q,"message_id":%q,"manual_legs":[{"tx":%q}]}`, hex64("3"), hex64("C"), hex64("4")))
	// m: an OFT bridge's progress (its guid) and a CCTP transfer's result (its nonce).
	exec(`UPDATE movement_nodes SET progress = $2 WHERE id = $1`, b.node(t, f.m.GetId(), "bridge").GetId(),
		fmt.Sprintf(`{"next":"deliver","guid":%q}`, hex64("E")))
	exec(`UPDATE movement_nodes SET result = $2 WHERE id = $1`, b.node(t, f.m.GetId(), "send").GetId(),
		fmt.Sprintf(`{"burn_tx":%q,"message_nonce":%q}`, hex64("5"), hex64("F")))
	// c: a Bybit withdrawal (its ID, requestId and the venue's payment transaction).
	cs := b.node(t, f.c.GetId(), "send")
	exec(`INSERT INTO capital_transfers (node_id, movement_id, direction, venue, lane, coin, chain, venue_chain, address, amount,
	                                     request_id, withdraw_id, tx_hash, due_at)
	      VALUES ($1::uuid, $2::uuid, 'WITHDRAWAL', 'bybit', 'cex:bybit:withdraw:ETH', 'USDC', 'ethereum', 'ETH',
	              '0x1111111111111111111111111111111111111111', 9000000, $1::uuid::text, '1234567890', $3, now())`,
		cs.GetId(), f.c.GetId(), hex64("6"))
	return f
}

// hit is what a test expects of one search hit: the movement, and the (node key, kind,
// source) of each match.
type hit struct {
	movement string
	matches  []string
}

func hits(res *qtgv1.SearchMovementsResponse) []hit {
	var out []hit
	for _, h := range res.GetHits() {
		got := hit{movement: h.GetMovement().GetId()}
		for _, m := range h.GetMatches() {
			got.matches = append(got.matches, m.GetNodeKey()+"/"+m.GetKind()+"/"+m.GetSource())
		}
		out = append(out, got)
	}
	return out
}

// Every key an incident starts from finds its movement, newest first, and says which
// node recorded it, whatever the case of a hex key.
func TestSearchFindsTheMovementAndNodeByEveryKey(t *testing.T) {
	t.Parallel()
	f := newSearchFixture(t)
	a, m, c := f.a.GetId(), f.m.GetId(), f.c.GetId()
	after := func(mv *qtgv1.Movement) *timestamppb.Timestamp { return mv.GetCreatedAt() }
	for _, tc := range []struct {
		name string
		req  *qtgv1.SearchMovementsRequest
		want []hit
	}{
		{"intent tx hash, other case", &qtgv1.SearchMovementsRequest{TxHash: strings.ToUpper("0xabcd" + strings.Repeat("1", 60))},
			[]hit{{a, []string{"send/tx_hash/intent"}}}},
		{"tx hash without 0x", &qtgv1.SearchMovementsRequest{TxHash: "abcd" + strings.Repeat("1", 60)},
			[]hit{{a, []string{"send/tx_hash/intent"}}}},
		{"fee-bump replacement", &qtgv1.SearchMovementsRequest{TxHash: hex64("2")},
			[]hit{{a, []string{"send/tx_hash/evm_tx_candidate"}}}},
		{"bridge send in a result", &qtgv1.SearchMovementsRequest{TxHash: hex64("3")},
			[]hit{{a, []string{"bridge/tx_hash/result"}}}},
		{"manual execution leg", &qtgv1.SearchMovementsRequest{TxHash: hex64("4")},
			[]hit{{a, []string{"bridge/tx_hash/result"}}}},
		{"CCTP burn", &qtgv1.SearchMovementsRequest{TxHash: hex64("5")},
			[]hit{{m, []string{"send/tx_hash/result"}}}},
		{"venue's payment", &qtgv1.SearchMovementsRequest{TxHash: hex64("6")},
			[]hit{{c, []string{"send/tx_hash/capital_transfer"}}}},
		{"CCIP messageId", &qtgv1.SearchMovementsRequest{ExternalId: strings.ToLower(hex64("C"))},
			[]hit{{a, []string{"bridge/external_id/result"}}}},
		{"OFT guid", &qtgv1.SearchMovementsRequest{ExternalId: hex64("E")},
			[]hit{{m, []string{"bridge/external_id/progress"}}}},
		{"CCTP nonce", &qtgv1.SearchMovementsRequest{ExternalId: hex64("F")},
			[]hit{{m, []string{"send/external_id/result"}}}},
		{"Bybit withdrawal ID", &qtgv1.SearchMovementsRequest{ExternalId: "1234567890"},
			[]hit{{c, []string{"send/external_id/capital_transfer"}}}},
		{"an intent's external ID as the dispatcher wrote it", &qtgv1.SearchMovementsRequest{ExternalId: f.fence},
			[]hit{{a, []string{"send/external_id/intent"}}}},
		{"idempotency key", &qtgv1.SearchMovementsRequest{IdempotencyKey: "incident-m"},
			[]hit{{m, []string{"/idempotency_key/movement"}}}},
		{"destination address, other case", &qtgv1.SearchMovementsRequest{ToAddress: "0x1111111111111111111111111111111111111111"},
			[]hit{{c, []string{"send/address/config"}}, {a, []string{"send/address/config"}}}},
		{"amount range", &qtgv1.SearchMovementsRequest{AmountMin: "2000000", AmountMax: "9000000"},
			[]hit{{c, []string{"send/amount/config"}}, {m, []string{"send/amount/config"}}}},
		{"amount from", &qtgv1.SearchMovementsRequest{AmountMin: "9000000"},
			[]hit{{c, []string{"send/amount/config"}}}},
		{"amount up to", &qtgv1.SearchMovementsRequest{AmountMax: "1000000"},
			[]hit{{a, []string{"send/amount/config"}}}},
		{"created from", &qtgv1.SearchMovementsRequest{CreatedAfter: after(f.m)},
			[]hit{{c, nil}, {m, nil}}},
		{"created in a window", &qtgv1.SearchMovementsRequest{CreatedAfter: after(f.a), CreatedBefore: after(f.c)},
			[]hit{{m, nil}, {a, nil}}},
		{"any key: a withdrawal ID", &qtgv1.SearchMovementsRequest{Query: "1234567890"},
			[]hit{{c, []string{"send/external_id/capital_transfer"}}}},
		{"any key: an idempotency key", &qtgv1.SearchMovementsRequest{Query: "incident-a"},
			[]hit{{a, []string{"/idempotency_key/movement"}}}},
		{"any key: a tx hash", &qtgv1.SearchMovementsRequest{Query: hex64("5")},
			[]hit{{m, []string{"send/tx_hash/result"}}}},
		{"address and amount", &qtgv1.SearchMovementsRequest{ToAddress: "0x1111111111111111111111111111111111111111", AmountMax: "5000000"},
			[]hit{{a, []string{"send/address/config", "send/amount/config"}}}},
		{"key and time", &qtgv1.SearchMovementsRequest{ToAddress: "0x1111111111111111111111111111111111111111", CreatedAfter: after(f.m)},
			[]hit{{c, []string{"send/address/config"}}}},
		{"no such key", &qtgv1.SearchMovementsRequest{TxHash: hex64("9")}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := f.b.mov.SearchMovements(as("ops1"), tc.req)
			require.NoError(t, err)
			require.Equal(t, tc.want, hits(res))
			require.Empty(t, res.GetNextPageToken())
			for _, h := range res.GetHits() {
				require.Empty(t, h.GetMovement().GetParamsJson())
				for _, mt := range h.GetMatches() {
					if mt.GetNodeKey() != "" {
						require.Equal(t, f.b.node(t, h.GetMovement().GetId(), mt.GetNodeKey()).GetId(), mt.GetNodeId())
					}
				}
			}
		})
	}
}

// Pages of a search hold every hit once, newest first, and a movement created between
// two pages does not shift them.
func TestSearchPagesAreStable(t *testing.T) {
	t.Parallel()
	f := newSearchFixture(t)
	var late []string // newest first: each request creates one between its pages
	for i, req := range []*qtgv1.SearchMovementsRequest{
		{AmountMin: "1"},
		{CreatedAfter: f.a.GetCreatedAt()},
		{Query: "0x1111111111111111111111111111111111111111"},
	} {
		want := append([]string{}, late...)
		if req.GetQuery() != "" {
			want = append(want, f.c.GetId(), f.a.GetId())
		} else {
			want = append(want, f.c.GetId(), f.m.GetId(), f.a.GetId())
		}
		var got []string
		req.PageSize = 1
		for page := 0; ; page++ {
			res, err := f.b.mov.SearchMovements(as("vic"), req)
			require.NoError(t, err)
			require.LessOrEqual(t, len(res.GetHits()), 1)
			for _, h := range res.GetHits() {
				got = append(got, h.GetMovement().GetId())
			}
			if page == 0 {
				c, err := f.b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay",
					IdempotencyKey: fmt.Sprintf("late-%d", i), ParamsJson: `{"amount":"5","to":"0x1111111111111111111111111111111111111111"}`})
				require.NoError(t, err)
				late = append([]string{c.GetMovement().GetId()}, late...)
			}
			if res.GetNextPageToken() == "" {
				break
			}
			req.PageToken = res.GetNextPageToken()
		}
		require.Equal(t, want, got, "%v", req)
	}
}

// Search is the operators' tool: operators and viewers only, at least one filter, and
// filters checked before any statement runs.
func TestSearchIsForOperatorsAndViewersWithAFilter(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, who := range []string{"alice", "bob"} {
		_, err := b.mov.SearchMovements(as(who), &qtgv1.SearchMovementsRequest{Query: "k"})
		require.Equal(t, codes.PermissionDenied, status.Code(err), who)
	}
	for _, req := range []*qtgv1.SearchMovementsRequest{
		{},
		{AmountMin: "-1"},
		{AmountMax: "1.5"},
		{AmountMin: strings.Repeat("9", 79)},
		{Query: strings.Repeat("k", 513)},
		{Query: "k", PageSize: 501},
		{Query: "k", PageToken: "not-a-token"},
	} {
		_, err := b.mov.SearchMovements(as("ops1"), req)
		require.Equal(t, codes.InvalidArgument, status.Code(err), "%v", req)
	}
	res, err := b.mov.SearchMovements(as("vic"), &qtgv1.SearchMovementsRequest{Query: "k"})
	require.NoError(t, err)
	require.Empty(t, res.GetHits())
}

// A movement archived after its retention is still found by its keys, with the node
// that recorded them, and GetMovement reads it; a time range alone lists live ones.
func TestSearchFindsArchivedMovementsByKey(t *testing.T) {
	t.Parallel()
	f := newSearchFixture(t)
	var moved int
	require.NoError(t, f.b.admin.QueryRow(context.Background(), `SELECT count(*) FROM archive_movements(ARRAY[$1::uuid])`, f.a.GetId()).Scan(&moved))
	require.Equal(t, 1, moved)
	res, err := f.b.mov.SearchMovements(as("ops1"), &qtgv1.SearchMovementsRequest{TxHash: hex64("2")})
	require.NoError(t, err)
	require.Equal(t, []hit{{f.a.GetId(), []string{"send/tx_hash/evm_tx_candidate"}}}, hits(res))
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, res.GetHits()[0].GetMovement().GetState())
	require.NotEmpty(t, res.GetHits()[0].GetMatches()[0].GetNodeId())
	res, err = f.b.mov.SearchMovements(as("ops1"), &qtgv1.SearchMovementsRequest{AmountMax: "1000000"})
	require.NoError(t, err)
	require.Equal(t, []hit{{f.a.GetId(), []string{"send/amount/config"}}}, hits(res))
	require.Equal(t, f.a.GetId(), f.b.get(t, f.a.GetId()).GetId())
	res, err = f.b.mov.SearchMovements(as("ops1"), &qtgv1.SearchMovementsRequest{CreatedAfter: f.a.GetCreatedAt()})
	require.NoError(t, err)
	require.Equal(t, []hit{{f.c.GetId(), nil}, {f.m.GetId(), nil}}, hits(res))
}
