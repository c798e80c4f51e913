package devchain

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/cctp"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
)

// DefaultAttestationAddr is where the CCTP attestation double listens unless told
// otherwise; devchain writes http://<it> as every chain's attestation_url.
const DefaultAttestationAddr = "127.0.0.1:8790"

// DefaultCCTPDomainBase is the CCTP domain of the first chain; the next chains count up
// from it. It lies outside Circle's domain numbers (0–26 in use), so a dev message can
// never be mistaken for one of a real chain.
const DefaultCCTPDomainBase = 100

// writeAttesterKeys derives the attester keys of the CCTP double from the seed (apart
// from the accounts' keys, so an attester is never a funded signer) and writes them as
// Dir/keys/attester<i>.key, which the configuration names for the attestation service.
func (d *Devchain) writeAttesterKeys() error {
	dir := filepath.Join(d.cfg.Dir, "keys")
	for i := 1; i <= d.cfg.Attesters; i++ {
		key, err := deriveKey(d.cfg.Seed+"/cctp-attester", i)
		if err != nil {
			return err
		}
		file := filepath.Join(dir, fmt.Sprintf("attester%d.key", i))
		if err := os.WriteFile(file, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
			return fmt.Errorf("devchain: write attester key file: %w", err)
		}
		d.attesters = append(d.attesters, key)
		d.attesterFiles = append(d.attesterFiles, file)
	}
	return nil
}

// AttesterKeys returns the keys the chains' MessageTransmitterV2 accepts (all of them
// are needed: the signature threshold is their number).
func (d *Devchain) AttesterKeys() []*ecdsa.PrivateKey { return d.attesters }

// deployCCTP deploys MessageTransmitterV2 (the chain's domain, every attester, threshold
// = their number) and TokenMessengerV2 (burning and minting the chain's USDC, which
// makes it a USDC minter), mining as it goes (before the mining loop starts).
func (c *Chain) deployCCTP(ctx context.Context, deployer Account, attesters []*ecdsa.PrivateKey, minFee *big.Int) error {
	opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
	opts.Context = ctx
	var addrs []common.Address
	for _, k := range attesters {
		addrs = append(addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	mt := contracts.NewMessageTransmitterV2()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(contracts.MessageTransmitterV2MetaData.Bin), c.client,
		mt.PackConstructor(c.CCTPDomain, addrs, big.NewInt(int64(len(addrs)))))
	if err != nil {
		return fmt.Errorf("deploy MessageTransmitterV2: %w", err)
	}
	c.Mine()
	if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
		return fmt.Errorf("deploy MessageTransmitterV2: %w", err)
	}
	c.MessageTransmitter = addr

	tm := contracts.NewTokenMessengerV2()
	addr, tx, err = bind.DeployContract(opts, common.FromHex(contracts.TokenMessengerV2MetaData.Bin), c.client,
		tm.PackConstructor(c.MessageTransmitter, c.USDC, minFee))
	if err != nil {
		return fmt.Errorf("deploy TokenMessengerV2: %w", err)
	}
	c.Mine()
	if err := c.requireSuccess(ctx, tx.Hash()); err != nil {
		return fmt.Errorf("deploy TokenMessengerV2: %w", err)
	}
	c.TokenMessenger = addr

	usdc := contracts.NewUSDC()
	tx, err = bind.Transact(usdc.Instance(c.client, c.USDC), opts, usdc.PackConfigureMinter(c.TokenMessenger, true))
	if err != nil {
		return fmt.Errorf("make TokenMessengerV2 a USDC minter: %w", err)
	}
	c.Mine()
	return c.requireSuccess(ctx, tx.Hash())
}

// linkCCTP tells every chain's TokenMessengerV2 about every other chain's token
// messenger and USDC, so a burn on any chain can be minted on any other. The chains'
// mining loops run by now, so it waits for the receipts.
func (d *Devchain) linkCCTP(ctx context.Context) error {
	deployer := d.accounts[0]
	tm := contracts.NewTokenMessengerV2()
	for _, c := range d.chains {
		opts := bind.NewKeyedTransactor(deployer.Key, new(big.Int).SetUint64(c.ChainID))
		opts.Context = ctx
		nonce, err := c.client.NonceAt(ctx, deployer.Address, nil)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: deployer nonce: %w", c.Name, err)
		}
		bound := tm.Instance(c.client, c.TokenMessenger)
		var calls [][]byte
		for _, o := range d.chains {
			if o == c {
				continue
			}
			calls = append(calls,
				tm.PackAddRemoteTokenMessenger(o.CCTPDomain, cctp.AddressToBytes32(o.TokenMessenger)),
				tm.PackLinkTokenPair(o.CCTPDomain, cctp.AddressToBytes32(o.USDC)))
		}
		var hashes []common.Hash
		for _, data := range calls {
			opts.Nonce = new(big.Int).SetUint64(nonce)
			nonce++
			tx, err := bind.Transact(bound, opts, data)
			if err != nil {
				return fmt.Errorf("devchain: chain %s: link CCTP: %w", c.Name, err)
			}
			hashes = append(hashes, tx.Hash())
		}
		for _, h := range hashes {
			if err := c.waitSuccess(ctx, h); err != nil {
				return fmt.Errorf("devchain: chain %s: link CCTP: %w", c.Name, err)
			}
		}
	}
	return nil
}

// waitSuccess waits (polling; the mining loop mines the transaction) for a
// transaction's receipt and requires it successful.
func (c *Chain) waitSuccess(ctx context.Context, hash common.Hash) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		r, err := c.client.TransactionReceipt(ctx, hash)
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				return fmt.Errorf("transaction %s reverted", hash)
			}
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("receipt %s: %w", hash, ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}
