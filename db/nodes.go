package db

// Nodes groups the statements on nodes. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Nodes struct{ c Conn }

// Nodes returns the nodes statements run on c.
func (c Conn) Nodes() Nodes { return Nodes{c} }
