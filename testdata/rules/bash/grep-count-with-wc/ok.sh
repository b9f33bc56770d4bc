#!/bin/bash
errors=$(grep -c ERROR app.log)
matches=$(grep -o 'id=[0-9]*' app.log | wc -l)
echo "$errors $matches"
