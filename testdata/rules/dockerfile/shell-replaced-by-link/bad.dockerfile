FROM debian:12-slim
RUN ln -sf /bin/bash /bin/sh # want "dockerfile/shell-replaced-by-link"
RUN apt-get update && apt-get install -y zsh && ln -s -f /usr/bin/zsh /bin/sh # want "dockerfile/shell-replaced-by-link"
