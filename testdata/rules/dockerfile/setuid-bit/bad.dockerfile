FROM debian:12-slim
RUN chmod u+s /usr/local/bin/helper # want "dockerfile/setuid-bit"
RUN chmod 4755 /usr/local/bin/ping # want "dockerfile/setuid-bit"
RUN chmod +s /usr/bin/find # want "dockerfile/setuid-bit"
RUN chmod 6755 /usr/local/bin/tool # want "dockerfile/setuid-bit"
