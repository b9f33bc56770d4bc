FROM node:20.18-slim
WORKDIR /app
COPY package.json package-lock.json ./
run npm ci --omit=dev # want "dockerfile/instruction-casing-inconsistent"
COPY . .
USER node
cmd ["node", "server.js"] # want "dockerfile/instruction-casing-inconsistent"
