package gateway

import (
	"fmt"
	"os"
	"regexp"
)

// principalName is the one canonical form of a principal's name: lower case, starting
// with a letter, no spaces. Four-eyes compares names, so "alice", "Alice" and "alice "
// must not be three different people (docs/security.md); the file is refused instead.
var principalName = regexp.MustCompile(`^[a-z][a-z0-9._-]{0,62}$`)

// checkPrincipalName refuses a name not in canonical form.
func checkPrincipalName(name string) error {
	if !principalName.MatchString(name) {
		return fmt.Errorf("name %q is not canonical (lower case letter, then up to 62 of a-z 0-9 . _ -)", name)
	}
	return nil
}

// checkTokensFileMode refuses a tokens file that other users can read or anyone but
// its owner can change. Group read stays allowed: in Kubernetes a Secret mounted with
// fsGroup is group-readable by the pod's own group (the chart's keys use 0440).
func checkTokensFileMode(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("stat tokens file: %w", err)
	}
	if mode := fi.Mode().Perm(); mode&0o027 != 0 {
		return fmt.Errorf("tokens file %s has mode %#o: it must not be world-accessible or group-writable (chmod 0600)", path, mode)
	}
	return nil
}
