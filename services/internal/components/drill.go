package components

import (
	"fmt"
	"math/big"
	"os"

	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Drills bounds what the gateway's StartDrill may start (docs/drills.md): the server
// enforces the amount and the recipients, so a creator's token cannot start a large
// transfer, or one to an outside address, as a drill.
type Drills struct {
	MaxAmount string `name:"drill-max-amount" env:"MG_DRILL_MAX_AMOUNT" default:"1000000" help:"Most a drill node may move, in the asset's base units (1 USDC by default); 0 refuses every drill. A drill pays only the chain configuration's signers."`
}

// limits builds the gateway's drill limits from the flag and the chain configuration's
// signers (their addresses only: the address book, never the keys).
func (d Drills) limits(configFile string) (gateway.DrillLimits, error) {
	limit, ok := new(big.Int).SetString(d.MaxAmount, 10)
	if !ok || limit.Sign() < 0 {
		return gateway.DrillLimits{}, fmt.Errorf("--drill-max-amount %q: want a whole number of base units", d.MaxAmount)
	}
	if limit.Sign() == 0 {
		return gateway.DrillLimits{}, nil
	}
	out := gateway.DrillLimits{MaxAmount: limit}
	if configFile == "" {
		return out, nil
	}
	chains, err := evm.LoadFile(configFile, os.Getenv)
	if err != nil {
		return gateway.DrillLimits{}, err
	}
	for _, s := range chains.Signers {
		out.Recipients = append(out.Recipients, s.Address.Hex())
	}
	return out, nil
}
