package db

// Health groups the statements on health. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Health struct{ c Conn }

// Health returns the health statements run on c.
func (c Conn) Health() Health { return Health{c} }
