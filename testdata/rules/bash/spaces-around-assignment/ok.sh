#!/bin/bash
count=0
name="$1"
if test "$name" = admin; then echo hi; fi
[ "$name" = admin ] && echo hi
