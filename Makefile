# QTG developer entry points. `make help` lists them.
#
# Go modules in the workspace (go.work). The tools module (sqlc, golangci-lint) is kept
# out of the workspace so its dependencies never shift the services' versions.
MODULES := api db deploy/charttest services sql
PKGS    := $(foreach m,$(MODULES),./$(m)/...)
# The packages whose tests run longest, named first: go test starts packages in the order
# they are named (each once), and on CI's two cores one of them started last would run
# alone for minutes with the other core idle.
SLOW_PKGS := ./services/internal/testing/e2e ./services/internal/executor/cctptransfer \
	./services/internal/executor/ofttransfer ./services/internal/executor/cciptransfer
BIN     := $(CURDIR)/.tmp/bin
# Runs a command with DATABASE_URL set, starting a throwaway PostgreSQL when it is unset.
DEVPG   := go run ./db/cmd/qtg-devpg --root $(CURDIR)/.tmp/pg --

.DEFAULT_GOAL := help
.PHONY: help generate verify lint test run demo migrate tools bench bench-qtg bench-peers bench-big-tables bench16-bundle chaos owners-cctp owners-ccip

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

TOOLS := $(BIN)/sqlc $(BIN)/golangci-lint $(BIN)/buf $(BIN)/protoc-gen-go $(BIN)/protoc-gen-go-grpc $(BIN)/protoc-gen-openapiv2 $(BIN)/abigen
# devchain's Solidity sources, their compiled ABI/bin artifacts and go-ethereum bindings.
CONTRACTS := services/internal/chain/contracts

tools: $(TOOLS) ## Build the pinned code generators and linters into .tmp/bin

$(BIN)/gotestsum: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/gotestsum gotest.tools/gotestsum

$(BIN)/sqlc: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/sqlc github.com/sqlc-dev/sqlc/cmd/sqlc

$(BIN)/golangci-lint: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/golangci-lint github.com/golangci/golangci-lint/v2/cmd/golangci-lint

$(BIN)/buf: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/buf github.com/bufbuild/buf/cmd/buf

$(BIN)/protoc-gen-go: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/protoc-gen-go google.golang.org/protobuf/cmd/protoc-gen-go

$(BIN)/protoc-gen-go-grpc: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/protoc-gen-go-grpc google.golang.org/grpc/cmd/protoc-gen-go-grpc

$(BIN)/protoc-gen-openapiv2: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/protoc-gen-openapiv2 github.com/grpc-ecosystem/grpc-gateway/v2/protoc-gen-openapiv2

$(BIN)/abigen: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/abigen github.com/ethereum/go-ethereum/cmd/abigen

# The Solidity compiler is the solc npm package pinned by tools/solc/package-lock.json;
# npm ci installs exactly that (its marker file is newer than the lock file afterwards).
tools/solc/node_modules/.package-lock.json: tools/solc/package.json tools/solc/package-lock.json
	cd tools/solc && npm ci --ignore-scripts --no-audit --no-fund

# The protocol owners' published Solidity, for the tests that run it (packages ccip and
# layerzero, their owners tests) and for the contracts devchain compiles from it: each
# fetched from the npm registry with `npm pack` (the package alone, none of its
# dependencies) at a pinned version, and checked against a pinned SHA-256 before
# anything reads it.
OWNERS := .tmp/owners

# owner_pkg unpacks npm package $(2), tarball $(3) of SHA-256 $(4), into $(OWNERS)/$(1).
define owner_pkg
$(OWNERS)/$(1)/package.json:
	mkdir -p $(OWNERS)
	cd $(OWNERS) && npm pack --silent $(2) >/dev/null
	echo "$(4)  $(OWNERS)/$(3)" | sha256sum --check --quiet
	rm -rf $(OWNERS)/$(1) && mkdir -p $(OWNERS)/$(1)
	tar xzf $(OWNERS)/$(3) -C $(OWNERS)/$(1) --strip-components=1
