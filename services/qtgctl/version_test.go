package main

import (
	"bytes"
	"context"
	"testing"

	"github.com/alecthomas/kong"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
)

// exitSignal stops a parse where the binary would have exited.
type exitSignal struct{}

// qtgctl --version prints its name, version, commit and toolchain on one line and exits
// 0, alone or after a command; a template's version is --template-version.
func TestQtgctlAcceptsVersion(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--version"}, {"movements", "create", "--version"}} {
		var c cli
		var out bytes.Buffer
		code := -1
		k := newParser(context.Background(), &c, kong.Writers(&out, &out), kong.Exit(func(n int) { code = n; panic(exitSignal{}) }))
		require.PanicsWithValue(t, exitSignal{}, func() { _, _ = k.Parse(args) }, args)
		require.Equal(t, 0, code)
		require.Equal(t, buildinfo.Get().Line("qtgctl")+"\n", out.String())
	}
	var c cli
	k := newParser(context.Background(), &c)
	_, err := k.Parse([]string{"movements", "create", "--template", "t", "--template-version", "3", "--idempotency-key", "k"})
	require.NoError(t, err)
	require.Equal(t, int32(3), c.Movements.Create.Version)
}
