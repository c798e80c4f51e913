package console

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"time"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// movementEvents streams a movement's changes to its page as server-sent events, fed
// by the gateway's WatchMovement as the signed-in principal:
//
//	event: audit      id: <cursor>   data: one audit trail row (HTML)
//	event: movement                  data: the page's live part re-rendered (HTML)
//	event: end                       data: the final state; the page stops listening
//
// The browser's EventSource reconnects by itself with Last-Event-ID, the last audit
// cursor, and the watch resumes there (on any console and gateway replica), so a
// dropped connection loses no event. Bursts of changes are coalesced into one
// re-render.
func (s *Server) movementEvents(w http.ResponseWriter, r *http.Request, sess *session) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	id := r.PathValue("id")
	cursor := r.Header.Get("Last-Event-ID")
	if cursor == "" {
		cursor = r.URL.Query().Get("after")
	}
	ctx := r.Context()
	wctx, cancel := s.stream(ctx, sess)
	defer cancel()
	stream, err := s.movements.WatchMovement(wctx, &qtgv1.WatchMovementRequest{Id: id, AfterCursor: cursor})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	events := make(chan *qtgv1.WatchMovementResponse, 64)
	errc := make(chan error, 1)
	go func() {
		defer close(events)
		for {
			e, err := stream.Recv()
			if err != nil {
				errc <- err
				return
			}
			select {
			case events <- e:
			case <-wctx.Done():
				errc <- wctx.Err()
				return
			}
		}
	}()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	_, _ = fmt.Fprint(w, "retry: 2000\n\n")
	flusher.Flush()
	// Keep-alive comments keep proxies from closing an idle stream.
	keepAlive := time.NewTicker(15 * time.Second)
	defer keepAlive.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-keepAlive.C:
			_, _ = fmt.Fprint(w, ": keep-alive\n\n")
			flusher.Flush()
		case e, ok := <-events:
			if !ok {
				// The watch ended: the movement finished (EOF), or the gateway ended the
				// stream (its lifetime, a restart); the browser reconnects for the latter.
				if err := <-errc; isEOF(err) {
					s.sendMovement(w, r, sess, id)
					_, _ = fmt.Fprint(w, "event: end\ndata: end\n\n")
					flusher.Flush()
				}
				return
			}
			batch := []*qtgv1.WatchMovementResponse{e}
		drain:
			for {
				select {
				case more, ok := <-events:
					if !ok {
						break drain
					}
					batch = append(batch, more)
				default:
					break drain
				}
			}
			for _, e := range batch {
				var buf bytes.Buffer
				if err := s.fragments.ExecuteTemplate(&buf, "audit-row", toAudit(e)); err != nil {
					s.cfg.Logger.Error().Err(err).Msg("console: render audit row")
					return
				}
				writeEvent(w, "audit", e.GetCursor(), buf.String())
			}
			s.sendMovement(w, r, sess, id)
			flusher.Flush()
		}
	}
}

// sendMovement re-renders the live part of the movement page and sends it.
func (s *Server) sendMovement(w http.ResponseWriter, r *http.Request, sess *session, id string) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.GetMovement(ctx, &qtgv1.GetMovementRequest{Id: id})
	if err != nil {
		s.cfg.Logger.Warn().Err(err).Str("movement_id", id).Msg("console: live update: get movement")
		return
	}
	var buf bytes.Buffer
	if err := s.fragments.ExecuteTemplate(&buf, "movement-live", s.movementData(ctx, sess, res.GetMovement())); err != nil {
		s.cfg.Logger.Error().Err(err).Msg("console: render movement fragment")
		return
	}
	writeEvent(w, "movement", "", buf.String())
}

// writeEvent writes one server-sent event; each line of data gets its own data: field.
func writeEvent(w http.ResponseWriter, event, id, data string) {
	var b strings.Builder
	b.WriteString("event: " + event + "\n")
	if id != "" {
		b.WriteString("id: " + strings.NewReplacer("\n", "", "\r", "").Replace(id) + "\n")
	}
	for _, line := range strings.Split(strings.ReplaceAll(data, "\r", ""), "\n") {
		b.WriteString("data: " + line + "\n")
	}
	b.WriteString("\n")
	_, _ = w.Write([]byte(b.String()))
}
