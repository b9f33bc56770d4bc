#!/bin/bash
set -euo pipefail
f="$1"
sed 's/localhost/db.internal/' "$f" > "$f" # want "bash/read-and-truncate-same-file"
cat config.ini | grep -v '^#' > config.ini # want "bash/read-and-truncate-same-file"
sort -u hosts.txt >hosts.txt # want "bash/read-and-truncate-same-file"
