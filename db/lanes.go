package db

// Lanes groups the statements on lanes. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Lanes struct{ c Conn }

// Lanes returns the lanes statements run on c.
func (c Conn) Lanes() Lanes { return Lanes{c} }
