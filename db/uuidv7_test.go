package db_test

import (
	"context"
	"crypto/rand"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// The id_is_v7 checks accept exactly the UUIDs with version 7 and the RFC 9562
// variant, and the planner inlines uuid_is_v7 (migration 00020), so that the check
// every insert and update of nine tables runs is an expression, not a function call.
func TestUUIDv7Check(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)

	for _, c := range []struct {
		id   string
		want bool
	}{
		{"01890a5d-ac96-774b-bcce-b302099a8057", true},
		{"01890a5d-ac96-774b-8cce-b302099a8057", true},
		{"01890a5d-ac96-774b-9cce-b302099a8057", true},
		{"01890a5d-ac96-774b-acce-b302099a8057", true},
		{"01890a5d-ac96-474b-bcce-b302099a8057", false}, // version 4
		{"01890a5d-ac96-674b-bcce-b302099a8057", false}, // version 6
		{"01890a5d-ac96-874b-bcce-b302099a8057", false}, // version 8
		{"01890a5d-ac96-774b-ccce-b302099a8057", false}, // variant 110 (Microsoft)
		{"01890a5d-ac96-774b-7cce-b302099a8057", false}, // variant 0 (NCS)
		{"01890a5d-ac96-774b-fcce-b302099a8057", false}, // variant 111 (reserved)
		{"00000000-0000-0000-0000-000000000000", false},
	} {
		var got bool
		require.NoError(t, pool.QueryRow(ctx, `SELECT uuid_is_v7($1::uuid)`, c.id).Scan(&got))
		require.Equal(t, c.want, got, c.id)
	}
	var null *bool
	require.NoError(t, pool.QueryRow(ctx, `SELECT uuid_is_v7(NULL::uuid)`).Scan(&null))
	require.Nil(t, null, "NULL in, NULL out, as the STRICT function it replaced")

	// The same verdict as 00001's text-based definition, on random v4 and v7 UUIDs
	// and on random bytes (any version and variant).
	var ids []uuid.UUID
	for range 2000 {
		v4, v7 := uuid.New(), uuid.Must(uuid.NewV7())
		var raw uuid.UUID
		_, err := rand.Read(raw[:])
		require.NoError(t, err)
		ids = append(ids, v4, v7, raw)
	}
	var disagree int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM unnest($1::uuid[]) id
		WHERE uuid_is_v7(id) IS DISTINCT FROM
		      (substr(id::text, 15, 1) = '7' AND substr(id::text, 20, 1) IN ('8', '9', 'a', 'b'))`, ids).Scan(&disagree))
	require.Zero(t, disagree)

	// Inlined: the plan shows the function's body, not a call to it.
	var plan strings.Builder
	rows, err := pool.Query(ctx, `EXPLAIN (VERBOSE, COSTS OFF) SELECT uuid_is_v7(id) FROM movements`)
	require.NoError(t, err)
	for rows.Next() {
		var line string
		require.NoError(t, rows.Scan(&line))
		plan.WriteString(line + "\n")
	}
	require.NoError(t, rows.Err())
	require.Contains(t, plan.String(), "get_byte(uuid_send(")
	require.NotContains(t, plan.String(), "uuid_is_v7")
}

// Pools encode and decode github.com/google/uuid's UUID as 16 bytes (registerTypes):
// single values, arrays, NULLs and values scanned into any come back as they went.
func TestUUIDsRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	id := uuid.Must(uuid.NewV7())
	ids := []uuid.UUID{uuid.Must(uuid.NewV7()), uuid.New(), uuid.Nil}

	var got uuid.UUID
	var text string
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid, $1::uuid::text`, id).Scan(&got, &text))
	require.Equal(t, id, got)
	require.Equal(t, id.String(), text, "the server received the same UUID")

	var gotIDs []uuid.UUID
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid[]`, ids).Scan(&gotIDs))
	require.Equal(t, ids, gotIDs)

	var none *uuid.UUID
	var null *uuid.UUID
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid`, none).Scan(&null))
	require.Nil(t, null)

	var anyValue any
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid`, id).Scan(&anyValue))
	require.Equal(t, id, anyValue)
}
