package cciprelay

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func do(t *testing.T, h http.Handler, method, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequestWithContext(t.Context(), method, path, strings.NewReader(body)))
	return w
}

// The control endpoint changes the delays at run time and drops the rules not spent
// yet, so a harness can make the DON slow and then normal again.
func TestControlSetsDelaysAndClearsRules(t *testing.T) {
	t.Parallel()
	r := &Relay{delays: Delays{ExecuteMS: 1000}}
	h := r.Handler()

	require.Equal(t, http.StatusNoContent, do(t, h, http.MethodPost, "/delays", `{"commit_delay_ms":200,"execute_delay_ms":9000}`).Code)
	require.Equal(t, Delays{CommitMS: 200, ExecuteMS: 9000}, r.Delays())
	require.JSONEq(t, `{"commit_delay_ms":200,"execute_delay_ms":9000}`, do(t, h, http.MethodGet, "/delays", "").Body.String())
	for _, bad := range []string{`{"execute_delay_ms":-1}`, `{"delay":5}`, `nonsense`} {
		require.Equal(t, http.StatusBadRequest, do(t, h, http.MethodPost, "/delays", bad).Code, bad)
	}
	require.Equal(t, Delays{CommitMS: 200, ExecuteMS: 9000}, r.Delays(), "a refused request changes nothing")

	rcv := common.HexToAddress("0x00000000000000000000000000000000000f0001")
	require.Equal(t, http.StatusNoContent, do(t, h, http.MethodPost, "/rules", `{"action":"hold","receiver":"`+rcv.Hex()+`","count":3}`).Code)
	require.Equal(t, ActionHold, r.match(common.Hash{1}, rcv))
	require.Equal(t, http.StatusNoContent, do(t, h, http.MethodDelete, "/rules", "").Code)
	require.Equal(t, Action(""), r.match(common.Hash{2}, rcv), "the rule's two unspent matches are gone")
}
