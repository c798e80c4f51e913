// Package qtgsql carries the SQL sources of QTG (migrations and sqlc queries) into Go
// binaries.
//
// The schema lives under sql/ so that sqlc and the migration runner read one source;
// the embed directive cannot reach outside a module, so this folder is a tiny module of its own
// whose only job is to embed it.
package qtgsql

import (
	"embed"
	"io/fs"
)

// migrations holds the goose migration files.
//
//go:embed migrations/*.sql
var migrations embed.FS

// MigrationsFS returns the migration files with the migrations/ prefix stripped.
func MigrationsFS() fs.FS {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		// fs.Sub only fails on an invalid path, and the path is a constant.
		panic(err)
	}
	return sub
}

//go:embed queries/*.sql
var queries embed.FS

// QueriesFS returns the sqlc query files with the queries/ prefix stripped. Tests use
// it to inspect the claim queries' plans.
func QueriesFS() fs.FS {
	sub, err := fs.Sub(queries, "queries")
	if err != nil {
		panic(err)
	}
	return sub
}
