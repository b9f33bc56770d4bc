FROM alpine:3.20
RUN apk update # want "dockerfile/package-index-update-alone"
RUN apk add --no-cache curl
FROM debian:12-slim AS tools
RUN apt update # want "dockerfile/package-index-update-alone"
RUN apt install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
FROM opensuse/leap:15.6
RUN zypper --non-interactive refresh # want "dockerfile/package-index-update-alone"
RUN zypper --non-interactive install -y curl && zypper clean -a
USER nobody
