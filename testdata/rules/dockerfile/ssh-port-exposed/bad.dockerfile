FROM ubuntu:24.04
RUN apt-get update && apt-get install -y openssh-server
EXPOSE 80 22 # want "dockerfile/ssh-port-exposed"
