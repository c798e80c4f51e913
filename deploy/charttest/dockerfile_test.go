package charttest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// workspaceModules returns the directories go.work uses, as written there ("./api").
func workspaceModules(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, "go.work"))
	require.NoError(t, err)
	var out []string
	inUse := false
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(strings.SplitN(line, "//", 2)[0])
		switch {
		case line == "use (":
			inUse = true
		case inUse && line == ")":
			inUse = false
		case inUse && line != "":
			out = append(out, line)
		case strings.HasPrefix(line, "use "):
			out = append(out, strings.TrimSpace(strings.TrimPrefix(line, "use ")))
		}
	}
	require.NotEmpty(t, out)
	return out
}

// TestDockerfileCopiesWorkspace keeps deploy/Dockerfile in step with go.work: the image
// build runs in workspace mode, so every module go.work uses must either be copied into the
// build (its go.mod first, for the dependency layer, then its source, let through by the
// .dockerignore) or be dropped from the workspace explicitly.
func TestDockerfileCopiesWorkspace(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(repoRoot, "deploy", "Dockerfile"))
	require.NoError(t, err)
	dockerfile := string(data)
	ignore, err := os.ReadFile(filepath.Join(repoRoot, "deploy", "Dockerfile.dockerignore"))
	require.NoError(t, err)

	for _, mod := range workspaceModules(t) {
		dir := strings.TrimPrefix(mod, "./")
		if strings.Contains(dockerfile, "-dropuse="+mod+" ") {
			continue
		}
		require.Regexp(t, regexp.MustCompile(`(?m)^COPY `+regexp.QuoteMeta(dir)+`/go\.mod `), dockerfile,
			"go.work uses %s: copy its go.mod into the build, or drop it from the workspace there", mod)
		require.Contains(t, dockerfile, "\nCOPY "+dir+"/ "+dir+"/\n", "copy the source of %s", mod)
		require.Contains(t, string(ignore), "\n!"+dir+"/\n", "let %s through Dockerfile.dockerignore", mod)
	}
	require.Contains(t, dockerfile, "-dropuse=./deploy/charttest ", "the chart tests are no part of an image")
}

// TestDockerfileHardening checks the properties the chart relies on: a static build from
// the pinned Go image, a non-root numeric user, and the binary at the path the chart runs.
func TestDockerfileHardening(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(repoRoot, "deploy", "Dockerfile"))
	require.NoError(t, err)
	dockerfile := string(data)

	require.Contains(t, dockerfile, "ARG GO_IMAGE=golang:1.26\n")
	require.Contains(t, dockerfile, "FROM ${GO_IMAGE} AS build\n")
	require.Contains(t, dockerfile, "CGO_ENABLED=0")
	require.Contains(t, dockerfile, "GOTOOLCHAIN=local")
	require.Contains(t, dockerfile, "go build -trimpath ")
	require.Contains(t, dockerfile, `-o "/out/usr/local/bin/${bin}" "./services/${SERVICE}"`)
	require.Contains(t, dockerfile, "migrate) bin=qtg-migrate", "the migration binary is shipped as qtg-migrate, which the hook Job runs")

	// The last stage: distroless static, numeric non-root user, exec-form entrypoint.
	froms := regexp.MustCompile(`(?m)^FROM .*$`).FindAllStringIndex(dockerfile, -1)
	require.Len(t, froms, 2, "a build stage and a runtime stage")
	final := dockerfile[froms[len(froms)-1][0]:]
	require.Contains(t, dockerfile, "ARG RUNTIME_IMAGE=gcr.io/distroless/static-debian12:nonroot\n")
	require.True(t, strings.HasPrefix(final, "FROM ${RUNTIME_IMAGE}\n"))
	require.NotContains(t, final, "RUN ", "the runtime image has no shell to run anything with")
	user := regexp.MustCompile(`(?m)^USER (\d+):(\d+)$`).FindStringSubmatch(final)
	require.NotNil(t, user, "USER must be numeric so the kubelet can check runAsNonRoot")
	uid, err := strconv.Atoi(user[1])
	require.NoError(t, err)
	require.Equal(t, 65532, uid, "the UID the chart's podSecurity defaults to")
	require.Contains(t, final, `ENTRYPOINT ["/usr/local/bin/qtg-entrypoint"]`)
}

// TestDockerfileLinksTheBuild keeps the image's -ldflags "-X …" in step with package
// buildinfo: each variable the Dockerfile sets (from the build args VERSION and COMMIT)
// is a package-level string of that package, or the linker would ignore it and every
// image would say "dev".
func TestDockerfileLinksTheBuild(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(repoRoot, "deploy", "Dockerfile"))
	require.NoError(t, err)
	dockerfile := string(data)
	pkg := regexp.MustCompile(`(?m)^pkg=(\S+)$`).FindStringSubmatch(dockerfile)
	require.NotNil(t, pkg, "the build names the buildinfo package as pkg=")
	dir, ok := strings.CutPrefix(pkg[1], "github.com/qtgdev/qtg/")
	require.True(t, ok, pkg[1])
	sets := regexp.MustCompile(`-X \$\{pkg\}\.(\w+)=\$\{(\w+)\}`).FindAllStringSubmatch(dockerfile, -1)
	vars := map[string]string{}
	for _, s := range sets {
		vars[s[2]] = s[1]
	}
	require.Equal(t, map[string]string{"VERSION": "version", "COMMIT": "commit"}, vars)
	for _, arg := range []string{"VERSION", "COMMIT"} {
		require.Regexp(t, regexp.MustCompile(`(?m)^ARG `+arg+`=`), dockerfile, "build arg %s", arg)
	}

	src, err := os.ReadFile(filepath.Join(repoRoot, dir, "buildinfo.go"))
	require.NoError(t, err)
	f, err := parser.ParseFile(token.NewFileSet(), "buildinfo.go", src, 0)
	require.NoError(t, err)
	declared := map[string]bool{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			if id, ok := v.Type.(*ast.Ident); ok && id.Name == "string" && len(v.Values) == 0 {
				for _, n := range v.Names {
					declared[n.Name] = true
				}
			}
		}
	}
	for _, name := range vars {
		require.True(t, declared[name], "%s declares no uninitialised package-level string %s for -X", dir, name)
	}
}
