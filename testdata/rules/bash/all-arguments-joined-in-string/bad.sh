#!/bin/bash
log() {
  logger -t deploy "deploy: $@" # want "bash/all-arguments-joined-in-string"
}
die() { printf '%s\n' "$@ failed" >&2; exit 1; } # want "bash/all-arguments-joined-in-string"
