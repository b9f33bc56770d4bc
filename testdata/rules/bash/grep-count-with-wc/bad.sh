#!/bin/bash
errors=$(grep ERROR app.log | wc -l) # want "bash/grep-count-with-wc"
echo "$errors"
