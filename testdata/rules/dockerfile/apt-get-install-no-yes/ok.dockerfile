FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN apt-get -qq update && apt-get -qq install make
RUN apt-get update && apt-get install --yes git
RUN yum -y install httpd && dnf install --assumeyes jq
RUN apt-get install -fy ./local.deb
RUN apt-get update \
    && apt-get install \
      -y --no-install-recommends \
      curl \
    && rm -rf /var/lib/apt/lists/*
RUN yum install \
    -y httpd && yum clean all
RUN yes | apt-get install openjdk-17-jdk-headless
RUN zypper --non-interactive install curl && zypper -n in git && zypper install -y jq
RUN ["apt-get", "install", "-y", "--no-install-recommends", "curl"]
RUN ["dnf", "--assumeyes", "install", "git"]
