// Package devchaintest helps the tests of packages that run devchain in-process.
package devchaintest

import "go.uber.org/goleak"

// LeakOptions lists goroutines go-ethereum leaves behind by design, for goleak in the
// tests of packages that run devchain in-process: the process-wide transaction sender
// cache, and goleveldb's memory-pool drainer, which outlives a closed in-memory
// database until its next tick.
func LeakOptions() []goleak.Option {
	return []goleak.Option{
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	}
}
