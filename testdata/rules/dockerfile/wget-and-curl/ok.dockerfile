FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl wget && rm -rf /var/lib/apt/lists/*
RUN curl -fsSL https://example.com/a.tgz -o /tmp/a.tgz
RUN curl -fsSL https://example.com/b.tgz -o /tmp/b.tgz
