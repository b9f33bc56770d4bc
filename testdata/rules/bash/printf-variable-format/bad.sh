#!/bin/bash
printf "Hello $name\n" # want "bash/printf-variable-format"
printf "${msg}" # want "bash/printf-variable-format"
