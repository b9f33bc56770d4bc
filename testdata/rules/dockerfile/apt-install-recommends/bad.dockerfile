FROM debian:12-slim
RUN apt-get update && apt-get install -y curl ca-certificates && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-install-recommends"
