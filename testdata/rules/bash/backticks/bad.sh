#!/bin/bash
now=`date +%s` # want "bash/backticks"
echo "host: `hostname`" # want "bash/backticks"
