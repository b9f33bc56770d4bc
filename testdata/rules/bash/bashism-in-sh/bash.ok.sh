#!/usr/bin/env bash
if [[ -n "$1" ]]; then echo arg; fi
source ./env.sh
files=(a b c)
