package components

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/qtgdev/qtg/services/internal/components/settings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// Keys only where they sign (docs/security.md, "A compromised pod"): only dispatcher
// and recovery load signing keys (recovery signs the fee bumps and nonce gap fills the
// observer and evm-nonce-reaper hand it). Every other deployable that reads the chain
// configuration gets the address book, and refuses to start when a key is within its
// reach; a signing one refuses a signer it has no key for.
func TestKeysOnlyWhereTheySign(t *testing.T) {
	t.Parallel()
	var signing []string
	for _, w := range All() {
		if signs(&host.Env{Workers: []string{w.Name}}) {
			signing = append(signing, w.Name)
		}
	}
	require.ElementsMatch(t, []string{settings.Dispatcher, settings.Recovery}, signing)

	// Never connects: the constructors only keep the pool.
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@127.0.0.1:1/none")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	dir := t.TempDir()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	addr := crypto.PubkeyToAddress(key.PublicKey)
	keyFile := filepath.Join(dir, "key")
	require.NoError(t, os.WriteFile(keyFile, []byte(common.Bytes2Hex(crypto.FromECDSA(key))), 0o600))
	chains := `chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1"}]` + "\n"
	keyed := filepath.Join(dir, "keyed.yaml")
	require.NoError(t, os.WriteFile(keyed, []byte(chains+`signers: [{name: hot, address: "`+addr.Hex()+`", key_file: "`+keyFile+`"}]`+"\n"), 0o600))
	public := filepath.Join(dir, "public.yaml")
	require.NoError(t, os.WriteFile(public, []byte(chains+`signers: [{name: hot, address: "`+addr.Hex()+`"}]`+"\n"), 0o600))

	build := func(t *testing.T, name, config string) error {
		d := Deployables()[name]
		k, p, err := host.Parser(d)
		require.NoError(t, err)
		args := []string{"--database-url=postgres://x", "--config-file=" + config}
		if d.Server != nil {
			args = append(args, "--tokens-file="+filepath.Join(dir, "tokens.json"))
		}
		_, err = k.Parse(args)
		require.NoError(t, err)
		var workers []string
		for _, w := range d.Workers {
			workers = append(workers, w.Name)
		}
		env := p.Env(host.Env{Pool: db.Wrap(pool), Instance: "test", Logger: zerolog.Nop(), Workers: workers})
		if d.Server != nil {
			// What the gateway's Serve builds first.
			_, err := executors(context.Background(), env, "")
			return err
		}
		for _, w := range d.Workers {
			_, release, err := w.Build(context.Background(), env)
			if release != nil {
				release()
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
	for _, name := range []string{settings.Dispatcher, settings.Recovery} {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, build(t, name, keyed), "a signing deployable loads its keys")
			require.ErrorContains(t, build(t, name, public), "no key_file or key_env", "and needs them")
		})
	}
	for _, name := range []string{"gateway", settings.Observer, settings.EVMNonceReaper, settings.ExecutorHealth, settings.BalanceSnapshot, settings.VerifyDrift, settings.CapitalTransferFollowup} {
		t.Run(name, func(t *testing.T) {
			err := build(t, name, keyed)
			require.ErrorIs(t, err, evm.ErrKeysNotAllowed, "a deployable that does not sign refuses keys within reach")
			require.ErrorContains(t, err, "hot (key_file "+keyFile+")")
			require.NoError(t, build(t, name, public), "the address book is all it needs")
		})
	}
}
