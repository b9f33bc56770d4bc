#!/bin/sh
make build > build.log 2>&1
./run.sh >> "$LOG" 2>&1
errors=$(./check.sh 2>&1 >/dev/null)
./check.sh 2>&1 >/dev/null | grep -c error
