#!/bin/bash
cp $src "$dst" # want "bash/unquoted-expansion"
rm -f ${build_dir}/out.o # want "bash/unquoted-expansion"
ls $(dirname "$path") # want "bash/unquoted-expansion"
echo $message # want "bash/unquoted-expansion"
tar -czf backup-$name.tgz "$dir" # want "bash/unquoted-expansion"
make all > $log 2>&1 # want "bash/unquoted-expansion"
