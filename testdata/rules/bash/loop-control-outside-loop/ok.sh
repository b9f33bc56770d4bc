#!/bin/bash
for f in *.log; do
  if [ ! -s "$f" ]; then
    continue
  fi
  gzip "$f"
done
until curl -fs http://localhost:8080/health; do
  sleep 1
  [ "$((n+=1))" -gt 30 ] && break
done
select opt in start stop; do
  break
done
