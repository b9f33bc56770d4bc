#!/bin/bash
set -euo pipefail
curl -fsSL --cacert /etc/ssl/private-ca.pem -o tool.tgz https://downloads.vendor.io/tool.tgz
wget --ca-certificate=/etc/ssl/private-ca.pem https://downloads.vendor.io/tool.tgz
git -c http.sslCAInfo=/etc/ssl/private-ca.pem clone https://git.internal.io/app.git
export NODE_TLS_REJECT_UNAUTHORIZED=1
curl -K config.txt https://api.vendor.io/
git config --global http.sslVerify true
npm config set strict-ssl true
pip install --index-url https://pypi.internal.io/simple -r requirements.txt
kubectl --certificate-authority=/etc/ca.pem apply -f deploy.yaml
podman pull --tls-verify=true registry.internal:5000/app:1.0
