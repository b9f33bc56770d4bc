#!/bin/bash
set -euo pipefail
cd /var/app/releases
rm -rf old
