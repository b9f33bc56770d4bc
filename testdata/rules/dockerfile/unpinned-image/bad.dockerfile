FROM ubuntu # want "dockerfile/unpinned-image: Base image ubuntu has no tag"
RUN apt-get update && apt-get install -y curl
