#!/bin/sh
make build 2>&1 > build.log # want "bash/stderr-redirect-order"
./run.sh 2>&1 >> "$LOG" # want "bash/stderr-redirect-order"
