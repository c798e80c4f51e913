package gateway

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

// defaultTemplatePageSize is ListTemplates' page size when the request says 0. Pages
// are small: a definition may be up to 1 MiB.
const defaultTemplatePageSize = 50

// templatePageToken is the keyset position after the last template of a page.
type templatePageToken struct {
	Name    string `json:"n"`
	Version int32  `json:"v"`
}

// templatePageOf validates page_size and page_token and returns the page to read (one
// more than asked, to know whether another page follows).
func templatePageOf(v *violations, req *qtgv1.ListTemplatesRequest, name *string, states []string) db.TemplatePage {
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size <= 0 {
		size = defaultTemplatePageSize
	}
	page := db.TemplatePage{Name: name, States: states, Size: min(size, maxPageSize) + 1}
	if tok := req.GetPageToken(); tok != "" {
		var after templatePageToken
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		if err != nil || json.Unmarshal(raw, &after) != nil || after.Name == "" || after.Version <= 0 {
			v.add("page_token", "is not a token this API issued")
		}
		page.AfterName, page.AfterVersion = &after.Name, &after.Version
	}
	return page
}

// listTemplatesPage reads a page and issues the token of the next one.
func (s templateServer) listTemplatesPage(ctx context.Context, page db.TemplatePage) (*qtgv1.ListTemplatesResponse, error) {
	rows, err := s.pool.Templates().ListPage(ctx, page)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListTemplatesResponse{}
	for i, t := range rows {
		if i == int(page.Size)-1 {
			last := rows[i-1]
			raw, _ := json.Marshal(templatePageToken{Name: last.Name, Version: last.Version})
			out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
			break
		}
		tpl := toTemplate(t, s.params(t))
		// A page leaves out definitions (up to 1 MiB each): GetTemplate has them
		// (proto/qtg/v1/template.proto, ListTemplates).
		tpl.DefinitionJson = ""
		out.Templates = append(out.Templates, tpl)
	}
	return out, nil
}
