package movement

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/qtgdev/qtg/db"
)

// archived answers a create whose idempotency key (of its creator) belongs to a movement the
// movement-archiver moved out of the live tables: the same input gets that movement
// back (created false), other input ErrIdempotencyConflict. It returns nil, nil when
// no archived movement holds the key. Create asks only after the insert failed (its key
// refused as a conflict, or a template or params that no longer compile), so creates of
// new keys pay nothing for it.
func (s *Service) archived(ctx context.Context, createdBy, key string, hash [32]byte) (*db.Movement, error) {
	m, err := s.pool.Archive().GetByIdempotencyKey(ctx, createdBy, key)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("look up idempotency key: %w", err)
	}
	if !bytes.Equal(m.RequestHash, hash[:]) {
		return nil, fmt.Errorf("movement %s: %w", m.ID, ErrIdempotencyConflict)
	}
	return m, nil
}
