package evm

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Signer signs transactions for one address. The local-key implementation is
// LocalSigner; a KMS or remote signer implements the same interface, so executors never
// see key material. Implementations must be safe for concurrent use.
type Signer interface {
	// Address is the account the signer signs for.
	Address() common.Address
	// SignTx returns tx signed for chainID (EIP-155 / EIP-1559 replay protection).
	SignTx(ctx context.Context, tx *types.Transaction, chainID *big.Int) (*types.Transaction, error)
}

// LocalSigner signs with a private key held in memory. Its String and Format print the
// address only, so a stray %v cannot log the key.
type LocalSigner struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

var _ Signer = (*LocalSigner)(nil)

// NewLocalSigner wraps key.
func NewLocalSigner(key *ecdsa.PrivateKey) *LocalSigner {
	return &LocalSigner{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// ParseKey decodes a hex private key (0x optional, surrounding white space ignored).
// Its errors never contain the input.
func ParseKey(hexKey string) (*ecdsa.PrivateKey, error) {
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		return nil, errors.New("not a hex secp256k1 private key")
	}
	return k, nil
}

// Address implements Signer.
func (s *LocalSigner) Address() common.Address { return s.addr }

// SignTx implements Signer.
func (s *LocalSigner) SignTx(_ context.Context, tx *types.Transaction, chainID *big.Int) (*types.Transaction, error) {
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(chainID), s.key)
	if err != nil {
		return nil, fmt.Errorf("sign for %s: %w", s.addr, err)
	}
	return signed, nil
}

// String prints the address only.
func (s *LocalSigner) String() string { return "LocalSigner(" + s.addr.Hex() + ")" }

// Format prints the address only, whatever the verb.
func (s *LocalSigner) Format(f fmt.State, _ rune) { _, _ = f.Write([]byte(s.String())) }

// LoadSigners reads every configured signer's key (from its file or environment
// variable, through getenv) and checks it matches the configured address: OpenSigners
// with LocalKeys.
func LoadSigners(cfg *Config, getenv func(string) string) (map[common.Address]Signer, error) {
	return OpenSigners(context.Background(), cfg, LocalKeys{Getenv: getenv})
}
