package db

// Balances groups the statements on balances. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Balances struct{ c Conn }

// Balances returns the balances statements run on c.
func (c Conn) Balances() Balances { return Balances{c} }
