#!/bin/bash
if [ -n "$a" ] && [ -n "$b" ]; then echo both; fi
[[ $x = 1 || $y = 1 ]] && echo one
[ -a /etc/passwd ] && echo exists
