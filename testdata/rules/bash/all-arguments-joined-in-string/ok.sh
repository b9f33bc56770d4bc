#!/bin/bash
log() {
  logger -t deploy "deploy: $*"
}
run() { "$@"; }
printf '%s\n' "$@"
COMMAND="mkall.sh $@"
echo "$COMMAND"
