#!/bin/bash
while IFS= read -r host; do
  ssh "$host" uptime
done < hosts.txt
for f in "$@"; do echo "$f"; done
for d in "$(pwd)/build" "$(pwd)/dist"; do rm -rf -- "$d"; done
