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
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

// DefaultLZEidBase is the LayerZero endpoint ID of the first chain; the next chains
// count up from it. It lies outside LayerZero's mainnet (30xxx) and testnet (40xxx)
// ranges, so a dev packet can never be mistaken for one of a real chain.
const DefaultLZEidBase = 50100

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

// deployLayerZero deploys LayerZero's own EndpointV2 (the chain's eid), as LayerZero
// compiled it (lz-evm-protocol-v2, pinned in the Makefile), and its ULN302 libraries
// and workers (deployULN). It mines as it goes (before the mining loop starts);
// linkLayerZero opens the paths. Stargate's contracts on the endpoint are
// deployStargate's.
func (c *Chain) deployLayerZero(ctx context.Context, deployer Account, lzExecutor common.Address) error {
	opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	ep := contracts.NewEndpointV2()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(contracts.EndpointV2MetaData.Bin), c.client,
		ep.PackConstructor(c.LZEid, deployer.Address))
	if err != nil {
		return fmt.Errorf("deploy EndpointV2: %w", err)
	}
	c.Mine()
	if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
		return fmt.Errorf("deploy EndpointV2: %w", err)
	}
	c.LZEndpoint = addr
	return c.deployULN(ctx, deployer, lzExecutor)
}

// linkLayerZero opens every path between the chains through ULN302: ulnConfigCalls on
// every chain first (the endpoint takes a library as a path's default only once the
// library supports the path), then ulnDefaultCalls. Stargate's peers and options are
// linkStargate's. The chains' mining loops run by now, so it waits for the receipts.
func (d *Devchain) linkLayerZero(ctx context.Context) error {
	for _, c := range d.chains {
		if err := d.sendLZCalls(ctx, c, d.ulnConfigCalls(c)); err != nil {
			return err
		}
	}
	for _, c := range d.chains {
		if err := d.sendLZCalls(ctx, c, d.ulnDefaultCalls(c)); err != nil {
			return err
		}
	}
	return nil
}
