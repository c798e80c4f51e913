package main

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// `addresses list` takes states by their short names and shows an active entry whose
// cooling-off has not ended as cooling-off, until when, in every output format; -q
// prints the IDs only.
func TestAddressesListShowsCoolingOffUntil(t *testing.T) {
	t.Parallel()
	req := (&addressesListCmd{State: []string{"active", "proposed"}, Chain: "1", PageSize: 10}).request("tok")
	require.Equal(t, []qtgv1.AddressState{qtgv1.AddressState_ADDRESS_STATE_ACTIVE, qtgv1.AddressState_ADDRESS_STATE_PROPOSED}, req.GetStates())
	require.Equal(t, "1", req.GetChainId())
	require.Equal(t, "tok", req.GetPageToken())

	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	res := &qtgv1.ListAddressesResponse{Entries: []*qtgv1.AddressBookEntry{{
		Id: "0190a5d0-0000-7000-8000-000000000001", ChainId: "1", Address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
		Label: "Prime deposit", State: qtgv1.AddressState_ADDRESS_STATE_ACTIVE, ProposedBy: "ops1", ApprovedBy: "ops2",
		Reason: "ticket 12", UsableFrom: timestamppb.New(now.Add(time.Hour)),
	}, {
		Id: "0190a5d0-0000-7000-8000-000000000002", ChainId: "8453", Address: "0x00000000000000000000000000000000000000a1",
		Label: "vault", State: qtgv1.AddressState_ADDRESS_STATE_ACTIVE, ProposedBy: "ops1", ApprovedBy: "ops2",
		Reason: "r", UsableFrom: timestamppb.New(now.Add(-time.Hour)),
	}}}
	fetch := func(string) (*qtgv1.ListAddressesResponse, error) { return res, nil }
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.listAddresses("", false, fetch, now))
	require.Regexp(t, `ENTRY\s+CHAIN\s+ADDRESS\s+LABEL\s+STATE\s+PROPOSED BY\s+APPROVED BY\s+USABLE FROM\s+REASON`, out.String())
	require.Regexp(t, `000000000001\s+1\s+0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed\s+Prime deposit\s+cooling-off\s+ops1\s+ops2\s+\S+\s+ticket 12`, out.String())
	require.Regexp(t, `000000000002\s+8453\s+\S+\s+vault\s+active\s+`, out.String())

	out.Reset()
	g.Output = "json"
	require.NoError(t, g.listAddresses("", false, fetch, now))
	var parsed struct {
		Entries []struct {
			State string `json:"state"`
		} `json:"entries"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &parsed), out.String())
	require.Len(t, parsed.Entries, 2)
	require.Equal(t, "ADDRESS_STATE_ACTIVE", parsed.Entries[0].State)

	out.Reset()
	g.Output, g.Quiet = "table", true
	require.NoError(t, g.listAddresses("", false, fetch, now))
	require.Equal(t, "0190a5d0-0000-7000-8000-000000000001\n0190a5d0-0000-7000-8000-000000000002\n", out.String())
}
