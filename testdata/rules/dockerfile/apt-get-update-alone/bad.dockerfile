FROM debian:12-slim
RUN apt-get update # want "dockerfile/apt-get-update-alone"
RUN apt-get install -y curl
