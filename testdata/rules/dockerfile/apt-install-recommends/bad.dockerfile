FROM debian:12-slim
RUN apt-get update && apt-get install -y curl ca-certificates && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-install-recommends"
RUN apt-get -qq install -y git # want "dockerfile/apt-install-recommends"
RUN DEBIAN_FRONTEND=noninteractive apt-get install --yes python3 # want "dockerfile/apt-install-recommends"
RUN ["apt-get", "install", "-y", "curl"] # want "dockerfile/apt-install-recommends"
