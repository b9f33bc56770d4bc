#!/bin/bash
curl -fsSLo /usr/local/bin/tool http://downloads.vendor.io/tool # want "bash/plain-http-download"
git clone http://git.vendor.io/lib.git # want "bash/plain-http-download"
