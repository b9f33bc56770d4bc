#!/bin/bash
set -eu
rm -rf -- "${BUILD_DIR:?}/out"
rm -rf "$BUILD_DIR"
rm -rf /tmp/cache
rm -f $LOGFILE
