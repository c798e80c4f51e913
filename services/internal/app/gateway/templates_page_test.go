package gateway_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// ListTemplates is paged in (name, version DESC) order: walking the pages returns
// every template once, filters apply across pages.
func TestListTemplatesPaged(t *testing.T) {
	t.Parallel()
	b := setup(t)
	def := `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`
	for _, name := range []string{"b", "a", "c", "a", "b", "a"} {
		b.template(t, name, def)
	}
	walk := func(req *qtgv1.ListTemplatesRequest) ([]string, int) {
		var got []string
		pages := 0
		for {
			r, err := b.tpl.ListTemplates(as("vic"), req)
			require.NoError(t, err)
			pages++
			if req.GetPageSize() > 0 {
				require.LessOrEqual(t, len(r.GetTemplates()), int(req.GetPageSize()))
			}
			for _, tp := range r.GetTemplates() {
				got = append(got, tp.GetName()+fmt.Sprint(tp.GetVersion()))
			}
			if r.GetNextPageToken() == "" {
				return got, pages
			}
			req.PageToken = r.GetNextPageToken()
		}
	}
	all := []string{"a3", "a2", "a1", "b2", "b1", "c1"}
	got, pages := walk(&qtgv1.ListTemplatesRequest{PageSize: 2})
	require.Equal(t, all, got)
	require.Equal(t, 3, pages)
	got, pages = walk(&qtgv1.ListTemplatesRequest{PageSize: 4})
	require.Equal(t, all, got)
	require.Equal(t, 2, pages)
	got, _ = walk(&qtgv1.ListTemplatesRequest{})
	require.Equal(t, all, got, "default page size holds all six")
	got, _ = walk(&qtgv1.ListTemplatesRequest{Name: "a", PageSize: 1})
	require.Equal(t, []string{"a3", "a2", "a1"}, got)
}
