#!/bin/sh
find . -name '*.tmp' -print0 | xargs -0 rm --
pgrep -f worker | xargs kill
ls | wc -l
