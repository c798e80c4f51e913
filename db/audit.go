package db

// Audit groups the statements on audit. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Audit struct{ c Conn }

// Audit returns the audit statements run on c.
func (c Conn) Audit() Audit { return Audit{c} }
