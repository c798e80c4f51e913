package bybit_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
)

// withdraw/create errors are classified from Bybit's error-code page: what the venue
// may have done is decided by the code, not by the fact that a retCode came back.
func TestClassifyCreate(t *testing.T) {
	t.Parallel()
	api := func(code int) error { return &bybit.APIError{Code: code, Msg: "m"} }
	for _, tc := range []struct {
		err     error
		class   bybit.CreateClass
		gateway bool
	}{
		{errors.New("connection reset"), bybit.CreateAmbiguous, false},
		{fmt.Errorf("POST x: %w: %w", bybit.ErrAmbiguous, api(10016)), bybit.CreateAmbiguous, false},
		{fmt.Errorf("POST x: %w: %w", bybit.ErrAmbiguous, api(131212)), bybit.CreateAmbiguous, false},
		{api(10000), bybit.CreateAmbiguous, false},
		{api(131001), bybit.CreateAmbiguous, false},
		{api(424242), bybit.CreateAmbiguous, false},
		{api(10014), bybit.CreateExists, false},
		{api(131082), bybit.CreateExists, false},
		{api(10002), bybit.CreateRefused, true},
		{api(10006), bybit.CreateRefused, true},
		{api(131093), bybit.CreateRefused, false},
		{api(131212), bybit.CreateRefused, false},
		{api(10001), bybit.CreatePermanent, false},
		{fmt.Errorf("venue: %w", api(131096)), bybit.CreatePermanent, false},
	} {
		a := bybit.ClassifyCreate(tc.err)
		require.Equal(t, tc.class, a.Class, "%v", tc.err)
		require.Equal(t, tc.gateway, a.Gateway, "%v", tc.err)
	}
}

// Venue amounts compare as numbers, whatever their trailing zeros; anything but a plain
// decimal never matches.
func TestSameAmount(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"10", "10.00", true},
		{"10", "10.000000", true},
		{"10.5", "10.50", true},
		{"0.000001", "0.0000010", true},
		{"7", " 7.0", true},
		{"10", "10.000001", false},
		{"10", "1", false},
		{"10", "", false},
		{"1e1", "10", false},
		{"-10", "10", false},
		{"10.", "10", false},
		{"20/2", "10", false},
	} {
		require.Equal(t, tc.same, bybit.SameAmount(tc.a, tc.b), "%q vs %q", tc.a, tc.b)
		require.Equal(t, tc.same, bybit.SameAmount(tc.b, tc.a), "%q vs %q", tc.b, tc.a)
	}
	require.True(t, bybit.SameChain("ETH", "eth"))
	require.True(t, bybit.SameChain("DEV-1", " dev-1"))
	require.False(t, bybit.SameChain("ETH", "ARBI"))
}
