package evm

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/ethclient"
)

// Finding is what one provider reads of a fact a "not sent" verdict rests on.
type Finding int

// Findings of one provider.
const (
	// Confirms: the provider reads the same fact, at its own final head.
	Confirms Finding = iota + 1
	// Refutes: the provider shows what the fact denies: the intent's transaction (or a
	// candidate of it) mined, its effect happened.
	Refutes
	// CannotTell: the provider is down, cannot answer, or reads something else (its
	// final head is behind, the block not final there yet).
	CannotTell
)

// Check reads one fact from one provider. Its error is CannotTell, whatever the
// Finding.
type Check func(ctx context.Context, cl *ethclient.Client) (Finding, string, error)

// Quorum is a chain's RPC providers asked together before recovery answers "not
// sent", the verdict that lets a new attempt sign and pay again: one provider that
// hides a mined transaction, serves a stale or forked view, or lies must not be enough
// for it (docs/design.md §7, docs/security.md "A lying RPC provider"). The primary
// reads the evidence as usual; Confirm asks every other provider to read the same
// fact independently, at its own head.
type Quorum struct {
	ch      *Chain
	clients *Clients
}

// Quorum returns the providers of ch, dialled through c (on first use).
func (c *Clients) Quorum(ch *Chain) *Quorum { return &Quorum{ch: ch, clients: c} }

// Confirm asks each provider but the primary, concurrently, to read a fact the primary
// has read (the primary counts as one confirmation). It holds when at least the chain's
// Quorum() providers confirm it and none refutes it; otherwise why names every provider
// that refuted it, could not tell or was down.
func (q *Quorum) Confirm(ctx context.Context, check Check) (ok bool, why string) {
	urls := q.ch.Providers()
	type answer struct {
		finding Finding
		what    string
	}
	answers := make([]answer, len(urls))
	var wg sync.WaitGroup
	for i := 1; i < len(urls); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cl, err := q.clients.Provider(ctx, q.ch.Name, i)
			if err != nil {
				answers[i] = answer{CannotTell, "is down: " + Redact(q.ch, err).Error()}
				return
			}
			f, what, err := check(ctx, cl)
			if err != nil {
				f, what = CannotTell, "cannot tell: "+Redact(q.ch, err).Error()
			}
			answers[i] = answer{f, what}
		}()
	}
	wg.Wait()
	confirmed, refuted := 1, false
	var others []string
	for i := 1; i < len(urls); i++ {
		a := answers[i]
		switch a.finding {
		case Confirms:
			confirmed++
			continue
		case Refutes:
			refuted = true
		}
		others = append(others, q.ch.ProviderName(i)+" "+a.what)
	}
	need := q.ch.Quorum()
	if !refuted && confirmed >= need {
		return true, ""
	}
	return false, fmt.Sprintf("%d of %d providers confirm it, %d needed; %s", confirmed, len(urls), need, strings.Join(others, "; "))
}
