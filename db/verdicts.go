package db

// Verdicts groups the statements on verdicts. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Verdicts struct{ c Conn }

// Verdicts returns the verdicts statements run on c.
func (c Conn) Verdicts() Verdicts { return Verdicts{c} }
