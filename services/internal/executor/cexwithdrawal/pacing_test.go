package cexwithdrawal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble/bybitdoubletest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
)

// Bybit accepts one withdraw/create per chain and coin every 10 seconds (here 500 ms,
// in the double and the venue configuration alike). Two withdrawals of one coin on one
// chain, started at once and claimed by two dispatcher replicas, both complete: the
// venue saw their creates at least the interval apart and refused none, since QTG
// held the second node back until the lane's turn came.
func TestWithdrawalsOnOneChainAndCoinArePacedByTheVenueLimit(t *testing.T) {
	t.Parallel()
	const interval = 500 * time.Millisecond
	b := setupVenue(t, bybitdoubletest.VenueConfig{WithdrawInterval: interval})
	name := b.f.UniqueTemplate(t, "cex-withdraw", `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"${amount}"}}]}`)
	var ids []uuid.UUID
	for _, amount := range []string{"1000000", "2000000"} {
		params, _ := json.Marshal(map[string]string{"a": b.accts[1].Address.Hex(), "amount": amount})
		ids = append(ids, b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params}).ID)
	}
	var replicas []*engine.Dispatcher
	for i := range 2 {
		c := b.f.EngineConfig()
		c.Instance = fmt.Sprintf("dispatcher-%d", i)
		c.StaleSubmittingAfter = time.Hour
		d, err := engine.NewDispatcher(c)
		require.NoError(t, err)
		t.Cleanup(d.Wait)
		replicas = append(replicas, d)
	}
	o, err := engine.NewObserver(b.f.EngineConfig())
	require.NoError(t, err)
	ctx := context.Background()
	waitFor(t, "both movements terminal", func() bool {
		var wg sync.WaitGroup
		for _, d := range replicas {
			wg.Go(func() {
				_, err := d.Batch(ctx)
				require.NoError(t, err)
			})
		}
		wg.Wait()
		_, err := o.Batch(ctx)
		require.NoError(t, err)
		for _, id := range ids {
			if st := b.state(t, id); st != "COMPLETED" && st != "FAILED" {
				return false
			}
		}
		return true
	})
	for _, id := range ids {
		require.Equal(t, "COMPLETED", b.state(t, id))
	}
	require.Equal(t, 0, b.double.IntervalRefusals("treasury"), "QTG never asked twice within the interval")
	ws, ok := b.double.WithdrawalsOf("treasury")
	require.True(t, ok)
	require.Len(t, ws, 2)
	require.GreaterOrEqual(t, ws[1].Created.Sub(ws[0].Created), interval, "the venue saw the creates the interval apart")
	require.Equal(t, 2, b.f.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = ANY($1) AND tries = 1`, ids),
		"the held node used up no try")
}

// Two takers of one withdrawal lane at once, each in its own transaction held open
// until both answered (two dispatchers' claim transactions): exactly one gets the turn,
// the other is refused without waiting for the first one's transaction and told when
// the next turn comes; after the spacing, the lane's turn can be taken again.
func TestOnlyOneTakerGetsAWithdrawalLanesTurn(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const spacing = 300 * time.Millisecond
	ctx := context.Background()
	key := cexwithdrawal.PaceKey("bybit-dev", "DEV-1", "USDC")
	first, err := b.f.Workers().Capital().TakeWithdrawTurn(ctx, key, uuid.New(), spacing)
	require.NoError(t, err)
	require.True(t, first.Taken, "a new lane's first turn")
	next := first.Next
	for round := range 3 {
		waitFor(t, "the lane's next turn", func() bool { return time.Now().After(next) })
		// Every turn told is at least the spacing after the takers asked, however long
		// the takes and commits took on a busy machine (to the millisecond: the
		// database's clock has microseconds).
		asked := time.Now().Truncate(time.Millisecond)
		start := make(chan struct{})
		var wg sync.WaitGroup
		turns := make([]db.WithdrawTurn, 2)
		txs := make([]*db.Tx, 2)
		for i := range 2 {
			tx, err := b.f.Workers().Begin(ctx)
			require.NoError(t, err)
			txs[i] = tx
			wg.Go(func() {
				<-start
				turn, err := tx.Capital().TakeWithdrawTurn(ctx, key, uuid.New(), spacing)
				require.NoError(t, err)
				turns[i] = turn
			})
		}
		close(start)
		wg.Wait() // a taker waiting for the other's transaction would never return
		for _, tx := range txs {
			require.NoError(t, tx.Commit(ctx))
		}
		require.NotEqual(t, turns[0].Taken, turns[1].Taken, "round %d: exactly one taker gets the turn", round)
		for _, turn := range turns {
			require.False(t, turn.Next.Before(asked.Add(spacing)), "round %d: the next turn is a spacing after the takers asked", round)
			if turn.Taken {
				next = turn.Next
			}
		}
		// The turn is taken until the spacing passed: a taker now is told a turn no
		// earlier than the winner's next one, or, on a machine slow enough that the
		// spacing passed meanwhile, gets a turn no earlier than that.
		again, err := b.f.Workers().Capital().TakeWithdrawTurn(ctx, key, uuid.New(), spacing)
		require.NoError(t, err)
		if again.Taken {
			require.False(t, again.Next.Add(-spacing).Before(next), "round %d: taken before the spacing passed", round)
			next = again.Next
		} else {
			// The winner's next turn, or later when the answer came after that turn
			// began (TakeWithdrawTurn then counts a spacing from its own clock).
			require.False(t, again.Next.Before(next), "round %d: told %s, the winner's next turn is %s", round, again.Next, next)
		}
	}
}

// MoreInformationRequired and Unknown (Bybit's withdrawStatus list) are not final: the
// node keeps observing, never completed or failed on them, and completes once the
// venue pays. MoreInformationRequired is told to operators: the observation's reason
// and a warning in the log say the venue waits for an answer.
func TestMoreInformationRequiredAndUnknownKeepTheNodeObserving(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, status := range []string{bybitdouble.StatusMoreInformationRequired, bybitdouble.StatusUnknown} {
		t.Run(status, func(t *testing.T) {
			var logs syncBuffer
			s := b.newStep(t, 1_000_000, 0, time.Now())
			log := zerolog.New(&logs)
			e, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: b.venues, Chains: b.chains, Logger: &log})
			require.NoError(t, err)
			t.Cleanup(e.Close)
			s.e = e
			b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
			res, err := s.submit()
			require.NoError(t, err)
			s.intent.ExternalID = res.ExternalID
			if status == bybitdouble.StatusUnknown {
				require.NoError(t, b.double.MakeUnknown(res.ExternalID))
			} else {
				require.NoError(t, b.double.RequireMoreInformation(res.ExternalID))
			}
			obs := s.observe()
			require.Equal(t, executor.Pending, obs.Status, obs.Reason)
			require.Contains(t, obs.Reason, status)
			if status == bybitdouble.StatusMoreInformationRequired {
				require.Contains(t, obs.Reason, "asks the account holder for more information")
				require.Contains(t, logs.String(), `"level":"warn"`)
				require.Contains(t, logs.String(), `"venue_status":"MoreInformationRequired"`)
			}
			require.NoError(t, b.double.Release(res.ExternalID))
			waitFor(t, "the withdrawal paid and final", func() bool {
				obs = s.observe()
				require.NotEqual(t, executor.Failed, obs.Status, obs.Reason)
				return obs.Status == executor.Completed
			})
		})
	}
}

// syncBuffer is a log sink the executor's concurrent log lines may share.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
