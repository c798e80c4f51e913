package evm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// The helpers below are the exactly-once rules every EVM executor shares (evm_transfer's
// package doc explains them): how a broadcast went, what a chain says about one of our
// transactions, and — from final blocks only — which transaction used a nonce. Bridge
// executors sign contract calls on the same nonce lanes as evm_transfer, so they must
// read the chain the same way.

// Lane names a sender's nonce lane on a chain: "evm:<chain id>:<lower-case address>",
// as stored in node_intents.lane. Every EVM executor uses it, so they never hand out one
// nonce twice and the nonce reaper covers them all.
func Lane(chainID uint64, from common.Address) string {
	return fmt.Sprintf("evm:%d:%s", chainID, LowerHex(from))
}

// LowerHex is an address as stored in the database: 0x and 40 lower-case hex digits.
func LowerHex(a common.Address) string { return "0x" + common.Bytes2Hex(a.Bytes()) }

var addressRE = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)

// ParseAddress parses a node config's address strictly: 0x and 40 hex digits, all lower
// or all upper case or a correct EIP-55 checksum (a mistyped checksum is refused rather
// than silently accepted), never the zero address. field names it in errors.
func ParseAddress(field, s string) (common.Address, error) {
	if !addressRE.MatchString(s) {
		return common.Address{}, fmt.Errorf("%s %q: want a 0x-prefixed 20-byte hex address", field, s)
	}
	a := common.HexToAddress(s)
	if s != LowerHex(a) && s != "0x"+string(bytes.ToUpper([]byte(s[2:]))) && s != a.Hex() {
		return common.Address{}, fmt.Errorf("%s %q: bad EIP-55 checksum", field, s)
	}
	if a == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%s is the zero address", field)
	}
	return a, nil
}

// SendClass is how a broadcast went.
type SendClass int

// Broadcast outcomes.
const (
	// SendAccepted: the node has the transaction (now or before).
	SendAccepted SendClass = iota + 1
	// SendNonceTooLow: some transaction with this nonce is already mined; maybe ours.
	SendNonceTooLow
	// SendRejected: refused now, may pass later (funds, fees, pool full, replaced).
	SendRejected
	// SendPermanent: the chain can never accept this transaction.
	SendPermanent
	// SendAmbiguous: the request may or may not have reached the node.
	SendAmbiguous
)

// Texts of go-ethereum's transaction pool errors (core and core/txpool), as nodes
// return them over JSON-RPC, where only the text survives. Written out rather than
// imported: importing go-ethereum's core package starts goroutines at init in every
// process that links an executor.
const (
	msgAlreadyKnown = "already known"
	msgNonceTooLow  = "nonce too low"
)

// permanentRejections are the node's refusals that no later broadcast can change.
var permanentRejections = []string{
	"intrinsic gas too low",
	"transaction gas limit too high",
	"exceeds block gas limit",
	"max priority fee per gas higher than max fee per gas",
	"max priority fee per gas higher than 2^256-1",
	"max fee per gas higher than 2^256-1",
	"transaction type not supported",
	"nonce has max value",
	"invalid sender",
	"oversized data",
	"negative value",
	"invalid chain id",
	"only replay-protected",
}

// ClassifySend reads eth_sendRawTransaction's error. Only an answer from the node (an
// rpc.Error) says anything; a transport error, a timeout or an HTTP failure means the
// request may have arrived, which is never "not sent".
func ClassifySend(err error) SendClass {
	if err == nil {
		return SendAccepted
	}
	var rpcErr rpc.Error
	if !errors.As(err, &rpcErr) {
		return SendAmbiguous
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, msgAlreadyKnown), strings.Contains(msg, "known transaction"):
		return SendAccepted
	case strings.Contains(msg, msgNonceTooLow):
		return SendNonceTooLow
	}
	for _, p := range permanentRejections {
		if strings.Contains(msg, p) {
			return SendPermanent
		}
	}
	return SendRejected
}

// TxEvidence is what a chain says about one transaction.
type TxEvidence struct {
	Receipt *types.Receipt // when mined
	Mined   bool
	Confs   uint64 // when mined: blocks from its block to the head, both counted
	InPool  bool   // known to the node, not mined
	Head    uint64
}

// LookupTx reads hash's receipt and, when it is not mined, whether the node knows it.
// An error means the node cannot tell, never "absent": only ethereum.NotFound counts as
// "no such transaction" (geth's "transaction indexing is in progress" does not).
func LookupTx(ctx context.Context, cl *ethclient.Client, ch *Chain, hash common.Hash) (TxEvidence, error) {
	var ev TxEvidence
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return ev, Redact(ch, fmt.Errorf("read head: %w", err))
	}
	ev.Head = head
	r, err := cl.TransactionReceipt(ctx, hash)
	switch {
	case err == nil:
		ev.Receipt, ev.Mined = r, true
		if bn := r.BlockNumber.Uint64(); head >= bn {
			ev.Confs = head - bn + 1
		}
		return ev, nil
	case errors.Is(err, ethereum.NotFound):
	default:
		return ev, Redact(ch, fmt.Errorf("read receipt: %w", err))
	}
	_, _, err = cl.TransactionByHash(ctx, hash)
	switch {
	case err == nil:
		// Pending, or mined between the two calls (the next look sees the receipt):
		// either way the node has it.
		ev.InPool = true
	case errors.Is(err, ethereum.NotFound):
	default:
		return ev, Redact(ch, fmt.Errorf("read transaction: %w", err))
	}
	return ev, nil
}

