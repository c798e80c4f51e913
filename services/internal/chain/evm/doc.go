// Package evm is what QTG's EVM executors and workers share: the chain configuration
// (chains, RPC URLs, tokens, confirmations, signers), the Signer that turns an unsigned
// transaction into the exact bytes an intent stores, the RPC clients of each chain's
// providers, and the Quorum of providers that must confirm a "not sent".
//
// The configuration is one YAML file (MG_CONFIG_FILE), with environment overrides for
// what differs between deployments of the same file (RPC URLs, confirmations). Private
// keys are never in it: a signer names a key file or an environment variable, and the
// key is read when the signer is built. Keys never appear in errors, logs or %v output.
package evm
