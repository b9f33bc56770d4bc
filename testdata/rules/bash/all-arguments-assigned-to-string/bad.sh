#!/bin/bash
args=$@ # want "bash/all-arguments-assigned-to-string"
files="$@" # want "bash/all-arguments-assigned-to-string"
rsync -a $args /backup/
