FROM node:20-slim
WORKDIR /app
COPY . .
RUN npm ci # want "dockerfile/copy-all-before-install"
CMD ["node", "server.js"]
