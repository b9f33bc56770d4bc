#!/bin/bash
ps aux > /tmp/procs.txt # want "bash/predictable-temp-file"
echo "$data" >> "/tmp/upload.$$" # want "bash/predictable-temp-file"
