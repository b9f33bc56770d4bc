FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends vim nano htop && rm -rf /var/lib/apt/lists/*
RUN --mount=type=cache,target=/var/cache/apt apt-get update
RUN ssh-keyscan github.com >> /etc/ssh/ssh_known_hosts
RUN sed -i 's/top/bottom/' /etc/app.conf && echo mount > /etc/app.mode
RUN pip install --no-cache-dir psutil==6.0.0 && echo "kill switch" > /etc/app.flags
