FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl
RUN rm -rf /var/lib/apt/lists/* # want "dockerfile/cleanup-in-separate-run"
RUN apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives # want "dockerfile/cleanup-in-separate-run"
FROM centos:7
RUN yum install -y httpd
RUN yum clean all # want "dockerfile/cleanup-in-separate-run"
