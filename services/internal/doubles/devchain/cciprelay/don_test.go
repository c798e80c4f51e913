package cciprelay

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// The OCR3 configuration satisfies MultiOCR3Base's rules (contracts-ccip 1.6.0,
// contracts/ocr/MultiOCR3Base.sol _setOCR3Config): more than 3F commit signers, all
// distinct, no more transmitters than signers; the commit plugin verifies signatures,
// the execution plugin does not (OffRamp._afterOCR3ConfigSet).
func TestOCR3ConfigsMeetMultiOCR3BaseRules(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	cfgs, err := OCR3Configs(42, key)
	require.NoError(t, err)
	require.Len(t, cfgs, 2)
	commit, exec := cfgs[0], cfgs[1]
	require.Equal(t, pluginCommit, commit.OcrPluginType)
	require.True(t, commit.IsSignatureVerificationEnabled)
	require.Greater(t, len(commit.Signers), 3*int(commit.F))
	seen := map[common.Address]bool{}
	for _, s := range commit.Signers {
		require.False(t, seen[s], "signer %s repeated", s)
		seen[s] = true
	}
	require.LessOrEqual(t, len(commit.Transmitters), len(commit.Signers))
	require.Equal(t, pluginExecution, exec.OcrPluginType)
	require.False(t, exec.IsSignatureVerificationEnabled)
	require.Equal(t, []common.Address{crypto.PubkeyToAddress(key.PublicKey)}, exec.Transmitters)
	require.NotEqual(t, commit.ConfigDigest, exec.ConfigDigest)
	require.NotEqual(t, [32]byte{}, commit.ConfigDigest)
}

// A commit transmission's F+1 signatures recover, as MultiOCR3Base._verifySignatures
// recovers them (ecrecover(keccak256(keccak256(report) ‖ reportContext), rawVs[i] + 27,
// rs[i], ss[i])), to distinct configured signers.
func TestCommitSignaturesRecoverToTheConfiguredSigners(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	keys, err := SignerKeys(key)
	require.NoError(t, err)
	cfgs, err := OCR3Configs(42, key)
	require.NoError(t, err)
	report := []byte("a commit report")
	reportContext := [2][32]byte{cfgs[0].ConfigDigest, common.BigToHash(common.Big1)}
	rs, ss, vs, err := sign(keys, report, reportContext)
	require.NoError(t, err)
	require.Len(t, rs, F+1)
	h := crypto.Keccak256(crypto.Keccak256(report), reportContext[0][:], reportContext[1][:])
	got := map[common.Address]bool{}
	for i := range rs {
		sig := append(append(append([]byte{}, rs[i][:]...), ss[i][:]...), vs[i])
		pub, err := crypto.SigToPub(h, sig)
		require.NoError(t, err)
		got[crypto.PubkeyToAddress(*pub)] = true
	}
	require.Len(t, got, F+1)
	for a := range got {
		require.Contains(t, cfgs[0].Signers, a)
	}
}
