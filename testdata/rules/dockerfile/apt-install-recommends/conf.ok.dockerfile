FROM ubuntu:24.04
RUN echo 'APT::Install-Recommends "false";' > /etc/apt/apt.conf.d/99norecommends
RUN apt-get update && apt-get install -y curl && rm -rf /var/lib/apt/lists/*
