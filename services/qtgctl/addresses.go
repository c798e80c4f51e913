package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// addressesCmd keeps the address book (AddressBookService; docs/address-book.md): the
// destinations a policy's allowlist rules let a movement pay.
type addressesCmd struct {
	Propose addressesProposeCmd `cmd:"" help:"Propose an address (operators; audited). A second operator approves it."`
	Approve addressesApproveCmd `cmd:"" help:"Approve a proposed address (an operator other than its proposer): payable once the policy's cooling-off has passed."`
	Reject  addressesRejectCmd  `cmd:"" help:"Reject a proposed address (any operator; its proposer withdraws it this way)."`
	Remove  addressesRemoveCmd  `cmd:"" help:"Remove an active address, at once (one operator): movements to it are refused, payments not yet made wait."`
	List    addressesListCmd    `cmd:"" help:"List entries, newest proposal first."`
	Get     addressesGetCmd     `cmd:"" help:"Show one entry."`
}

type addressesProposeCmd struct {
	Chain   string `arg:"" help:"Chain ID: decimal for an EVM chain (1, 8453), else the chain's name."`
	Address string `arg:"" help:"The address (EVM: 0x and 40 hex digits, any case; mixed case must be the EIP-55 checksum)."`
	Label   string `required:"" help:"What the address is (policy rules may match on it)."`
	Reason  string `required:"" help:"Whose address it is and who asked for it."`
}

func (c *addressesProposeCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.addresses.ProposeAddress(ctx, &qtgv1.ProposeAddressRequest{ChainId: c.Chain, Address: c.Address, Label: c.Label, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printAddress(res.GetEntry(), "proposed")
	})
}

type addressesApproveCmd struct {
	ID string `arg:"" help:"Entry ID."`
}

func (c *addressesApproveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.addresses.ApproveAddress(ctx, &qtgv1.ApproveAddressRequest{Id: c.ID})
		if err != nil {
			return err
		}
		return g.printAddress(res.GetEntry(), "approved")
	})
}

type addressesRejectCmd struct {
	ID     string `arg:"" help:"Entry ID."`
	Reason string `required:"" help:"Why."`
}

func (c *addressesRejectCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.addresses.RejectAddress(ctx, &qtgv1.RejectAddressRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printAddress(res.GetEntry(), "rejected")
	})
}

type addressesRemoveCmd struct {
	ID     string `arg:"" help:"Entry ID."`
	Reason string `required:"" help:"Why."`
}

func (c *addressesRemoveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.addresses.RemoveAddress(ctx, &qtgv1.RemoveAddressRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printAddress(res.GetEntry(), "removed")
	})
}

type addressesGetCmd struct {
	ID string `arg:"" help:"Entry ID."`
}

func (c *addressesGetCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.addresses.GetAddress(ctx, &qtgv1.GetAddressRequest{Id: c.ID})
		if err != nil {
			return err
		}
		return g.printAddress(res.GetEntry(), "")
	})
}

type addressesListCmd struct {
	State     []string `enum:"proposed,active,rejected,removed" help:"Only entries in these states (${enum}; repeat or comma-separate)."`
	Chain     string   `help:"Only entries on this chain."`
	PageSize  int32    `default:"100" help:"Entries per page."`
	PageToken string   `help:"Continue after a previous page."`
	All       bool     `help:"Every page, not only the first."`
}

// request builds the ListAddresses request of one page.
func (c *addressesListCmd) request(token string) *qtgv1.ListAddressesRequest {
	req := &qtgv1.ListAddressesRequest{ChainId: c.Chain, PageSize: c.PageSize, PageToken: token}
	for _, s := range c.State {
		req.States = append(req.States, qtgv1.AddressState(qtgv1.AddressState_value["ADDRESS_STATE_"+strings.ToUpper(s)]))
	}
	return req
}

func (c *addressesListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListAddressesResponse, error) {
			return cl.addresses.ListAddresses(ctx, c.request(token))
		}
		return g.listAddresses(c.PageToken, c.All, fetch, time.Now())
	})
}

// listAddresses prints the entries fetch pages through, in the output format asked for.
func (g *globals) listAddresses(token string, all bool, fetch func(token string) (*qtgv1.ListAddressesResponse, error), now time.Time) error {
	merge := func(into, p *qtgv1.ListAddressesResponse) {
		into.Entries, into.NextPageToken = append(into.Entries, p.GetEntries()...), p.GetNextPageToken()
	}
	ids := func(r *qtgv1.ListAddressesResponse) []string {
		var out []string
		for _, e := range r.GetEntries() {
			out = append(out, e.GetId())
		}
		return out
	}
	return list(g, token, all, fetch, merge, ids, func(r *qtgv1.ListAddressesResponse) ([]string, [][]string) {
		var rows [][]string
		for _, e := range r.GetEntries() {
			rows = append(rows, addressRow(e, now))
		}
		return addressHeader, rows
	})
}

var addressHeader = []string{"ENTRY", "CHAIN", "ADDRESS", "LABEL", "STATE", "PROPOSED BY", "APPROVED BY", "USABLE FROM", "REASON"}

// addressState is the entry's state as an operator reads it: an active entry whose
// cooling-off has not ended is "cooling-off".
func addressState(e *qtgv1.AddressBookEntry, now time.Time) string {
	s := strings.ToLower(strings.TrimPrefix(e.GetState().String(), "ADDRESS_STATE_"))
	if e.GetState() == qtgv1.AddressState_ADDRESS_STATE_ACTIVE && e.GetUsableFrom().AsTime().After(now) {
		return "cooling-off"
	}
	return s
}

func addressRow(e *qtgv1.AddressBookEntry, now time.Time) []string {
	reason := e.GetReason()
	switch e.GetState() {
	case qtgv1.AddressState_ADDRESS_STATE_REJECTED:
		reason = e.GetRejectionReason()
	case qtgv1.AddressState_ADDRESS_STATE_REMOVED:
		reason = e.GetRemovalReason()
	}
	return []string{e.GetId(), e.GetChainId(), e.GetAddress(), short(e.GetLabel(), 40), addressState(e, now), e.GetProposedBy(),
		orDash(e.GetApprovedBy()), when(e.GetUsableFrom()), short(reason, 50)}
}

// printAddress prints one entry after a decision (verb) or a get (verb "").
func (g *globals) printAddress(e *qtgv1.AddressBookEntry, verb string) error {
	if g.structured() {
		return g.printMessage(e, true)
	}
	if g.Quiet {
		_, err := fmt.Fprintln(g.out, e.GetId())
		return err
	}
	if verb != "" {
		fmt.Fprintf(g.out, "address %s %s\n", e.GetId(), verb)
	}
	return g.table(addressHeader, [][]string{addressRow(e, time.Now())})
}
