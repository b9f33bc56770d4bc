FROM ubuntu:24.04
RUN apt update && apt install -y curl # want "dockerfile/apt-cli-in-script"
RUN apt-get update && apt -y upgrade # want "dockerfile/apt-cli-in-script"
RUN ["apt", "install", "-y", "curl"] # want "dockerfile/apt-cli-in-script"
