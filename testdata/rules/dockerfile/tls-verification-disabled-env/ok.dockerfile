FROM node:20-slim
COPY corp-ca.crt /usr/local/share/ca-certificates/corp-ca.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/corp-ca.crt
ENV NODE_TLS_REJECT_UNAUTHORIZED=1
