package executortest

import (
	"encoding/json"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Subject is one executor and the outside world it works on, as the suite needs them.
// Required: Key, New, Template, Params, Phases and Moved. The fault hooks are optional:
// a case that needs a hook the Subject leaves nil is skipped, saying why.
type Subject struct {
	// Key is the executor key under test; it must be listed in Covered.
	Key string
	// New builds the executor as one worker process would, on pool: the suite builds
	// one for every set of workers (every replica) and one for the movement service.
	New func(t *testing.T, pool *pgxpool.Pool) executor.Executor
	// Template is a template definition with one node of the executor, whose
	// parameters Params fills.
	Template string
	// Params gives movement i its template parameters. Each i must move its value in a
	// way Moved can tell apart from every other movement (a sender, recipient or
	// amount of its own), and movements of different cases must not contend for
	// anything but the chain itself (a sender's nonce lane lives in one database): the
	// suite runs every case on its own database, most of them at once. i runs from 0 to
	// Movements(len(Phases))-1.
	Params func(i int) json.RawMessage
	// Phases are the phases every movement goes through, in order (one for a
	// single-phase executor).
	Phases []Phase
	// Moved counts how many times movement m's value left its holder, read from the
	// outside world's own records (balances, the venue's withdrawals, the noop's
	// side-effect rows), never from QTG's node rows.
	Moved func(t *testing.T, m Movement) int
	// Arrived counts how many times m's value reached its recipient (a bridge's mint or
	// delivery, a venue withdrawal's payment); nil where Moved is the arrival as well.
	Arrived func(t *testing.T, m Movement) int
	// Settled reports whether nothing of m is still on its way in the outside world (no
	// transaction of its sender pending in a pool, no withdrawal in progress), so that a
	// late side effect shows in Moved; nil: the world has nothing in flight.
	Settled func(t *testing.T, m Movement) bool
	// RPC are the fault proxies in front of every chain endpoint the executor uses
	// (devchain.Chain.Faults); nil when its value phase sends no chain transaction.
	RPC []*rpcfault.Proxy
	// Elsewhere, when the step can be done by a third party (a relayer delivering a
	// bridge message), does one phase of it for the executor; nil: nobody else can.
	Elsewhere *Elsewhere
	// LoseAnswer, where the value phase is a request to a venue, makes the venue act on
	// the next such request and lose its answer (a timeout after acceptance); nil: no
	// venue.
	LoseAnswer func(t *testing.T)
	// Known lists cases, by name, that fail because of a defect of the executor not
	// fixed yet, each with the defect: they are skipped with that reason, so the
	// report stays in front of whoever runs the tests. Empty for an executor that
	// passes every case.
	Known map[string]string
}

// Phase is one phase of an executor's step.
type Phase struct {
	// Name is what the phase's intents carry in their payload's "phase" field
	// ("approve", "burn"); for a single-phase executor whose payload names none, any
	// name.
	Name string
	// MovesValue says the phase takes value out of its holder's hands (a transfer, a
	// burn, a bridge send, a venue withdrawal); an approval moves none.
	MovesValue bool
	// Waits says the phase's Submit sends nothing: it waits for a third party (the
	// bridge's own relayers) to finish what an earlier phase started. A request of it
	// cannot get lost, so the verdict case's never-sent variant skips it.
	Waits bool
}

// Movement is one movement the suite ran, for the Subject's reads of the outside world.
type Movement struct {
	// I is the index Params got.
	I int
	// ID is the movement's ID.
	ID uuid.UUID
	// Pool is the database it ran on: the noop's outside world is a table there.
	Pool *pgxpool.Pool
}

// Elsewhere is a phase of the step a third party does before the executor does: a
// relayer delivering a bridge message the executor would relay itself, or the
// bridge's own relayers delivering before the executor starts watching for it.
type Elsewhere struct {
	// Phase is the phase the third party does.
	Phase string
	// Do does it for movement m (or waits until the third party did it), whose node
	// holds the earlier phases' progress, while the executor's own intent for the
	// phase is written and not yet submitted.
	Do func(t *testing.T, m Movement, node executor.Node)
}

// phaseOf names the phase an intent's payload belongs to: its "phase" field, or the
// only phase of a single-phase executor.
func (s *Subject) phaseOf(payload json.RawMessage) string {
	var p struct {
		Phase string `json:"phase"`
	}
	if json.Unmarshal(payload, &p) != nil || p.Phase == "" {
		return s.Phases[0].Name
	}
	return p.Phase
}

// valueBy reports whether any phase up to and including phase index k moves value.
func (s *Subject) valueBy(k int) bool {
	for _, p := range s.Phases[:k+1] {
		if p.MovesValue {
			return true
		}
	}
	return false
}

// firstValuePhase is the index of the first phase that moves value (-1: none).
func (s *Subject) firstValuePhase() int {
	for k, p := range s.Phases {
		if p.MovesValue {
			return k
		}
	}
	return -1
}
