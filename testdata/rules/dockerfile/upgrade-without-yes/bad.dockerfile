FROM debian:12-slim
RUN apt-get update && apt-get upgrade # want "dockerfile/upgrade-without-yes"
RUN apt-get update && apt-get dist-upgrade && rm -rf /var/lib/apt/lists/* # want "dockerfile/upgrade-without-yes: The package manager asks"
RUN ["apt-get", "upgrade"] # want "dockerfile/upgrade-without-yes"

FROM rockylinux:9
RUN yum update && yum clean all # want "dockerfile/upgrade-without-yes"
RUN dnf --refresh upgrade # want "dockerfile/upgrade-without-yes"

FROM opensuse/leap:15.6
RUN zypper refresh && zypper update # want "dockerfile/upgrade-without-yes"
