#!/bin/bash
retries=3
deploy() {
  local target="$1"
  echo "$target" "$retries"
}
function cleanup {
  local dir="$1"
  rm -rf -- "$dir"
}
