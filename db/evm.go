package db

import (
	"context"
	"errors"
	"fmt"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// EVM groups the statements of the EVM executors and sidecars: sender nonce lanes,
// transaction candidates and transfer checks.
type EVM struct{ c Conn }

// EVM returns the EVM statements run on c.
func (c Conn) EVM() EVM { return EVM{c} }

// AllocateNonce takes the next nonce of the sender's lane on chainID, creating the
// lane at floor (the chain's pending nonce) when it is new, and never below floor.
// The lane row stays locked until the transaction ends, so two dispatchers never hand
// out one nonce twice.
func (e EVM) AllocateNonce(ctx context.Context, chainID int64, address string, floor int64) (int64, error) {
	params := &dbsqlc.EVMNonceAllocateParams{Floor: floor, ChainID: chainID, Address: address}
	nonce, err := e.c.q.EVMNonceAllocate(ctx, e.c.db, params)
	if errors.Is(Interpret(err), ErrNotFound) {
		if err := e.c.q.EVMNonceInit(ctx, e.c.db, &dbsqlc.EVMNonceInitParams{
			ChainID: chainID, Address: address, NextNonce: floor,
		}); err != nil {
			return 0, fmt.Errorf("create nonce lane %d/%s: %w", chainID, address, Interpret(err))
		}
		nonce, err = e.c.q.EVMNonceAllocate(ctx, e.c.db, params)
	}
	if err != nil {
		return 0, fmt.Errorf("allocate nonce %d/%s: %w", chainID, address, Interpret(err))
	}
	return nonce, nil
}
