#!/bin/bash
mapfile -t files < <(find . -name '*.txt')
names=("$(hostname)")
