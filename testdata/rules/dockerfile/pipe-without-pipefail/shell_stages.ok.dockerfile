# syntax=docker/dockerfile:1
FROM debian:12-slim AS base
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
ARG VERSION=1.4.2
ENV DEBIAN_FRONTEND=noninteractive
# comments between the SHELL and the RUN do not matter
RUN curl -fsSL "https://example.com/tool-${VERSION}.tar.gz" | tar -xz -C /usr/local/bin
WORKDIR /app

# a stage built from an earlier stage keeps its SHELL: the image configuration carries it
FROM base AS test
COPY tests/ tests/
RUN ./tests/run.sh | tee /tmp/test.log

FROM base
RUN wget -qO- https://example.com/version.txt | head -n1 > /VERSION
