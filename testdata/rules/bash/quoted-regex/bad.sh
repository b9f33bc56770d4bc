#!/bin/bash
if [[ $version =~ "^v[0-9]+$" ]]; then echo ok; fi # want "bash/quoted-regex"
[[ $name =~ '.*\.txt' ]] && echo text # want "bash/quoted-regex"
