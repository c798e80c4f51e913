// Package db is the only door between QTG's services and PostgreSQL.
//
// It opens connection pools bound to one network class (mainnet or testnet): every
// connection's search_path names that network's schema, so queries are written
// unqualified and a process can only ever address the rows of the network it was
// started for. The per-network database roles (see package migrate) make the same
// promise at the privilege level, so a wrong search_path or a schema-qualified name
// cannot cross networks either.
//
// The generated query code lives in db/dbsqlc; this package adds the pool, the error
// mapping services branch on, and nothing else.
package db
