#!/bin/bash
if [ "$answer" = "yes" ]; then
  echo ok
fi
[[ -n $name ]] && echo "name set"
[ $# -eq 0 ] && echo "no args"
rc=$?
[ $rc -le 3 ] || exit 2
if [ $? -ne 0 ]; then echo failed; fi
