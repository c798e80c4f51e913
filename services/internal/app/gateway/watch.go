package gateway

import (
	"cmp"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"strings"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// watchOverlap is how far back each poll re-reads events. Events are ordered by the
// time their statement ran, but become visible when their transaction commits; a
// transaction that commits later than an event already sent could otherwise be
// missed. Re-reading a window and skipping IDs already sent closes that gap for
// transactions shorter than the window.
const watchOverlap = 30 * time.Second

// cursor is a position in a movement's event stream: the statement time and outbox
// ID of the last event sent.
type cursor struct {
	at time.Time
	id int64
}

func (c cursor) String() string {
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], uint64(c.at.UnixNano()))
	binary.BigEndian.PutUint64(b[8:], uint64(c.id))
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func parseCursor(s string) (cursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) != 16 {
		return cursor{}, errors.New("not a cursor this API issued")
	}
	return cursor{at: time.Unix(0, int64(binary.BigEndian.Uint64(b[:8]))), id: int64(binary.BigEndian.Uint64(b[8:]))}, nil
}

func (c cursor) before(at time.Time, id int64) bool {
	return c.at.Before(at) || (c.at.Equal(at) && c.id < id)
}

// WatchMovement replays the movement's events from the audit trail (outbox and log),
// then follows new ones, woken by the workers' notifications and polling every
// second as the source of truth, until the movement has finished and every event
// up to that point has been sent.
func (s movementServer) WatchMovement(req *qtgv1.WatchMovementRequest, stream qtgv1.MovementService_WatchMovementServer) error {
	ctx := stream.Context()
	var v violations
	id := checkID(&v, "id", req.GetId())
	var after cursor
	if c := req.GetAfterCursor(); c != "" {
		var err error
		if after, err = parseCursor(c); err != nil {
			v.add("after_cursor", err.Error())
		}
	}
	if err := v.err(); err != nil {
		return err
	}
	nodes, err := s.pool.Nodes().ListByMovement(ctx, id)
	if err != nil {
		return toStatus(ctx, s.log, err)
	}
	if _, err := s.pool.Movements().Get(ctx, id); errors.Is(err, db.ErrNotFound) {
		return status.Errorf(codes.NotFound, "movement %s not found", id)
	} else if err != nil {
		return toStatus(ctx, s.log, err)
	}
	entities := []string{id.String()}
	keys := map[string]string{}
	for _, n := range nodes {
		entities = append(entities, n.ID.String())
		keys[n.ID.String()] = n.Key
	}

	var wake <-chan struct{}
	if s.listener != nil {
		sub, err := s.listener.Subscribe(notify.NodesReady, notify.NodesSubmitted, notify.NodesUnknown, notify.Movements)
		if err == nil {
			defer sub.Close()
			wake = sub.C
		}
	}
	sent := map[int64]time.Time{}
	// The first poll reads the movement's whole trail, also when resuming after a
	// cursor: the events before the cursor are not sent, but their transitions give
	// the state the first event sent starts from.
	since := time.Time{}
	// state is the movement's state after the last event read, followed from the
	// movement's own transitions in the trail (each event carries the state
	// after it, not the state read at the top of the poll, which may be later or
	// earlier than the event).
	var state string
	poll := time.NewTicker(time.Second)
	defer poll.Stop()
	for {
		// Read the state first: if it is final, every event that led there is
		// committed and visible to the query below.
		r, err := s.pool.Movements().Get(ctx, id)
		if err != nil {
			return toStatus(ctx, s.log, err)
		}
		events, err := s.pool.Audit().EventsFor(ctx, entities, since)
		if err != nil {
			return toStatus(ctx, s.log, err)
		}
		for _, e := range events {
			// Events are in trail order, so applying them all (those sent already too)
			// leaves state at the one after each event in turn.
			if e.EntityType == "movement" && e.EntityID == entities[0] {
				if to, ok := stateAfter(e.Action); ok {
					state = to
				}
			}
			if _, dup := sent[e.ID]; dup || !after.before(e.OccurredAt, e.ID) {
				continue
			}
			sent[e.ID] = e.OccurredAt
			c := cursor{at: e.OccurredAt, id: e.ID}
			if err := stream.Send(&qtgv1.WatchMovementResponse{
				Cursor: c.String(), OccurredAt: timestamppb.New(e.OccurredAt), Actor: e.Actor,
				EntityType: e.EntityType, EntityId: e.EntityID, NodeKey: keys[e.EntityID], Action: e.Action,
				MovementState: movementState(cmp.Or(state, r.State)),
			}); err != nil {
				return err
			}
		}
		switch r.State {
		case "COMPLETED", "FAILED", "CANCELLED", "EXPIRED":
			return nil
		}
		// Slide the window, forgetting IDs that fell out of it.
		if len(events) > 0 {
			newest := events[len(events)-1].OccurredAt
			since = newest.Add(-watchOverlap)
			for eid, at := range sent {
				if at.Before(since) {
					delete(sent, eid)
				}
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-wake:
		case <-poll.C:
		}
	}
}

// movementStates are the states a movement's audit actions ("FROM->TO") name.
var movementStates = map[string]bool{
	"PENDING_APPROVAL": true, "APPROVED": true, "EXECUTING": true, "COMPLETED": true,
	"FAILED": true, "EXPIRED": true, "CANCELLED": true,
}

// stateAfter returns the state a movement audit action leads to ("->PENDING_APPROVAL",
// "EXECUTING->COMPLETED"), and false for actions that change no state
// ("CANCEL_REQUESTED", "ARCHIVED").
func stateAfter(action string) (string, bool) {
	_, to, ok := strings.Cut(action, "->")
	if !ok || !movementStates[to] {
		return "", false
	}
	return to, true
}
