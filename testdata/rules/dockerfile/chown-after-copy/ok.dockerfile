FROM node:20.18-slim
WORKDIR /app
COPY --chown=node:node . /app
RUN chown -R node:node /app/tmp
COPY scripts/ /usr/local/bin/
RUN chmod +x /usr/local/bin/entrypoint.sh
COPY config/ /etc/app/
RUN mkdir -p /var/lib/app && chown -R node:node /var/lib/app
USER node
