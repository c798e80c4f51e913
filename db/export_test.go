package db

import "context"

// ExecForTest runs sql in the transaction, for tests that must put it in a state no
// statement in sql/queries does (failed, or failing at COMMIT).
func (t *Tx) ExecForTest(ctx context.Context, sql string) error {
	_, err := t.tx.Exec(ctx, sql)
	return err
}
