FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates && rm -rf /var/lib/apt/lists/*
RUN apt-get install -y -o APT::Install-Recommends=false git
RUN apk add --no-cache curl
RUN apt-get update && apt-get upgrade -y
RUN ["apt-get", "install", "-y", "--no-install-recommends", "curl"]
