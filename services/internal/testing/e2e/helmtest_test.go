package e2e_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// helmTestPod is the chart's `helm test` Pod as deploy/charttest renders it, with the
// gateway in plaintext as make run serves it (TestHelmTestGoldenMatchesTheChart keeps the
// file equal to the chart).
type helmTestPod struct {
	Command []string          `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
}

// The chart's `helm test` Pod passes against a running gateway with a viewer's token,
// and fails with a token the gateway does not know: it checks the authenticated read,
// not only that something listens.
func TestHelmTestPodPassesAgainstAGateway(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "deploy", "charttest", "testdata", "helm-test-pod.json"))
	require.NoError(t, err)
	var pod helmTestPod
	require.NoError(t, json.Unmarshal(raw, &pod))
	require.Len(t, pod.Command, 1)

	a := newEnv(t).startAPI()
	run := func(token string) (string, int) {
		t.Helper()
		cmd := exec.CommandContext(context.Background(), filepath.Join(bins, filepath.Base(pod.Command[0])), pod.Args...)
		cmd.Env = os.Environ()
		for k, v := range pod.Env {
			switch k {
			case "QTG_ADDR":
				v = a.addr // the Service's cluster DNS name stands for the gateway's address
			case "QTG_TOKEN":
				v = token // the Secret's value
			}
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return string(out), exit.ExitCode()
		}
		require.NoError(t, err)
		return string(out), 0
	}

	out, code := run(a.tokens["vic"])
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "SERVING; authenticated as vic (viewer)")

	out, code = run("not-a-token-the-gateway-knows")
	require.NotEqual(t, 0, code, out)
	require.True(t, strings.Contains(out, "Unauthenticated"), out)
}
