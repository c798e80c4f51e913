package db

// Noop groups the statements on noop. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Noop struct{ c Conn }

// Noop returns the noop statements run on c.
func (c Conn) Noop() Noop { return Noop{c} }
