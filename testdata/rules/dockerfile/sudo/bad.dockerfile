FROM ubuntu:24.04
USER builder
RUN sudo apt-get update && sudo apt-get install -y make # want "dockerfile/sudo"
RUN ["sudo", "apt-get", "update"] # want "dockerfile/sudo"
