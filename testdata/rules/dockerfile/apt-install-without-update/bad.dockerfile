FROM debian:bookworm-slim
RUN apt-get install -y --no-install-recommends ca-certificates curl && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-install-without-update"
USER nobody
