#!/bin/bash
files=( $(find . -name '*.txt') ) # want "bash/array-from-unquoted-substitution"
