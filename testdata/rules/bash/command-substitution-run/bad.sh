#!/bin/bash
if $(grep -q "^deploy:" /etc/group); then # want "bash/command-substitution-run"
  echo present
fi
while $(pgrep -x migrate); do # want "bash/command-substitution-run"
  sleep 1
done
