#!/usr/bin/env bash
# Paired benchmark: teamreview's Go review against golangci-lint
# (govet + staticcheck + gosec) on the same packages of a module nobody here
# wrote, taken from the module cache. Prints medians, the median of the
# per-pair ratios, peak memory and both tools' finding counts.
#
#   bench/golangci.sh [MODULE@VERSION] [PACKAGE_DIR…]
#
# Defaults: github.com/zricethezav/gitleaks/v8 (a dependency, so it is in
# the module cache) at the version go.mod pins, packages detect and config.
# PAIRS (default 5) sets the pairs per measurement; PARTS (default
# "cold warm edit") picks the measurements, e.g. PARTS=edit PAIRS=3 while
# iterating. BENCH_DIR reuses a work directory (and its golangci-lint).
#
# edit is the one-file change: a fresh comment line staged in a file of the
# first package, reviewed by teamreview (staged changes: only that package
# is analyzed) and vetted by "go vet ./PACKAGE". Each run gets a line
# neither tool has seen, so teamreview's result cache misses. go vet is
# timed twice: with its cache busted for every package (a -printf.funcs
# value never used before changes every package's vet key, so it analyzes
# each dependency again, reusing only compiled export data), and as is
# (only the edited package is analyzed; its dependencies' facts come from
# go vet's cache). Both tools get one untimed run first, as any earlier
# review or vet would have been, so both start with their dependencies'
# facts cached (teamreview's facts cache is under XDG_CACHE_HOME).
# Needs the Go module proxy once, to install golangci-lint at a pinned
# version and download the module's dependencies; nothing else.
set -euo pipefail

