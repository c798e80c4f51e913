package console

import (
	"net/http"
	"strings"
	"time"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The Address book page (docs/address-book.md): the destinations a policy's allowlist
// rules let a movement pay. Operators propose an address here, approve another's
// proposal (four eyes), reject one and remove an active entry; every role reads it.

// addressRow is one entry as the page shows it.
type addressRow struct {
	E *qtgv1.AddressBookEntry
	// State is the entry's state, COOLING_OFF for an active entry not yet payable.
	State string
	// CoolingOff: active, and its usable_from is still ahead.
	CoolingOff bool
}

// addressRows are entries as the page shows them at now.
func addressRows(entries []*qtgv1.AddressBookEntry, now time.Time) []addressRow {
	out := make([]addressRow, len(entries))
	for i, e := range entries {
		out[i] = addressRow{E: e, State: strings.TrimPrefix(e.GetState().String(), "ADDRESS_STATE_")}
		if e.GetState() == qtgv1.AddressState_ADDRESS_STATE_ACTIVE && e.GetUsableFrom().AsTime().After(now) {
			out[i].State, out[i].CoolingOff = "COOLING_OFF", true
		}
	}
	return out
}

// addressesPage lists the proposals (approve, reject) and the entries in force (active
// or cooling off: remove), then the most recent rejected and removed ones.
func (s *Server) addressesPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	live, err := s.addresses.ListAddresses(ctx, &qtgv1.ListAddressesRequest{PageSize: 500, States: []qtgv1.AddressState{
		qtgv1.AddressState_ADDRESS_STATE_PROPOSED, qtgv1.AddressState_ADDRESS_STATE_ACTIVE}})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	past, err := s.addresses.ListAddresses(ctx, &qtgv1.ListAddressesRequest{PageSize: 50, States: []qtgv1.AddressState{
		qtgv1.AddressState_ADDRESS_STATE_REJECTED, qtgv1.AddressState_ADDRESS_STATE_REMOVED}})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	now := s.cfg.Now()
	var proposed, active []*qtgv1.AddressBookEntry
	for _, e := range live.GetEntries() {
		if e.GetState() == qtgv1.AddressState_ADDRESS_STATE_PROPOSED {
			proposed = append(proposed, e)
		} else {
			active = append(active, e)
		}
	}
	v := s.page(sess, "Address book", "addresses", map[string]any{
		"Proposed": addressRows(proposed, now), "Active": addressRows(active, now), "Past": addressRows(past.GetEntries(), now),
	})
	v.Notice = notice(r.URL.Query().Get("done"))
	s.render(w, http.StatusOK, "addresses", v)
}

func (s *Server) proposeAddress(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.addresses.ProposeAddress(ctx, &qtgv1.ProposeAddressRequest{
		ChainId: strings.TrimSpace(r.PostFormValue("chain_id")), Address: strings.TrimSpace(r.PostFormValue("address")),
		Label: strings.TrimSpace(r.PostFormValue("label")), Reason: strings.TrimSpace(r.PostFormValue("reason")),
	}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	http.Redirect(w, r, "/addresses?done=address-proposed", http.StatusSeeOther)
}

func (s *Server) approveAddress(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.addresses.ApproveAddress(ctx, &qtgv1.ApproveAddressRequest{Id: r.PathValue("id")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	http.Redirect(w, r, "/addresses?done=address-approved", http.StatusSeeOther)
}

func (s *Server) rejectAddress(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.addresses.RejectAddress(ctx, &qtgv1.RejectAddressRequest{Id: r.PathValue("id"), Reason: r.PostFormValue("reason")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	http.Redirect(w, r, "/addresses?done=rejected", http.StatusSeeOther)
}

func (s *Server) removeAddress(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.addresses.RemoveAddress(ctx, &qtgv1.RemoveAddressRequest{Id: r.PathValue("id"), Reason: r.PostFormValue("reason")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	http.Redirect(w, r, "/addresses?done=address-removed", http.StatusSeeOther)
}
