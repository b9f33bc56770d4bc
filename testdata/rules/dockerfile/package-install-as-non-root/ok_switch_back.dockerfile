FROM node:20-slim
USER node
RUN npm ci --omit=dev
USER root
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
USER node
