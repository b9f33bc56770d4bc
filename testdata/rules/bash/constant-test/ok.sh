#!/bin/bash
mode=$1
if [ "$mode" = "release" ]; then
  make release
fi
if [[ $ENV == prod ]]; then
  echo prod
fi
if [ "${DEBUG:-}" != "on" ]; then echo quiet; fi
if [[ "$(uname)" == Darwin ]]; then echo mac; fi
if [ "x$1" = "x" ]; then echo none; fi
if [[ $f == *.txt ]]; then echo text; fi
if [ -n "$name" ]; then echo set; fi
