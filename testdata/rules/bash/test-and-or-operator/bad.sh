#!/bin/bash
if [ -n "$a" -a -n "$b" ]; then echo both; fi # want "bash/test-and-or-operator"
[ "$x" = 1 -o "$y" = 1 ] && echo one # want "bash/test-and-or-operator"
