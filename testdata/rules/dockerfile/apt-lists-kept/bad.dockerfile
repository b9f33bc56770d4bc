FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl # want "dockerfile/apt-lists-kept"
