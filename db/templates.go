package db

// Templates groups the statements on templates. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Templates struct{ c Conn }

// Templates returns the templates statements run on c.
func (c Conn) Templates() Templates { return Templates{c} }
