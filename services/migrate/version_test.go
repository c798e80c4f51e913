package main

import (
	"bytes"
	"testing"

	"github.com/alecthomas/kong"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
)

// exitSignal stops a parse where the binary would have exited.
type exitSignal struct{}

// qtg-migrate --version prints its name, version, commit and toolchain on one line and
// exits 0 without a database URL, alone or after a command.
func TestMigrateAcceptsVersion(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--version"}, {"up", "--version"}} {
		var c cli
		var out bytes.Buffer
		code := -1
		k, err := parser(&c, kong.Writers(&out, &out), kong.Exit(func(n int) { code = n; panic(exitSignal{}) }))
		require.NoError(t, err)
		require.PanicsWithValue(t, exitSignal{}, func() { _, _ = k.Parse(args) }, args)
		require.Equal(t, 0, code)
		require.Equal(t, buildinfo.Get().Line("qtg-migrate")+"\n", out.String())
	}
}