GOLANGCI_VERSION=v2.15.0
PAIRS=${PAIRS:-5}
PARTS=${PARTS:-cold warm edit}
here=$(cd "$(dirname "$0")/.." && pwd)
work=${BENCH_DIR:-$(mktemp -d /tmp/teamreview-bench.XXXXXX)}
mod=${1:-github.com/zricethezav/gitleaks/v8@$(cd "$here" && go list -m -f '{{.Version}}' github.com/zricethezav/gitleaks/v8)}
shift || true
pkgs=("$@")
[ ${#pkgs[@]} -gt 0 ] || pkgs=(detect config)

echo "bench: work dir $work"
mkdir -p "$work/bin"
export GOBIN="$work/bin" GOFLAGS=-mod=mod GOWORK=off
[ -x "$work/bin/golangci-lint" ] || go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$GOLANGCI_VERSION"
(cd "$here" && go build -o "$work/bin/teamreview" ./cmd/teamreview)

# A private, writable copy of the module, as a git repository.
src=$(go mod download -json "$mod" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
repo="$work/repo"
if [ ! -d "$repo/.git" ]; then
  cp -r "$src" "$repo" && chmod -R u+w "$repo"
  (cd "$repo" && go mod download && git init -q && git add -A && git -c user.name=b -c user.email=b@b commit -qm base)
fi
cd "$repo"
go build ./... >/dev/null 2>&1 || true   # untimed: compile dependencies once (not what we compare)

# GOCACHE first: it defaults to $XDG_CACHE_HOME/go-build, and moving that
# would make every run of both tools recompile all dependencies.
export GOCACHE="$(go env GOCACHE)"
export GOLANGCI_LINT_CACHE="$work/lint-cache" XDG_CACHE_HOME="$work/xdg-cache"
lint=("$work/bin/golangci-lint" run --no-config --default=none -E govet -E staticcheck -E gosec
      --max-issues-per-linter=0 --max-same-issues=0 --output.json.path="$work/lint.json")
for p in "${pkgs[@]}"; do lint+=("./$p/..."); done
ours=("$work/bin/teamreview" review --format json -o "$work/ours.json" -y "${pkgs[@]}")

# time_run NAME CLEAR CMD…: one timed run after the command CLEAR (a
# function below, or :); appends "wall rss" to NAME.
time_run() {
  local name=$1 clear=$2; shift 2
  "$clear"
  # Let the previous run's writes reach the disk first: teamreview fsyncs
  # every file it writes, and a run that starts while they are flushed is
  # slowed by them (go vet measured 0.33 s alone, 0.6-0.8 s right after).
  sync; sleep 1
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>&1 || true
  # time(1) writes "Command exited with non-zero status N" first when the
  # tool exits non-zero (both do when they find something).
  tail -n 1 "$work/t" >> "$work/$name"
}
rm -f "$work"/{ours-cold,lint-cold,ours-warm,lint-warm,ours-edit,vet-edit,vetc-edit}
has() { case " $PARTS " in *" $1 "*) return 0;; esac; return 1; }
clear_ours() { rm -rf "${XDG_CACHE_HOME:?}/teamreview" .code-review; }
clear_lint() { rm -rf "${GOLANGCI_LINT_CACHE:?}"; }
clear_review() { rm -rf .code-review; }
# Alternate who goes first so drift on the machine hits both alike.
has cold && for i in $(seq "$PAIRS"); do
  if [ $((i % 2)) -eq 1 ]; then
    time_run ours-cold clear_ours "${ours[@]}"; time_run lint-cold clear_lint "${lint[@]}"
  else
    time_run lint-cold clear_lint "${lint[@]}"; time_run ours-cold clear_ours "${ours[@]}"
  fi
done
if has warm; then
  "${ours[@]}" >/dev/null 2>&1 || true; "${lint[@]}" >/dev/null 2>&1 || true # fill both caches
  for i in $(seq "$PAIRS"); do
    time_run ours-warm : "${ours[@]}"; time_run lint-warm : "${lint[@]}"
  done
fi
if has edit; then
  edited=$(ls "${pkgs[0]}"/*.go | grep -v '_test\.go$' | head -n 1)
  cp "$edited" "$work/edited.orig"
  ours_edit=("$work/bin/teamreview" review --format json -o "$work/ours-edit.json" -y)
  vet=(go vet "./${pkgs[0]}")
  "${vet[@]}" >/dev/null 2>&1 || true # vet the dependencies once, as any earlier vet would have
  printf '\n// bench edit 0 %s\n' "$(date +%s%N)" >> "$edited" && git add "$edited"
  "${ours_edit[@]}" >/dev/null 2>&1 || true # and review them once
  # edit_run I: a fresh line, then the three runs, teamreview first or last.
  edit_run() {
    cp "$work/edited.orig" "$edited"
    printf '\n// bench edit %s %s\n' "$1" "$(date +%s%N)" >> "$edited"
    git add "$edited"
    local busted=(go vet "-printf.funcs=benchbust$(date +%s%N)" "./${pkgs[0]}")
    [ $(($1 % 2)) -eq 1 ] && time_run ours-edit clear_review "${ours_edit[@]}"
    time_run vet-edit : "${busted[@]}"
    time_run vetc-edit : "${vet[@]}"
    [ $(($1 % 2)) -eq 0 ] && time_run ours-edit clear_review "${ours_edit[@]}"
    return 0
  }
  for i in $(seq "$PAIRS"); do edit_run "$i"; done
  cp "$work/edited.orig" "$edited"
  git reset -q -- "$edited"
fi

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
# report KIND OTHER LABEL: medians of teamreview's and the other tool's
# runs, the median of the paired ratios, and each one's peak memory.
report() {
  local kind=$1 other=$2 label=$3
  local ow lw ratio om lm
  [ -s "$work/ours-$kind" ] || return 0
  ow=$(awk '{print $1}' "$work/ours-$kind" | median)
  lw=$(awk '{print $1}' "$work/$other-$kind" | median)
  ratio=$(paste <(awk '{print $1}' "$work/ours-$kind") <(awk '{print $1}' "$work/$other-$kind") | awk '{print $1/$2}' | median)
  om=$(awk '{print $2}' "$work/ours-$kind" | sort -n | tail -1)
  lm=$(awk '{print $2}' "$work/$other-$kind" | sort -n | tail -1)
  printf '%-5s teamreview %6.2fs  %s %6.2fs  median paired ratio %.2fx  peak RSS %d MiB vs %d MiB\n' \
    "$kind" "$ow" "$label" "$lw" "$ratio" $((om / 1024)) $((lm / 1024))
  printf '      runs (s): teamreview %s; %s %s\n' "$(awk '{printf "%s ", $1}' "$work/ours-$kind")" "$label" "$(awk '{printf "%s ", $1}' "$work/$other-$kind")"
}
echo "packages: ${pkgs[*]} of $mod, $PAIRS pairs each, $(nproc) cores"
report cold lint golangci-lint
report warm lint golangci-lint
report edit vet "go vet ./${pkgs[0]} (cache busted)"
report edit vetc "go vet ./${pkgs[0]} (cached deps)"
has cold || has warm || exit 0
ours_all=$(grep -c '"id":' "$work/ours.json" || true)
ours_leaks=$(grep -c '"rule": "gitleaks/' "$work/ours.json" || true)
lint_n=$(grep -o '"FromLinter"' "$work/lint.json" | wc -l)
echo "findings: teamreview $((ours_all - ours_leaks)) from vet/staticcheck/gosec/gofmt (+ $ours_leaks from gitleaks, which golangci-lint does not run); golangci-lint $lint_n"
