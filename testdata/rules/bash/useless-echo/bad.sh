#!/bin/bash
echo $(date) # want "bash/useless-echo"
dir=$(echo $HOME) # want "bash/useless-echo"
