#!/bin/bash
deploy() {
  local rev
  rev=$(git rev-parse HEAD) || return 1
  local name="app"
  echo "$rev $name"
}
