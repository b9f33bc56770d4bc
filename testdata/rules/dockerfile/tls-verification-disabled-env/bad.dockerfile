FROM node:20-slim
ENV NODE_TLS_REJECT_UNAUTHORIZED=0 # want "dockerfile/tls-verification-disabled-env"
ENV GIT_SSL_NO_VERIFY=true # want "dockerfile/tls-verification-disabled-env"
ENV PIP_TRUSTED_HOST=pypi.internal.example.com # want "dockerfile/tls-verification-disabled-env"
