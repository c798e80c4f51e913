package bybitdouble

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

var (
	erc20         = contracts.NewERC20()
	transferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
)

// loop moves withdrawals along and credits deposits, one tick at a time. It is the only
// writer of a withdrawal's transaction, so a withdrawal is signed and paid once.
func (d *Double) loop() {
	defer d.stopped.Done()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-d.stop
		cancel()
	}()
	t := time.NewTicker(d.cfg.Tick)
	defer t.Stop()
	for {
		select {
		case <-d.stop:
			return
		case <-t.C:
		}
		d.advanceWithdrawals(ctx)
		for _, vc := range d.chains {
			if err := d.scanDeposits(ctx, vc); err != nil && ctx.Err() == nil {
				d.log.Warn().Err(err).Str("chain", vc.evm.Name).Msg("deposit scan")
			}
		}
	}
}

// advanceWithdrawals: SecurityCheck → Pending after the delay (unless held); a Pending
// withdrawal without a transaction is paid when no other payment is in flight on its
// chain (so the hot wallet's nonces never race); a paid one turns final at depth, or
// Fail if its transaction reverted.
func (d *Double) advanceWithdrawals(ctx context.Context) {
	d.mu.Lock()
	now := d.cfg.Now()
	var pending []*withdrawal
	for _, w := range d.withdrawals {
		if w.status == StatusSecurityCheck && !w.held && now.Sub(w.created) >= d.cfg.SecurityCheckDelay {
			d.setStatus(w, StatusPending, "security check passed")
		}
		if w.status == StatusPending {
			pending = append(pending, w)
		}
	}
	inFlight := map[*venueChain]bool{}
	for _, w := range pending {
		if w.tx != nil {
			inFlight[w.chain] = true
		}
	}
	d.mu.Unlock()

	for _, w := range pending {
		if ctx.Err() != nil {
			return
		}
		d.mu.Lock()
		tx, status := w.tx, w.status
		d.mu.Unlock()
		switch {
		case status != StatusPending:
		case tx != nil:
			d.watchPayment(ctx, w, tx)
		case !inFlight[w.chain]:
			inFlight[w.chain] = true
			d.pay(ctx, w)
		}
	}
}

// pay signs the withdrawal's transfer from the hot wallet, records it, then broadcasts
// it. It is recorded before the broadcast, so a crash-free double never signs twice.
func (d *Double) pay(ctx context.Context, w *withdrawal) {
	vc := w.chain
	cl, err := d.ethClient(ctx, vc)
	if err != nil {
		d.log.Warn().Err(err).Int64("withdraw_id", w.id).Msg("pay: no client")
		return
	}
	nonce, err := cl.PendingNonceAt(ctx, d.hot)
	if err != nil {
		d.log.Warn().Err(err).Int64("withdraw_id", w.id).Msg("pay: nonce")
		return
	}
	opts := bind.NewKeyedTransactor(d.cfg.HotWallet, new(big.Int).SetUint64(vc.evm.ChainID))
	opts.Context, opts.NoSend, opts.Nonce = ctx, true, new(big.Int).SetUint64(nonce)
	tx, err := bind.Transact(erc20.Instance(cl, vc.token), opts, erc20.PackTransfer(common.HexToAddress(w.to), w.amount))
	if err != nil {
		if refused(err) {
			d.mu.Lock()
			if w.status == StatusPending && w.tx == nil {
				d.setStatus(w, StatusFail, "the hot wallet cannot pay: "+err.Error())
			}
			d.mu.Unlock()
			return
		}
		d.log.Warn().Err(err).Int64("withdraw_id", w.id).Msg("pay: sign")
		return
	}
	d.mu.Lock()
	if w.status != StatusPending || w.tx != nil {
		d.mu.Unlock()
		return // failed on command meanwhile: never broadcast
	}
	w.tx, w.txID, w.updated = tx, tx.Hash().Hex(), d.cfg.Now()
	failed, unsent := false, false
	if d.faults.FailWithTxID > 0 {
		d.faults.FailWithTxID--
		failed, unsent = true, d.faults.FailUnbroadcast
		d.setStatus(w, StatusFail, "fault: failed after its payment was signed, keeping its txID")
		w.txID = tx.Hash().Hex()
	}
	d.mu.Unlock()
	if unsent {
		d.log.Warn().Int64("withdraw_id", w.id).Str("tx_id", tx.Hash().Hex()).Msg("fault: withdrawal failed with a txID that is never broadcast")
		return
	}
	d.log.Info().Int64("withdraw_id", w.id).Str("tx_id", tx.Hash().Hex()).Uint64("nonce", nonce).Bool("failed", failed).Msg("withdrawal broadcast")
	d.broadcast(ctx, w, tx)
}

// refused tells a transfer the chain would revert (the hot wallet lacks the token or
// gas) from an RPC failure worth retrying.
func refused(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "execution reverted") || strings.Contains(msg, "insufficient funds")
}

func (d *Double) broadcast(ctx context.Context, w *withdrawal, tx *types.Transaction) {
	cl, err := d.ethClient(ctx, w.chain)
	if err != nil {
		return
	}
	if err := cl.SendTransaction(ctx, tx); err != nil {
		msg := err.Error()
		if !strings.Contains(msg, "already known") && !strings.Contains(msg, "nonce too low") {
			d.log.Warn().Err(err).Int64("withdraw_id", w.id).Msg("broadcast; retried until the receipt shows")
		}
	}
}

