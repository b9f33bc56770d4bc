#!/bin/bash
exec /usr/bin/app $@ # want "bash/unquoted-all-arguments"
for arg in $*; do # want "bash/unquoted-all-arguments"
  echo "$arg"
done
