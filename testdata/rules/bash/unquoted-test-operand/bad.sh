#!/bin/sh
if [ $answer = "yes" ]; then # want "bash/unquoted-test-operand"
  echo ok
fi
