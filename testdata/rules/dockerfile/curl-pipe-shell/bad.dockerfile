FROM debian:12-slim
RUN curl -fsSL https://deb.nodesource.com/setup_22.x | bash - # want "dockerfile/curl-pipe-shell"
