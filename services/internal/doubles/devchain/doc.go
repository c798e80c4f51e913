// Package devchain runs local EVM chains inside one process, so QTG's EVM executors
// and workers run and are tested with no network: each chain is an in-process
// go-ethereum node (the same machinery as ethclient/simulated, but serving standard
// JSON-RPC over HTTP on loopback and with its own chain ID), mining a block on every
// BlockInterval tick and as soon as a transaction arrives.
//
// Start prefunds deterministic dev accounts (keys derived from a seed, written to key
// files), deploys the USDC-like token of package contracts on every chain, mints to
// every dev account, and writes a chain configuration file (package evm's format) that
// the other services read through MG_CONFIG_FILE.
//
// Every chain also gets Circle's own CCTP V2 contracts, compiled from
// circlefin/evm-cctp-contracts (package contracts, contracts/circle/README.md):
// MessageTransmitterV2 and TokenMessengerV2 behind an AdminUpgradableProxy each, and
// TokenMinterV2, a minter of the chain's USDC. Each chain has its own CCTP domain
// (DefaultCCTPDomainBase upwards) and is linked to every other chain's; the transmitter
// accepts the attester keys written to Dir/keys/attester<i>.key. The configuration's
// cctp section names the proxies and the attestation service's URL; the service, the
// one part of CCTP that is a double (Circle runs it off-chain), is package iris
// (command cctp-attester, or devchaintest.StartCCTP).
//
// And LayerZero V2 (LayerZero's own compiled EndpointV2, and its ULN302 libraries, DVN
// and Executor as every path's: ULN302, uln.go) with its own endpoint ID
// (DefaultLZEidBase upwards), and Stargate V2's own compiled contracts on it
// (stargate.go: TokenMessaging and CreditMessaging, a StargatePoolUSDC registered under
// LZUSDCAssetID holding DefaultLZPoolLiquidity, its FeeLibV1), every chain's the peer of
// every other's and holding credit for every other; the key of the DVN/executor
// stand-in is written to Dir/keys/lz-executor.key (funded on every chain, the DVN's
// signer, the blacklister of every chain's USDC). The configuration's layerzero section
// names them; the stand-in is package lzexec (command lz-executor, or
// devchaintest.StartLZ), which also delivers the credits devchain sends at start.
//
// Development and tests only: the keys are derived from a public seed.
package devchain
