FROM debian:bookworm-slim
RUN curl -fsSLo /tmp/tool.tgz https://downloads.example.net/tool-1.2.tgz && tar -xzf /tmp/tool.tgz -C /usr/local
RUN curl -fsSLo /tmp/x.tgz http://mirror.example.net/x.tgz && echo "abc123  /tmp/x.tgz" | sha256sum -c -
HEALTHCHECK CMD curl -f http://localhost:8080/health || exit 1
RUN curl -f http://localhost:8080/ready
