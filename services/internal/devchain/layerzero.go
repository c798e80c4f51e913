package devchain

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
)

// DefaultLZEidBase is the LayerZero endpoint ID of the first chain; the next chains
// count up from it. It lies outside LayerZero's mainnet (30xxx) and testnet (40xxx)
// ranges, so a dev packet can never be mistaken for one of a real chain.
const DefaultLZEidBase = 50100

// DefaultLZNativeFee is the native fee (wei) each chain's SimpleMessageLib charges per
// message unless told otherwise: 0.0001 ether.
var DefaultLZNativeFee = big.NewInt(100_000_000_000_000)

// writeLZExecutorKey derives the key of the LayerZero DVN/executor stand-in
// (lz-executor) from the seed, apart from the accounts' keys (it is never one of QTG's
// signers), and writes it as Dir/keys/lz-executor.key. The chains' genesis funds it
// (it pays for verify and lzReceive), the endpoints accept it as their verifier and
// the chains' USDC as its blacklister (deployStargate).
func (d *Devchain) writeLZExecutorKey() error {
	key, err := deriveKey(d.cfg.Seed+"/lz-executor", 1)
	if err != nil {
		return err
	}
	file := filepath.Join(d.cfg.Dir, "keys", "lz-executor.key")
	if err := os.WriteFile(file, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
		return fmt.Errorf("devchain: write lz-executor key file: %w", err)
	}
	d.lzExecutor = Account{Name: "lz-executor", Address: crypto.PubkeyToAddress(key.PublicKey), Key: key, KeyFile: file}
	return nil
}

// LZExecutor is the LayerZero DVN/executor stand-in's account (see writeLZExecutorKey).
func (d *Devchain) LZExecutor() Account { return d.lzExecutor }

// deployLayerZero deploys LayerZero's own EndpointV2 (the chain's eid) and
// SimpleMessageLib, both as LayerZero compiled them (lz-evm-protocol-v2, pinned in the
// Makefile), registers the library with the endpoint, charges fee per message and
// lets only the lz-executor validate packets (the role LayerZero's DVNs play). It
// mines as it goes (before the mining loop starts); linkLayerZero makes the library
// every path's default. Stargate's contracts on the endpoint are deployStargate's.
func (c *Chain) deployLayerZero(ctx context.Context, deployer Account, lzExecutor common.Address, fee *big.Int) error {
	opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	mined := func(what string, tx *types.Transaction, err error) error {
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		c.Mine()
		if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	ep := contracts.NewEndpointV2()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(contracts.EndpointV2MetaData.Bin), c.client,
		ep.PackConstructor(c.LZEid, deployer.Address))
	if err := mined("deploy EndpointV2", tx, err); err != nil {
		return err
	}
	c.LZEndpoint = addr
	lib := contracts.NewSimpleMessageLib()
	addr, tx, err = bind.DeployContract(opts, common.FromHex(contracts.SimpleMessageLibMetaData.Bin), c.client,
		lib.PackConstructor(c.LZEndpoint, deployer.Address))
	if err := mined("deploy SimpleMessageLib", tx, err); err != nil {
		return err
	}
	c.LZMessageLib = addr
	for _, step := range []struct {
		what     string
		to       *bind.BoundContract
		calldata []byte
	}{
		{"SimpleMessageLib fee", lib.Instance(c.client, c.LZMessageLib), lib.PackSetMessagingFee(fee, big.NewInt(0))},
		{"SimpleMessageLib validator", lib.Instance(c.client, c.LZMessageLib), lib.PackSetWhitelistCaller(lzExecutor)},
		{"EndpointV2 registerLibrary", ep.Instance(c.client, c.LZEndpoint), ep.PackRegisterLibrary(c.LZMessageLib)},
	} {
		tx, err := bind.Transact(step.to, opts, step.calldata)
		if err := mined(step.what, tx, err); err != nil {
			return err
		}
	}
	return nil
}

// linkLayerZero makes every chain's SimpleMessageLib its endpoint's default send and
// receive library for every other chain, so a message from any chain can be received
// on any other. The chains' mining loops run by now, so it waits for the receipts.
func (d *Devchain) linkLayerZero(ctx context.Context) error {
	deployer := d.accounts[0]
	ep := contracts.NewEndpointV2()
	for _, c := range d.chains {
		opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
		opts.Context = ctx
		nonce, err := c.client.PendingNonceAt(ctx, deployer.Address)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: deployer nonce: %w", c.Name, err)
		}
		endpoint := ep.Instance(c.client, c.LZEndpoint)
		var hashes []common.Hash
		for _, o := range d.chains {
			if o == c {
				continue
			}
			for _, call := range []struct {
				to       *bind.BoundContract
				calldata []byte
			}{
				{endpoint, ep.PackSetDefaultSendLibrary(o.LZEid, c.LZMessageLib)},
				{endpoint, ep.PackSetDefaultReceiveLibrary(o.LZEid, c.LZMessageLib, big.NewInt(0))},
			} {
				opts.Nonce = new(big.Int).SetUint64(nonce)
				nonce++
				tx, err := bind.Transact(call.to, opts, call.calldata)
				if err != nil {
					return fmt.Errorf("devchain: chain %s: link LayerZero: %w", c.Name, err)
				}
				hashes = append(hashes, tx.Hash())
			}
		}
		for _, h := range hashes {
			if err := c.waitSuccess(ctx, h); err != nil {
				return fmt.Errorf("devchain: chain %s: link LayerZero: %w", c.Name, err)
			}
		}
	}
	return nil
}
