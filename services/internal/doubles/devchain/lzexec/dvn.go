package lzexec

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/dvn"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/uln/receiveuln302"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// packetHeaderLength is an encoded packet's header, what ReceiveUln302 verifies:
// version ‖ nonce ‖ srcEid ‖ sender ‖ dstEid ‖ receiver (PacketV1Codec, lz-evm-protocol-v2).
const packetHeaderLength = 81

// instructionTTL is how long a DVN instruction the stand-in signs stays valid (DVN.sol's
// execute skips an expired one), counted from the destination's head block's time.
const instructionTTL = time.Hour

// verify does what LayerZero's DVNs and their off-chain workers do for a packet on its
// destination's ReceiveUln302 lib: each DVN the receiver's ULN config names (required,
// then optional) executes, under a quorum signature of its signers (the stand-in's key,
// quorum 1), lib.verify(header, payloadHash, confirmations) with confirmations the
// packet's depth on its source; then commitVerification(header, payloadHash), which the
// library refuses until the DVNs have verified and which calls the endpoint's verify.
// Re-verifying is harmless (DVN.sol does not mark verify instructions used, and the
// library overwrites the DVN's record), so a restart may repeat it.
func (r *Relay) verify(ctx context.Context, dst *chain, lib common.Address, p *packet) error {
	recv, dv := receiveuln302.NewReceiveUln302(), dvn.NewDVN()
	receiver := common.BytesToAddress(p.p.Receiver[12:])
	out, err := r.callAt(ctx, dst, lib, recv.PackGetUlnConfig(receiver, p.p.SrcEid))
	if err != nil {
		return fmt.Errorf("ULN config: %w", err)
	}
	cfg, err := recv.UnpackGetUlnConfig(out)
	if err != nil {
		return fmt.Errorf("ULN config: %w", err)
	}
	hctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	srcHead, err := p.src.client.BlockNumber(hctx)
	cancel()
	if err != nil {
		return fmt.Errorf("source head: %w", err)
	}
	hctx, cancel = context.WithTimeout(ctx, 5*time.Second)
	dstHead, err := dst.client.HeaderByNumber(hctx, nil)
	cancel()
	if err != nil {
		return fmt.Errorf("destination head: %w", err)
	}
	header, payloadHash := p.encoded[:packetHeaderLength], crypto.Keccak256Hash(p.encoded[packetHeaderLength:])
	calldata := recv.PackVerify(header, payloadHash, srcHead+1-p.block)
	expiration := new(big.Int).SetUint64(dstHead.Time + uint64(instructionTTL.Seconds()))
	for _, d := range append(cfg.RequiredDVNs, cfg.OptionalDVNs...) {
		out, err := r.callAt(ctx, dst, d, dv.PackVid())
		if err != nil {
			return fmt.Errorf("DVN %s vid: %w", d, err)
		}
		vid, err := dv.UnpackVid(out)
		if err != nil {
			return fmt.Errorf("DVN %s vid: %w", d, err)
		}
		sig, err := SignInstruction(r.key, vid, lib, calldata, expiration)
		if err != nil {
			return err
		}
		rcpt, err := r.transactReceipt(ctx, dst, d, dv.PackExecute([]dvn.ExecuteParam{
			{Vid: vid, Target: lib, CallData: calldata, Expiration: expiration, Signatures: sig}}))
		if err != nil {
			return fmt.Errorf("DVN %s execute: %w", d, err)
		}
		// DVN.execute reports a refused instruction as an event, not a revert.
		verified := false
		for _, l := range rcpt.Logs {
			if ev, err := recv.UnpackPayloadVerifiedEvent(l); err == nil && l.Address == lib && ev.Dvn == d {
				verified = true
			}
		}
		if !verified {
			return fmt.Errorf("DVN %s executed no verify (signature, vid or expiry refused, or the library reverted)", d)
		}
	}
	if _, err := r.transactReceipt(ctx, dst, lib, recv.PackCommitVerification(header, payloadHash)); err != nil {
		return fmt.Errorf("commitVerification: %w", err)
	}
	return nil
}

// SignInstruction is a DVN signer's signature of one instruction for the DVN's execute:
// over the Ethereum signed message of keccak256(abi.encodePacked(vid, target, expiration,
// callData)) (DVN.sol hashCallData, MultiSig.sol verifySignatures), v as 27 or 28.
func SignInstruction(key *ecdsa.PrivateKey, vid uint32, target common.Address, calldata []byte, expiration *big.Int) ([]byte, error) {
	packed := binary.BigEndian.AppendUint32(nil, vid)
	packed = append(packed, target.Bytes()...)
	packed = append(packed, common.LeftPadBytes(expiration.Bytes(), 32)...)
	packed = append(packed, calldata...)
	digest := crypto.Keccak256([]byte("\x19Ethereum Signed Message:\n32"), crypto.Keccak256(packed))
	sig, err := crypto.Sign(digest, key)
	if err != nil {
		return nil, fmt.Errorf("lzexec: sign DVN instruction: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// callAt is an eth_call of data to `to` on c, bounded by a timeout.
func (r *Relay) callAt(ctx context.Context, c *chain, to common.Address, data []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	out, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("call %s: %w", to, evm.Redact(c.cfg, err))
	}
	return out, nil
}
