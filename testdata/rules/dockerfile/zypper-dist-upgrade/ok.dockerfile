FROM opensuse/leap:15.6
RUN zypper --non-interactive patch && zypper clean --all
RUN zypper -n update && zypper -n install --no-recommends curl
RUN zypper --non-interactive up ca-certificates

FROM debian:12-slim
RUN apt-get update && apt-get -y dist-upgrade && rm -rf /var/lib/apt/lists/*
