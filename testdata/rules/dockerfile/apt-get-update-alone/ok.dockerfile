FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
FROM ubuntu:24.04 AS lists
RUN apt-get update
RUN apt-get download curl && ls
