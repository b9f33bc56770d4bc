FROM debian:12-slim
RUN set -o pipefail && wget -O - https://example.com/list.txt | wc -l > /count
RUN test -f /a || touch /a
