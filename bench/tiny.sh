#!/usr/bin/env bash
# The fixed cost of one review: `review --no-llm -y .` in a directory that
# holds one one-line file (not a git repository), the shape of each of the
# semgrep-rules dev set's 951 cases, where start-up is nearly all the time.
# Prints each run and the medians of wall time, CPU time (user+sys) and
# peak memory (RSS).
#
#   bench/tiny.sh                 # this checkout's build
#   bench/tiny.sh OLD NEW         # two binaries, in alternating pairs
#
# RUNS (default 21) runs per binary; FILE (default a.py) names the file and
# TEXT its line, a printf format whose %s is a new word each run: like the
# dev set's cases, no run's file has been seen before, so no result cache
# answers it. The cache directory is the user's (as score.py runs it): the
# memos of what was found clean are as large as real use makes them.
# Nothing is downloaded.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-21}
FILE=${FILE:-a.py}
TEXT=${TEXT:-'print("hi %s")'}
work=$(mktemp -d /tmp/teamreview-tiny.XXXXXX)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then
  (cd "$here" && go build -o "$work/teamreview" ./cmd/teamreview)
  set -- "$work/teamreview"
fi
mkdir "$work/src"
cd "$work/src"

# run BIN: one timed review of a file never seen; prints "wall cpu MiB".
run() {
  rm -rf .code-review docs
  # shellcheck disable=SC2059 # TEXT is the format
  printf "$TEXT\n" "$(basename "$1")-$$-$RANDOM$RANDOM" >"$FILE"
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$1" review --no-llm -y . >/dev/null 2>"$work/stderr" || {
    rc=$?; [ $rc -le 4 ] || { echo "bench: review failed ($rc): $(tail -3 "$work/stderr")" >&2; exit 2; }; }
  read -r wall user sys kib < <(tail -1 "$work/time")
  echo "$wall $(echo "$user + $sys" | bc) $((kib / 1024))"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

for b in "$@"; do : >"$work/$(basename "$b").runs"; done
for i in $(seq "$RUNS"); do
  # Alternate which binary goes first, so neither always meets a warmer
  # page cache or a quieter moment.
  if [ $((i % 2)) -eq 0 ]; then order=("$@"); else order=(); for ((k = $#; k >= 1; k--)); do order+=("${!k}"); done; fi
  for b in "${order[@]}"; do
    r=$(run "$b"); echo "$(basename "$b") $r"; echo "$r" >>"$work/$(basename "$b").runs"
  done
done
for b in "$@"; do
  f="$work/$(basename "$b").runs"
  echo "median $(basename "$b"): wall $(cut -d' ' -f1 "$f" | median) s, CPU $(cut -d' ' -f2 "$f" | median) s, peak $(cut -d' ' -f3 "$f" | median) MiB ($RUNS runs)"
done
