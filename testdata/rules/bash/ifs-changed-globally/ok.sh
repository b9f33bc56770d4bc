#!/bin/bash
IFS=, read -r a b c <<< "$line"
split() {
  local IFS=,
  echo $1
}
