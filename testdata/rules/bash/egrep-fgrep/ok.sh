#!/bin/bash
grep -E 'a|b' file.txt
ps aux | grep -F "$name"
echo egrep
