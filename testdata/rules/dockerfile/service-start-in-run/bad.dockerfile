FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx && rm -rf /var/lib/apt/lists/*
RUN service nginx start # want "dockerfile/service-start-in-run"
RUN apt-get update && apt-get install -y --no-install-recommends cron && systemctl start cron # want "dockerfile/service-start-in-run"
