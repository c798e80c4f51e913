#!/usr/bin/env bash
# bench-peers: the peers' anchors (River chain-of-3, DBOS 3-step queued workflows) and
# QTG's `make bench` back to back, so the ratios come from one run (the machine's speed
# drifts 25-40 % within hours). The anchors' code is not part of this repository: it is
# copied from ANCHORS (default ../shared/anchors, see its README) into a temporary folder
# and run there in place with its own throwaway PostgreSQL 15 (fsync on, as QTG's).
#
#   make bench-peers                          # RUNS=1 per anchor, QTG at 1,2,4 replicas
#   RUNS=3 BEFORE=1787c07 BENCH_FLAGS='--replicas 1' make bench-peers
#   BEFORE_WORKERS=ed56625 make bench-peers   # that revision's workers and gateway, this tree's bench
#   PEER_PROCS='1 2' make bench-peers         # the peers' scale-out at 1 and 2 processes ('' skips it)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
ANCHORS=${ANCHORS:-$ROOT/../shared/anchors}
RUNS=${RUNS:-1}
if [[ ! -x "$ANCHORS/run.sh" ]]; then
  echo "bench-peers: no anchors at $ANCHORS (set ANCHORS to a copy of shared/anchors)" >&2
  exit 2
fi
# The anchors' pg.sh starts its cluster on 127.0.0.1:55432 (PGPORT); a server already
# there makes its pg_ctl fail with no more than "could not start server".
if (exec 3<>/dev/tcp/127.0.0.1/"${PGPORT:-55432}") 2>/dev/null; then
  echo "bench-peers: something already listens on 127.0.0.1:${PGPORT:-55432}, where the anchors start their PostgreSQL; stop it first" >&2
  exit 2
fi
WORK=$(mktemp -d /tmp/qtg-peers.XXXXXX)
chmod 755 "$WORK"  # pg.sh runs Postgres as user postgres, which must reach its folder
trap 'rm -rf "$WORK"' EXIT
cp -r "$ANCHORS" "$WORK/anchors"
rm -rf "$WORK/anchors/results"
OUT="$WORK/anchors/results/run"
# run.sh's exit status is not a verdict (it can end on a test that found no noisy
# attempt); its results file is: both anchors' step rates must be in it.
(cd "$WORK/anchors" && OUT=results/run RUNS="$RUNS" ONLY="chain dbos" ./run.sh) >&2 || true
for b in river_chain3_tuned dbos_queue; do
  if ! grep -q "^RESULT $b steps_per_sec " "$OUT/results.txt" 2>/dev/null; then
    echo "bench-peers: the anchors did not report $b (see the output above)" >&2
    exit 1
  fi
done

# The peers' scale-out, for QTG's replicas to be judged against: River's chain-of-3 and
# DBOS's queued 3-step workflows with PEER_PROCS worker processes each (default 1 2 4),
# warm (the processes running before the work comes, as QTG's drain) and cold (the work
# queued first, the processes' start-up timed, as QTG's backlog), every count RUNS times,
# interleaved, on a fresh cluster of the anchors' pg.sh (run.sh has stopped its own). The harness is this repository's (scripts/peers, see
# riverprocs.go), built inside the copied anchors' modules, which pin the peers.
PEER_PROCS=${PEER_PROCS-1 2 4}
PROCS_OUT="$WORK/procs.txt"
: >"$PROCS_OUT"
if [[ -n "$PEER_PROCS" ]]; then
  for m in river dbos; do
    mkdir -p "$WORK/anchors/${m}bench/procs"
    cp scripts/peers/procs.go "scripts/peers/${m}procs.go" "$WORK/anchors/${m}bench/procs/"
    (cd "$WORK/anchors/${m}bench" && go build -o "$WORK/${m}procs" "./procs/${m}procs.go" ./procs/procs.go)
  done
  (
    cd "$WORK/anchors"
    trap './pg.sh stop >/dev/null 2>&1 || true' EXIT
    eval "$(./pg.sh start)"
    export DATABASE_URL
    for _ in $(seq "$RUNS"); do
      for n in $PEER_PROCS; do
        for cold in false true; do
          "$WORK/riverprocs" -procs "$n" -cold="$cold"
          "$WORK/dbosprocs" -procs "$n" -cold="$cold"
        done
      done
    done
  ) | tee -a "$PROCS_OUT"
fi

