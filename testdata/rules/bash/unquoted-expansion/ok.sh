#!/bin/bash
cp "$src" "$dst"
ls "$(dirname "$path")"
exit $status
sleep $delay
echo "$message"
