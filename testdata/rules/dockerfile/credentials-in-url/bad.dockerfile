FROM python:3.12-slim
RUN git clone https://deploy:ghp_abcdefghijklmnop1234@github.com/acme/lib.git /opt/lib # want "dockerfile/credentials-in-url"
ENV PIP_INDEX_URL=https://ci:s3cretPassw0rd@pypi.internal.example.com/simple # want "dockerfile/credentials-in-url"
RUN echo "//registry.npmjs.org/:_authToken=npm_abcdef0123456789" > /root/.npmrc # want "dockerfile/credentials-in-url"
