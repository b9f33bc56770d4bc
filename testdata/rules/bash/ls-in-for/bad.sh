#!/bin/bash
for f in $(ls *.log); do # want "bash/ls-in-for"
  gzip "$f"
done
