#!/bin/bash
for f in ./*.log; do
  [ -e "$f" ] || continue
  gzip "$f"
done
