#!/usr/bin/env bash
# Wall time and peak memory of a whole-directory review of the OWASP
# Benchmark's Java test cases (2,740 servlets, in ../shared/corpora or the
# directory given), cold (an empty result cache) and warm (the same files
# again), RUNS times each (default 5), printing each run and the medians.
#
#   bench/owasp_java.sh [CORPUS_DIR]
#   BIN=/path/to/teamreview bench/owasp_java.sh   # a binary built before
#
# Targets (issue 28): cold <= 10 s, warm <= 1 s, on a quiet 2-core
# machine (before, issue "Every language analyzed in process": cold <= 30 s
# and <= 1 GiB, warm <= 2 s). On a machine others load, compare the
# CPU-seconds, and run an old and a new binary in turn (BIN=). Only the
# review is timed; the binary is built first. Nothing is downloaded.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-$here/../shared/corpora/owasp-benchmark-java}
RUNS=${RUNS:-5}
[ -d "$corpus/testcode" ] || { echo "bench: no corpus at $corpus (want a testcode directory)" >&2; exit 2; }
work=$(mktemp -d /tmp/teamreview-owasp.XXXXXX)
trap 'rm -rf "$work"' EXIT
if [ -n "${BIN:-}" ]; then
  cp "$BIN" "$work/teamreview"
else
  (cd "$here" && go build -o "$work/teamreview" ./cmd/teamreview)
fi
cp -r "$corpus/testcode" "$work/src"
cd "$work/src"

# run LABEL CACHE_DIR: one timed review; prints "LABEL seconds MiB
# CPU-seconds" (CPU: user+sys, the figure a loaded machine does not blur).
run() {
  rm -rf .code-review docs
  /usr/bin/time -f '%e %M %U %S' -o "$work/time" env TEAMREVIEW_CACHE_DIR="$2" "$work/teamreview" review --no-llm -y . >/dev/null 2>"$work/stderr" || {
    rc=$?; [ $rc -le 3 ] || { echo "bench: review failed ($rc): $(tail -3 "$work/stderr")" >&2; exit 2; }; }
  # time puts "Command exited with non-zero status N" first when the
  # verdict is not PASS; the figures are on the last line.
  read -r secs kib user sys < <(tail -1 "$work/time")
  echo "$1 $secs $((kib / 1024)) $(echo "$user + $sys" | bc)"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

: >"$work/cold"; : >"$work/warm"
for i in $(seq "$RUNS"); do
  sync
  c=$(run cold "$work/cache-$i"); echo "$c"; echo "$c" >>"$work/cold"
  w=$(run warm "$work/cache-$i"); echo "$w"; echo "$w" >>"$work/warm"
done
for k in cold warm; do
  echo "median $k: $(cut -d' ' -f2 "$work/$k" | median) s, $(cut -d' ' -f3 "$work/$k" | median) MiB peak, $(cut -d' ' -f4 "$work/$k" | median) CPU-s"
done
