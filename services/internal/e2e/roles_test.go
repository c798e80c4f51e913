package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Every deployable refuses to start when its database role voids the isolation
// (issue 14): the migrator's superuser, a promoter login without the audit role, and a
// non-promoter holding it. The exit is immediate and the error says what to do.
func TestDeployablesRefuseUnsafeRoles(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	admin := e.pool.Config().ConnString()
	tests := []struct {
		name   string
		binary string
		vars   []string
		want   string
	}{
		{name: "worker as the migrator", binary: "expiration-checker", vars: []string{"DATABASE_URL=" + admin}, want: "it is a superuser"},
		{name: "all-in-one as the migrator", binary: "qtg", vars: []string{"DATABASE_URL=" + admin}, want: "it owns schema testnet"},
		{name: "promoter without the audit role", binary: "audit-outbox-promoter", vars: []string{"DATABASE_URL=" + e.url}, want: "must be a member of qtg_testnet_audit"},
		{name: "worker with the audit role", binary: "expiration-checker", vars: []string{"DATABASE_URL=" + e.audit}, want: "only the audit-outbox-promoter may append"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := e.start(tt.binary, tt.vars...)
			select {
			case <-p.done:
			case <-time.After(30 * time.Second):
				t.Fatalf("%s still running with an unsafe role:\n%s", tt.binary, p.out.String())
			}
			require.Error(t, p.err, "exits non-zero")
			out := p.out.String()
			require.Contains(t, out, "unsafe database role", out)
			require.Contains(t, out, tt.want, out)
			require.False(t, strings.Contains(out, "starting workers"), "refused before any worker started")
		})
	}
}
