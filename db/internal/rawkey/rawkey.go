// Package rawkey holds the key that db.Conn.Raw demands, so that only packages under
// db/ reach a connection's raw statements: Go lets only the packages rooted at db/
// import db/internal/..., and depguard (.golangci.yml) names db/internal for services
// besides. Package dbops, the benchmark's and the chaos harness's statements, is the
// one holder.
package rawkey

// Key is db.Conn.Raw's argument. Its zero value is refused: a program outside db/ can
// still come by a zero Key without naming this package (a generic helper infers the
// type from Raw's signature), but only Issue, which it cannot import, makes one Raw
// accepts.
type Key struct{ issued bool }

// Issue returns a Key that db.Conn.Raw accepts.
func Issue() Key { return Key{issued: true} }

// Issued reports whether k came from Issue.
func (k Key) Issued() bool { return k.issued }
