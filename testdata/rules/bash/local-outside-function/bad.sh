#!/bin/bash
local retries=3 # want "bash/local-outside-function"
deploy() {
  local target="$1"
  echo "$target"
}
