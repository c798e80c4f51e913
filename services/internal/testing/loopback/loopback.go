// Package loopback hands out loopback ports for a process that another process will
// listen on: a test starting a tool, the benchmark starting workers, chaos starting a
// gateway. The caller must know the address before the other process binds it.
//
// The usual way, binding "127.0.0.1:0" and closing the listener, races: the kernel
// draws that port from its ephemeral range (32768-60999 by default on Linux), the same
// range it draws from for every outgoing connection and every other ":0" listener, so
// between the close and the other process's bind the port can be taken — the tests
// and the benchmark open database and RPC connections all the time. CI failed on
// exactly that ("bind: address already in use"). Ports drawn here come from below
// that range, where the kernel never hands them out by itself, and are checked free by
// binding them once.
package loopback

import (
	"context"
	"errors"
	"math/rand/v2"
	"net"
	"strconv"
)

// First and Last bound the ports FreePort draws from: below Linux's default
// ephemeral range and above the ports services commonly use.
const (
	First = 20000
	Last  = 31999
)

// FreePort returns a port of 127.0.0.1 in [First, Last] that nothing listened on a
// moment ago. Two calls may return the same port only if they draw it before either
// is bound (1 in 12,000 per pair); callers that start several processes at once pass
// the ports they already hold in taken, which FreePort skips and adds to.
func FreePort(ctx context.Context, taken map[int]bool) (int, error) {
	var lc net.ListenConfig
	for range 100 {
		port := First + rand.IntN(Last-First+1)
		if taken[port] {
			continue
		}
		l, err := lc.Listen(ctx, "tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			continue // in use: draw again
		}
		if err := l.Close(); err != nil {
			return 0, err
		}
		if taken != nil {
			taken[port] = true
		}
		return port, nil
	}
	return 0, errors.New("loopback: no free port in 20000-31999 after 100 draws")
}

// FreeAddr is FreePort as "127.0.0.1:port".
func FreeAddr(ctx context.Context) (string, error) {
	port, err := FreePort(ctx, nil)
	if err != nil {
		return "", err
	}
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), nil
}
