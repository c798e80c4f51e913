package main

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/qtgdev/qtg/services/internal/app/callback"
)

// receiver is the callback endpoint of the movements: it records every event it
// acknowledged and refuses a share of deliveries (500) so that retries happen.
type receiver struct {
	srv      *http.Server
	url      string
	failRate float64
	secret   []byte

	mu       sync.Mutex
	rng      *rand.Rand
	acked    map[string]string // event id -> event type
	badSigs  int
	received int
}

func startReceiver(failRate float64, secret []byte, seed uint64) (*receiver, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &receiver{url: "http://" + ln.Addr().String() + "/callbacks", failRate: failRate, secret: secret,
		rng: rand.New(rand.NewPCG(seed, 7)), acked: map[string]string{}}
	r.srv = &http.Server{Handler: http.HandlerFunc(r.serve), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = r.srv.Serve(ln) }()
	return r, nil
}

func (r *receiver) serve(w http.ResponseWriter, req *http.Request) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.received++
	if err := callback.VerifySignature(req.Header.Get(callback.HeaderSignature), body, time.Now(), 5*time.Minute, r.secret); err != nil {
		r.badSigs++
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	if r.rng.Float64() < r.failRate {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	r.acked[req.Header.Get(callback.HeaderEventID)] = req.Header.Get(callback.HeaderEventType)
	w.WriteHeader(http.StatusNoContent)
}

// ackedEvent reports whether the receiver acknowledged the event.
func (r *receiver) ackedEvent(id string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.acked[id]
	return ok
}

func (r *receiver) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := r.srv.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		_ = r.srv.Close()
	}
}
