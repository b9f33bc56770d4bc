FROM debian:12-slim
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN wget -O - https://example.com/list.txt | wc -l > /count
