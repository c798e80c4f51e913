package console_test

import (
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
)

// The address book through the pages: ops1 proposes a checksummed address, which is
// listed lower-case with no approve button for ops1; ops2 approves it and the page
// shows it cooling off until its usable-from; a viewer reads the page without forms;
// ops1 removes it alone and it moves to the removed list.
func TestAddressBookThroughPages(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ops1 := b.browser(t)
	csrf1 := ops1.signIn("ops1")
	res, _ := ops1.do(http.MethodPost, "/addresses", url.Values{"csrf": {csrf1}, "chain_id": {"1"},
		"address": {"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"}, "label": {"Prime deposit"}, "reason": {"ticket 12"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/addresses?done=address-proposed", res.Header.Get("Location"))
	_, page := ops1.do(http.MethodGet, "/addresses?done=address-proposed", nil)
	require.Contains(t, page, "Address proposed. Another operator must approve it.")
	require.Contains(t, page, "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	require.Contains(t, page, "Another operator approves it.")
	require.NotContains(t, page, `class="approve-address"`, "no approve button for the proposer")
	id := regexp.MustCompile(`action="/addresses/([0-9a-f-]{36})/reject"`).FindStringSubmatch(page)
	require.NotNil(t, id, page)

	ops2 := b.browser(t)
	csrf2 := ops2.signIn("ops2")
	_, page = ops2.do(http.MethodGet, "/addresses", nil)
	require.Contains(t, page, `class="approve-address"`)
	res, _ = ops2.do(http.MethodPost, "/addresses/"+id[1]+"/approve", url.Values{"csrf": {csrf2}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	_, page = ops2.do(http.MethodGet, "/addresses", nil)
	require.Contains(t, page, `data-state="COOLING_OFF"`)
	require.Contains(t, page, "cooling off until")
	require.Contains(t, page, "No proposal.")

	vic := b.browser(t)
	vic.signIn("vic")
	res, page = vic.do(http.MethodGet, "/addresses", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, page, "Prime deposit")
	require.NotContains(t, page, `id="propose-address"`, "viewers get no forms")

	// The browsers share httptest's client: ops1 signs in again in a browser of its own.
	ops1 = b.browser(t)
	csrf1 = ops1.signIn("ops1")
	res, page = ops1.do(http.MethodPost, "/addresses/"+id[1]+"/remove", url.Values{"csrf": {csrf1}, "reason": {"key compromised"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, page)
	_, page = ops1.do(http.MethodGet, "/addresses", nil)
	require.Contains(t, page, "No address in the book.")
	require.Contains(t, page, `data-state="REMOVED"`)
	require.Contains(t, page, "key compromised")
}