// watchPayment finishes a paid withdrawal at depth, fails a reverted one, and
// re-broadcasts one the chain does not know (a dropped broadcast).
func (d *Double) watchPayment(ctx context.Context, w *withdrawal, tx *types.Transaction) {
	cl, err := d.ethClient(ctx, w.chain)
	if err != nil {
		return
	}
	r, err := cl.TransactionReceipt(ctx, tx.Hash())
	if errors.Is(err, ethereum.NotFound) {
		d.broadcast(ctx, w, tx)
		return
	}
	if err != nil || r == nil {
		return
	}
	head, err := cl.BlockNumber(ctx)
	if err != nil || head+1 < r.BlockNumber.Uint64()+d.cfg.WithdrawConfirmations {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if w.status != StatusPending {
		return
	}
	if r.Status != types.ReceiptStatusSuccessful {
		d.setStatus(w, StatusFail, "the transfer reverted")
		return
	}
	d.setStatus(w, d.cfg.FinalStatus, "paid at block "+r.BlockNumber.String())
}

// scanDeposits records token transfers to deposit addresses and credits them at the
// configured depth, after checking their block is still on the chain. It rescans a
// few blocks below the last head, so a transfer reorged into another block is found
// again; a record whose block left the chain is dropped before it is credited.
func (d *Double) scanDeposits(ctx context.Context, vc *venueChain) error {
	cl, err := d.ethClient(ctx, vc)
	if err != nil {
		return err
	}
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return err
	}
	d.mu.Lock()
	owners := map[common.Address]*account{}
	var topics []common.Hash
	for _, a := range d.byName {
		addr := a.deposit[vc.evm.Name]
		owners[addr] = a
		topics = append(topics, common.BytesToHash(addr.Bytes()))
	}
	d.mu.Unlock()
	rescan := d.cfg.DepositConfirmations + 8
	from := uint64(1)
	if vc.scanned+1 > rescan {
		from = vc.scanned + 1 - rescan
	}
	if from <= head {
		logs, err := cl.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head),
			Addresses: []common.Address{vc.token}, Topics: [][]common.Hash{{transferTopic}, nil, topics},
		})
		if err != nil {
			return err
		}
		d.mu.Lock()
		for _, l := range logs {
			d.recordDeposit(vc, owners, l)
		}
		d.mu.Unlock()
		vc.scanned = head
	}
	return d.creditDeposits(ctx, vc, head)
}

// recordDeposit adds a newly seen transfer, or moves a known uncredited one to the
// block it is now in. Callers hold d.mu.
func (d *Double) recordDeposit(vc *venueChain, owners map[common.Address]*account, l types.Log) {
	if l.Removed || len(l.Topics) != 3 {
		return
	}
	ev, err := erc20.UnpackTransferEvent(&l)
	if err != nil {
		return
	}
	acct := owners[ev.To]
	if acct == nil {
		return
	}
	for _, dep := range d.deposits {
		if dep.chain == vc && dep.txHash == l.TxHash && dep.logIndex == l.Index {
			if dep.status != depositSuccess {
				dep.blockNumber, dep.blockHash = l.BlockNumber, l.BlockHash
			}
			return
		}
	}
	d.nextID++
	dep := &deposit{
		id: d.nextID, acct: acct, chain: vc, txHash: l.TxHash, logIndex: l.Index, blockNumber: l.BlockNumber,
		blockHash: l.BlockHash, from: ev.From, to: ev.To, amount: ev.Value, status: depositToBeConfirmed, created: d.cfg.Now(),
	}
	d.deposits = append(d.deposits, dep)
	d.log.Info().Int64("deposit_id", dep.id).Str("account", acct.Name).Str("chain", vc.evm.Name).
		Str("tx_id", l.TxHash.Hex()).Str("amount", formatAmount(ev.Value, vc.decimals)).Msg("deposit seen")
}

func (d *Double) creditDeposits(ctx context.Context, vc *venueChain, head uint64) error {
	d.mu.Lock()
	var due []*deposit
	for _, dep := range d.deposits {
		if dep.chain != vc || dep.status == depositSuccess || dep.blockNumber > head {
			continue
		}
		dep.confs = head - dep.blockNumber + 1
		if dep.confs >= d.cfg.DepositConfirmations {
			due = append(due, dep)
		}
	}
	d.mu.Unlock()
	cl, err := d.ethClient(ctx, vc)
	if err != nil {
		return err
	}
	for _, dep := range due {
		h, err := cl.HeaderByNumber(ctx, new(big.Int).SetUint64(dep.blockNumber))
		if err != nil {
			return err
		}
		d.mu.Lock()
		if h.Hash() != dep.blockHash {
			d.deposits = slices.DeleteFunc(d.deposits, func(x *deposit) bool { return x == dep })
			d.log.Warn().Int64("deposit_id", dep.id).Str("tx_id", dep.txHash.Hex()).Msg("deposit's block left the chain; dropped until seen again")
		} else if dep.status != depositSuccess {
			dep.status, dep.successAt = depositSuccess, d.cfg.Now()
			dep.acct.add(vc.coin, dep.amount)
			d.log.Info().Int64("deposit_id", dep.id).Str("account", dep.acct.Name).Str("tx_id", dep.txHash.Hex()).
				Uint64("confirmations", dep.confs).Msg("deposit credited")
		}
		d.mu.Unlock()
	}
	return nil
}