endef
$(eval $(call owner_pkg,contracts-ccip,@chainlink/contracts-ccip@1.6.0,chainlink-contracts-ccip-1.6.0.tgz,4f67627c9a721df8caa91e6d7c0ddcf9a3a2a8d59ad958bacd3373641d4f3677))
$(eval $(call owner_pkg,chainlink-contracts,@chainlink/contracts@1.4.0,chainlink-contracts-1.4.0.tgz,ce1c6b2fea3f4fa07d1a23d53f0b9582c2adb99226d9201a33ee49e93810ddd3))
$(eval $(call owner_pkg,lz-evm-protocol-v2,@layerzerolabs/lz-evm-protocol-v2@3.0.168,layerzerolabs-lz-evm-protocol-v2-3.0.168.tgz,4f8fcf8173a0ff841a6e9f6891662eeaea6a44b2af410298b921a43169f6485c))
$(eval $(call owner_pkg,lz-evm-messagelib-v2,@layerzerolabs/lz-evm-messagelib-v2@3.0.168,layerzerolabs-lz-evm-messagelib-v2-3.0.168.tgz,0c6e8b10e46b0868150f0e69158c9b030da69b85c94fb0a4ef01ba26776f8259))
$(eval $(call owner_pkg,oft-evm,@layerzerolabs/oft-evm@4.0.1,layerzerolabs-oft-evm-4.0.1.tgz,ee4269c0a02ab73a634dd954e88527c72184187cbeee836f023fb73203cfe929))
$(eval $(call owner_pkg,openzeppelin-contracts,@openzeppelin/contracts@5.1.0,openzeppelin-contracts-5.1.0.tgz,fcddd83ee65457e2dd40d207010c885b45cdf6ea2360ca8c9d4cf2cca5e2b3b2))
$(eval $(call owner_pkg,memview-sol,@summa-tx/memview-sol@2.1.2,summa-tx-memview-sol-2.1.2.tgz,7ba1b6348b9e56d9770892689e2084ea83f803fe712be872c71190faeeb35bdd))
$(eval $(call owner_pkg,openzeppelin-contracts-3.4.2,@openzeppelin/contracts@3.4.2,openzeppelin-contracts-3.4.2.tgz,72f4176e8d4db8825a6161a7663061f3c3d3f2f6e14c7d5357bec6bd1dd9c7bd))
$(eval $(call owner_pkg,stg-evm-v2,@stargatefinance/stg-evm-v2@2.0.6,stargatefinance-stg-evm-v2-2.0.6.tgz,994919254b234eb970e623e2e558f7d20d91c6b04a44b65a44d46c53c76cf0c3))
OWNER_PKGS := $(foreach p,contracts-ccip lz-evm-protocol-v2 lz-evm-messagelib-v2 oft-evm openzeppelin-contracts stg-evm-v2,$(OWNERS)/$(p)/package.json)
CCIP_ROOT  := @chainlink/contracts-ccip/=$(OWNERS)/contracts-ccip/
LZ_ROOTS   := @layerzerolabs/lz-evm-protocol-v2/=$(OWNERS)/lz-evm-protocol-v2/ @layerzerolabs/oft-evm/=$(OWNERS)/oft-evm/ \
	@openzeppelin/contracts/=$(OWNERS)/openzeppelin-contracts/ @stargatefinance/stg-evm-v2/=$(OWNERS)/stg-evm-v2/
# LayerZero's own compiled EndpointV2, which devchain deploys as it is.
LZ_ARTIFACTS := $(OWNERS)/lz-evm-protocol-v2/artifacts/contracts
# LayerZero's own compiled message libraries (ULN302) and workers (DVN, Executor, their fee
# libraries and PriceFeed), which devchain deploys as they are; no proxy (see
# services/internal/doubles/devchain/uln.go), so none of the package's proxy artifacts.
ULN_ARTIFACTS := $(OWNERS)/lz-evm-messagelib-v2/artifacts/contracts
ULN_CONTRACTS := uln/uln302/SendUln302 uln/uln302/ReceiveUln302 uln/dvn/DVN uln/dvn/DVNFeeLib Executor ExecutorFeeLib PriceFeed
# uln_bind binds the ULN artifacts $(2) as package $(1) under $(CONTRACTS)/uln. Apart, since
# abigen names a method's output struct after the method alone: SendUln302, ReceiveUln302
# and both fee libraries have version(), DVN and Executor dstConfig(eid).
define uln_bind
node tools/solc/combine.js $(CONTRACTS)/build $(1).sol $(2) > $(CONTRACTS)/build/uln.$(1).combined.json
mkdir -p $(CONTRACTS)/uln/$(1)
$(BIN)/abigen --v2 --combined-json $(CONTRACTS)/build/uln.$(1).combined.json --pkg $(1) --out $(CONTRACTS)/uln/$(1)/$(1).go
endef
# Stargate V2's own compiled contracts (stg-evm-v2), which devchain deploys as they are:
# the messaging OApps, the USDC pool and its fee library (artifact path without .json).
STG_ARTIFACTS := $(OWNERS)/stg-evm-v2/artifacts/src
# CreditMessaging is bound in a package of its own: its binding and TokenMessaging's would
# both declare OAppVersionOutput.
STG_CONTRACTS := messaging/TokenMessaging.sol/TokenMessaging usdc/StargatePoolUSDC.sol/StargatePoolUSDC feelibs/FeeLibV1.sol/FeeLibV1

