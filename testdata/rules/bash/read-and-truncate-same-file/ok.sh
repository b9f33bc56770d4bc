#!/bin/bash
set -euo pipefail
f="$1"
sed 's/localhost/db.internal/' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
sed -i 's/localhost/db.internal/' "$f"
sort -u -o hosts.txt hosts.txt
grep -v '^#' config.ini >> config.ini.clean
echo "$f" > "$f"
cat header.txt body.txt > page.txt
