FROM debian:12-slim
ARG RUN_AS=root
USER ${RUN_AS}
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
