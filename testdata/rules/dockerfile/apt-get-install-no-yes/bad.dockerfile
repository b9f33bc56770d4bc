FROM debian:12-slim
RUN apt-get update && apt-get install --no-install-recommends curl # want "dockerfile/apt-get-install-no-yes"
RUN yum install httpd # want "dockerfile/apt-get-install-no-yes"
RUN zypper install curl # want "dockerfile/apt-get-install-no-yes"
RUN ["apt-get", "install", "--no-install-recommends", "curl"] # want "dockerfile/apt-get-install-no-yes"
RUN ["dnf", "install", "git"] # want "dockerfile/apt-get-install-no-yes"
