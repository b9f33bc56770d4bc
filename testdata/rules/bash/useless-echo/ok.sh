#!/bin/bash
date
dir=$HOME
echo "today: $(date)"
n=$(echo "$list" | wc -l)
echo -n $(cat file)
