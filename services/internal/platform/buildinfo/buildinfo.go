// Package buildinfo says which build a process is: its version and commit, for
// --version, the heartbeats, the qtg_build_info metric and the OpenTelemetry resource,
// so a rollout with mixed versions is visible (docs/operations.md, "Versions").
//
// The image build sets both at link time (deploy/Dockerfile):
//
//	go build -ldflags "-X github.com/qtgdev/qtg/services/internal/platform/buildinfo.version=v1.2.3 \
//	  -X github.com/qtgdev/qtg/services/internal/platform/buildinfo.commit=abc123" ./services/dispatcher
//
// A build without them (go build, go run, go test) falls back to what the Go toolchain
// stamped into the binary (runtime/debug.ReadBuildInfo): the main module's version
// unless it is "(devel)", and the VCS revision, shortened, with "+dirty" when the
// working tree was modified; and finally to "dev" and "unknown".
package buildinfo

import (
	"cmp"
	"fmt"
	"runtime"
	"runtime/debug"
)

// Set at link time with -ldflags "-X …" (see the package doc); empty otherwise. They
// are the package's only state and nothing writes them at run time.
var (
	version string
	commit  string
)

// Fallbacks when neither the linker nor the toolchain says.
const (
	// UnknownVersion is the version of a build that names none.
	UnknownVersion = "dev"
	// UnknownCommit is the commit of a build that records none.
	UnknownCommit = "unknown"
)

// shortCommit is how many hex digits of a VCS revision are kept: as many as Go's
// pseudo-versions carry, enough to be unique in any repository.
const shortCommit = 12

// Info is one build's identity.
type Info struct {
	// Version is the release (v1.2.3), the toolchain's module version, or "dev".
	Version string
	// Commit is the VCS revision (shortened, "+dirty" when the tree was modified), or
	// "unknown".
	Commit string
	// GoVersion is the Go toolchain that built the binary (go1.26.0).
	GoVersion string
}

// Get returns this binary's build: what the linker set, else what the toolchain
// recorded, else the fallbacks.
func Get() Info {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	return resolve(version, commit, bi)
}

// resolve picks each field from the link-time value, then the toolchain's build info
// (nil: none), then the fallback.
func resolve(linkVersion, linkCommit string, bi *debug.BuildInfo) Info {
	info := Info{Version: linkVersion, Commit: linkCommit, GoVersion: runtime.Version()}
	if bi != nil {
		if info.Version == "" && bi.Main.Version != "(devel)" {
			info.Version = bi.Main.Version
		}
		if info.Commit == "" {
			info.Commit = vcsCommit(bi.Settings)
		}
		info.GoVersion = cmp.Or(bi.GoVersion, info.GoVersion)
	}
	info.Version = cmp.Or(info.Version, UnknownVersion)
	info.Commit = cmp.Or(info.Commit, UnknownCommit)
	return info
}

// vcsCommit is the vcs.revision the toolchain stamped (go build -buildvcs), shortened,
// with "+dirty" when vcs.modified; "" when none was stamped.
func vcsCommit(settings []debug.BuildSetting) string {
	var rev string
	var dirty bool
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return ""
	}
	if len(rev) > shortCommit {
		rev = rev[:shortCommit]
	}
	if dirty {
		rev += "+dirty"
	}
	return rev
}

// String is the build as a heartbeat and the console show it: "v1.2.3 (abc123)".
func (i Info) String() string {
	return fmt.Sprintf("%s (%s)", i.Version, i.Commit)
}

// Line is what --version prints for the program name: "dispatcher v1.2.3 (commit
// abc123, go1.26.0)".
func (i Info) Line(name string) string {
	return fmt.Sprintf("%s %s (commit %s, %s)", name, i.Version, i.Commit, i.GoVersion)
}
