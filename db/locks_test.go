package db_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// hangBound is how long a statement that must not wait for the other network's lock
// may take before the test calls it blocked. It bounds the failure only: the passing
// case returns at once.
const hangBound = 30 * time.Second

// The promoter's lock and the template proposals' lock are scoped per network and
// to roles that may hold them (docs/security.md): the testnet role holding the advisory keys
// the old locks used blocks nothing on mainnet, and neither the other network's role
// nor this network's plain role can take the promoter's lock row.
func TestLocksArePerNetwork(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)

	// The testnet login holds every key the old locks used, for mainnet's schema and
	// for the template name, in an open transaction.
	intruder, err := pgx.Connect(ctx, d.LoginURL(t, db.Testnet))
	require.NoError(t, err)
	t.Cleanup(func() { _ = intruder.Close(context.Background()) })
	itx, err := intruder.Begin(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { _ = itx.Rollback(context.Background()) })
	_, err = itx.Exec(ctx, `SELECT pg_advisory_xact_lock(1903520865, hashtext('mainnet')),
	                               pg_advisory_xact_lock(hashtext('qtg.template:shared-name'))`)
	require.NoError(t, err)

	promoter, err := db.Open(ctx, d.AuditLoginURL(t, db.Mainnet), db.Mainnet)
	require.NoError(t, err)
	t.Cleanup(promoter.Close)
	// Proposals are the gateway's: its login is the one that may write templates.
	app, err := db.Open(ctx, d.GatewayLoginURL(t, db.Mainnet), db.Mainnet)
	require.NoError(t, err)
	t.Cleanup(app.Close)

	t.Run("promotion", func(t *testing.T) {
		tx, err := promoter.Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(ctx) }()
		locked, err := tx.Audit().TryLockPromotion(ctx)
		require.NoError(t, err)
		require.True(t, locked, "the testnet role must not be able to hold mainnet's promotion lock")

		// A second promoter transaction finds the lock taken.
		tx2, err := promoter.Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx2.Rollback(ctx) }()
		locked, err = tx2.Audit().TryLockPromotion(ctx)
		require.NoError(t, err)
		require.False(t, locked, "one promoter at a time")
	})

	t.Run("only the audit role locks the promotion row", func(t *testing.T) {
		for name, c := range map[string]struct {
			conn   func() (*pgx.Conn, error)
			table  string
			denied bool
		}{
			"mainnet app role":     {conn: func() (*pgx.Conn, error) { return pgx.Connect(ctx, d.LoginURL(t, db.Mainnet)) }, table: "mainnet.audit_promotion_lock", denied: true},
			"testnet role":         {conn: func() (*pgx.Conn, error) { return pgx.Connect(ctx, d.LoginURL(t, db.Testnet)) }, table: "mainnet.audit_promotion_lock", denied: true},
			"testnet audit role":   {conn: func() (*pgx.Conn, error) { return pgx.Connect(ctx, d.AuditLoginURL(t, db.Testnet)) }, table: "mainnet.audit_promotion_lock", denied: true},
			"mainnet audit role":   {conn: func() (*pgx.Conn, error) { return pgx.Connect(ctx, d.AuditLoginURL(t, db.Mainnet)) }, table: "mainnet.audit_promotion_lock"},
			"mainnet app, testnet": {conn: func() (*pgx.Conn, error) { return pgx.Connect(ctx, d.LoginURL(t, db.Mainnet)) }, table: "testnet.audit_promotion_lock", denied: true},
		} {
			conn, err := c.conn()
			require.NoError(t, err, name)
			_, err = conn.Exec(ctx, `SELECT id FROM `+c.table+` FOR UPDATE SKIP LOCKED`)
			_ = conn.Close(ctx)
			if c.denied {
				require.ErrorContains(t, err, "permission denied", name)
			} else {
				require.NoError(t, err, name)
			}
		}
	})

	t.Run("template proposal", func(t *testing.T) {
		pctx, cancel := context.WithTimeout(ctx, hangBound)
		defer cancel()
		err := app.InTx(pctx, func(tx *db.Tx) error {
			return tx.Templates().Propose(pctx, proposal(t, "shared-name", "mainnet"))
		})
		require.NoError(t, err, "a mainnet proposal must not wait for a lock the testnet role holds")
	})
}

