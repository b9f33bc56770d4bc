#!/bin/bash
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
ps aux > "$tmp"
grep x < /tmp/input.txt
