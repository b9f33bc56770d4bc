#!/bin/bash
while read line; do # want "bash/read-without-r"
  echo "$line"
done < input.txt
