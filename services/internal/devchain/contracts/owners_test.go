package contracts_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
)

// doubleOfOwner is one devchain double and the owner's contract it stands in for.
type doubleOfOwner struct {
	name string
	meta *bind.MetaData
	// devchainOnly are the double's members the owner's contract does not have: the
	// double's own wiring (deploy-time setters, the DON's and the executor's entry
	// points, flat fees) and its own errors. No production package calls them; the
	// test fails if one of them appears in the owner's ABI (then it must match there).
	devchainOnly []string
}

// The doubles' interfaces are the owners': every function, event and error a devchain
// double shares with the contract it stands in for has the owner's exact signature,
// so the selectors QTG packs and the topics it filters by (through the doubles' Go
// bindings) are those of Chainlink's contracts-ccip at the version pinned in the
// Makefile; testdata/owners holds the owners' ABI entries, extracted from that package
// by `make generate`. (LayerZero's EndpointV2 and Stargate V2's contracts need no such
// test: devchain deploys the owners' own compiled contracts, bound from their
// artifacts.)
func TestDoublesSpeakTheOwnersInterface(t *testing.T) {
	t.Parallel()
	for _, tc := range []doubleOfOwner{
		{"Router", &contracts.RouterMetaData, []string{"ReceiverError", "UnsupportedToken", "setOffRamp", "setOnRamp"}},
		{"OnRamp", &contracts.OnRampMetaData, []string{
			"DEST_GAS_AMOUNT", "DestinationChainNotEnabled", "FeeTokenNotSupported", "InvalidEVMAddress",
			"InvalidExtraArgsTag", "MessageGasLimitTooHigh", "chainSelector", "feeOf", "isFeeToken", "metadataHash",
			"outboundNonce", "poolOf", "router", "setDestChain", "setFee", "setPool", "setRouter", "withdrawNative",
		}},
		{"OffRamp", &contracts.OffRampMetaData, []string{
			"Unauthorized", "UnsupportedProofs", "chainSelector", "commitByDON", "executeByDON", "metadataHash",
			"permissionLessExecutionThresholdSeconds", "poolOf", "router", "setPermissionLessExecutionThresholdSeconds",
			"setPool", "setSourceChain", "transmitter",
		}},
		{"BurnMintTokenPool", &contracts.BurnMintTokenPoolMetaData, []string{
			"offRamp", "onRamp", "remotePools", "remoteTokens", "setRamps", "setRemote", "token",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			double, err := tc.meta.ParseABI()
			require.NoError(t, err)
			raw, err := os.ReadFile(filepath.Join("testdata", "owners", tc.name+".json"))
			require.NoError(t, err)
			owner, err := abi.JSON(bytes.NewReader(raw))
			require.NoError(t, err)
			for _, m := range sharedMembers(double) {
				ownerSigs := sharedMembers(&owner)
				if slices.Contains(tc.devchainOnly, m.name) {
					require.NotContains(t, names(ownerSigs), m.name, "%s.%s is listed as devchain's own but the owner has it", tc.name, m.name)
					continue
				}
				assert.Contains(t, ownerSigs, m, "%s %s.%s: the owner declares no member with this signature", m.kind, tc.name, m.sig)
			}
		})
	}
}

// member is one function, event or error by its canonical signature.
type member struct{ kind, name, sig string }

func sharedMembers(a *abi.ABI) []member {
	var out []member
	for _, m := range a.Methods {
		out = append(out, member{"function", m.RawName, m.Sig})
	}
	for _, e := range a.Events {
		out = append(out, member{"event", e.RawName, e.Sig})
	}
	for _, e := range a.Errors {
		out = append(out, member{"error", e.Name, e.Sig})
	}
	return out
}

func names(ms []member) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.name)
	}
	return out
}
