#!/bin/bash
cmd="$1"
eval "$cmd" # want "bash/eval-variable"
eval $EXTRA_FLAGS # want "bash/eval-variable"
