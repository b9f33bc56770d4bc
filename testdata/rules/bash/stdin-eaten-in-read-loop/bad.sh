#!/bin/bash
while read -r host; do
  ssh "$host" uptime # want "bash/stdin-eaten-in-read-loop"
done < hosts.txt

grep -v '^#' servers | while IFS= read -r s; do
  echo "deploying to $s"
  ssh -o BatchMode=yes "deploy@$s" 'sudo systemctl restart app' # want "bash/stdin-eaten-in-read-loop"
done

find . -name '*.avi' | while read -r f; do
  ffmpeg -i "$f" "${f%.avi}.mp4" # want "bash/stdin-eaten-in-read-loop"
done
