#!/bin/bash
fail() {
  echo "$1" >&2
  return 256 # want "bash/exit-status-out-of-range"
}
exit -1 # want "bash/exit-status-out-of-range"
