FROM debian:12-slim
RUN chmod u+s /usr/local/bin/helper # want "dockerfile/setuid-bit"
RUN chmod 4755 /usr/local/bin/ping # want "dockerfile/setuid-bit"
