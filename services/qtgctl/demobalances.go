package main

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"os"
	"slices"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// balanceKey names one balance: an account's native currency or token on a chain.
type balanceKey struct {
	chain, account, asset string
}

// demoBalances reads the signers' balances (native and every configured token) on
// every chain of a chain configuration's address book. The demo reads them before and
// after a movement, so its output shows what moved, to the base unit, next to the
// fees the nodes recorded: the reader checks exactness without trusting QTG's word.
type demoBalances struct {
	cfg     *evm.Config
	clients *evm.Clients
}

// openDemoBalances loads the address book at path (no keys are read).
func openDemoBalances(path string) (*demoBalances, error) {
	cfg, err := evm.LoadFile(path, os.Getenv)
	if err != nil {
		return nil, err
	}
	return &demoBalances{cfg: cfg, clients: evm.NewClients(cfg)}, nil
}

func (b *demoBalances) close() { b.clients.Close() }

// read returns every balance, each chain read at its head.
func (b *demoBalances) read(ctx context.Context) (map[balanceKey]*big.Int, error) {
	out := map[balanceKey]*big.Int{}
	for i := range b.cfg.Chains {
		ch := &b.cfg.Chains[i]
		cl, err := b.clients.Get(ctx, ch.Name)
		if err != nil {
			return nil, err
		}
		head, err := cl.BlockNumber(ctx)
		if err != nil {
			return nil, fmt.Errorf("chain %s: head: %w", ch.Name, err)
		}
		at := new(big.Int).SetUint64(head)
		for _, s := range b.cfg.Signers {
			bal, err := cl.BalanceAt(ctx, s.Address, at)
			if err != nil {
				return nil, fmt.Errorf("chain %s: native balance of %s: %w", ch.Name, s.Name, err)
			}
			out[balanceKey{ch.Name, s.Name, "native (wei)"}] = bal
			for _, tok := range ch.Tokens {
				v, err := evm.TokenBalance(ctx, cl, tok.Address, s.Address, at)
				if err != nil {
					return nil, fmt.Errorf("chain %s: %s balance of %s: %w", ch.Name, tok.Symbol, s.Name, err)
				}
				out[balanceKey{ch.Name, s.Name, tok.Symbol + " (base units)"}] = v
			}
		}
	}
	return out, nil
}

// printDeltas prints every balance that changed between before and after.
func printDeltas(g *globals, before, after map[balanceKey]*big.Int) error {
	var keys []balanceKey
	for k, v := range after {
		if b, ok := before[k]; ok && b.Cmp(v) != 0 {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b balanceKey) int {
		return cmp.Or(cmp.Compare(a.chain, b.chain), cmp.Compare(a.account, b.account), cmp.Compare(a.asset, b.asset))
	})
	fmt.Fprintln(g.out, "\nbalance changes on the chains (signers of the address book; gas is paid in native currency):")
	if len(keys) == 0 {
		fmt.Fprintln(g.out, "  none")
		return nil
	}
	rows := make([][]string, 0, len(keys))
	for _, k := range keys {
		d := new(big.Int).Sub(after[k], before[k])
		sign := ""
		if d.Sign() > 0 {
			sign = "+"
		}
		rows = append(rows, []string{k.chain, k.account, k.asset, sign + d.String()})
	}
	return g.table([]string{"CHAIN", "ACCOUNT", "ASSET", "CHANGE"}, rows)
}
