package evmcall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// RPCTimeout bounds every single RPC, so a hung endpoint cannot hold the dispatcher's
// locks or the observer's connection for long.
const RPCTimeout = 10 * time.Second

// RecoverTimeout bounds a Recover, which may bisect a sender's nonce over many blocks.
const RecoverTimeout = 3 * RPCTimeout

// Options configures a Kernel.
type Options struct {
	// Key is the executor's key, for errors and logs. Required.
	Key string
	// Config is the chain configuration. Required.
	Config *evm.Config
	// Signers sign for the configured sender addresses; a process that does not sign
	// has the address book (signers that refuse to sign).
	Signers map[common.Address]evm.Signer
	// Pool holds the intents' candidates (fee-bump replacements and cancellations); nil
	// (tests of the executor alone): an intent has no candidate but its own
	// transaction, and CancelAttempt refuses, having nowhere to record a cancellation.
	Pool *db.Pool
	// Logger receives what operators must see. Default: JSON on stderr.
	Logger *zerolog.Logger
	// Section names the chain configuration section the executor needs ("cctp"), and
	// Has reports whether a chain has it; nil Has: every configured chain.
	Section string
	Has     func(*evm.Chain) bool
	// FeeBumps lets ObserveSigned replace a candidate that sits in the pool underpriced.
	FeeBumps bool
	// Validate checks a node's config (executor.Executor's ValidateConfig); nil: the
	// executor validates configs itself.
	Validate func(config json.RawMessage) error
	// Phases, for an executor whose steps are a phase table, returns a node's table and
	// the payload its intents decode into: the kernel's Submit, Observe and Recover run
	// it. Nil: the executor implements them.
	Phases func(node executor.Node) (Payload, Table)
}

// Kernel is the EVM side of an executor: its chains, clients, signers and candidate
// store, and every rule of a signed phase (see the package doc). Executors embed it;
// it is safe for concurrent use.
type Kernel struct {
	key      string
	cfg      *evm.Config
	clients  *evm.Clients
	signers  map[common.Address]evm.Signer
	pool     *db.Pool
	log      zerolog.Logger
	section  string
	has      func(*evm.Chain) bool
	feeBumps bool
	validate func(json.RawMessage) error
	phases   func(executor.Node) (Payload, Table)
}

// New returns a kernel for the configured chains.
func New(o Options) (*Kernel, error) {
	if o.Config == nil {
		return nil, fmt.Errorf("%s: Config is required", o.Key)
	}
	if o.Key == "" {
		return nil, errors.New("evmcall: Key is required")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", o.Key).Logger()
	if o.Logger != nil {
		log = o.Logger.With().Str("executor", o.Key).Logger()
	}
	has := o.Has
	if has == nil {
		has = func(*evm.Chain) bool { return true }
	}
	return &Kernel{key: o.Key, cfg: o.Config, clients: evm.NewClients(o.Config), signers: o.Signers, pool: o.Pool,
		log: log, section: o.Section, has: has, feeBumps: o.FeeBumps, validate: o.Validate, phases: o.Phases}, nil
}

// Build makes the kernel of e, an executor that embeds one, from o: it stores it in
// *kernel (e's embedded field) and returns e. o's Validate and Phases are usually e's
// own methods, which is why e exists first.
func Build[E any](e E, kernel **Kernel, o Options) (E, error) {
	k, err := New(o)
	if err != nil {
		var none E
		return none, err
	}
	*kernel = k
	return e, nil
}

// AnyChain reports whether any chain of cfg satisfies has (an executor whose chains
// need a section is only worth registering then).
func AnyChain(cfg *evm.Config, has func(*evm.Chain) bool) bool {
	for i := range cfg.Chains {
		if has(&cfg.Chains[i]) {
			return true
		}
	}
	return false
}

// Close releases the RPC clients.
func (k *Kernel) Close() { k.clients.Close() }

// Key implements executor.Executor.
func (k *Kernel) Key() string { return k.key }

// HasSideEffect implements executor.Executor: every phase of an EVM executor moves money
// or allowance.
func (k *Kernel) HasSideEffect(json.RawMessage) bool { return true }

// ValidateConfig implements executor.Executor with Options.Validate.
func (k *Kernel) ValidateConfig(config json.RawMessage) error {
	if k.validate == nil {
		return fmt.Errorf("%s: no config validation", k.key)
	}
	return k.validate(config)
}

// Chains returns the chain configuration.
func (k *Kernel) Chains() *evm.Config { return k.cfg }

// Log returns the executor's logger.
func (k *Kernel) Log() *zerolog.Logger { return &k.log }

// Client returns ch's RPC client (dialled on first use, within RPCTimeout); its errors
// name the chain, never its RPC URL.
func (k *Kernel) Client(ctx context.Context, ch *evm.Chain) (*ethclient.Client, error) {
	ctx, cancel := context.WithTimeout(ctx, RPCTimeout)
	defer cancel()
	cl, err := k.clients.Get(ctx, ch.Name)
	if err != nil {
		return nil, evm.Redact(ch, err)
	}
	return cl, nil
}

// isSigner reports whether the process has a signer (or an address-book entry) for a.
func (k *Kernel) isSigner(a common.Address) bool {
	_, ok := k.signers[a]
	return ok
}

// Health implements executor.Executor: every chain of the executor must answer with a
// head not older than the chain's head_stale_after. DOWN when none does, DEGRADED when
// some do not or lag.
func (k *Kernel) Health(ctx context.Context) executor.Health {
	var details []string
	var total, down, degraded int
	for i := range k.cfg.Chains {
		ch := &k.cfg.Chains[i]
		if !k.has(ch) {
			continue
		}
		total++
		cl, err := k.clients.Get(ctx, ch.Name)
		if err == nil {
			head, herr := cl.HeaderByNumber(ctx, nil)
			if err = herr; err == nil {
				age := time.Since(time.Unix(int64(head.Time), 0)).Round(time.Second)
				if ch.HeadStaleAfter > 0 && age > ch.HeadStaleAfter {
					degraded++
					details = append(details, fmt.Sprintf("%s: head %d is %s old", ch.Name, head.Number, age))
				} else {
					details = append(details, fmt.Sprintf("%s: head %d", ch.Name, head.Number))
				}
				continue
			}
		}
		down++
		details = append(details, fmt.Sprintf("%s: %v", ch.Name, evm.Redact(ch, err)))
	}
	status := executor.HealthUp
	switch {
	case total > 0 && down == total:
		status = executor.HealthDown
	case down > 0 || degraded > 0:
		status = executor.HealthDegraded
	}
	return executor.Health{Status: status, Detail: strings.Join(details, "; ")}
}
