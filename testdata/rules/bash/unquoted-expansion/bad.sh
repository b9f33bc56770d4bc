#!/bin/bash
cp $src "$dst" # want "bash/unquoted-expansion"
rm -f ${build_dir}/out.o
ls $(dirname "$path") # want "bash/unquoted-expansion"
echo $message # want "bash/unquoted-expansion"
