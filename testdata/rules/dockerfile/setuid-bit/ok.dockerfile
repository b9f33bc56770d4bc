FROM debian:12-slim
RUN chmod 0755 /usr/local/bin/helper && chmod +x /entrypoint.sh
RUN setcap cap_net_bind_service=+ep /usr/local/bin/server
