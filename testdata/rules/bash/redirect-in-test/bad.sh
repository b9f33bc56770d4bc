#!/bin/sh
if [ "$count" > 10 ]; then # want "bash/redirect-in-test"
  echo many
fi
[ $a < $b ] && echo less # want "bash/redirect-in-test"
