#!/bin/sh
if [ -n "$1" ]; then echo arg; fi
. ./env.sh
cleanup() { rm -f "$tmp"; }
make > build.log 2>&1
