#!/bin/bash
make build
if [ $? -ne 0 ]; then # want "bash/exit-status-tested-indirectly"
  exit 1
fi
if [ "$?" != 0 ]; then exit 1; fi # want "bash/exit-status-tested-indirectly"
