import sys

print "starting"  # want "python/python2-syntax"
mode = 0755  # want "python/python2-syntax"
if mode <> 0:  # want "python/python2-syntax"
    big = 10L  # want "python/python2-syntax"
