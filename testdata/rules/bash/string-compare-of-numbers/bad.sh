#!/bin/bash
if [[ $count > 10 ]]; then echo many; fi # want "bash/string-compare-of-numbers"
[[ $# < 2 ]] && exit 1 # want "bash/string-compare-of-numbers"
