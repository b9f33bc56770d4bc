FROM debian:12-slim
RUN chmod 0755 /usr/local/bin/helper && chmod +x /entrypoint.sh
RUN setcap cap_net_bind_service=+ep /usr/local/bin/server
RUN mkdir -p /srv/shared && chgrp app /srv/shared && chmod 2775 /srv/shared && chmod g+s /srv/shared
