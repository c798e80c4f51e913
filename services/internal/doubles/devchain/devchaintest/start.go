package devchaintest

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
)

// Start runs a devchain for the test (closed at its end; cfg.Dir defaults to a
// temporary folder) and loads the chain configuration and signers it wrote, as a
// deployment would from its files.
func Start(t testing.TB, cfg devchain.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer) {
	t.Helper()
	if cfg.Dir == "" {
		cfg.Dir = t.TempDir()
	}
	dc, err := devchain.Start(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(dc.Close)
	chains, err := evm.LoadFile(dc.ConfigPath(), nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(chains, nil)
	require.NoError(t, err)
	return dc, chains, signers
}

// doubleConfig loads devchain's chain configuration again, for a double run in-process:
// its own copy, as its own process would load, so that a test changing the copy its
// executors use (a chain's finality depth) races with nothing the double reads.
func doubleConfig(t testing.TB, dc *devchain.Devchain) *evm.Config {
	t.Helper()
	chains, err := evm.LoadFile(dc.ConfigPath(), nil)
	require.NoError(t, err)
	return chains
}
