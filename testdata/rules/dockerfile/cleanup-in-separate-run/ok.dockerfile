FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN rm -rf /tmp/build
FROM centos:7
RUN yum install -y httpd && yum clean all
RUN rm -rf /var/lib/apt/lists/* && make install