generate: $(TOOLS) tools/solc/node_modules/.package-lock.json $(OWNER_PKGS) ## Regenerate db/internal/dbsqlc from sql/ (sqlc), api/ and its OpenAPI document (the chart's copy too) from proto/ (buf), devchain contracts (solc, abigen)
	cd sql && $(BIN)/sqlc generate
	cd proto && $(BIN)/buf generate
	cp api/openapi/qtg.swagger.yaml helm/qtg/files/openapi.yaml
	node tools/solc/compile.js $(CONTRACTS) $(CCIP_ROOT) $(LZ_ROOTS)
	$(BIN)/abigen --v2 --abi $(CONTRACTS)/build/IERC20.abi --pkg contracts --type ERC20 --out $(CONTRACTS)/erc20.go
	$(BIN)/abigen --v2 --abi $(CONTRACTS)/build/USDC.abi --bin $(CONTRACTS)/build/USDC.bin --pkg contracts --type USDC --out $(CONTRACTS)/usdc.go
	@for c in MessageTransmitterV2 TokenMessengerV2 TokenMinterV2 AdminUpgradableProxy; do \
		echo "abigen $$c (Circle's, from $(CIRCLE))"; \
		$(BIN)/abigen --v2 --abi $(CIRCLE)/$$c.abi --bin $(CIRCLE)/$$c.bin --pkg contracts --type $$c \
			--out $(CONTRACTS)/$$(echo $$c | tr A-Z a-z).go || exit 1; done
	node tools/solc/combine.js $(CHAINLINK) chainlink $(CHAINLINK_CONTRACTS) > $(CONTRACTS)/build/Chainlink.combined.json
	$(BIN)/abigen --v2 --combined-json $(CONTRACTS)/build/Chainlink.combined.json --pkg contracts --out $(CONTRACTS)/chainlink.go
	node tools/solc/artifact.js $(LZ_ARTIFACTS)/EndpointV2.sol/EndpointV2.json $(CONTRACTS)/build EndpointV2
	node tools/solc/combine.js $(CONTRACTS)/build EndpointV2.sol EndpointV2 > $(CONTRACTS)/build/EndpointV2.combined.json
	$(BIN)/abigen --v2 --combined-json $(CONTRACTS)/build/EndpointV2.combined.json --pkg contracts --out $(CONTRACTS)/endpointv2.go
	$(foreach c,$(ULN_CONTRACTS),node tools/solc/artifact.js $(ULN_ARTIFACTS)/$(c).sol/$(notdir $(c)).json $(CONTRACTS)/build $(notdir $(c)) &&) true
	$(call uln_bind,senduln302,SendUln302)
	$(call uln_bind,receiveuln302,ReceiveUln302)
	$(call uln_bind,dvn,DVN DVNFeeLib)
	$(call uln_bind,executor,Executor ExecutorFeeLib PriceFeed)
	node tools/solc/compile.js services/internal/chain/ccip/testdata/owners $(CCIP_ROOT)
	node tools/solc/compile.js services/internal/chain/layerzero/testdata/owners $(LZ_ROOTS)
	$(foreach c,$(STG_CONTRACTS),node tools/solc/artifact.js $(STG_ARTIFACTS)/$(c).json $(CONTRACTS)/build $(notdir $(c)) &&) true
	node tools/solc/combine.js $(CONTRACTS)/build stg-evm-v2 $(foreach c,$(STG_CONTRACTS),$(notdir $(c))) > $(CONTRACTS)/build/Stargate.combined.json
	$(BIN)/abigen --v2 --combined-json $(CONTRACTS)/build/Stargate.combined.json --pkg stargate --out $(CONTRACTS)/stargate/stargate.go
	node tools/solc/artifact.js $(STG_ARTIFACTS)/messaging/CreditMessaging.sol/CreditMessaging.json $(CONTRACTS)/build CreditMessaging
	$(BIN)/abigen --v2 --abi $(CONTRACTS)/build/CreditMessaging.abi --bin $(CONTRACTS)/build/CreditMessaging.bin --pkg creditmessaging \
		--type CreditMessaging --out $(CONTRACTS)/stargate/creditmessaging/creditmessaging.go

