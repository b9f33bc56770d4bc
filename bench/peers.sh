#!/usr/bin/env bash
# The four comparisons of issue 20: teamreview against golangci-lint
# (govet, staticcheck, gosec) plus gitleaks on one repository, in
# alternating pairs, as medians of wall time, CPU time (user+sys) and peak
# memory (RSS).
#
#   bench/peers.sh REPO            # a git repository (it is copied, never touched)
#   bench/peers.sh MODULE@VERSION  # a module from the module cache, as a fresh repository
#   bench/peers.sh A B C           # each in turn; one table per repository
#
#   cold   whole repository, every analysis cache empty (teamreview's cache
#          directory, golangci-lint's cache; the go build cache is kept:
#          neither tool's own work is in it)
#   warm   the same again, nothing changed
#   core   a one-line edit (a new comment line) in the module's package
#          most imported by its others, staged: teamreview reviews the
#          staged change (what a commit hook or an agent's loop runs); the
#          peers have no such mode and run as a whole, with their caches
#   leaf   the same in a package nothing else in the module imports
#
# Every edit is a line neither tool has seen, so no result cache answers it.
# PAIRS (default 5) pairs per case, the order inside a pair alternating;
# CASES (default "cold warm core leaf") picks cases; BENCH_DIR reuses a work
# directory (and the peers installed in it); OUT names the results file
# (default BENCH_DIR/peers.md), a markdown table with the date and machine,
# which README's performance section quotes: with UPDATE_README=1 the
# script also copies it to bench/peers.md and puts it in README.md between
# the markers "<!-- bench/peers.sh: begin -->" and "<!-- bench/peers.sh: end -->".
#
# The peers are installed with "go install" from the Go module proxy into
# BENCH_DIR/bin at pinned versions; if that fails, the script says why and
# prints teamreview's figures alone. Peak memory is /usr/bin/time's
# maximum resident set size, else the child's getrusage (python3).
set -euo pipefail

