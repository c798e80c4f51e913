package buildinfo

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
)

// What the linker sets wins over what the toolchain recorded; without either, the
// build is "dev" at commit "unknown".
func TestLinkTimeValuesWinThenToolchainThenFallback(t *testing.T) {
	t.Parallel()
	stamped := &debug.BuildInfo{
		GoVersion: "go1.26.0",
		Main:      debug.Module{Path: "github.com/qtgdev/qtg/services", Version: "v0.3.1"},
		Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
			{Key: "vcs.modified", Value: "false"},
		},
	}
	tests := []struct {
		name          string
		version, comm string
		bi            *debug.BuildInfo
		want          Info
	}{
		{name: "link time", version: "v1.2.3", comm: "abc123", bi: stamped,
			want: Info{Version: "v1.2.3", Commit: "abc123", GoVersion: "go1.26.0"}},
		{name: "toolchain", bi: stamped,
			want: Info{Version: "v0.3.1", Commit: "0123456789ab", GoVersion: "go1.26.0"}},
		{name: "dirty tree", bi: &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "fedcba9876543210"}, {Key: "vcs.modified", Value: "true"}}},
			want: Info{Version: "dev", Commit: "fedcba987654+dirty", GoVersion: "go1.26.0"}},
		{name: "devel without vcs", bi: &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}},
			want: Info{Version: "dev", Commit: "unknown", GoVersion: "go1.26.0"}},
		{name: "no build info", want: Info{Version: "dev", Commit: "unknown"}},
		{name: "link version only", version: "v2.0.0", bi: stamped,
			want: Info{Version: "v2.0.0", Commit: "0123456789ab", GoVersion: "go1.26.0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := resolve(tt.version, tt.comm, tt.bi)
			if tt.bi == nil {
				require.NotEmpty(t, got.GoVersion, "the running toolchain's")
				got.GoVersion = ""
			}
			require.Equal(t, tt.want, got)
		})
	}
}

// --version prints the program, version, commit and toolchain on one line; a
// heartbeat carries the version and commit.
func TestLineAndStringNameTheBuild(t *testing.T) {
	t.Parallel()
	i := Info{Version: "v1.2.3", Commit: "abc123", GoVersion: "go1.26.0"}
	require.Equal(t, "dispatcher v1.2.3 (commit abc123, go1.26.0)", i.Line("dispatcher"))
	require.Equal(t, "v1.2.3 (abc123)", i.String())
}

// The test binary itself resolves to something for every field.
func TestGetNeverLeavesAFieldEmpty(t *testing.T) {
	t.Parallel()
	got := Get()
	require.NotEmpty(t, got.Version)
	require.NotEmpty(t, got.Commit)
	require.NotEmpty(t, got.GoVersion)
}

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
