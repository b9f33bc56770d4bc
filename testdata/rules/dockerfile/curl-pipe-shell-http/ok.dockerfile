FROM debian:12-slim
RUN curl -fsSL https://get.example.org/install.sh | sh
RUN curl -fsSL http://mirror.example.org/VERSION | tee /tmp/version
