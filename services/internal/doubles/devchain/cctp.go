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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

// DefaultAttestationAddr is where the CCTP attestation double listens unless told
// otherwise; devchain writes http://<it> as every chain's attestation_url.
const DefaultAttestationAddr = "127.0.0.1:8790"

// DefaultCCTPDomainBase is the CCTP domain of the first chain; the next chains count up
// from it. It lies outside Circle's domain numbers (0–26 in use), so a dev message can
// never be mistaken for one of a real chain.
const DefaultCCTPDomainBase = 100

// writeAttesterKeys derives the keys of the attestation double from the seed (apart
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

// CCTP settings devchain gives Circle's contracts.
const (
	// cctpVersion is both MessageTransmitterV2's message version and TokenMessengerV2's
	// message body version: 1, as on Circle's V2 chains.
	cctpVersion = 1
	// cctpMaxMessageBodySize is MessageTransmitterV2's maxMessageBodySize, in bytes.
	cctpMaxMessageBodySize = 8192
)

// DefaultCCTPBurnLimitPerMessage is TokenMinterV2's burn limit per message for each
// chain's USDC (1,000,000,000 USDC, far above what a dev account holds): Circle's minter
// refuses a burn above it ("Burn amount exceeds per tx limit").
var DefaultCCTPBurnLimitPerMessage = big.NewInt(1_000_000_000_000_000)

// deployCCTP deploys Circle's CCTP V2 contracts as Circle's deployment scripts do
// (scripts/v2 of evm-cctp-contracts): MessageTransmitterV2 and TokenMessengerV2 behind
// an AdminUpgradableProxy each (their constructors disable initializers; the proxy
// initializes them in its constructor), TokenMinterV2 on its own. The transmitter has
// the chain's domain, every attester and a threshold of all of them; the messenger the
// minimum fee, the deployer as owner, fee recipient and min fee controller; the minter
// burns and mints the chain's USDC (it is made a USDC minter). Other chains are linked
// by linkCCTP. Mines as it goes (before the mining loop starts).
func (c *Chain) deployCCTP(ctx context.Context, deployer Account, attesters []*ecdsa.PrivateKey, minFee *big.Int) error {
	var addrs []common.Address
	for _, k := range attesters {
		addrs = append(addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	mt, tm, minter := contracts.NewMessageTransmitterV2(), contracts.NewTokenMessengerV2(), contracts.NewTokenMinterV2()
	proxy, usdc := contracts.NewAdminUpgradableProxy(), contracts.NewUSDC()
	me := deployer.Address
	b, err := c.newBatch(ctx, deployer.Key)
	if err != nil {
		return fmt.Errorf("cctp: %w", err)
	}
	mtImpl := b.deploy(contracts.MessageTransmitterV2MetaData.Bin, mt.PackConstructor(c.CCTPDomain, cctpVersion))
	c.CCTPTokenMinter = b.deploy(contracts.TokenMinterV2MetaData.Bin, minter.PackConstructor(me))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("cctp: deploy MessageTransmitterV2 and TokenMinterV2: %w", err)
	}
	c.MessageTransmitter = b.deploy(contracts.AdminUpgradableProxyMetaData.Bin, proxy.PackConstructor(mtImpl, me,
		mt.PackInitialize(me, me, me, me, addrs, big.NewInt(int64(len(addrs))), big.NewInt(cctpMaxMessageBodySize))))
	tmImpl := b.deploy(contracts.TokenMessengerV2MetaData.Bin, tm.PackConstructor(c.MessageTransmitter, cctpVersion))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("cctp: deploy the MessageTransmitterV2 proxy and TokenMessengerV2: %w", err)
	}
	roles := contracts.TokenMessengerV2TokenMessengerV2Roles{
		Owner: me, Rescuer: me, FeeRecipient: me, Denylister: me, TokenMinter: c.CCTPTokenMinter, MinFeeController: me,
	}
	c.TokenMessenger = b.deploy(contracts.AdminUpgradableProxyMetaData.Bin, proxy.PackConstructor(tmImpl, me,
		tm.PackInitialize(roles, minFee, nil, nil)))
	b.call(c.CCTPTokenMinter, minter.PackAddLocalTokenMessenger(c.TokenMessenger))
	b.call(c.CCTPTokenMinter, minter.PackSetMaxBurnAmountPerMessage(c.USDC, DefaultCCTPBurnLimitPerMessage))
	b.call(c.USDC, usdc.PackConfigureMinter(c.CCTPTokenMinter, true))
	if err := b.finish(ctx, true); err != nil {
		return fmt.Errorf("cctp: deploy the TokenMessengerV2 proxy and configure TokenMinterV2: %w", err)
	}
	return nil
}

// linkCCTP tells every chain's TokenMessengerV2 about every other chain's token
// messenger, and its TokenMinterV2 about every other chain's USDC, so a burn on any
// chain can be minted on any other. The chains' mining loops run by now.
func (d *Devchain) linkCCTP(ctx context.Context) error {
	tm, minter := contracts.NewTokenMessengerV2(), contracts.NewTokenMinterV2()
	for _, c := range d.chains {
		b, err := c.newBatch(ctx, d.accounts[0].Key)
		if err != nil {
			return fmt.Errorf("devchain: chain %s: link CCTP: %w", c.Name, err)
		}
		for _, o := range d.chains {
			if o == c {
				continue
			}
			b.call(c.TokenMessenger, tm.PackAddRemoteTokenMessenger(o.CCTPDomain, cctp.AddressToBytes32(o.TokenMessenger)))
			b.call(c.CCTPTokenMinter, minter.PackLinkTokenPair(c.USDC, o.CCTPDomain, cctp.AddressToBytes32(o.USDC)))
		}
		if err := b.finish(ctx, false); err != nil {
			return fmt.Errorf("devchain: chain %s: link CCTP: %w", c.Name, err)
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
