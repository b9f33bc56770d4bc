FROM debian:bookworm-slim
ENV PATH="/opt/app/bin:${PATH}"
ENV PATH=$PATH:/usr/local/go/bin
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