# Circle's CCTP V2 contracts, compiled from circlefin/evm-cctp-contracts at CIRCLE_CCTP_COMMIT
# (a local clone or bare mirror of it: CIRCLE_CCTP_REPO=<its git dir>) with the submodules'
# npm packages and solc 0.7.6 (tools/solc). `make generate` binds the committed output and
# needs neither the repository nor this target; $(CIRCLE)/README.md gives the provenance.
CIRCLE             := $(CONTRACTS)/circle
CIRCLE_CCTP_COMMIT := 4061786a5726bc05f99fcdb53b0985599f0dbaf7

owners-cctp: tools/solc/node_modules/.package-lock.json $(OWNERS)/memview-sol/package.json $(OWNERS)/openzeppelin-contracts-3.4.2/package.json ## Rebuild Circle's CCTP V2 artifacts (CIRCLE_CCTP_REPO=<git dir of circlefin/evm-cctp-contracts>)
	@test -n "$(CIRCLE_CCTP_REPO)" || { echo "set CIRCLE_CCTP_REPO to a git dir of circlefin/evm-cctp-contracts"; exit 1; }
	rm -rf $(OWNERS)/evm-cctp-contracts && mkdir -p $(OWNERS)/evm-cctp-contracts
	git -C $(CIRCLE_CCTP_REPO) archive $(CIRCLE_CCTP_COMMIT) src | tar x -C $(OWNERS)/evm-cctp-contracts
	node tools/solc/circle.js $(OWNERS)/evm-cctp-contracts $(OWNERS)/memview-sol $(OWNERS)/openzeppelin-contracts-3.4.2 $(CIRCLE)

# Chainlink's CCIP v1.6 contracts, compiled from the pinned npm packages (contracts-ccip
# and the @chainlink/contracts it imports) with solc 0.8.26 (tools/solc) at the settings
# Chainlink releases with. `make generate` binds the committed output and needs neither
# the compiler run nor this target; $(CHAINLINK)/README.md gives the provenance.
CHAINLINK           := $(CONTRACTS)/chainlink
CHAINLINK_CONTRACTS := Router OnRamp OffRamp FeeQuoter NonceManager RMNRemote RMNProxy TokenAdminRegistry \
	BurnMintTokenPool WETH9 LinkToken

owners-ccip: tools/solc/node_modules/.package-lock.json $(OWNERS)/contracts-ccip/package.json $(OWNERS)/chainlink-contracts/package.json ## Rebuild Chainlink's CCIP v1.6 artifacts from the pinned npm packages
	node tools/solc/chainlink.js $(OWNERS)/contracts-ccip $(OWNERS)/chainlink-contracts $(CHAINLINK)

verify: generate ## Fail if generated code or go.mod/go.sum files are out of date
	@for m in $(MODULES) tools; do (cd $$m && GOWORK=off go mod tidy) || exit 1; done
	go work sync
	@git diff --exit-code -- . ':(exclude).tmp' || { echo "generated code or go.mod is stale: run 'make verify' and commit the result"; exit 1; }
	@test -z "$$(git status --porcelain --untracked-files=all -- db/internal/dbsqlc)" || { git status --porcelain -- db/internal/dbsqlc; echo "untracked generated files: commit them"; exit 1; }

