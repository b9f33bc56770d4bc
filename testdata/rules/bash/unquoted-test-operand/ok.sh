#!/bin/bash
if [ "$answer" = "yes" ]; then
  echo ok
fi
[[ -n $name ]] && echo "name set"
[ $# -eq 0 ] && echo "no args"
