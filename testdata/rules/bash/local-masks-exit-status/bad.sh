#!/bin/bash
deploy() {
  local rev=$(git rev-parse HEAD) # want "bash/local-masks-exit-status"
  echo "$rev"
}
