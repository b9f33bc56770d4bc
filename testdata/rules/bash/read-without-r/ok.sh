#!/bin/bash
while IFS= read -r line; do
  echo "$line"
done < input.txt
read -rp "Continue? " answer
echo "$answer"
