#!/bin/bash
now=$(date +%s)
echo "host: $(hostname)"
echo 'use `backticks` in docs'
