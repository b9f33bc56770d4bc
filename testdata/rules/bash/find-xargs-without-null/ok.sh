#!/bin/sh
find . -name '*.log' -mtime +7 -print0 | xargs -0 rm -f
find . -name '*.log' -mtime +7 -exec rm -f {} +
