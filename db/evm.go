package db

// EVM groups the statements on evm. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type EVM struct{ c Conn }

// EVM returns the evm statements run on c.
func (c Conn) EVM() EVM { return EVM{c} }