GOLANGCI_VERSION=v2.15.0
GITLEAKS_VERSION=v8.30.1
PAIRS=${PAIRS:-5}
CASES=${CASES:-cold warm core leaf}
[ $# -ge 1 ] || { echo "usage: bench/peers.sh REPO|MODULE@VERSION..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
work=${BENCH_DIR:-$(mktemp -d /tmp/teamreview-peers.XXXXXX)}
work=$(cd "$work" 2>/dev/null && pwd || { mkdir -p "$work" && cd "$work" && pwd; })
OUT=${OUT:-$work/peers.md}
mkdir -p "$work/bin"
echo "peers: work dir $work" >&2

update_readme() { # TABLE_FILE: bench/peers.md and README's section become it
  cp "$1" "$here/bench/peers.md"
  python3 - "$here/README.md" "$1" <<'PY'
import sys
readme, out = sys.argv[1], sys.argv[2]
text, table = open(readme).read(), open(out).read()
begin, end = "<!-- bench/peers.sh: begin -->\n", "<!-- bench/peers.sh: end -->"
i, j = text.find(begin), text.find(end)
if i < 0 or j < i:
    sys.exit("peers: README.md has no bench/peers.sh markers")
open(readme, "w").write(text[:i + len(begin)] + "\n" + table + "\n" + text[j:])
PY
  echo "peers: README.md and bench/peers.md updated" >&2
}

# Several repositories: each measured in turn, in its own work directory
# (the installed peers shared), the tables one after the other.
if [ $# -gt 1 ]; then
  : >"$OUT"
  n=0
  for r in "$@"; do
    n=$((n + 1))
    mkdir -p "$work/$n"
    [ -d "$work/$n/bin" ] || cp -r "$work/bin" "$work/$n/bin"
    BENCH_DIR="$work/$n" OUT="$work/$n/peers.md" UPDATE_README= "$0" "$r"
    [ $n -gt 1 ] && echo >>"$OUT"
    cat "$work/$n/peers.md" >>"$OUT"
    cp -n "$work/$n/bin/golangci-lint" "$work/$n/bin/gitleaks" "$work/bin/" 2>/dev/null || true
  done
  [ "${UPDATE_README:-}" = 1 ] && update_readme "$OUT"
  exit 0
fi

# --- the tools -------------------------------------------------------------
(cd "$here" && go build -o "$work/bin/teamreview" ./cmd/teamreview)
peers=1
install() { # NAME PACKAGE@VERSION
  [ -x "$work/bin/$1" ] && return 0
  if ! GOBIN="$work/bin" GOFLAGS=-mod=mod GOWORK=off go install "$2" >"$work/install-$1.log" 2>&1; then
    echo "peers: cannot install $2 (the peer column is skipped): $(tail -n 1 "$work/install-$1.log")" >&2
    return 1
  fi
}
install golangci-lint "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$GOLANGCI_VERSION" || peers=0
[ $peers = 0 ] || install gitleaks "github.com/zricethezav/gitleaks/v8@$GITLEAKS_VERSION" || peers=0

# --- the repository --------------------------------------------------------
repo="$work/repo"
if [ ! -d "$repo/.git" ]; then
  if [ -d "$1" ]; then
    git clone -q "$1" "$repo"
  else
    src=$(go mod download -json "$1" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
    [ -n "$src" ] || { echo "peers: $1 is neither a directory nor a module the go command can download" >&2; exit 2; }
    cp -r "$src" "$repo" && chmod -R u+w "$repo"
    (cd "$repo" && git init -q && git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm base)
  fi
  (cd "$repo" && printf '.code-review/\ndocs/code-reviews/\n' >>.gitignore && git add .gitignore &&
    git -c user.name=bench -c user.email=bench@localhost commit -qm "bench: ignore review output")
fi
cd "$repo"
GOFLAGS=-mod=mod go mod download >/dev/null 2>&1 || true # what a developer has; untimed
go build ./... >/dev/null 2>&1 || true                     # the build cache both tools may use; untimed

# The core and leaf packages: by how many of the module's packages import
# each, the most and (among those with non-test files) none.
mapfile -t pkgs < <(go list -f '{{.Dir}} {{join .Imports " "}}' ./... 2>/dev/null)
modpath=$(go list -m)
declare -A importers=() dirOf=()
for line in "${pkgs[@]}"; do
  read -r dir imps <<<"$line"
  rel=${dir#"$PWD"}; rel=.${rel}
  dirOf[$modpath${rel#.}]=$rel
  for imp in $imps; do [[ $imp == "$modpath"* ]] && importers[$imp]=$((${importers[$imp]:-0} + 1)); done
done
core="" coreN=-1 leaf=""
for p in $(printf '%s\n' "${!dirOf[@]}" | sort); do
  n=${importers[$p]:-0}
  f=$(cd "${dirOf[$p]}" && ls *.go 2>/dev/null | grep -v '_test\.go$' | head -n 1 || true)
  [ -n "$f" ] || continue
  if [ "$n" -gt "$coreN" ]; then core=${dirOf[$p]}/$f coreN=$n; fi
  if [ "$n" = 0 ] && [ -z "$leaf" ]; then leaf=${dirOf[$p]}/$f; fi
done
echo "peers: core edit in $core (imported by $coreN packages), leaf edit in $leaf" >&2

# --- measuring -------------------------------------------------------------
# measure LOG CMD…: runs CMD (output to LOG) and prints "wall cpu rssKB".
measure() {
  local log=$1; shift
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%e %U %S %M' -o "$log.time" "$@" >"$log" 2>&1 || true
    # GNU time puts "Command exited with non-zero status N" first.
    tail -n 1 "$log.time" | awk '{printf "%.2f %.2f %d\n", $1, $2 + $3, $4}'
  else
    python3 - "$log" "$@" <<'PY'
import os, sys, time
log, argv = sys.argv[1], sys.argv[2:]
t = time.monotonic()
with open(log, "wb") as out:
    pid = os.fork()
    if pid == 0:
        os.dup2(out.fileno(), 1); os.dup2(out.fileno(), 2)
        os.execvp(argv[0], argv)
    _, _, ru = os.wait4(pid, 0)
print("%.2f %.2f %d" % (time.monotonic() - t, ru.ru_utime + ru.ru_stime, ru.ru_maxrss))
PY
  fi
}
# sum two measurements run one after the other: times add, peaks do not.
combine() { awk -v a="$1" -v b="$2" 'BEGIN{split(a,x," ");split(b,y," ");printf "%.2f %.2f %d\n",x[1]+y[1],x[2]+y[2],(x[3]>y[3]?x[3]:y[3])}'; }
median() { sort -n | awk '{v[NR]=$1} END{if(NR==0){print "-"}else if(NR%2){print v[(NR+1)/2]}else{printf "%.2f\n",(v[NR/2]+v[NR/2+1])/2}}'; }

export GOCACHE="$(go env GOCACHE)"
export TEAMREVIEW_CACHE_DIR="$work/tr-cache" GOLANGCI_LINT_CACHE="$work/lint-cache"
lint=("$work/bin/golangci-lint" run --no-config --default=none -E govet -E staticcheck -E gosec --max-issues-per-linter=0 --max-same-issues=0 --timeout=60m ./...)
leaks=("$work/bin/gitleaks" dir --no-banner --redact --exit-code 0 .)

edits=0
edit() { # FILE: append a comment line no run has seen, and stage it
  edits=$((edits + 1))
  printf '\n// bench edit %s-%d\n' "$(date +%s%N)" "$edits" >>"$1"
  git add "$1"
}
# What a run of either tool finds in the repository is a clean checkout plus
# what one review leaves: its verdict and its hidden shadow files. Earlier
# runs' archived verdicts and reports are removed, since gitleaks scans them
# (dozens of megabytes after a few cases) and would be timed on our output.
clean_outputs() {
  find .code-review -maxdepth 1 -name 'review-*' ! -name 'review-latest.json' -exec rm -f {} + 2>/dev/null || true
  rm -rf docs/code-reviews .code-review/sessions
}
prepare() { # CASE: what every run of the case starts from
  clean_outputs
  case $1 in
  cold) rm -rf "$TEAMREVIEW_CACHE_DIR" "$GOLANGCI_LINT_CACHE" ;;
  core) edit "$core" ;;
  leaf) edit "$leaf" ;;
  esac
}
tr_run() { # CASE
  case $1 in
  cold | warm) measure "$work/tr.log" "$work/bin/teamreview" review --no-llm -y . ;;
  *) measure "$work/tr.log" "$work/bin/teamreview" review --no-llm -y ;;
  esac
}
peer_run() {
  local a b
  a=$(measure "$work/lint.log" "${lint[@]}")
  b=$(measure "$work/leaks.log" "${leaks[@]}")
  combine "$a" "$b"
}

results="$work/results.tsv"
: >"$results"
for c in $CASES; do
  # One untimed run of each first, so that warm and the edits start with
  # the caches an earlier run would have left; cold empties them anyway.
  if [ "$c" != cold ]; then
    prepare "$c"; tr_run "$c" >/dev/null; [ $peers = 0 ] || peer_run >/dev/null
  fi
  for i in $(seq "$PAIRS"); do
    first=tr; [ $((i % 2)) = 0 ] && [ $peers = 1 ] && first=peer
    for who in $first $([ $first = tr ] && echo peer || echo tr); do
      [ "$who" = peer ] && [ $peers = 0 ] && continue
      prepare "$c"
      if [ "$who" = tr ]; then m=$(tr_run "$c"); else m=$(peer_run); fi
      echo "$c $who $i $m" | tee -a "$results" >&2
    done
  done
  git reset -q --hard HEAD # drop the edits
done

# --- the table -------------------------------------------------------------
med() { awk -v c="$1" -v w="$2" -v k="$3" '$1==c && $2==w {print $k}' "$results" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{if(a=="-"||b=="-"||b==0){print "-"}else{printf "%.2f×\n",a/b}}'; }
mb() { awk -v k="$1" 'BEGIN{if(k=="-"){print "-"}else{printf "%.0f MB\n",k/1024}}'; }
{
  echo "Measured $(date -u +%Y-%m-%d) on $(uname -sm), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //' || echo unknown CPU)), load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown) at the end;"
  echo "repository $1 ($(git ls-files '*.go' | xargs cat | wc -l) lines of Go); $PAIRS alternating pairs per case, medians;"
  echo "peers: golangci-lint $GOLANGCI_VERSION (govet, staticcheck, gosec) then gitleaks $GITLEAKS_VERSION, times added, peak the larger."
  echo
  echo "| case | teamreview wall | CPU | peak | peers wall | CPU | peak | time ratio | memory ratio |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for c in $CASES; do
    tw=$(med "$c" tr 4) tc=$(med "$c" tr 5) tm=$(med "$c" tr 6)
    pw=$(med "$c" peer 4) pc=$(med "$c" peer 5) pm=$(med "$c" peer 6)
    echo "| $c | ${tw} s | ${tc} s | $(mb "$tm") | ${pw} s | ${pc} s | $(mb "$pm") | $(ratio "$tw" "$pw") | $(ratio "$tm" "$pm") |"
  done
} >"$OUT"
cat "$OUT"
[ "${UPDATE_README:-}" = 1 ] && update_readme "$OUT"
exit 0
