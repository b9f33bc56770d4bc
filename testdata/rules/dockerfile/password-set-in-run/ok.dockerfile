FROM ubuntu:24.04
RUN useradd -m deploy && passwd -l deploy
RUN --mount=type=secret,id=pw echo "deploy:$(cat /run/secrets/pw)" | chpasswd
