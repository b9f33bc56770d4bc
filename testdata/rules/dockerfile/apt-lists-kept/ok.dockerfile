FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN --mount=type=cache,target=/var/lib/apt apt-get update && apt-get install -y --no-install-recommends git
