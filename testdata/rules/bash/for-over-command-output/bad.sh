#!/bin/bash
for f in $(find . -name '*.txt'); do # want "bash/for-over-command-output"
  wc -l "$f"
done
for host in $(cat hosts.txt); do ping -c1 "$host"; done # want "bash/for-over-command-output"
