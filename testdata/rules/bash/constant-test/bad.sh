#!/bin/bash
mode=$1
if [ "mode" = "release" ]; then # want "bash/constant-test"
  make release
fi
if [[ ENV == prod ]]; then # want "bash/constant-test"
  echo prod
fi
[ "debug" != "on" ] && echo quiet # want "bash/constant-test"
