#!/bin/bash
if [ "$count" -gt 10 ]; then
  echo many
fi
[[ "$a" < "$b" ]] && echo before
[ "$a" \> "$b" ] && echo after