// ErrNoBaseFee is returned by Fees for a chain without EIP-1559: no later try can change
// it, so executors treat it as permanent.
var ErrNoBaseFee = errors.New("chain has no base fee (pre-London): EIP-1559 transactions unsupported")

// Fees returns the tip and the fee cap to sign with: the node's suggested tip, and twice
// the head's base fee plus the tip, which survives six full blocks of base-fee growth.
func Fees(ctx context.Context, cl *ethclient.Client, ch *Chain) (tip, feeCap *big.Int, err error) {
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, Redact(ch, fmt.Errorf("read head: %w", err))
	}
	if head.BaseFee == nil {
		return nil, nil, fmt.Errorf("chain %s: %w", ch.Name, ErrNoBaseFee)
	}
	tip, err = cl.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, Redact(ch, fmt.Errorf("suggest tip: %w", err))
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), nil
}

// NonceUse is what the chain's final blocks say about the transaction that used a nonce.
type NonceUse int

// Nonce proof outcomes.
const (
	// NonceOpen: the sender's nonce in the newest final block is not past ours. Our
	// transaction may still be mined (or is not final yet).
	NonceOpen NonceUse = iota + 1
	// NonceOurs: the transaction that used our nonce, in a final block, is one of ours.
	NonceOurs
	// NonceTakenFinal: another transaction used our nonce, in a final block: ours can
	// never be mined.
	NonceTakenFinal
)

// NonceUser finds the transaction that used nonce of from on ch from the chain itself,
// never from a lookup by hash (a provider may not have indexed it, or lag): the first
// block after fromBlock (the head when the intent was prepared, when nobody else could
// have used the nonce yet) at whose state the sender's nonce is past ours, found by
// bisection on eth_getTransactionCount, must hold a transaction of the sender with our
// nonce. Only blocks at depth (the finality depth in blocks) below head count. ours
// lists every hash that is ours for this nonce (an intent's, and its fee-bump
// replacements).
//
// Any error, or answers that do not fit together (the nonce used before the intent was
// prepared, no transaction of the sender with that nonce in the block that used it),
// are returned as errors: the caller must read them as "cannot tell", never as "not
// sent".
func NonceUser(ctx context.Context, cl *ethclient.Client, ch *Chain, from common.Address, nonce uint64, ours []common.Hash,
	depth, fromBlock, head uint64,
) (NonceUse, string, error) {
	if len(ours) == 0 {
		return 0, "", errors.New("nonce proof: no transaction of ours given")
	}
	final, ok := FinalAt(head, depth)
	if !ok {
		return NonceOpen, "no block is final yet", nil
	}
	nonceAt := func(block uint64) (uint64, error) {
		n, err := cl.NonceAt(ctx, from, new(big.Int).SetUint64(block))
		if err != nil {
			return 0, Redact(ch, fmt.Errorf("read the sender's nonce at block %d: %w", block, err))
		}
		return n, nil
	}
	n, err := nonceAt(final)
	if err != nil {
		return 0, "", err
	}
	if n <= nonce {
		return NonceOpen, fmt.Sprintf("the sender's nonce at final block %d is %d", final, n), nil
	}
	if fromBlock > final {
		return 0, "", fmt.Errorf("nonce %d is used at final block %d, before the intent was prepared at block %d: inconsistent answers", nonce, final, fromBlock)
	}
	if n, err = nonceAt(fromBlock); err != nil {
		return 0, "", err
	}
	if n > nonce {
		return 0, "", fmt.Errorf("nonce %d was already used at block %d, when the intent was prepared: inconsistent answers", nonce, fromBlock)
	}
	// Invariant: the nonce is unused at lo and used at hi.
	lo, hi := fromBlock, final
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if n, err = nonceAt(mid); err != nil {
			return 0, "", err
		}
		if n > nonce {
			hi = mid
		} else {
			lo = mid
		}
	}
	block, err := cl.BlockByNumber(ctx, new(big.Int).SetUint64(hi))
	if err != nil {
		return 0, "", Redact(ch, fmt.Errorf("read block %d: %w", hi, err))
	}
	if block.NumberU64() != hi {
		return 0, "", fmt.Errorf("asked for block %d, got %d", hi, block.NumberU64())
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(ch.ChainID))
	for _, btx := range block.Transactions() {
		if btx.Nonce() != nonce {
			continue
		}
		sender, err := types.Sender(signer, btx)
		if err != nil || sender != from {
			continue
		}
		where := fmt.Sprintf("block %d (%s), final at depth %d", hi, block.Hash().Hex(), depth)
		for _, h := range ours {
			if btx.Hash() == h {
				return NonceOurs, fmt.Sprintf("nonce %d was used by our transaction %s in %s", nonce, h.Hex(), where), nil
			}
		}
		return NonceTakenFinal, fmt.Sprintf("nonce %d was used by another transaction, %s, in %s; %s can never be mined",
			nonce, btx.Hash().Hex(), where, ours[0].Hex()), nil
	}
	return 0, "", fmt.Errorf("block %d used nonce %d of %s but holds no transaction of it with that nonce: inconsistent answers",
		hi, nonce, from.Hex())
}
