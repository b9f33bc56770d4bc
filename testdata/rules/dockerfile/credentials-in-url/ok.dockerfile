FROM python:3.12-slim
RUN --mount=type=secret,id=netrc,target=/root/.netrc git clone https://github.com/acme/lib.git /opt/lib
ENV PIP_INDEX_URL=https://pypi.internal.example.com/simple
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
RUN echo "postgres://user:password@db:5432/app is the example in the docs"
