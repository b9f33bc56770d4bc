#!/bin/bash
IFS=, # want "bash/ifs-changed-globally"
for f in $fields; do echo "$f"; done
