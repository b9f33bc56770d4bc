#!/bin/bash
for host in "$(cat hosts.txt)"; do # want "bash/for-over-quoted-substitution"
  ssh "$host" uptime
done
