#!/bin/sh
if [ $answer = "yes" ]; then # want "bash/unquoted-test-operand"
  echo ok
fi
[ -n $name ] && echo "name set" # want "bash/unquoted-test-operand"
