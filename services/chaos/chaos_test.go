package main

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/evm"
)

// Every RPC fault phase is one the proxy accepts.
func TestFaultPhasesAreValid(t *testing.T) {
	t.Parallel()
	for i, f := range faultPhases(1) {
		require.NoError(t, f.Validate(), "phase %d", i)
	}
}

// EVM movements move between different dev accounts (never the deployer, signer 0)
// and give exactly the parameters their template uses.
func TestEVMParams(t *testing.T) {
	t.Parallel()
	cfg := &evm.Config{Chains: []evm.Chain{{Name: "dev-1"}, {Name: "dev-2"}}}
	for i := range 5 {
		cfg.Signers = append(cfg.Signers, evm.SignerConfig{Address: common.BigToAddress(big.NewInt(int64(i + 1)))})
	}
	deployer := strings.ToLower(cfg.Signers[0].Address.Hex())
	l := &loader{chains: cfg, rng: rand.New(rand.NewPCG(1, 2))}
	for range 200 {
		for _, s := range evmShapes {
			var p map[string]string
			require.NoError(t, json.Unmarshal([]byte(l.evmParams(s)), &p))
			for k := range p {
				require.Contains(t, s.definition, "${"+k+"}", "%s gets only its parameters", s.name)
			}
			accounts := map[string]bool{p["a"]: true, p["b"]: true}
			if c, ok := p["c"]; ok {
				accounts[c] = true
				require.Len(t, accounts, 3)
			} else {
				require.Len(t, accounts, 2)
			}
			require.NotContains(t, accounts, deployer)
		}
	}
}
