FROM debian:12-slim
ARG DEBIAN_FRONTEND=noninteractive
ENV TZ=UTC
RUN DEBIAN_FRONTEND=noninteractive apt-get update && apt-get install -y --no-install-recommends tzdata && rm -rf /var/lib/apt/lists/*
