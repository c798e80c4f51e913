package components

import (
	"context"
	"fmt"
	"strings"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// LoginJobs returns the jobs (db.Jobs) the deployable called name runs with workers
// (MG_WORKERS; empty: its default): what its database login must hold and no more
// (db.CheckRuntimeRole). A deployable without a database (the console) has none.
func LoginJobs(name string, workers []string) ([]string, error) {
	d, ok := Deployables()[name]
	if !ok {
		return nil, fmt.Errorf("no deployable %q", name)
	}
	if d.Server != nil && d.Server.NoDatabase {
		return nil, nil
	}
	return host.Jobs(d, workers)
}

// EnsureLogins creates (or updates) one login per deployable in names (default
// workers), each a member of the network role and of its jobs' roles only, named
// prefix_<deployable> with password(), and returns each one's URL by deployable. Names
// that are no deployable or have no database (devchain, the doubles, the console) are
// skipped. make run, the chaos run and the benchmark start every process with its own.
func EnsureLogins(ctx context.Context, ownerURL string, network db.Network, prefix string, names []string, password func() string) (map[string]string, error) {
	out := map[string]string{}
	for _, name := range names {
		d, ok := Deployables()[name]
		if !ok || (d.Server != nil && d.Server.NoDatabase) {
			continue
		}
		jobs, err := host.Jobs(d, nil)
		if err != nil {
			return nil, err
		}
		pw := password()
		login := prefix + "_" + strings.ReplaceAll(name, "-", "_")
		if out[name], err = migrate.EnsureLogin(ctx, ownerURL, network, login, pw, jobs); err != nil {
			return nil, fmt.Errorf("%s login: %w", name, err)
		}
	}
	return out, nil
}
