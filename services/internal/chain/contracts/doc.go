// Package contracts holds devchain's Solidity sources (*.sol), their compiled artifacts
// (build/*.abi, build/*.bin) and the go-ethereum bindings generated from them
// (erc20.go, usdc.go, endpointv2.go, and stargate/stargate.go and
// stargate/creditmessaging in packages of their own, since the LayerZero and Stargate
// bindings both declare the protocol's shared structs). `make generate` rebuilds all of it with the pinned solc npm package
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
// TokenMinterV2 calls; and FiatToken's blacklist, which the lz-executor uses to make a
// Stargate payout fail).
//
// CCIP v1.6 is not a double either: chainlink/ holds Chainlink's own contracts compiled
// from the pinned @chainlink/contracts-ccip and @chainlink/contracts packages
// (chainlink/README.md gives the versions, the compiler and its settings, and `make
// owners-ccip` rebuilds them byte for byte). They share structs, so they are bound
// together (chainlink.go, from build/Chainlink.combined.json written by
// tools/solc/combine.js).
// endpointv2.go binds LayerZero's own EndpointV2, as LayerZero compiled it
// (build/EndpointV2.bin is the build artifact of the pinned lz-evm-protocol-v2 package,
// written by tools/solc/artifact.js), so devchain deploys the owner's endpoint, not ours.
// uln/ binds LayerZero's own ULN302 and workers the same way, from the pinned
// lz-evm-messagelib-v2 package: uln/senduln302 (SendUln302), uln/receiveuln302
// (ReceiveUln302), uln/dvn (DVN, DVNFeeLib) and uln/executor (Executor,
// ExecutorFeeLib, PriceFeed), each its own package since abigen names a method's output
// struct after the method alone and several of them share method names. Stargate V2
// likewise: stargate/stargate.go binds Stargate's own TokenMessaging, StargatePoolUSDC and
// FeeLibV1 and stargate/creditmessaging its CreditMessaging (whose binding would
// collide with TokenMessaging's in one package), all from the build artifacts of the
// pinned stg-evm-v2 package (build/*.bin and *.runtime.bin written by
// tools/solc/artifact.js), so devchain deploys Stargate's contracts, not ours.
package contracts
