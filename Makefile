# QTG developer entry points. `make help` lists them.
#
# Go modules in the workspace (go.work). The tools module (sqlc, golangci-lint) is kept
# out of the workspace so its dependencies never shift the services' versions.
MODULES := api db services sql
PKGS    := $(foreach m,$(MODULES),./$(m)/...)
BIN     := $(CURDIR)/.tmp/bin
# Runs a command with DATABASE_URL set, starting a throwaway PostgreSQL when it is unset.
DEVPG   := go run ./db/cmd/qtg-devpg --root $(CURDIR)/.tmp/pg --

.DEFAULT_GOAL := help
.PHONY: help generate verify lint test run migrate tools bench

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

tools: $(BIN)/sqlc $(BIN)/golangci-lint ## Build the pinned code generator and linter into .tmp/bin

$(BIN)/sqlc: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/sqlc github.com/sqlc-dev/sqlc/cmd/sqlc

$(BIN)/golangci-lint: tools/go.mod tools/go.sum
	cd tools && GOWORK=off go build -o $(BIN)/golangci-lint github.com/golangci/golangci-lint/v2/cmd/golangci-lint

generate: $(BIN)/sqlc ## Regenerate code from sql/ (sqlc) into db/dbsqlc
	cd sql && $(BIN)/sqlc generate

verify: generate ## Fail if generated code or go.mod/go.sum files are out of date
	@for m in $(MODULES) tools; do (cd $$m && GOWORK=off go mod tidy) || exit 1; done
	go work sync
	@git diff --exit-code -- . ':(exclude).tmp' || { echo "generated code or go.mod is stale: run 'make verify' and commit the result"; exit 1; }
	@test -z "$$(git status --porcelain --untracked-files=all -- db/dbsqlc)" || { git status --porcelain -- db/dbsqlc; echo "untracked generated files: commit them"; exit 1; }

lint: $(BIN)/golangci-lint ## gofmt, go vet and golangci-lint over every module
	@test -z "$$(gofmt -l $(MODULES))" || { gofmt -l $(MODULES); echo "gofmt: the files above need formatting"; exit 1; }
	go vet $(PKGS)
	@for m in $(MODULES); do echo "golangci-lint $$m"; (cd $$m && $(BIN)/golangci-lint run --config $(CURDIR)/.golangci.yml ./...) || exit 1; done

test: ## Run every module's tests (starts a throwaway PostgreSQL unless DATABASE_URL is set)
	$(DEVPG) go test -race -count=1 $(PKGS)

bench: ## Benchmark the core workers as separate processes (throwaway PostgreSQL with fsync on)
	go run ./db/cmd/qtg-devpg --root $(CURDIR)/.tmp/pg --durable -- go run ./services/bench $(BENCH_FLAGS)
	$(DEVPG) go test -run '^$$' -bench . -benchtime 2000x ./services/internal/engine/

migrate: ## Apply the schema to DATABASE_URL
	go run ./services/migrate up

run: ## Start a throwaway PostgreSQL (unless DATABASE_URL is set), migrate it, and keep it up until Ctrl-C
	$(DEVPG) sh -c 'go run ./services/migrate up && go run ./services/migrate status && \
		echo "QTG database ready. DATABASE_URL=$$DATABASE_URL" && echo "Ctrl-C stops it." && exec sleep infinity'
