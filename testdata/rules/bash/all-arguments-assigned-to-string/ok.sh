#!/bin/bash
args=("$@")
joined="$*"
rsync -a "${args[@]}" /backup/
