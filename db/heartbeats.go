package db

// Heartbeats groups the statements on heartbeats. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Heartbeats struct{ c Conn }

// Heartbeats returns the heartbeats statements run on c.
func (c Conn) Heartbeats() Heartbeats { return Heartbeats{c} }
