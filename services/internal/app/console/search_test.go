package console_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The movements page's search box finds a movement by any key and links to the node
// that recorded it; amount and time narrow it; creators, who may not search, see no box.
func TestSearchBoxLinksToTheMatchedNode(t *testing.T) {
	t.Parallel()
	b := setup(t)
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay",
		DefinitionJson: `{"nodes":[{"key":"send","executor":"noop","config":{"amount":"${amount}","to":"${to}"}}]}`})
	require.NoError(t, err)
	_, err = b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(t, err)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "payout-77",
		ParamsJson: `{"amount":"4200","to":"0x3333333333333333333333333333333333333333"}`})
	require.NoError(t, err)
	id := c.GetMovement().GetId()
	// The node's result names its transaction, as evm_transfer's does.
	tx := "0x" + strings.Repeat("ab", 32)
	_, err = b.admin.Exec(context.Background(), `UPDATE movement_nodes SET result = jsonb_build_object('tx_hash', $2::text) WHERE movement_id = $1`, id, tx)
	require.NoError(t, err)

	vic := b.browser(t)
	vic.signIn("vic")
	search := func(form url.Values) (int, string) {
		res, page := vic.do(http.MethodGet, "/movements?"+form.Encode(), nil)
		return res.StatusCode, page
	}
	code, page := search(url.Values{"find": {strings.ToUpper(tx)}})
	require.Equal(t, http.StatusOK, code)
	require.Contains(t, page, `href="/movements/`+id+`#node-send"`)
	require.Contains(t, page, "tx_hash <code>"+tx+"</code>")
	_, page = search(url.Values{"find": {"payout-77"}})
	require.Contains(t, page, `href="/movements/`+id+`"`)
	require.Contains(t, page, "movement: idempotency_key")
	_, page = search(url.Values{"find": {"0x3333333333333333333333333333333333333333"}, "amount_min": {"4000"}, "amount_max": {"5000"}, "from": {"2000-01-01T00:00"}})
	require.Contains(t, page, `href="/movements/`+id+`#node-send"`)
	_, page = search(url.Values{"amount_min": {"5000"}})
	require.Contains(t, page, "No movement matches.")
	code, _ = search(url.Values{"from": {"yesterday"}})
	require.Equal(t, http.StatusBadRequest, code)

	alice := b.browser(t)
	alice.signIn("alice")
	_, page = alice.do(http.MethodGet, "/movements", nil)
	require.NotContains(t, page, `id="s-find"`)
	require.Contains(t, page, `id="movements"`)
}
