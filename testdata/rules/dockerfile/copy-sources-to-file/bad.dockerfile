# Dockerfiles have no end-of-line comments: a want after a COPY would be
# read as more sources and the destination. Here the want is two of the
# sources (named want and "dockerfile/..."), and the line still copies
# several sources into a destination without a trailing slash.
FROM node:20-slim
WORKDIR /app
COPY package.json want "dockerfile/copy-sources-to-file: /app must end" /app
ADD --chown=node:node a.conf want "dockerfile/copy-sources-to-file" /etc/app
