FROM debian:12-slim
RUN curl -fsSL http://get.example.org/install.sh | sh # want "dockerfile/curl-pipe-shell-http"
