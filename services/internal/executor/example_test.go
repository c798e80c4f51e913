package executor_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// ledger is the outside world of the skeleton below: a service that moves money once
// per idempotency key, as a payment API does. A real executor calls a chain or a venue.
type ledger interface {
	// Pay moves amount to account unless a payment with key exists; it returns the
	// payment's ID either way.
	Pay(ctx context.Context, key, account, amount string) (string, error)
	// Lookup returns the payment made with key and whether it settled; found is false
	// when no payment with key exists.
	Lookup(ctx context.Context, key string) (id string, settled, found bool, err error)
}

// ledgerTransfer is the skeleton of an executor (docs/adding-an-executor.md): each
// phase does only what the executor protocol allows it, and every decision after a
// crash is taken from the outside world's own records.
type ledgerTransfer struct{ ledger ledger }

type ledgerConfig struct {
	Account string `json:"account"`
	Amount  string `json:"amount"`
}

func (ledgerTransfer) Key() string { return "ledger_transfer" }

// ValidateConfig runs at compile time: a movement whose node would fail here is never
// created.
func (ledgerTransfer) ValidateConfig(raw json.RawMessage) error {
	var c ledgerConfig
	if err := json.Unmarshal(raw, &c); err != nil {
		return err
	}
	if c.Account == "" || c.Amount == "" {
		return errors.New("account and amount are required")
	}
	return nil
}

// HasSideEffect is true: an UNKNOWN node of this executor is never retried blindly.
func (ledgerTransfer) HasSideEffect(json.RawMessage) bool { return true }

func (ledgerTransfer) Baseline(json.RawMessage) executor.Baseline {
	return executor.Baseline{Lane: "ledger", Baseline: 2 * time.Second, FatalAfter: time.Hour}
}

// Preflight checks without side effects that the step can run now.
func (ledgerTransfer) Preflight(context.Context, executor.Node) error { return nil }

// Prepare writes the intent, inside the claim transaction, before anything is sent. Its
// idempotency key comes from the node, so it is the same on every attempt: the ledger
// refuses a second payment under it (docs/design.md §7).
func (ledgerTransfer) Prepare(_ context.Context, _ db.Conn, node executor.Node) (executor.IntentDraft, error) {
	return executor.IntentDraft{Lane: "ledger", Payload: node.Config, ExternalID: "qtg-" + node.ID.String()}, nil
}

// Submit performs the side effect the intent describes, and nothing else.
func (e ledgerTransfer) Submit(ctx context.Context, _ executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	var c ledgerConfig
	if err := json.Unmarshal(intent.Payload, &c); err != nil {
		return executor.SubmitResult{}, err
	}
	id, err := e.ledger.Pay(ctx, intent.ExternalID, c.Account, c.Amount)
	if err != nil {
		return executor.SubmitResult{}, fmt.Errorf("ledger pay: %w", err)
	}
	return executor.SubmitResult{ExternalID: id}, nil
}

// Observe reports the progress of the payment the intent made.
func (e ledgerTransfer) Observe(ctx context.Context, _ executor.Node, intent executor.Intent) (executor.Observation, error) {
	id, settled, found, err := e.ledger.Lookup(ctx, intent.ExternalID)
	switch {
	case err != nil:
		return executor.Observation{}, err
	case !found:
		return executor.Observation{Status: executor.Unknown, Reason: "the ledger has no payment for the intent's key"}, nil
	case !settled:
		return executor.Observation{Status: executor.Pending}, nil
	}
	return executor.Observation{Status: executor.Completed, Result: json.RawMessage(fmt.Sprintf(`{"payment_id":%q}`, id))}, nil
}

// Recover decides from the ledger's own records, never from what this process
// remembers: a payment under the key was sent; none was not, which is safe to say only
// because the ledger pays each key at most once.
func (e ledgerTransfer) Recover(ctx context.Context, _ executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent was written"}, nil
	}
	_, _, found, err := e.ledger.Lookup(ctx, intent.ExternalID)
	switch {
	case err != nil:
		return executor.Recovery{}, err
	case found:
		return executor.Recovery{Verdict: executor.VerdictSent}, nil
	}
	return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "the ledger has no payment for the intent's key"}, nil
}

func (ledgerTransfer) Health(context.Context) executor.Health {
	return executor.Health{Status: executor.HealthUp}
}

// An executor is a type with the protocol's methods, registered once at start-up; the
// compiler validates every node's config with it and the engine workers run its phases.
func Example_executorSkeleton() {
	reg, err := executor.NewRegistry(ledgerTransfer{})
	if err != nil {
		fmt.Println(err)
		return
	}
	e, err := reg.Get("ledger_transfer")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(reg.Keys())
	fmt.Println(e.ValidateConfig(json.RawMessage(`{"account":"acme","amount":"100"}`)))
	fmt.Println(e.ValidateConfig(json.RawMessage(`{"account":"acme"}`)))
	// Output:
	// [ledger_transfer]
	// <nil>
	// account and amount are required
}
