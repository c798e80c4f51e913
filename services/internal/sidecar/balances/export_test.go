package balances

// SetBeforePair makes v call f before judging each pair, so a test can change the
// world between two pairs of one batch.
func SetBeforePair(v *Verifier, f func(address string)) { v.beforePair = f }
