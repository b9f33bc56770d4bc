#!/bin/bash
grep " 500 " access.log
cat a.log b.log | grep " 500 "
cat - | grep x
