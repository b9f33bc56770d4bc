#!/bin/bash
if [ -z "$1" ]; then
  echo "no target"
  break # want "bash/loop-control-outside-loop"
fi
