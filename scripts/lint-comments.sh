#!/usr/bin/env bash
# Fails on a comment line in hand-written Go code that points at the issue tracker
# ("issue 14", "item 3 of issue 11") or quotes a benchmark run ("1,200 node-steps/s", "1.9×",
# "bench run", "closing notes"). A comment says the rule and cites a section of docs/;
# figures live in docs/benchmarks.md with their command and machine (README,
# "Where to find things"). Generated files (a "Code generated … DO NOT EDIT." line)
# are skipped: fix their source (sql/queries, proto) instead.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t files < <(git ls-files -- '*.go' | grep -v '^tools/' | while read -r f; do
  [ -f "$f" ] && ! grep -qE '^// Code generated .* DO NOT EDIT\.$' "$f" && echo "$f"
done)
[ ${#files[@]} -gt 0 ] || exit 0

# awk: a comment is the text from "//" on; "issue" at the end of one comment line and a
# number at the start of the next count as one reference.
awk '
  function comment(line,   i) { i = index(line, "//"); return i ? substr(line, i + 2) : "" }
  FNR == 1 { prev = "" }
  {
    c = tolower(comment($0))
    bad = ""
    if (c ~ /(^|[^a-z])issues? ?#?[0-9]/ || c ~ /item [0-9]+ of issue/) bad = "cites an issue number"
    else if (prev ~ /(^|[^a-z])issues?[ (]*$/ && c ~ /^ *[0-9]/) bad = "cites an issue number"
    else if (c ~ /[0-9] (node-)?steps\/s|[0-9]×|bench run|closing notes/) bad = "quotes a benchmark figure"
    if (bad != "") { printf "%s:%d: comment %s: %s\n", FILENAME, FNR, bad, $0; n++ }
    prev = c
  }
  END { if (n) { print n " comment line(s): say the rule and cite docs/ (figures go to docs/benchmarks.md)"; exit 1 } }
' "${files[@]}"
