// Package contracts holds devchain's Solidity sources (*.sol), their compiled artifacts
// (build/*.abi, build/*.bin) and the go-ethereum bindings generated from them
// (erc20.go, usdc.go, ccip.go, endpointv2.go, and stargate/stargate.go in its own
// package, since the LayerZero and Stargate bindings both declare the protocol's shared
// structs). `make generate` rebuilds all of it with the pinned solc npm package
// (tools/solc) and the pinned abigen (tools/go.mod); the output is committed so that
// building QTG needs neither node nor solc.
//
// CCTP V2 is not a double: circle/ holds Circle's own contracts compiled from
// circlefin/evm-cctp-contracts (no Solidity of theirs is copied here; circle/README.md
// gives the commit, the submodules' packages, the compiler and its settings, and `make
// owners-cctp` rebuilds them byte for byte), bound as messagetransmitterv2.go,
// tokenmessengerv2.go, tokenminterv2.go and adminupgradableproxy.go.
//
// IERC20 is the token surface the evm_transfer executor relies on (transfer,
// balanceOf, the Transfer event), so it works with any standard token; USDC is the
// USDC-like token devchain deploys (6 decimals, mint/burn for configured minters: the
// mint(to, amount) returns (bool) and burn(amount) of Circle's IMintBurnToken, which
// TokenMinterV2 calls).
//
// CCIP.sol is the Chainlink CCIP v1.6 double: Router, OnRamp, OffRamp and a
// BurnMintTokenPool with the real structs, events, errors, messageId derivation and
// execution state machine (see package ccip). They share structs, so they are bound
// together (ccip.go, from build/CCIP.combined.json written by tools/solc/combine.js).
// endpointv2.go binds LayerZero's own EndpointV2, as LayerZero compiled it
// (build/EndpointV2.bin is the build artifact of the pinned lz-evm-protocol-v2 package,
// written by tools/solc/artifact.js), so devchain deploys the owner's endpoint, not ours.
// uln/ binds LayerZero's own ULN302 and workers the same way, from the pinned
// lz-evm-messagelib-v2 package: uln/senduln302 (SendUln302), uln/receiveuln302
// (ReceiveUln302), uln/dvn (DVN, DVNFeeLib) and uln/executor (Executor,
// ExecutorFeeLib, PriceFeed), each its own package since abigen names a method's output
// struct after the method alone and several of them share method names. Stargate.sol is the Stargate V2
// double: Stargate's TokenMessaging, the LayerZero OApp every pool sends through (taxi
// codec, assetId→pool registry, receiveTokenTaxi on delivery), and a Stargate-shaped USDC
// pool (an OFT) with OFTSent/OFTReceived, UnreceivedTokenCached and retryReceiveToken.
// TokenMessaging and StargatePoolUSDC share structs, so they are bound together
// (stargate/stargate.go, from build/Stargate.combined.json).
package contracts
