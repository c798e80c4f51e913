package bybitdouble

import (
	"errors"
	"math/big"
	"strings"
)

// parseAmount reads a positive-or-zero decimal string ("12.5") into base units of a
// coin with the given decimals. More fractional digits than decimals, signs, exponents
// and empty parts are refused: the venue must never round a customer's amount.
func parseAmount(s string, decimals uint8) (*big.Int, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || (hasDot && frac == "") || len(frac) > int(decimals) || !digits(whole) || !digits(frac) {
		return nil, errors.New("amount must be a decimal number within the coin's precision")
	}
	v, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", int(decimals)-len(frac)), 10)
	if !ok {
		return nil, errors.New("amount must be a decimal number")
	}
	return v, nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// formatAmount renders base units as a decimal string without trailing zeros ("12.5").
func formatAmount(v *big.Int, decimals uint8) string {
	neg := v.Sign() < 0
	s := new(big.Int).Abs(v).String()
	if decimals > 0 {
		if len(s) <= int(decimals) {
			s = strings.Repeat("0", int(decimals)-len(s)+1) + s
		}
		cut := len(s) - int(decimals)
		s = strings.TrimRight(s[:cut]+"."+s[cut:], "0")
		s = strings.TrimSuffix(s, ".")
	}
	if neg {
		s = "-" + s
	}
	return s
}

// padAmount renders base units with every decimal ("7.000000").
func padAmount(v *big.Int, decimals uint8) string {
	s := formatAmount(v, decimals)
	if decimals == 0 {
		return s
	}
	whole, frac, _ := strings.Cut(s, ".")
	return whole + "." + frac + strings.Repeat("0", int(decimals)-len(frac))
}
