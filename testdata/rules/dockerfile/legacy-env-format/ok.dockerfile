FROM node:20-slim
ENV NODE_ENV=production PORT=8080
LABEL version="1.0"
