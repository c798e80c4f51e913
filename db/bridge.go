package db

import (
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// Transitional bridges (issue 12), like Wrap: they let a package already behind db call
// one that still takes pgx or dbsqlc types (notify.Send and notify.Listener,
// callback.ListDead and callback.RetryDead), without importing pgx or dbsqlc itself.
// They go away with Wrap once those packages take db types.

// TransitionalDBTX returns where c's statements run, for a function that still takes a
// dbsqlc.DBTX.
func (c Conn) TransitionalDBTX() dbsqlc.DBTX { return c.db }

// TransitionalPGX returns the pgx pool behind p, for a constructor that still takes
// one.
func (p *Pool) TransitionalPGX() *pgxpool.Pool { return p.pool }
