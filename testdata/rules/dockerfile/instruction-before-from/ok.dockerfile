# syntax=docker/dockerfile:1
# escape=\
ARG BASE=python:3.12-slim
ARG APP_VERSION
FROM ${BASE} AS build
LABEL org.opencontainers.image.version=${APP_VERSION}
ENV PIP_NO_CACHE_DIR=1
RUN pip install --no-cache-dir build==1.2.1
FROM ${BASE}
COPY --from=build /usr/local /usr/local
HEALTHCHECK CMD ["python", "-c", "import app"]
ONBUILD COPY . /app
CMD ["python", "-m", "app"]
