#!/bin/sh
find . -name '*.tmp' | rm # want "bash/pipe-into-command-without-stdin"
pgrep -f worker | kill # want "bash/pipe-into-command-without-stdin"
