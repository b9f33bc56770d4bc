#!/bin/bash
curl -fsSLo /usr/local/bin/tool https://downloads.vendor.io/tool
curl -fsS http://localhost:8080/health
git clone https://git.vendor.io/lib.git
