#!/bin/bash
while read -r host; do
  ssh -n "$host" uptime
done < hosts.txt

while read -r host; do
  ssh "$host" uptime < /dev/null
done < hosts.txt

while read -r -u 3 host; do
  ssh "$host" uptime
done 3< hosts.txt

find . -name '*.avi' | while read -r f; do
  ffmpeg -nostdin -i "$f" "${f%.avi}.mp4"
done

for host in $(cat hosts.txt); do
  ssh "$host" uptime
done

ssh "$host" uptime
