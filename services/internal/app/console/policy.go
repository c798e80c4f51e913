package console

import (
	"net/http"
	"strconv"
	"strings"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// policyPage shows the treasury policy (docs/policy.md): the ACTIVE version's document
// and rules, every version's history, and the proposals with approve and reject for
// operators (approve by another operator than the proposer: four eyes).
func (s *Server) policyPage(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	res, err := s.policies.ListPolicies(ctx, &qtgv1.ListPoliciesRequest{PageSize: 500})
	if err != nil {
		s.fail(w, r, sess, err)
		return
	}
	var active *qtgv1.Policy
	var proposals []*qtgv1.Policy
	for _, p := range res.GetPolicies() {
		switch p.GetState() {
		case qtgv1.PolicyState_POLICY_STATE_ACTIVE:
			active = p
		case qtgv1.PolicyState_POLICY_STATE_PROPOSED:
			proposals = append(proposals, p)
		}
	}
	v := s.page(sess, "Policy", "policy", map[string]any{"Active": active, "Proposals": proposals, "History": res.GetPolicies()})
	s.render(w, http.StatusOK, "policy", v)
}

func (s *Server) proposePolicy(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.policies.ProposePolicy(ctx, &qtgv1.ProposePolicyRequest{DocumentJson: r.PostFormValue("document"),
		Reason: strings.TrimSpace(r.PostFormValue("reason"))}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(Notice{Text: "Policy proposed. Another operator must approve it."})
	http.Redirect(w, r, "/policy", http.StatusSeeOther)
}

// policyVersion is the {version} of the path (0 when not a number: the gateway refuses it).
func policyVersion(r *http.Request) int32 {
	v, _ := strconv.ParseInt(r.PathValue("version"), 10, 32)
	return int32(v)
}

func (s *Server) approvePolicy(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.policies.ApprovePolicy(ctx, &qtgv1.ApprovePolicyRequest{Version: policyVersion(r),
		DocumentSha256: r.PostFormValue("document_sha256")}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(Notice{Text: "Policy approved: it is ACTIVE for every movement created from now on."})
	http.Redirect(w, r, "/policy", http.StatusSeeOther)
}

func (s *Server) rejectPolicy(w http.ResponseWriter, r *http.Request, sess *session) {
	ctx, cancel := s.call(r.Context(), sess)
	defer cancel()
	if _, err := s.policies.RejectPolicy(ctx, &qtgv1.RejectPolicyRequest{Version: policyVersion(r),
		Reason: strings.TrimSpace(r.PostFormValue("reason"))}); err != nil {
		s.fail(w, r, sess, err)
		return
	}
	sess.setNotice(Notice{Text: "Policy proposal rejected."})
	http.Redirect(w, r, "/policy", http.StatusSeeOther)
}
