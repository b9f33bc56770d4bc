FROM debian:12-slim
RUN apt-get update && apt-get install -y vim && vim /etc/app.conf # want "dockerfile/interactive-command-in-run"
RUN shutdown -r now # want "dockerfile/interactive-command-in-run"
RUN mount -t tmpfs tmpfs /mnt # want "dockerfile/interactive-command-in-run"
RUN ssh deploy@build-host ./prepare.sh # want "dockerfile/interactive-command-in-run"
RUN ps aux && free -m # want "dockerfile/interactive-command-in-run"
