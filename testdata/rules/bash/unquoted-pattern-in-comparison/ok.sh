#!/bin/bash
if [[ $answer == "$expected" ]]; then echo same; fi
[[ $file == *.txt ]] && echo text
[ "$a" = "$b" ] && echo same
