package console

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// searchForm is the search box of the movements page (operators and viewers: the roles
// of SearchMovements, proto/qtg/v1/movement.proto): any key, an amount range and a
// creation-time range (UTC).
type searchForm struct {
	Find, AmountMin, AmountMax, From, To string
}

// searchFormFrom reads the form from the page's query.
func searchFormFrom(q url.Values) searchForm {
	return searchForm{Find: strings.TrimSpace(q.Get("find")), AmountMin: strings.TrimSpace(q.Get("amount_min")),
		AmountMax: strings.TrimSpace(q.Get("amount_max")), From: q.Get("from"), To: q.Get("to")}
}

// active reports whether the form asks for a search rather than the plain list.
func (f searchForm) active() bool {
	return f.Find != "" || f.AmountMin != "" || f.AmountMax != "" || f.From != "" || f.To != ""
}

// searchLayouts are the times the form accepts: a datetime-local input's value, with or
// without seconds, a date, or RFC 3339.
var searchLayouts = []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02", time.RFC3339}

func searchTime(field, v string) (*timestamppb.Timestamp, error) {
	if v == "" {
		return nil, nil
	}
	for _, layout := range searchLayouts {
		if t, err := time.ParseInLocation(layout, v, time.UTC); err == nil {
			return timestamppb.New(t), nil
		}
	}
	return nil, status.Error(codes.InvalidArgument, fmt.Sprintf("%s: %q is not a time (YYYY-MM-DDTHH:MM, UTC)", field, v))
}

// request turns the form into a SearchMovementsRequest.
func (f searchForm) request(pageToken string) (*qtgv1.SearchMovementsRequest, error) {
	req := &qtgv1.SearchMovementsRequest{Query: f.Find, AmountMin: f.AmountMin, AmountMax: f.AmountMax, PageSize: 25, PageToken: pageToken}
	var err error
	if req.CreatedAfter, err = searchTime("from", f.From); err != nil {
		return nil, err
	}
	if req.CreatedBefore, err = searchTime("to", f.To); err != nil {
		return nil, err
	}
	return req, nil
}

// searchMovements fills d with one page of the form's hits.
func (s *Server) searchMovements(w http.ResponseWriter, r *http.Request, sess *session, d *movementsData) bool {
	req, err := d.Search.request(r.URL.Query().Get("page"))
	if err != nil {
		s.fail(w, r, sess, err)
		return false
	}
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.movements.SearchMovements(ctx, req)
	if err != nil {
		s.fail(w, r, sess, err)
		return false
	}
	d.Hits, d.Searched = res.GetHits(), true
	if tok := res.GetNextPageToken(); tok != "" {
		next := url.Values{}
		for k, v := range r.URL.Query() {
			next[k] = v
		}
		next.Set("page", tok)
		d.Next = next
	}
	return true
}
