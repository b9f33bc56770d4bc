#!/bin/bash
set -euo pipefail
curl -sSLk -o tool.tgz https://downloads.vendor.io/tool.tgz # want "bash/tls-verify-disabled"
wget --no-check-certificate https://downloads.vendor.io/tool.tgz # want "bash/tls-verify-disabled"
git -c http.sslVerify=false clone https://git.internal.io/app.git # want "bash/tls-verify-disabled"
export NODE_TLS_REJECT_UNAUTHORIZED=0 # want "bash/tls-verify-disabled"
git config --global http.sslVerify false # want "bash/tls-verify-disabled"
npm config set strict-ssl false # want "bash/tls-verify-disabled"
pip install --trusted-host pypi.internal.io -r requirements.txt # want "bash/tls-verify-disabled"
kubectl --insecure-skip-tls-verify apply -f deploy.yaml # want "bash/tls-verify-disabled"
podman pull --tls-verify=false registry.internal:5000/app:1.0 # want "bash/tls-verify-disabled"
