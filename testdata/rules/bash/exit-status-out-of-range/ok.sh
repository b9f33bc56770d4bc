#!/bin/bash
fail() {
  echo "$1" >&2
  return 1
}
exit 255
