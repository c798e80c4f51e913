package evm

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Keys live only in the processes that sign: dispatcher and recovery (recovery also
// signs the fee bumps the observer hands it and the nonce gap fills evm-nonce-reaper
// requests; docs/security.md, "A compromised pod"). Everything else — the gateway validating node
// configs, executor-health, the balance sidecars — needs only the signers' addresses:
// the address book. The two are built from the same configuration: AddressBook never
// reads a key, OpenSigners asks a Keyring for each signer.

// ErrNoKey is returned by SignTx of an address-book entry: this process holds no keys.
var ErrNoKey = errors.New("this process holds no signing keys (only dispatcher and recovery sign)")

// ErrKeysNotAllowed is returned by RefuseKeys: a process that does not sign was handed
// key material.
var ErrKeysNotAllowed = errors.New("signing keys handed to a process that does not sign")

// Keyring produces the Signer of a configured signer. LocalKeys reads private keys
// from files or environment variables; a remote signer (a KMS, an HSM, a signing
// service) implements Keyring with a Signer whose SignTx calls out, so no key ever
// enters the process.
type Keyring interface {
	Signer(ctx context.Context, sc SignerConfig) (Signer, error)
}

// LocalKeys is the Keyring of keys held in memory: each signer's key_file, or its
// key_env read through Getenv (nil: environment keys are refused).
type LocalKeys struct {
	Getenv func(string) string
}

// Signer implements Keyring.
func (k LocalKeys) Signer(_ context.Context, sc SignerConfig) (Signer, error) {
	var raw string
	switch {
	case sc.KeyFile != "":
		b, err := os.ReadFile(sc.KeyFile)
		if err != nil {
			return nil, fmt.Errorf("signer %q: read key file: %w", sc.Name, err)
		}
		raw = string(b)
	case sc.KeyEnv != "":
		if k.Getenv != nil {
			raw = k.Getenv(sc.KeyEnv)
		}
		if raw == "" {
			return nil, fmt.Errorf("signer %q: environment variable %s is empty", sc.Name, sc.KeyEnv)
		}
	default:
		return nil, fmt.Errorf("signer %q: no key_file or key_env, and this process signs", sc.Name)
	}
	key, err := ParseKey(raw)
	if err != nil {
		return nil, fmt.Errorf("signer %q: %w", sc.Name, err)
	}
	return NewLocalSigner(key), nil
}

// OpenSigners returns a Signer per configured signer from keys, checking that each
// signs for its configured address (a swapped key fails the start, not a transfer).
func OpenSigners(ctx context.Context, cfg *Config, keys Keyring) (map[common.Address]Signer, error) {
	out := make(map[common.Address]Signer, len(cfg.Signers))
	for _, sc := range cfg.Signers {
		s, err := keys.Signer(ctx, sc)
		if err != nil {
			return nil, err
		}
		if s.Address() != sc.Address {
			return nil, fmt.Errorf("signer %q: key is for %s, config says %s", sc.Name, s.Address(), sc.Address)
		}
		out[sc.Address] = s
	}
	return out, nil
}

// AddressBook returns an entry per configured signer that knows its address and
// refuses to sign (ErrNoKey): what validating a node config, health checks and
// balance snapshots need. It reads no key.
func AddressBook(cfg *Config) map[common.Address]Signer {
	out := make(map[common.Address]Signer, len(cfg.Signers))
	for _, sc := range cfg.Signers {
		out[sc.Address] = addressOnly{addr: sc.Address}
	}
	return out
}

// addressOnly is an address-book entry.
type addressOnly struct{ addr common.Address }

func (a addressOnly) Address() common.Address { return a.addr }

func (a addressOnly) SignTx(context.Context, *types.Transaction, *big.Int) (*types.Transaction, error) {
	return nil, fmt.Errorf("sign for %s: %w", a.addr, ErrNoKey)
}

// RefuseKeys fails when a process that does not sign can reach a configured signer's
// key: its key_file is readable, or its key_env is set (read through getenv). Keys
// mounted or exported where nothing signs only widen who can steal them, so such a
// process refuses to start. The configuration may still name the key references (one
// file for every deployable): only reachable material counts.
func RefuseKeys(cfg *Config, getenv func(string) string) error {
	var found []string
	for _, sc := range cfg.Signers {
		if sc.KeyFile != "" {
			if f, err := os.Open(sc.KeyFile); err == nil {
				_ = f.Close()
				found = append(found, fmt.Sprintf("%s (key_file %s)", sc.Name, sc.KeyFile))
			}
		}
		if sc.KeyEnv != "" && getenv != nil && getenv(sc.KeyEnv) != "" {
			found = append(found, fmt.Sprintf("%s (key_env %s)", sc.Name, sc.KeyEnv))
		}
	}
	if len(found) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s; mount or export keys only into dispatcher and recovery (Helm: mountKeys, keys.secrets[].deployables)",
		ErrKeysNotAllowed, strings.Join(found, ", "))
}
