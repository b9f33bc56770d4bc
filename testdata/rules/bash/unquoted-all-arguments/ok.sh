#!/bin/bash
exec /usr/bin/app "$@"
for arg in "$@"; do
  echo "$arg"
done
echo "called with $# arguments: $*"
