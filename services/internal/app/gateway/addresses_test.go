package gateway_test

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	qtgaudit "github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// prime is EIP-55's own example address, checksummed, and as the book stores it.
const (
	primeChecksummed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
	prime            = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"
)

// withPolicy serves a gateway whose cooling-off is read from *doc when an address is
// approved, as the active policy's document would be.
func withPolicy(doc *atomic.Pointer[policy.Document]) setupOption {
	return withConfig(func(c *gateway.Config) {
		c.AddressCoolingOff = func(context.Context) (time.Duration, error) { return policy.AddressCoolingOff(*doc.Load()) }
	})
}

// verifyAuditChain promotes the outbox and verifies the whole chain through the API.
func (b *bundle) verifyAuditChain(t *testing.T) {
	t.Helper()
	// The admin pool stands in for the promoter's login here.
	p, err := qtgaudit.NewPromoter(qtgaudit.PromoterConfig{Pool: db.Wrap(b.admin), Logger: zerolog.Nop()})
	require.NoError(t, err)
	_, err = p.Batch(context.Background())
	require.NoError(t, err)
	verified, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.True(t, verified.GetOk())
}

// An address is proposed by one operator and approved by another (four eyes), stored
// lower-case however it was written, usable from its approval plus the cooling-off of
// the policy active when it is approved; every role reads it; the lookup the policy
// uses finds it in any case; each step is in the verified audit chain.
func TestAddressIsApprovedByASecondOperatorAndCoolsOffAsThePolicySays(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	var doc atomic.Pointer[policy.Document]
	doc.Store(&policy.Document{AddressCoolingOff: "72h"})
	b := setup(t, withPolicy(&doc))

	p, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{
		ChainId: "1", Address: primeChecksummed, Label: "Prime deposit", Reason: "treasury ticket 12"})
	require.NoError(t, err)
	e := p.GetEntry()
	require.Equal(t, prime, e.GetAddress(), "an EVM address is stored lower-case")
	require.Equal(t, qtgv1.AddressState_ADDRESS_STATE_PROPOSED, e.GetState())
	require.Equal(t, "ops1", e.GetProposedBy())
	require.Nil(t, e.GetUsableFrom())

	_, err = b.addrs.ApproveAddress(as("ops1"), &qtgv1.ApproveAddressRequest{Id: e.GetId()})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "%v", err)
	require.Equal(t, "FOUR_EYES", reasonOf(err))
	_, err = b.addrs.ApproveAddress(as("bob"), &qtgv1.ApproveAddressRequest{Id: e.GetId()})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "movement approvers do not approve addresses")
	require.Equal(t, "ROLE_MISSING", reasonOf(err))
	book := policy.NewAddressBook(db.Wrap(b.admin))
	_, found, err := book.Lookup(ctx, "1", primeChecksummed)
	require.NoError(t, err)
	require.False(t, found, "a proposal is not in the book")

	// The policy changes before the approval: the approval reads the one active then.
	doc.Store(&policy.Document{AddressCoolingOff: "48h"})
	a, err := b.addrs.ApproveAddress(as("ops2"), &qtgv1.ApproveAddressRequest{Id: e.GetId()})
	require.NoError(t, err)
	e = a.GetEntry()
	require.Equal(t, qtgv1.AddressState_ADDRESS_STATE_ACTIVE, e.GetState())
	require.Equal(t, "ops2", e.GetApprovedBy())
	require.Equal(t, 48*time.Hour, e.GetUsableFrom().AsTime().Sub(e.GetApprovedAt().AsTime()))
	_, err = b.addrs.ApproveAddress(as("ops2"), &qtgv1.ApproveAddressRequest{Id: e.GetId()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Equal(t, "ILLEGAL_TRANSITION", reasonOf(err))

	got, found, err := book.Lookup(ctx, "1", "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED")
	require.NoError(t, err)
	require.True(t, found, "a mixed- or upper-case address finds its entry")
	require.Equal(t, "Prime deposit", got.Label)
	require.True(t, e.GetUsableFrom().AsTime().Equal(got.UsableFrom), "%s != %s", e.GetUsableFrom().AsTime(), got.UsableFrom)

	g, err := b.addrs.GetAddress(as("alice"), &qtgv1.GetAddressRequest{Id: e.GetId()})
	require.NoError(t, err)
	require.Equal(t, e.GetUsableFrom().AsTime(), g.GetEntry().GetUsableFrom().AsTime())
	list, err := b.addrs.ListAddresses(as("vic"), &qtgv1.ListAddressesRequest{States: []qtgv1.AddressState{qtgv1.AddressState_ADDRESS_STATE_ACTIVE}, ChainId: "1"})
	require.NoError(t, err)
	require.Len(t, list.GetEntries(), 1)
	list, err = b.addrs.ListAddresses(as("vic"), &qtgv1.ListAddressesRequest{States: []qtgv1.AddressState{qtgv1.AddressState_ADDRESS_STATE_PROPOSED}})
	require.NoError(t, err)
	require.Empty(t, list.GetEntries())

	audits := b.audits(t, e.GetId())
	require.Len(t, audits, 2)
	require.Equal(t, audit{Actor: "ops1", EntityType: "address", Action: "->PROPOSED", Detail: map[string]any{
		"chain_id": "1", "address": prime, "label": "Prime deposit", "state": "PROPOSED", "reason": "treasury ticket 12"}}, audits[0])
	require.Equal(t, "ops2", audits[1].Actor)
	require.Equal(t, "PROPOSED->ACTIVE", audits[1].Action)
	require.EqualValues(t, 48*3600, audits[1].Detail["cooling_off_seconds"])
	require.Equal(t, "ops1", audits[1].Detail["proposed_by"])
	b.verifyAuditChain(t)
}

// One operator removes an active entry, the one who proposed it included, and the
// lookup misses it from then on; a removed entry cannot be removed again, and the
// address may be proposed anew (a new entry, with four eyes again).
func TestRemovingAnAddressIsImmediateAndTakesOneOperator(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	e := b.activeAddress(t, "8453", prime, "ops vault")
	require.Equal(t, 24*time.Hour, e.GetUsableFrom().AsTime().Sub(e.GetApprovedAt().AsTime()), "without a policy a day")
	book := policy.NewAddressBook(db.Wrap(b.admin))
	_, found, err := book.Lookup(ctx, "8453", prime)
	require.NoError(t, err)
	require.True(t, found)

	_, err = b.addrs.RemoveAddress(as("vic"), &qtgv1.RemoveAddressRequest{Id: e.GetId(), Reason: "compromised"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "viewers do not remove")
	r, err := b.addrs.RemoveAddress(as("ops1"), &qtgv1.RemoveAddressRequest{Id: e.GetId(), Reason: "key compromised"})
	require.NoError(t, err)
	require.Equal(t, qtgv1.AddressState_ADDRESS_STATE_REMOVED, r.GetEntry().GetState())
	require.Equal(t, "ops1", r.GetEntry().GetRemovedBy())
	require.Equal(t, "key compromised", r.GetEntry().GetRemovalReason())
	_, found, err = book.Lookup(ctx, "8453", prime)
	require.NoError(t, err)
	require.False(t, found, "a removal takes effect at once")
	_, err = b.addrs.RemoveAddress(as("ops2"), &qtgv1.RemoveAddressRequest{Id: e.GetId(), Reason: "again"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	require.Equal(t, "ILLEGAL_TRANSITION", reasonOf(err))

	again, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "8453", Address: prime, Label: "ops vault", Reason: "new key"})
	require.NoError(t, err, "a removed address may be proposed anew")
	require.NotEqual(t, e.GetId(), again.GetEntry().GetId())

	audits := b.audits(t, e.GetId())
	require.Len(t, audits, 3)
	require.Equal(t, "ACTIVE->REMOVED", audits[2].Action)
	require.Equal(t, "ops1", audits[2].Actor)
	require.Equal(t, "key compromised", audits[2].Detail["reason"])
	b.verifyAuditChain(t)
}

// A chain and address with a proposed or active entry cannot be proposed again, in
// any case; a proposal its proposer rejects (withdraws) frees the address; a proposal
// cannot be removed, only rejected.
func TestDuplicateAddressIsRefused(t *testing.T) {
	t.Parallel()
	b := setup(t)
	p, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: prime, Label: "a", Reason: "r"})
	require.NoError(t, err)
	_, err = b.addrs.ProposeAddress(as("ops2"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: primeChecksummed, Label: "b", Reason: "r"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Equal(t, "ADDRESS_EXISTS", reasonOf(err))
	_, err = b.addrs.ProposeAddress(as("ops2"), &qtgv1.ProposeAddressRequest{ChainId: "10", Address: prime, Label: "b", Reason: "r"})
	require.NoError(t, err, "the same address on another chain is another entry")

	_, err = b.addrs.RemoveAddress(as("ops2"), &qtgv1.RemoveAddressRequest{Id: p.GetEntry().GetId(), Reason: "r"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	rej, err := b.addrs.RejectAddress(as("ops1"), &qtgv1.RejectAddressRequest{Id: p.GetEntry().GetId(), Reason: "wrong label"})
	require.NoError(t, err, "a proposer may withdraw a proposal")
	require.Equal(t, qtgv1.AddressState_ADDRESS_STATE_REJECTED, rej.GetEntry().GetState())
	_, err = b.addrs.ApproveAddress(as("ops2"), &qtgv1.ApproveAddressRequest{Id: p.GetEntry().GetId()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	_, err = b.addrs.ProposeAddress(as("ops2"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: primeChecksummed, Label: "b", Reason: "r"})
	require.NoError(t, err)
	require.Equal(t, "PROPOSED->REJECTED", b.audits(t, p.GetEntry().GetId())[1].Action)
	_, err = b.addrs.ApproveAddress(as("ops2"), &qtgv1.ApproveAddressRequest{Id: "01890a5d-ac96-774b-bcce-b302099a8057"})
	require.Equal(t, codes.NotFound, status.Code(err))
}

// ProposeAddress names every bad field; a mixed-case EVM address that is not its
// EIP-55 checksum is refused as a likely typo; other chains' addresses are kept as
// written; only operators propose.
func TestProposeAddressValidatesEveryField(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "01", Address: prime, Label: " "})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	require.ElementsMatch(t, []string{"chain_id", "label", "reason"}, badRequestFields(err))
	_, err = b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", Label: "x", Reason: "r"})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	require.Equal(t, []string{"address"}, badRequestFields(err), "one letter's case off the checksum")
	_, err = b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: "0x1234", Label: "x\ny", Reason: "r"})
	require.ElementsMatch(t, []string{"address", "label"}, badRequestFields(err))
	p, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "solana", Address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", Label: "sol", Reason: "r"})
	require.NoError(t, err)
	require.Equal(t, "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", p.GetEntry().GetAddress())
	_, err = b.addrs.ProposeAddress(as("alice"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: prime, Label: "x", Reason: "r"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "creators do not propose addresses")
	_, err = b.addrs.ListAddresses(as("vic"), &qtgv1.ListAddressesRequest{PageToken: "nope", PageSize: 501})
	require.ElementsMatch(t, []string{"page_token", "page_size"}, badRequestFields(err))
}

// ListAddresses pages newest proposal first, every entry once.
func TestListAddressesPagesNewestFirst(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var ids []string
	for _, a := range []string{prime, "0x00000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000a2"} {
		p, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "1", Address: a, Label: "x", Reason: "r"})
		require.NoError(t, err)
		ids = append([]string{p.GetEntry().GetId()}, ids...)
	}
	var got []string
	tok := ""
	for {
		l, err := b.addrs.ListAddresses(as("vic"), &qtgv1.ListAddressesRequest{PageSize: 2, PageToken: tok})
		require.NoError(t, err)
		for _, e := range l.GetEntries() {
			got = append(got, e.GetId())
		}
		if tok = l.GetNextPageToken(); tok == "" {
			break
		}
	}
	require.Equal(t, ids, got)
}

// The address book answers over HTTP/JSON too, with the same roles and ErrorInfo.
func TestAddressBookOverHTTP(t *testing.T) {
	t.Parallel()
	b := setup(t)
	code, out := b.call(t, "ops1", "AddressBookService/ProposeAddress", map[string]any{
		"chainId": "1", "address": primeChecksummed, "label": "Prime", "reason": "r"})
	require.Equal(t, http.StatusOK, code, "%v", out)
	entry, _ := out["entry"].(map[string]any)
	require.Equal(t, prime, entry["address"])
	code, out = b.call(t, "ops1", "AddressBookService/ApproveAddress", map[string]any{"id": entry["id"]})
	require.Equal(t, http.StatusForbidden, code)
	_, info := errorInfo(t, out)
	require.Equal(t, "FOUR_EYES", info.GetReason())
	code, out = b.call(t, "vic", "AddressBookService/ListAddresses", map[string]any{"states": []string{"ADDRESS_STATE_PROPOSED"}})
	require.Equal(t, http.StatusOK, code, "%v", out)
	require.Len(t, out["entries"], 1)
}

// activeAddress proposes (ops1) and approves (ops2) an entry through the API.
func (b *bundle) activeAddress(t *testing.T, chainID, address, label string) *qtgv1.AddressBookEntry {
	t.Helper()
	p, err := b.addrs.ProposeAddress(as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: chainID, Address: address, Label: label, Reason: "test"})
	require.NoError(t, err)
	a, err := b.addrs.ApproveAddress(as("ops2"), &qtgv1.ApproveAddressRequest{Id: p.GetEntry().GetId()})
	require.NoError(t, err)
	return a.GetEntry()
}
