package gateway

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The address book through the API (proto/qtg/v1/address_book.proto,
// docs/address-book.md): one operator proposes a destination, another approves it,
// and it may be paid once the cooling-off after the approval has passed; one operator
// removes it, at once.

// ReasonAddressExists is the ErrorInfo reason of a proposal for an address that has a
// proposed or active entry on its chain already.
const ReasonAddressExists = "ADDRESS_EXISTS"

// maxLabelLen bounds an entry's label, in characters (migration 00037).
const maxLabelLen = 200

// CoolingOffFunc returns the cooling-off an address approved now waits before its
// first payment: the active policy's AddressCoolingOff (policy.AddressCoolingOff).
type CoolingOffFunc func(ctx context.Context) (time.Duration, error)

// activeCoolingOff is the cooling-off of the network's ACTIVE policy, read when an
// address is approved; the default policy's when none is ACTIVE.
func (s *Server) activeCoolingOff(ctx context.Context) (time.Duration, error) {
	p, err := s.pool.Policies().Active(ctx)
	if errors.Is(err, db.ErrNotFound) {
		return policy.DefaultAddressCoolingOff, nil
	}
	if err != nil {
		return 0, err
	}
	doc, err := policy.Parse(p.Document)
	if err != nil {
		return 0, fmt.Errorf("active policy version %d: %w", p.Version, err)
	}
	return policy.AddressCoolingOff(*doc)
}

// addressBookServer implements AddressBookService.
type addressBookServer struct {
	qtgv1.UnimplementedAddressBookServiceServer
	*Server
}

var addressStates = map[qtgv1.AddressState]string{
	qtgv1.AddressState_ADDRESS_STATE_PROPOSED: db.AddressProposed,
	qtgv1.AddressState_ADDRESS_STATE_ACTIVE:   db.AddressActive,
	qtgv1.AddressState_ADDRESS_STATE_REJECTED: db.AddressRejected,
	qtgv1.AddressState_ADDRESS_STATE_REMOVED:  db.AddressRemoved,
}

func toAddressState(state string) qtgv1.AddressState { return keyOf(addressStates, state) }

func toAddressEntry(e *db.AddressEntry) *qtgv1.AddressBookEntry {
	return &qtgv1.AddressBookEntry{
		Id: e.ID.String(), ChainId: e.ChainID, Address: e.Address, Label: e.Label, State: toAddressState(e.State),
		ProposedBy: e.ProposedBy, ProposedAt: timestamppb.New(e.ProposedAt), Reason: e.Reason,
		ApprovedBy: e.ApprovedBy, ApprovedAt: ts(e.ApprovedAt), UsableFrom: ts(e.UsableFrom),
		RejectedBy: e.RejectedBy, RejectedAt: ts(e.RejectedAt), RejectionReason: e.RejectionReason,
		RemovedBy: e.RemovedBy, RemovedAt: ts(e.RemovedAt), RemovalReason: e.RemovalReason,
	}
}

// addressDecisionStatus answers the refusals of an approval, rejection or removal.
func (s addressBookServer) addressDecisionStatus(ctx context.Context, id uuid.UUID, err error) error {
	switch {
	case errors.Is(err, db.ErrAddressSamePrincipal):
		return withReason(status.Error(codes.PermissionDenied,
			"the address was proposed by you: another operator approves it (four eyes)"), ReasonFourEyes)
	case errors.Is(err, db.ErrAddressState):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonIllegalTransition)
	case errors.Is(err, db.ErrNotFound):
		return status.Errorf(codes.NotFound, "no address-book entry %s", id)
	}
	return toStatus(ctx, s.log, err)
}

func (s addressBookServer) ProposeAddress(ctx context.Context, req *qtgv1.ProposeAddressRequest) (*qtgv1.ProposeAddressResponse, error) {
	var v violations
	addr := checkAddress(&v, req.GetChainId(), req.GetAddress())
	checkLabel(&v, "label", req.GetLabel())
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	e, err := s.pool.ProposeAddress(ctx, db.NewAddress{
		ID: id, ChainID: req.GetChainId(), Address: addr, Label: req.GetLabel(), ProposedBy: principalFrom(ctx).Name, Reason: req.GetReason(),
	})
	if errors.Is(err, db.ErrAddressExists) {
		return nil, withReason(status.Errorf(codes.FailedPrecondition,
			"%s on chain %s has a proposed or active entry already", addr, req.GetChainId()), ReasonAddressExists)
	} else if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.ProposeAddressResponse{Entry: toAddressEntry(e)}, nil
}

