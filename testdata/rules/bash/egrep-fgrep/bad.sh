#!/bin/bash
egrep 'a|b' file.txt # want "bash/egrep-fgrep"
ps aux | fgrep "$name" # want "bash/egrep-fgrep"
