FROM debian:12-slim
RUN apt-get update && apt-get install -y --force-yes --no-install-recommends curl=7.88.1-10+deb12u5 && rm -rf /var/lib/apt/lists/* # want "dockerfile/apt-get-force-yes"
RUN ["apt-get", "install", "-y", "--force-yes", "jq"] # want "dockerfile/apt-get-force-yes"
