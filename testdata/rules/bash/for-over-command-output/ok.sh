#!/bin/bash
find . -name '*.txt' -exec wc -l {} +
while IFS= read -r host; do ping -c1 "$host"; done < hosts.txt
for n in $(seq 1 5); do echo "$n"; done
