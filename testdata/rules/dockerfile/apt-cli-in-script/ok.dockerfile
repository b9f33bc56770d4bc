FROM ubuntu:24.04
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN apt-cache policy curl && echo "apt install is for people"
COPY apt.conf /etc/apt/apt.conf.d/99local