// Proposals of one name racing in separate transactions each take their own version:
// the table lock serialises them without the advisory key.
func TestConcurrentProposalsTakeDistinctVersions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	app, err := db.Open(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet, db.WithMaxConns(8))
	require.NoError(t, err)
	t.Cleanup(app.Close)

	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			errs[i] = app.InTx(ctx, func(tx *db.Tx) error {
				return tx.Templates().Propose(ctx, proposal(t, "raced", fmt.Sprint(i)))
			})
		}()
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "proposal %d", i)
	}
	admin := d.Pool(t, db.Testnet)
	rows, err := admin.Query(ctx, `SELECT version FROM movement_templates WHERE name = 'raced' ORDER BY version`)
	require.NoError(t, err)
	versions, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	require.NoError(t, err)
	require.Equal(t, []int32{1, 2, 3, 4, 5, 6, 7, 8}, versions)
}

func proposal(t testing.TB, name, salt string) db.TemplateProposal {
	t.Helper()
	id, err := uuid.NewV7()
	require.NoError(t, err)
	def := fmt.Sprintf(`{"salt": %q}`, salt)
	h := sha256.Sum256([]byte(def))
	return db.TemplateProposal{ID: id, Name: name, Definition: def, DefinitionHash: h[:], ProposedBy: "alice"}
}

// Any role may NOTIFY any channel. The listener drops what a session outside its
// network's role sent to its channels, and passes its own network's notifications.
func TestListenerDropsNotificationsFromOtherNetworks(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), hangBound)
	defer cancel()
	d := dbtest.New(t)
	pool, err := db.Open(ctx, d.LoginURL(t, db.Mainnet), db.Mainnet)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	l, err := pool.Listen(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { _ = l.Close(context.Background()) })
	for _, ch := range []string{"qtg_mainnet_forged", "qtg_mainnet_genuine"} {
		require.NoError(t, l.Listen(ctx, ch))
	}

	send := func(u, channel string) {
		conn, err := pgx.Connect(ctx, u)
		require.NoError(t, err)
		defer func() { _ = conn.Close(context.Background()) }()
		_, err = conn.Exec(ctx, `SELECT pg_notify($1, '')`, channel)
		require.NoError(t, err)
	}
	// Kept open while the listener checks it: a sender that has gone cannot be
	// checked and is dropped whatever its role.
	genuine, err := pgx.Connect(ctx, d.LoginURL(t, db.Mainnet))
	require.NoError(t, err)
	t.Cleanup(func() { _ = genuine.Close(context.Background()) })
	forger, err := pgx.Connect(ctx, d.LoginURL(t, db.Testnet))
	require.NoError(t, err)
	t.Cleanup(func() { _ = forger.Close(context.Background()) })

	_, err = forger.Exec(ctx, `SELECT pg_notify('qtg_mainnet_forged', '')`)
	require.NoError(t, err)
	_, err = genuine.Exec(ctx, `SELECT pg_notify('qtg_mainnet_genuine', '')`)
	require.NoError(t, err)
	// Notifications arrive in commit order: the forged one first, so it is the one Wait
	// would return if it were passed.
	got, _, err := l.Wait(ctx)
	require.NoError(t, err)
	require.Equal(t, "qtg_mainnet_genuine", got)
	require.EqualValues(t, 1, l.Dropped())

	// A session that has ended cannot be checked: dropped too.
	send(d.LoginURL(t, db.Testnet), "qtg_mainnet_forged")
	_, err = genuine.Exec(ctx, `SELECT pg_notify('qtg_mainnet_genuine', '')`)
	require.NoError(t, err)
	got, _, err = l.Wait(ctx)
	require.NoError(t, err)
	require.Equal(t, "qtg_mainnet_genuine", got)
	require.EqualValues(t, 2, l.Dropped())
}
