#!/usr/bin/env bash
# Replays a project's history as its reviews would have gone: each of the
# last K first-parent commits (merges left out) is checked out and reviewed
# as the range C~1..C, offline, with the built-in specialists, the way an
# agent reviews its change before a pull request. The projects' maintainers
# merged these commits, so every Blocker or High is one to read: a false
# alarm stops work on a change people accepted. Prints one line per commit
# (verdict, counts by severity, seconds) and a total per project.
#
#   bench/replay.sh GIT_DIR_OR_URL... # local clones or bare mirrors
#   K=30 BIN=/path/to/teamreview bench/replay.sh /work/.mirror/pallets+flask/repo
#
# Each repository is cloned into a temporary directory (a local clone, no
# network for a path); the verdict files are kept in $OUT (default a
# temporary directory, printed at the end) for reading the findings.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
K=${K:-15}
[ $# -gt 0 ] || { echo "usage: bench/replay.sh GIT_DIR..." >&2; exit 2; }
work=$(mktemp -d /tmp/teamreview-replay.XXXXXX)
trap 'rm -rf "$work/src"' EXIT
OUT=${OUT:-$work/verdicts}
mkdir -p "$OUT" "$work/src"
bin=${BIN:-}
if [ -z "$bin" ]; then
  bin=$work/teamreview
  (cd "$here" && go build -o "$bin" ./cmd/teamreview)
fi
for repo in "$@"; do
  name=$(basename "${repo%/}")
  case $name in repo | .git) name=$(basename "$(dirname "${repo%/}")") ;; esac
  dir=$work/src/$name
  git clone -q "$repo" "$dir"
  total=0 blockers=0 highs=0
  for c in $(git -C "$dir" rev-list --first-parent --no-merges -n "$K" HEAD); do
    git -C "$dir" checkout -q -f "$c" && git -C "$dir" clean -qfdx
    start=$(date +%s.%N)
    (cd "$dir" && "$bin" review --no-llm -y "$c~1..$c" >/dev/null 2>&1) || true
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    v=$dir/.code-review/review-latest.json
    [ -f "$v" ] || { echo "$name ${c:0:12} no verdict"; continue; }
    cp "$v" "$OUT/$name.${c:0:12}.json"
    counts=$(jq -r '. as $r | [$r.verdict] + (["Blocker", "High", "Medium", "Low", "Info"] | map(. as $s | "\($s[0:1])=\([$r.findings[] | select(.severity == $s)] | length)")) | join(" ")' "$v")
    printf '%s %s %s %.1fs %s\n' "$name" "${c:0:12}" "$counts" "$secs" "$(git -C "$dir" log -1 --format=%s "$c" | cut -c1-60)"
    total=$((total + 1))
    blockers=$((blockers + $(jq '[.findings[] | select(.severity == "Blocker")] | length' "$v")))
    highs=$((highs + $(jq '[.findings[] | select(.severity == "High")] | length' "$v")))
  done
  echo "== $name: $total commits, $blockers Blocker, $highs High"
done
echo "verdicts in $OUT"
