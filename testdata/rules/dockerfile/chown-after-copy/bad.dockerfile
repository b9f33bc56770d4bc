FROM node:20.18-slim
WORKDIR /app
COPY . /app
RUN chown -R node:node /app # want "dockerfile/chown-after-copy"
ADD assets.tar.gz /srv/assets
RUN chmod -R 0755 /srv/assets # want "dockerfile/chown-after-copy"
USER node
