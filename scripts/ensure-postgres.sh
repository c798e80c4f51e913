#!/usr/bin/env bash
# Makes sure `make test` and `make run` can start their throwaway PostgreSQL: with
# DATABASE_URL set nothing is needed; otherwise the server binaries (initdb, postgres)
# must be installed. As root on Debian or Ubuntu they are installed here (the
# distribution's postgresql package, as .ci/run does); otherwise this says what to do.
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] && exit 0
command -v initdb >/dev/null 2>&1 && exit 0
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL server binaries missing: installing the postgresql package (apt-get)" >&2
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
  exit 0
fi
echo "PostgreSQL server binaries (initdb, postgres) are missing: install them (Debian/Ubuntu: sudo apt-get install postgresql) or set DATABASE_URL to an existing server" >&2
exit 1
