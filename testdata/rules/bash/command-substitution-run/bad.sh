#!/bin/bash
if $(grep -q "^deploy:" /etc/group); then # want "bash/command-substitution-run"
  echo present
fi
$(docker ps -q --filter name=web) # want "bash/command-substitution-run"
