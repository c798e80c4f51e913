// Package dbops holds the statements of the benchmark (services/dev/bench) and the
// chaos harness (services/dev/chaos) that are no part of QTG's behaviour: test oracles
// (invariant counts, reads of the whole database after a run), measurements (statistics
// views) and fault injection. They are kept apart from package db so that no
// deployable links them, and under db/ so that no program under services/ writes SQL.
//
// They are raw statements rather than sqlc queries because several read system views
// sqlc does not know, and some adapt to the schema they find. They run through
// db.Conn.Raw, which only packages under db/ can call (see package rawkey), and map
// errors with db.Interpret as package db's own statements do.
package dbops
