package db

// Movements groups the statements on movements. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Movements struct{ c Conn }

// Movements returns the movements statements run on c.
func (c Conn) Movements() Movements { return Movements{c} }
