#!/bin/bash
BUILD_DIR=$(mktemp -d)
rm -rf $BUILD_DIR/out # want "bash/rm-rf-variable"
rm -rf "$PREFIX/" # want "bash/rm-rf-variable"
rm -r -f "$STAGING"/* # want "bash/rm-rf-variable"
