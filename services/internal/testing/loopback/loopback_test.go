package loopback

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/require"
)

// A port handed out is below the ephemeral range, bindable, and not handed out again
// to a caller that holds it in taken.
func TestFreePort(t *testing.T) {
	ctx := context.Background()
	taken := map[int]bool{}
	for range 50 {
		port, err := FreePort(ctx, taken)
		require.NoError(t, err)
		require.GreaterOrEqual(t, port, First)
		require.LessOrEqual(t, port, Last)
	}
	require.Len(t, taken, 50, "a port was handed out twice")

	addr, err := FreeAddr(ctx)
	require.NoError(t, err)
	l, err := (&net.ListenConfig{}).Listen(ctx, "tcp", addr)
	require.NoError(t, err)
	require.NoError(t, l.Close())
}
