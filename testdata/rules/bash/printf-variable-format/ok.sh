#!/bin/bash
printf 'Hello %s\n' "$name"
printf "%s\n" "${msg}"
printf -v out "%d" "$n"
