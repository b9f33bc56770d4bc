FROM node:20-slim
RUN cd /app && npm ci # want "dockerfile/run-cd"
