#!/bin/bash
if [[ $answer == $expected ]]; then echo same; fi # want "bash/unquoted-pattern-in-comparison"
[[ "$a" != ${b} ]] && echo differ # want "bash/unquoted-pattern-in-comparison"
