package charttest

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// freeForm are values whose content the chart passes through (Kubernetes objects, maps of
// names): the README documents the key, not what goes inside.
var freeForm = []string{
	"resources", "nodeSelector", "affinity", "podAnnotations", "podLabels", "annotations", "labels",
	"env", "content", "resourceAttributes", "behavior", "requests", "limits",
}

// valuePaths flattens values into dotted paths, stopping at lists, empty maps and freeForm keys.
func valuePaths(prefix string, v map[string]any, out *[]string) {
	for k, sub := range v {
		path := strings.TrimPrefix(prefix+"."+k, ".")
		m, isMap := sub.(map[string]any)
		if !isMap || len(m) == 0 || slices.Contains(freeForm, k) {
			*out = append(*out, path)
			continue
		}
		valuePaths(path, m, out)
	}
}

// TestReadmeDocumentsValues checks that helm/qtg/README.md documents every value in
// values.yaml. Keys every deployable has are documented once as `<deployable>.key`.
func TestReadmeDocumentsValues(t *testing.T) {
	t.Parallel()
	ch, err := LoadChart(chartDir)
	require.NoError(t, err)
	readme, err := os.ReadFile(filepath.Join(chartDir, "README.md"))
	require.NoError(t, err)

	var paths []string
	valuePaths("", ch.Values, &paths)
	workerKeys := map[string]bool{}
	for k := range ch.Values["workers"].(map[string]any)["dispatcher"].(map[string]any) {
		workerKeys[k] = true
	}
	documented := map[string]bool{}
	for _, p := range paths {
		parts := strings.Split(p, ".")
		switch {
		case parts[0] == "workers":
			p = strings.Join(append([]string{"<deployable>"}, parts[2:]...), ".")
		case parts[0] == "gateway" && workerKeys[parts[1]]:
			p = strings.Join(append([]string{"<deployable>"}, parts[1:]...), ".")
		}
		documented[p] = true
	}
	var missing []string
	for p := range documented {
		if !strings.Contains(string(readme), "`"+p+"`") {
			missing = append(missing, p)
		}
	}
	sort.Strings(missing)
	require.Empty(t, missing, "values missing from the table in helm/qtg/README.md")
	for _, name := range allDeployables {
		require.Contains(t, string(readme), "`"+name+"`", "README names every deployable")
	}
}