lint: $(TOOLS) ## gofmt, go vet, golangci-lint over every module; no issue numbers or bench figures in comments; buf lint (and buf breaking against main) over proto/
	cd proto && $(BIN)/buf lint
	@if git cat-file -e main:proto/qtg/v1/movement.proto 2>/dev/null; then \
		echo "buf breaking against main"; cd proto && $(BIN)/buf breaking --against '../.git#branch=main,subdir=proto'; fi
	@test -z "$$(gofmt -l $(MODULES))" || { gofmt -l $(MODULES); echo "gofmt: the files above need formatting"; exit 1; }
	go vet $(PKGS)
	./scripts/lint-comments.sh
	@for m in $(MODULES); do echo "golangci-lint $$m"; (cd $$m && $(BIN)/golangci-lint run --config $(CURDIR)/.golangci.yml ./...) || exit 1; done

test: $(BIN)/gotestsum ## Run every module's tests (starts a throwaway PostgreSQL unless DATABASE_URL is set; installs the console's browser and promtool as root), then list what was skipped and why
	./scripts/ensure-postgres.sh
	./scripts/ensure-test-tools.sh
	$(DEVPG) $(BIN)/gotestsum --format pkgname-and-test-fails --format-hide-empty-pkg -- -race -count=1 -timeout 30m $(SLOW_PKGS) $(PKGS)

bench: bench-qtg ## Benchmark the core workers as separate processes at 1, 2 and 4 replicas (throwaway PostgreSQL with fsync on); BENCH_FLAGS='--replicas 1 --statements' (--gateway: clients through the gRPC API; then an idle-cost run of every worker, --idle 0 skips it)
	$(DEVPG) go test -run '^$$' -bench . -benchtime 2000x ./services/internal/app/engine/

bench-qtg:
	go run ./db/cmd/qtg-devpg --root $(CURDIR)/.tmp/pg --durable --stats -- go run ./services/dev/bench $(BENCH_FLAGS)

bench-big-tables: ## Claim p50/p99 of dispatcher, observer and recovery with 1 M terminal movements vs an empty database (QTG_BIG_TABLES=N to change)
	QTG_BIG_TABLES=$${QTG_BIG_TABLES:-1000000} go run ./db/cmd/qtg-devpg --root $(CURDIR)/.tmp/pg -- go test -count=1 -run TestClaimLatencyWithBigTables -v -timeout 60m ./db/

bench-peers: ## River and DBOS anchors (../shared/anchors, run in a temporary copy) and their scale-out (PEER_PROCS), then bench-qtg, with same-run ratios; RUNS=1
	./scripts/bench-peers.sh

bench16-bundle: ## Copy ../shared/bench16 into .bench16 and build its bundle from this tree, for the 16-core run (docs/benchmarks.md, "On a 16-core machine")
	./scripts/bench16-bundle.sh

chaos: ## Chaos run (own PostgreSQL, devchain, the doubles, gateway and workers as processes; every rail; kills, backend terminations, a Postgres restart, RPC and double faults, a third party, operator actions), then check from evidence; CHAOS_FLAGS='--duration 60s'
	go run ./services/dev/chaos $(CHAOS_FLAGS)

migrate: ## Apply the schema to DATABASE_URL
	go run ./services/migrate up

run: ## Start PostgreSQL (unless DATABASE_URL is set), migrate, and run the gateway and every worker as separate processes until Ctrl-C
	./scripts/ensure-postgres.sh
	go build -o $(BIN)/devrun ./services/dev/devrun
	$(DEVPG) $(BIN)/devrun

demo: ## With `make run` running in another terminal: create, approve and watch an example movement
	. .tmp/run/env && go run ./services/qtgctl demo
	. .tmp/run/env && go run ./services/qtgctl demo --template cctp-round-trip --params "$$QTG_CCTP_DEMO_PARAMS"
	. .tmp/run/env && go run ./services/qtgctl demo --template ccip-transfer --params "$$QTG_CCIP_DEMO_PARAMS"
	. .tmp/run/env && go run ./services/qtgctl demo --template oft-transfer --params "$$QTG_OFT_DEMO_PARAMS"
	. .tmp/run/env && go run ./services/qtgctl demo --template cex-round-trip --params "$$QTG_CEX_DEMO_PARAMS"
