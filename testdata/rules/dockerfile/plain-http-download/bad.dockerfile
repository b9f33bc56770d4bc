FROM debian:bookworm-slim
RUN curl -fsSLo /tmp/tool.tgz http://downloads.example.net/tool-1.2.tgz && tar -xzf /tmp/tool.tgz -C /usr/local # want "dockerfile/plain-http-download"
RUN git clone http://git.example.net/team/lib.git /opt/lib # want "dockerfile/plain-http-download"
