#!/bin/bash
count = 0 # want "bash/spaces-around-assignment"
name = "$1" # want "bash/spaces-around-assignment"
