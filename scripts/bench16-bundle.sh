#!/usr/bin/env bash
# bench16-bundle: prepares the multi-core run of QTG against River and DBOS
# (docs/benchmarks.md, "On a 16-core machine"). The runner is not part of this
# repository: it is copied from BENCH16 (default ../shared/bench16, see its README) into
# .bench16 (ignored), where the remote machine receives it with the checkout, and its
# bundle is built from this tree. The runner's build script predates the move of the
# benchmark command to services/dev/bench; the copy is pointed at the new path.
#
#   make bench16-bundle                    # then: QUICK=1 bash .bench16/run.sh (smoke run here)
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH16=${BENCH16:-../shared/bench16}
if [[ ! -f "$BENCH16/run.sh" || ! -f "$BENCH16/build-bundle.sh" ]]; then
  echo "bench16-bundle: no runner at $BENCH16 (set BENCH16 to a copy of shared/bench16)" >&2
  exit 2
fi
rm -rf .bench16
cp -r "$BENCH16" .bench16
rm -rf .bench16/bundle
sed -i 's#\./services/bench #./services/dev/bench #' .bench16/build-bundle.sh
if ! grep -q '\./services/dev/bench ' .bench16/build-bundle.sh; then
  echo "bench16-bundle: .bench16/build-bundle.sh does not build ./services/dev/bench; fix its go build line" >&2
  exit 1
fi
.bench16/build-bundle.sh
ls -l .bench16/bundle/
