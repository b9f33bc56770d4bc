#!/bin/bash
if ! make build; then
  exit 1
fi
status=$?
if [ "$status" -ne 0 ]; then exit 1; fi