func (s addressBookServer) ApproveAddress(ctx context.Context, req *qtgv1.ApproveAddressRequest) (*qtgv1.ApproveAddressResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	if err := v.err(); err != nil {
		return nil, err
	}
	coolingOff, err := s.coolingOff(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, fmt.Errorf("address cooling-off: %w", err))
	}
	e, err := s.pool.ApproveAddress(ctx, id, principalFrom(ctx).Name, coolingOff)
	if err != nil {
		return nil, s.addressDecisionStatus(ctx, id, err)
	}
	return &qtgv1.ApproveAddressResponse{Entry: toAddressEntry(e)}, nil
}

func (s addressBookServer) RejectAddress(ctx context.Context, req *qtgv1.RejectAddressRequest) (*qtgv1.RejectAddressResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	e, err := s.pool.RejectAddress(ctx, id, principalFrom(ctx).Name, req.GetReason())
	if err != nil {
		return nil, s.addressDecisionStatus(ctx, id, err)
	}
	return &qtgv1.RejectAddressResponse{Entry: toAddressEntry(e)}, nil
}

func (s addressBookServer) RemoveAddress(ctx context.Context, req *qtgv1.RemoveAddressRequest) (*qtgv1.RemoveAddressResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	e, err := s.pool.RemoveAddress(ctx, id, principalFrom(ctx).Name, req.GetReason())
	if err != nil {
		return nil, s.addressDecisionStatus(ctx, id, err)
	}
	return &qtgv1.RemoveAddressResponse{Entry: toAddressEntry(e)}, nil
}

func (s addressBookServer) GetAddress(ctx context.Context, req *qtgv1.GetAddressRequest) (*qtgv1.GetAddressResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	if err := v.err(); err != nil {
		return nil, err
	}
	e, err := s.pool.Addresses().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "no address-book entry %s", id)
	} else if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.GetAddressResponse{Entry: toAddressEntry(e)}, nil
}

func (s addressBookServer) ListAddresses(ctx context.Context, req *qtgv1.ListAddressesRequest) (*qtgv1.ListAddressesResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size == 0 {
		size = 50
	}
	f := db.AddressFilter{ChainID: req.GetChainId(), Limit: int(size) + 1}
	for _, st := range req.GetStates() {
		name, ok := addressStates[st]
		if !ok {
			v.add("states", "must be ADDRESS_STATE_PROPOSED, ADDRESS_STATE_ACTIVE, ADDRESS_STATE_REJECTED or ADDRESS_STATE_REMOVED")
			break
		}
		f.States = append(f.States, name)
	}
	if c := req.GetChainId(); c != "" && policy.CheckChainID(c) != nil {
		v.add("chain_id", policy.CheckChainID(c).Error())
	}
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		after, perr := uuid.FromBytes(raw)
		if err != nil || perr != nil || after == uuid.Nil {
			v.add("page_token", "is not a token this API issued")
		}
		f.BeforeID = after
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Addresses().List(ctx, f)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListAddressesResponse{}
	for i, e := range rows {
		if i == int(size) {
			last := rows[i-1].ID
			out.NextPageToken = base64.RawURLEncoding.EncodeToString(last[:])
			break
		}
		out.Entries = append(out.Entries, toAddressEntry(e))
	}
	return out, nil
}

// checkAddress checks the chain ID and the address for it, returning the address
// normalised (policy.NormalizeAddress) or "" with a violation.
func checkAddress(v *violations, chainID, address string) string {
	if err := policy.CheckChainID(chainID); err != nil {
		v.add("chain_id", err.Error())
		return ""
	}
	norm, err := policy.NormalizeAddress(chainID, address)
	if err != nil {
		v.add("address", err.Error())
		return ""
	}
	return norm
}

// checkLabel requires 1 to maxLabelLen characters without control characters.
func checkLabel(v *violations, field, label string) {
	switch {
	case strings.TrimSpace(label) == "":
		v.add(field, "is required")
	case strings.ContainsFunc(label, unicode.IsControl):
		v.add(field, "must not contain control characters")
	case len([]rune(label)) > maxLabelLen:
		v.add(field, fmt.Sprintf("must be at most %d characters", maxLabelLen))
	default:
		checkText(v, field, label, 4*maxLabelLen)
	}
}
