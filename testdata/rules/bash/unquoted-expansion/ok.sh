#!/bin/bash
cp "$src" "$dst"
ls "$(dirname "$path")"
exit $status
sleep $delay
echo "$message"
rm -f "${build_dir}/out.o"
tar -czf "backup-$name.tgz" "$dir"
make all > "$log" 2>&1
kill -9 $$
exit $?
