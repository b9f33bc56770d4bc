FROM ubuntu:24.04
COPY dist/app_1.2.0_amd64.deb /tmp/
RUN apt-get install -y /tmp/app_1.2.0_amd64.deb
