#!/bin/bash
cd /var/app/releases || exit 1
rm -rf old
(cd build && make)
