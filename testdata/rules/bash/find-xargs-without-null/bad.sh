#!/bin/sh
find . -name '*.log' -mtime +7 | xargs rm -f # want "bash/find-xargs-without-null"
