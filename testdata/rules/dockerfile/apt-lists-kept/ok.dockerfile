FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN --mount=type=cache,target=/var/lib/apt apt-get update && apt-get install -y --no-install-recommends git
# install only: the lists came from an earlier layer, deleting them here would not shrink it
RUN apt-get install -y --no-install-recommends vim
