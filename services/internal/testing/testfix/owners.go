package testfix

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/stretchr/testify/require"
)

// Owners is a protocol owner's code, compiled by `make generate` from the owner's
// pinned package into <dir>/build/<name>.abi and .bin (docs/protocols.md), deployed in
// go-ethereum's in-memory EVM for a test to call: QTG's encoders are checked against
// what the owner's own code computes.
type Owners struct {
	t    testing.TB
	abi  abi.ABI
	cfg  *runtime.Config
	addr common.Address
}

// DeployOwners deploys contract name compiled under dir.
func DeployOwners(t testing.TB, dir, name string) *Owners {
	t.Helper()
	abiJSON, err := os.ReadFile(filepath.Join(dir, "build", name+".abi"))
	require.NoError(t, err)
	bin, err := os.ReadFile(filepath.Join(dir, "build", name+".bin"))
	require.NoError(t, err)
	parsed, err := abi.JSON(bytes.NewReader(abiJSON))
	require.NoError(t, err)
	cfg := &runtime.Config{}
	_, addr, _, err := runtime.Create(common.FromHex(strings.TrimSpace(string(bin))), cfg)
	require.NoError(t, err)
	return &Owners{t: t, abi: parsed, cfg: cfg, addr: addr}
}

// Call runs method with args on the owner's code and returns its outputs.
func (o *Owners) Call(method string, args ...any) []any {
	o.t.Helper()
	in, err := o.abi.Pack(method, args...)
	require.NoError(o.t, err)
	out, _, err := runtime.Call(o.addr, in, o.cfg)
	require.NoError(o.t, err, "%s reverted", method)
	vals, err := o.abi.Unpack(method, out)
	require.NoError(o.t, err)
	return vals
}

// Hash calls a method whose first output is a bytes32.
func (o *Owners) Hash(method string, args ...any) common.Hash {
	o.t.Helper()
	return common.Hash(o.Call(method, args...)[0].([32]byte))
}
