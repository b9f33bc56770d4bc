FROM ubuntu:24.04
RUN apt-get update && apt-get install -y --no-install-recommends sudo && rm -rf /var/lib/apt/lists/*
USER ubuntu
RUN sudo apt-get update && sudo apt-get install -y --no-install-recommends make
