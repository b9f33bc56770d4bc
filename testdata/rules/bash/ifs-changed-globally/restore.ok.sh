#!/bin/bash
old_ifs=$IFS
IFS=,
for f in $fields; do echo "$f"; done
IFS=$old_ifs
