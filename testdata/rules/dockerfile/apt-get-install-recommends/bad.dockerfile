FROM debian:12-slim
RUN apt-get update && apt-get install -y curl && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-get-install-recommends"
RUN apt-get -y install git && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-get-install-recommends"
