#!/usr/bin/env bash
# Fuzzes the parsers that read what others wrote — the verdict file, the
# configuration, git's diff, the model's answer — each for FUZZTIME
# (default 60s), one after another, starting from the seed corpora
# committed under each package's testdata/fuzz. A crash stops the script:
# go test writes the input that caused it to testdata/fuzz/<Fuzz…>/, where
# it becomes a regression test; fix the parser and commit both.
#
#   bench/fuzz.sh [FUZZTIME]        e.g. bench/fuzz.sh 10s
#
# FUZZ_PARALLEL (default 1: the machine is shared) sets -parallel.
set -euo pipefail
cd "$(dirname "$0")/.."

time=${1:-${FUZZTIME:-60s}}
parallel=${FUZZ_PARALLEL:-1}
targets=(
	"./internal/store FuzzDecode"     # .code-review/review-latest.json
	"./internal/config FuzzParse"     # .teamreview.yaml
	"./internal/scope FuzzParseDiff"  # git diff output
	"./internal/llm FuzzParse"        # a model's answer
)
for t in "${targets[@]}"; do
	read -r pkg name <<<"$t"
	echo "== $name in $pkg for $time"
	start=$(date +%s)
	set +e
	go test "$pkg" -run '^$' -fuzz "^${name}\$" -fuzztime "$time" -parallel "$parallel" 2>&1 |
		grep -v '^fuzz: elapsed: .*, execs: .*, new interesting'
	status=${PIPESTATUS[0]}
	set -e
	if [ "$status" -ne 0 ]; then
		echo "FAIL: $name in $pkg (exit $status); the failing input is in $pkg/testdata/fuzz/$name/" >&2
		exit 1
	fi
	echo "ok: $name, $(( $(date +%s) - start ))s"
done
