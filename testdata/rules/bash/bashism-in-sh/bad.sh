#!/bin/sh
if [[ -n "$1" ]]; then echo arg; fi # want "bash/bashism-in-sh"
source ./env.sh # want "bash/bashism-in-sh"
files=(a b c) # want "bash/bashism-in-sh"
grep x <<< "$text" # want "bash/bashism-in-sh"
diff <(sort a) b # want "bash/bashism-in-sh"
function cleanup() { rm -f "$tmp"; } # want "bash/bashism-in-sh"
make &> build.log # want "bash/bashism-in-sh"
