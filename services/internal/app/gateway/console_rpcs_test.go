package gateway_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// WhoAmI names the token's principal and roles, for any role; no token is
// UNAUTHENTICATED (the console signs people in with it).
func TestWhoAmI(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for name, roles := range principals {
		res, err := b.session.WhoAmI(as(name), &qtgv1.WhoAmIRequest{})
		require.NoError(t, err, name)
		require.Equal(t, name, res.GetPrincipal())
		require.ElementsMatch(t, roles, res.GetRoles())
	}
	_, err := b.session.WhoAmI(context.Background(), &qtgv1.WhoAmIRequest{})
	require.Equal(t, codes.Unauthenticated, status.Code(err))
	_, err = b.session.WhoAmI(as("nobody"), &qtgv1.WhoAmIRequest{})
	require.Equal(t, codes.Unauthenticated, status.Code(err))
}

// ListBalanceDrifts lists raised drifts only (not clean checks), chain and venue
// accounts' merged newest first, in pages; operators and viewers only.
func TestListBalanceDrifts(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	addr := "0x" + fmt.Sprintf("%040x", 7)
	// Four snapshot pairs of one account: drifts at checks 1 and 3, clean at 0 and 2.
	for i := range 5 {
		_, err := b.admin.Exec(ctx, `INSERT INTO balance_snapshots (chain_id, token, address, balance, block_number, taken_at)
			VALUES (31337, 'native', $1, 100, $2::bigint, now() - make_interval(secs => (100 - $2::bigint)::double precision))`, addr, i*10)
		require.NoError(t, err)
	}
	_, err := b.admin.Exec(ctx, `INSERT INTO balance_checks (to_snapshot_id, from_snapshot_id, chain_id, token, address, from_block, to_block,
			expected_delta, actual_delta, drift, checked_at)
		SELECT cur.id, prev.id, 31337, 'native', $1, prev.block_number, cur.block_number, 0, d, d, now() - make_interval(secs => (100 - cur.block_number)::double precision)
		FROM (SELECT id, block_number, row_number() OVER (ORDER BY block_number) AS n FROM balance_snapshots) cur
		JOIN (SELECT id, block_number, row_number() OVER (ORDER BY block_number) AS n FROM balance_snapshots) prev ON prev.n = cur.n - 1
		CROSS JOIN LATERAL (SELECT CASE WHEN cur.n IN (2, 4) THEN -(cur.n * 5) ELSE 0 END AS d) x`, addr)
	require.NoError(t, err)

	// A venue account: a drift checked between the chain's two, and a clean check.
	_, err = b.admin.Exec(ctx, `INSERT INTO venue_balance_snapshots (venue, coin, balance, venue_time)
		SELECT 'bybit-dev', 'USDC', 1000000000, now() - make_interval(secs => s) FROM unnest(ARRAY[95, 85, 78]) s`)
	require.NoError(t, err)
	_, err = b.admin.Exec(ctx, `INSERT INTO venue_balance_checks (to_snapshot_id, from_snapshot_id, venue, coin, from_time, to_time,
			expected_delta, actual_delta, drift, checked_at)
		SELECT cur.id, prev.id, 'bybit-dev', 'USDC', prev.venue_time, cur.venue_time, 0, d, d, now() - make_interval(secs => s)
		FROM (SELECT id, venue_time, row_number() OVER (ORDER BY venue_time) AS n FROM venue_balance_snapshots) cur
		JOIN (SELECT id, venue_time, row_number() OVER (ORDER BY venue_time) AS n FROM venue_balance_snapshots) prev ON prev.n = cur.n - 1
		CROSS JOIN LATERAL (SELECT CASE WHEN cur.n = 2 THEN -9500000 ELSE 0 END AS d, CASE WHEN cur.n = 2 THEN 80 ELSE 75 END AS s) x`)
	require.NoError(t, err)

	first, err := b.ops.ListBalanceDrifts(as("vic"), &qtgv1.ListBalanceDriftsRequest{PageSize: 1})
	require.NoError(t, err)
	require.Len(t, first.GetDrifts(), 1)
	require.NotEmpty(t, first.GetNextPageToken())
	d := first.GetDrifts()[0]
	require.Equal(t, "-20", d.GetDrift(), "newest first")
	require.Equal(t, "0", d.GetExpectedDelta())
	require.Equal(t, "-20", d.GetActualDelta())
	require.Equal(t, int64(31337), d.GetChainId())
	require.Equal(t, addr, d.GetAddress())
	require.Equal(t, int64(20), d.GetFromBlock())
	require.Equal(t, int64(30), d.GetToBlock())
	require.Equal(t, "chain", d.GetKind())
	second, err := b.ops.ListBalanceDrifts(as("ops1"), &qtgv1.ListBalanceDriftsRequest{PageSize: 1, PageToken: first.GetNextPageToken()})
	require.NoError(t, err)
	require.Len(t, second.GetDrifts(), 1)
	v := second.GetDrifts()[0]
	require.Equal(t, "venue", v.GetKind())
	require.Equal(t, "bybit-dev", v.GetVenue())
	require.Equal(t, "USDC", v.GetCoin())
	require.Equal(t, "-9500000", v.GetDrift())
	require.True(t, v.GetFromTime().AsTime().Before(v.GetToTime().AsTime()))
	third, err := b.ops.ListBalanceDrifts(as("ops1"), &qtgv1.ListBalanceDriftsRequest{PageSize: 1, PageToken: second.GetNextPageToken()})
	require.NoError(t, err)
	require.Len(t, third.GetDrifts(), 1)
	require.Equal(t, "-10", third.GetDrifts()[0].GetDrift())
	require.Empty(t, third.GetNextPageToken(), "clean checks are not listed")

	_, err = b.ops.ListBalanceDrifts(as("alice"), &qtgv1.ListBalanceDriftsRequest{})
	require.Equal(t, codes.PermissionDenied, status.Code(err))
	_, err = b.ops.ListBalanceDrifts(as("vic"), &qtgv1.ListBalanceDriftsRequest{PageToken: "garbage!"})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	_, err = b.ops.ListBalanceDrifts(as("vic"), &qtgv1.ListBalanceDriftsRequest{PageSize: 1001})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
}
