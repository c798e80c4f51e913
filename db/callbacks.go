package db

// Callbacks groups the statements on callbacks. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Callbacks struct{ c Conn }

// Callbacks returns the callbacks statements run on c.
func (c Conn) Callbacks() Callbacks { return Callbacks{c} }
