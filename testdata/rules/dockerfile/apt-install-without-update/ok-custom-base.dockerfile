FROM ghcr.io/example/build-base:2024.10
RUN apt-get install -y --no-install-recommends jq
