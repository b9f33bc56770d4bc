FROM debian:12-slim
RUN apt-get update && apt-get upgrade -y && rm -rf /var/lib/apt/lists/*
RUN apt-get update \
    && apt-get -y dist-upgrade \
    && apt-get install -y --no-install-recommends curl \
    && rm -rf /var/lib/apt/lists/*
RUN apt-get -qq upgrade
RUN ["apt-get", "upgrade", "--yes"]
RUN apt-get update && yes | apt-get upgrade

FROM rockylinux:9
RUN yum -y update && yum clean all
RUN dnf upgrade --assumeyes --refresh && dnf clean all
RUN yum check-update || true
RUN microdnf update && microdnf clean all

FROM opensuse/leap:15.6
RUN zypper --non-interactive update && zypper clean --all
RUN zypper -n patch

FROM alpine:3.20
RUN apk update && apk upgrade --no-cache
