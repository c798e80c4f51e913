#!/usr/bin/env bash
# Makes sure `make test` runs the whole suite: the operator console's browser test
# (services/internal/testing/e2e, TestConsoleInBrowser) needs a headless Chromium, and the
# chart's alert rule tests (deploy/charttest, TestAlertRulesPromtool) need promtool. As
# root on Debian or Ubuntu they are installed here (the distribution's chromium and
# prometheus packages), as ensure-postgres.sh installs PostgreSQL; otherwise this says
# what to install and the run goes on: those tests skip, and the run's summary lists them.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing+=(chromium)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${missing[*]} (apt-get) for the console's browser test and the alert rule tests" >&2
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
  exit 0
fi
echo "missing: ${missing[*]} (Debian/Ubuntu: sudo apt-get install --no-install-recommends ${missing[*]}); the tests that need them will skip" >&2
exit 0