# QTG, right after, in the same shell: with BEFORE=<git revision>, that revision's own
# benchmark first (for a before/after pair from one run); then this tree's, with the
# noop nodes asynchronous (observed) and, unless SYNC=0, synchronous (outcome from
# Submit). Extra bench flags: BENCH_FLAGS (word-split).
QTG_OUT="$WORK/qtg.txt"
: >"$QTG_OUT"
read -r -a flags <<<"${BENCH_FLAGS:-}"
qtg() { go run ./db/cmd/qtg-devpg --root "$ROOT/.tmp/pg" --durable --stats -- go run ./services/dev/bench "${flags[@]}" "$@" | tee -a "$QTG_OUT"; }
if [[ -n "${BEFORE:-}" ]]; then
  # The earlier revision runs its own benchmark on its own schema (its workers cannot
  # run on today's tables), each replica count of BEFORE_REPLICAS in a fresh throwaway
  # cluster, labelled before-<revision> (its bench must know --label and --idle).
  mkdir -p "$WORK/before-src"
  git archive "$BEFORE" | tar -x -C "$WORK/before-src"
  for n in ${BEFORE_REPLICAS:-1 2}; do
    (cd "$WORK/before-src" && go run ./db/cmd/qtg-devpg --root "$ROOT/.tmp/pg" --durable --stats -- \
      go run ./services/dev/bench --replicas "$n" --idle 0 --label "before-$BEFORE") | tee -a "$QTG_OUT"
  done
fi
# With BEFORE_WORKERS=<git revision>, that revision's dispatcher, observer and recovery
# run under this tree's benchmark and schema (--worker-bin), right before this tree's
# own: a before/after pair of the engine alone, when that revision's workers run on
# today's tables.
if [[ -n "${BEFORE_WORKERS:-}" ]]; then
  mkdir -p "$WORK/before-workers-src" "$WORK/before-workers"
  git archive "$BEFORE_WORKERS" | tar -x -C "$WORK/before-workers-src"
  # The gateway too, for --gateway (whose clients then call that revision's API).
  for w in dispatcher observer recovery gateway; do
    (cd "$WORK/before-workers-src" && go build -o "$WORK/before-workers/$w" "./services/$w")
  done
  qtg --label "workers-$BEFORE_WORKERS" --idle 0 --worker-bin "$WORK/before-workers"
  if [[ "${SYNC:-1}" != 0 ]]; then
    qtg --label "workers-$BEFORE_WORKERS-sync" --idle 0 --worker-bin "$WORK/before-workers" '--node-config={"sync":true}'
  fi
fi
qtg --label this-tree
if [[ "${SYNC:-1}" != 0 ]]; then
  qtg --label this-tree-sync --idle 0 '--node-config={"sync":true}'
fi

median() { sort -g | awk '{a[NR]=$1} END{if (NR==0) print "nan"; else print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
river=$(awk '$1=="RESULT" && $2=="river_chain3_tuned" && $3=="steps_per_sec" {print $4}' "$OUT/results.txt" | median)
dbos=$(awk '$1=="RESULT" && $2=="dbos_queue" && $3=="steps_per_sec" {print $4}' "$OUT/results.txt" | median)
echo
echo "same-run peers (median of $RUNS): River chain-of-3 (tuned fetch) $river steps/s; DBOS queue 3-step workflows $dbos steps/s"
awk -v river="$river" -v dbos="$dbos" '$1=="RESULT" && ($2=="qtg" || $2=="qtg-drain" || $2=="qtg-backlog") {
  split($3, kv, "="); printf "%-11s %-26s %s replicas: %5.0f node-steps/s = %.2f× DBOS, %.2f× River\n", $2, $5, kv[2], $4, $4/dbos, $4/river }' "$QTG_OUT"
if [[ -s "$PROCS_OUT" ]]; then
  echo
  echo "scale-out on this machine (median of $RUNS per count; each against its own 1):"
  for b in river_chain3_procs dbos_queue_procs river_chain3_cold_procs dbos_queue_cold_procs; do
    one=$(awk -v b="${b}1" '$1=="RESULT" && $2==b {print $4}' "$PROCS_OUT" | median)
    for n in $PEER_PROCS; do
      v=$(awk -v b="$b$n" '$1=="RESULT" && $2==b {print $4}' "$PROCS_OUT" | median)
      awk -v b="$b" -v n="$n" -v v="$v" -v one="$one" 'BEGIN { printf "%-23s %s processes: %5.0f steps/s = %.2f× of one\n", b, n, v, v/one }'
    done
  done
  awk '$1=="RESULT" && ($2=="qtg" || $2=="qtg-drain" || $2=="qtg-backlog") {
    split($3, kv, "="); k = $2 " " $5; v[k, kv[2]] = $4; if (!(k in seen)) { seen[k] = 1; order[++n] = k }
    if (!((k, kv[2]) in seenr)) { seenr[k, kv[2]] = 1; reps[k] = reps[k] " " kv[2] } }
    END { for (i = 1; i <= n; i++) { k = order[i]; m = split(reps[k], r, " ")
      for (j = 1; j <= m; j++) if (((k, 1) in v) && v[k, 1] > 0)
        printf "%-38s %s replicas: %5.0f node-steps/s = %.2f× of one\n", k, r[j], v[k, r[j]], v[k, r[j]] / v[k, 1] } }' "$QTG_OUT"
fi
