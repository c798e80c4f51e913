package db_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/internal/rawkey"
)

// Conn.Raw answers only a key rawkey.Issue made: a zero Key, which a program outside
// db/ can come by without importing rawkey, is refused.
func TestRawTakesOnlyAnIssuedKey(t *testing.T) {
	t.Parallel()
	pool := db.Wrap(nil)
	require.Panics(t, func() { pool.Raw(rawkey.Key{}) })
	require.NotPanics(t, func() { pool.Raw(rawkey.Issue()) })
}
