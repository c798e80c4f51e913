package evm_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// The address book knows every signer's address and reads no key; its entries refuse
// to sign (keys only where they sign).
func TestAddressBookHoldsNoKeys(t *testing.T) {
	t.Parallel()
	a := common.HexToAddress("0x1111111111111111111111111111111111111111")
	cfg := &evm.Config{Signers: []evm.SignerConfig{
		{Name: "file", Address: a, KeyFile: filepath.Join(t.TempDir(), "absent")},
		{Name: "public", Address: common.HexToAddress("0x2222222222222222222222222222222222222222")},
	}}
	book := evm.AddressBook(cfg)
	require.Len(t, book, 2)
	require.Equal(t, a, book[a].Address())
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(1), Gas: 21000, To: &a})
	_, err := book[a].SignTx(context.Background(), tx, big.NewInt(1))
	require.ErrorIs(t, err, evm.ErrNoKey)

	// A signing process cannot open an address-only entry.
	_, err = evm.LoadSigners(&evm.Config{Signers: cfg.Signers[1:]}, nil)
	require.ErrorContains(t, err, "no key_file or key_env")
}

// A process that does not sign refuses key material it can reach: a readable key file
// or a set key variable. Unreachable references (the chart's shared config, with keys
// mounted only into the signing pods) are fine.
func TestRefuseKeys(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	addr := crypto.PubkeyToAddress(key.PublicKey)
	file := filepath.Join(t.TempDir(), "k")
	require.NoError(t, os.WriteFile(file, []byte(common.Bytes2Hex(crypto.FromECDSA(key))), 0o600))
	env := map[string]string{"SET": "0xabc"}
	getenv := func(k string) string { return env[k] }
	tests := []struct {
		name    string
		signer  evm.SignerConfig
		wantErr string
	}{
		{name: "readable key file", signer: evm.SignerConfig{Name: "s", Address: addr, KeyFile: file}, wantErr: "s (key_file " + file + ")"},
		{name: "key variable set", signer: evm.SignerConfig{Name: "s", Address: addr, KeyEnv: "SET"}, wantErr: "s (key_env SET)"},
		{name: "key file not mounted", signer: evm.SignerConfig{Name: "s", Address: addr, KeyFile: file + ".absent"}},
		{name: "key variable unset", signer: evm.SignerConfig{Name: "s", Address: addr, KeyEnv: "UNSET"}},
		{name: "address only", signer: evm.SignerConfig{Name: "s", Address: addr}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := evm.RefuseKeys(&evm.Config{Signers: []evm.SignerConfig{tt.signer}}, getenv)
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, evm.ErrKeysNotAllowed)
			require.ErrorContains(t, err, tt.wantErr)
			require.NotContains(t, err.Error(), common.Bytes2Hex(crypto.FromECDSA(key)), "the key itself is never in the message")
		})
	}
}

// remoteKeys stands in for a KMS: it hands out signers whose keys the caller never sees.
type remoteKeys map[common.Address]evm.Signer

func (r remoteKeys) Signer(_ context.Context, sc evm.SignerConfig) (evm.Signer, error) {
	return r[sc.Address], nil
}

// OpenSigners takes signers from any Keyring (local keys or a remote signer) and still
// refuses one that signs for another address than configured.
func TestOpenSignersFromAKeyring(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	s := evm.NewLocalSigner(key)
	cfg := &evm.Config{Signers: []evm.SignerConfig{{Name: "kms", Address: s.Address()}}}
	signers, err := evm.OpenSigners(context.Background(), cfg, remoteKeys{s.Address(): s})
	require.NoError(t, err)
	require.Same(t, s, signers[s.Address()])

	other := common.HexToAddress("0x3333333333333333333333333333333333333333")
	_, err = evm.OpenSigners(context.Background(), &evm.Config{Signers: []evm.SignerConfig{{Name: "kms", Address: other}}},
		remoteKeys{other: s})
	require.ErrorContains(t, err, "key is for")
}
